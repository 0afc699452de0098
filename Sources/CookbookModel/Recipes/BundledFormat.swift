/// The bundled cookbook format, described once: the fields of the file, of a category, of a
/// recipe and of an ingredient. The Codable types (`CookbookFile`, `Category`, `Recipe`,
/// `Ingredient`) and the indexer's one-pass reading both name fields only through these.
///
///     {"version": 1,
///      "categories": [{"id": "dessert", "name": "Dessert"}],
///      "recipes": [{"id": "apple-pie", "name": "Apple Pie", "category": "dessert",
///                   "servings": 8, "prepMinutes": 30, "cookMinutes": 50, "tags": ["baking"],
///                   "ingredients": [{"quantity": 6, "unit": "cup", "item": "apples", "note": "sliced"},
///                                   {"quantity": 2, "quantityTo": 3, "item": "eggs"},
///                                   {"quantity": 1, "unit": "tsp", "item": "salt", "fixed": true}],
///                   "steps": ["…"], "related": ["pie-crust"]}]}
///
/// `version`, `categories` and `recipes` are required; a category needs `id` and `name`; a
/// recipe `id`, `name` and `category` (the other fields may be absent or null); an
/// ingredient `item`.
package enum BundledFormat {
    package enum FileField: String, CodingKey {
        case version, categories, recipes
    }

    package enum CategoryField: String, CodingKey {
        case id, name
    }

    package enum RecipeField: String, CodingKey {
        case id, name, category, servings, prepMinutes, cookMinutes, tags, ingredients, steps, related
        /// Optional, for recipes read from other formats: the yield as written ("4 to 6
        /// servings"), notes, named sections of the steps, and the file it was read from.
        case yield, notes, sections, source
        /// Optional: the total time the recipe states (minutes, a whole number like the other
        /// two), who wrote it, what it is, and where it comes from: by name, and its address.
        case totalMinutes, author, description, sourceName, sourceURL
    }

    package enum IngredientField: String, CodingKey {
        /// `text` (optional) is the line as the source wrote it.
        case quantity, unit, item, note, text
        /// Optional: the upper end of a range (a number), and `"fixed": true` for an amount
        /// that does not scale with the servings (absent is false).
        case quantityTo, fixed
        /// Optional: the path of the recipe this ingredient is (a Cooklang `@./Sauces/Pesto{}`).
        case reference
    }

    package enum SectionField: String, CodingKey {
        /// A section's name and the index in `steps` of its first step.
        case name, firstStep
    }
}
