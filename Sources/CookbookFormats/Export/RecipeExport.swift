import CookbookModel

/// A recipe written out in each format cookbook reads, for `cookbook show --format`.
public enum RecipeExport {
    /// The bundled format's recipe object, indented, keys sorted; `--data` reads such a file
    /// back as the same recipe. `{}` for a recipe with a number JSON cannot hold.
    public static func json(_ recipe: Recipe) -> String {
        var json = JSONWriter(.indented, keys: .sorted)
        do { try recipe.write(to: &json) } catch { return "{}" }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A schema.org Recipe, as a recipe site publishes it: indented, keys sorted.
    public static func jsonLD(_ recipe: Recipe, categoryName: String?) -> String {
        jsonLD(ReadRecipe(recipe: recipe, categories: categoryName.map { [$0] } ?? []))
    }

    /// A schema.org Recipe with everything a read recipe carries: every category, its
    /// cuisines, diets, authors and image, so that an import into JSON keeps what its source
    /// said as one into Cooklang does.
    public static func jsonLD(_ read: ReadRecipe) -> String {
        let recipe = read.recipe
        var json = JSONWriter(.indented, keys: .sorted)
        func list(_ key: String, _ values: [String]) {
            guard !values.isEmpty else { return }
            if values.count == 1 {
                json.field(key, values[0])
            } else {
                json.field(key)
                json.strings(values)
            }
        }
        func step(_ text: String) {
            json.element()
            json.beginObject()
            json.field("@type", "HowToStep")
            json.field("text", text)
            json.endObject()
        }
        json.beginObject()
        json.field("@context", "https://schema.org")
        json.field("@type", "Recipe")
        json.field("name", recipe.name)
        list("recipeCategory", read.categories)
        list("recipeCuisine", read.facets[.cuisine] ?? [])
        list("suitableForDiet", read.facets[.diet] ?? [])
        if let image = read.image { json.field("image", image) }
        if let made = recipe.yield { json.field("recipeYield", made) } else if let servings = recipe.servings { json.field("recipeYield", "\(servings)") }
        if let prep = recipe.prepMinutes { json.field("prepTime", duration(prep)) }
        if let cook = recipe.cookMinutes { json.field("cookTime", duration(cook)) }
        if let total = recipe.statedTotalMinutes {
            json.field("totalTime", duration(total))
        } else if let prep = recipe.prepMinutes, let cook = recipe.cookMinutes {
            json.field("totalTime", duration(prep + cook))
        }
        if !recipe.tags.isEmpty { json.field("keywords", recipe.tags.joined(separator: ", ")) }
        // schema.org has no notes: they follow the description, a paragraph each.
        let description = (recipe.description.map { [$0] } ?? []) + recipe.notes
        if !description.isEmpty { json.field("description", description.joined(separator: "\n\n")) }
        let authors = read.facets[.author].flatMap { $0.isEmpty ? nil : $0 } ?? recipe.author.map { [$0] } ?? []
        if !authors.isEmpty {
            json.field("author")
            if authors.count > 1 { json.beginArray() }
            for author in authors {
                if authors.count > 1 { json.element() }
                json.beginObject()
                json.field("@type", "Person")
                json.field("name", author)
                json.endObject()
            }
            if authors.count > 1 { json.endArray() }
        }
        switch (recipe.sourceName, recipe.sourceURL) {
        case (nil, let url?): json.field("isBasedOn", url)
        case (let name?, let url):
            json.field("isBasedOn")
            json.beginObject()
            json.field("@type", "CreativeWork")
            json.field("name", name)
            if let url { json.field("url", url) }
            json.endObject()
        case (nil, nil): break
        }
        json.field("recipeIngredient")
        json.strings(recipe.ingredients.map(line))
        json.field("recipeInstructions")
        json.beginArray()
        if recipe.sections.isEmpty {
            recipe.steps.forEach(step)
        } else {
            let steps = recipe.steps
            let starts = recipe.sections.map(\.firstStep) + [steps.count]
            if let first = starts.first, first > 0 { steps[0..<min(first, steps.count)].forEach(step) }
            for (i, section) in recipe.sections.enumerated() {
                // A section's first step as the recipe says it, within the steps there are.
                let lower = min(max(0, starts[i]), steps.count)
                let range = lower..<max(lower, min(steps.count, starts[i + 1]))
                json.element()
                json.beginObject()
                json.field("@type", "HowToSection")
                json.field("name", section.name)
                json.field("itemListElement")
                json.beginArray()
                steps[range].forEach(step)
                json.endArray()
                json.endObject()
            }
        }
        json.endArray()
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A Cooklang file of the recipe, which `CooklangReader` reads back as the same recipe
    /// (`CooklangWriter`), with the categories, facets and image a read recipe carries. When
    /// `cooklang` is the text of the Cooklang file the recipe was read from: that text as it
    /// is when reading it still gives this recipe (its cookware, timers, comments and layout
    /// kept, which the recipe alone does not hold); when only the amounts and servings
    /// differ (scaled, converted), the file's markup with the recipe's amounts
    /// (`CooklangWriter.text(_:over:fileName:)`); else the recipe written anew.
    public static func cooklang(_ read: ReadRecipe, from cooklang: String? = nil) -> String {
        let fileName = read.recipe.source ?? "recipe.cook"
        if let cooklang, case .success(let markup) = CooklangParser.parse(cooklang) {
            if CooklangWriter.sameRecipe(CooklangReader.read(markup, fileName: fileName).recipe, read.recipe) { return cooklang }
            if let text = CooklangWriter.text(read, over: markup, fileName: fileName) { return text }
        }
        return CooklangWriter.text(read)
    }

    /// An ingredient as one line: "1½ cups flour, sifted", "2–3 cloves garlic"; the source's
    /// own line when it has one.
    static func line(_ ingredient: Ingredient) -> String {
        if let text = ingredient.text, !text.isEmpty { return text }
        let amount = IngredientFormatter.amount(ingredient)
        let rest = IngredientFormatter.description(ingredient)
        return amount.isEmpty ? rest : amount + " " + rest
    }

    private static func duration(_ minutes: Int) -> String {
        minutes >= 60 ? "PT\(minutes / 60)H\(minutes % 60 == 0 ? "" : "\(minutes % 60)M")" : "PT\(minutes)M"
    }
}
