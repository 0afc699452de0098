import CookbookModel

extension Fixtures {
    /// The fixtures' recipes as a library of folders, as a user keeps them (Baking with Pies
    /// in it, Breakfast holding only Pancakes, Salads), with courses, cuisines and diets
    /// spelled as files spell them: "Dessert", "desserts", "dessert".
    public static let folders: Library = {
        let categories = [
            Category(id: "baking", name: "Baking"), Category(id: "baking-pies", name: "Baking › Pies"),
            Category(id: "breakfast-pancakes", name: "Breakfast › Pancakes"), Category(id: "salads", name: "Salads"),
        ]
        let placed: [String: (folder: String, values: [(Facet, [String])])] = [
            "apple-pie": ("baking-pies", [(.course, ["Dessert"]), (.cuisine, ["American"])]),
            "pie-crust": ("baking-pies", [(.course, ["desserts"])]),
            "fruit-pie-filling": ("baking-pies", []),
            "creme-brulee": ("baking", [(.course, ["dessert"]), (.cuisine, ["French"]), (.diet, ["vegetarian"])]),
            "buttermilk-pancakes": ("breakfast-pancakes", [(.course, ["Breakfast"]), (.diet, ["Vegetarian"])]),
            "okonomiyaki": ("breakfast-pancakes", [(.course, ["breakfast", "Dinner"]), (.cuisine, ["Japanese"])]),
            "coban-salatasi": ("salads", [(.course, ["Side"]), (.cuisine, ["Turkish"]), (.diet, ["vegan"])]),
        ]
        // In the library's order: by name.
        let recipes = Fixtures.recipes.map { recipe in
            var moved = recipe
            moved.summary.category = placed[recipe.id]!.folder
            return moved
        }.sorted { $0.name.lowercased() < $1.name.lowercased() }
        var facets = RecipeFacets.Builder(capacity: recipes.count)
        for recipe in recipes { facets.append(packed: RecipeFacets.pack(placed[recipe.id]!.values + [(.tag, recipe.tags)])) }
        return try! Library(categories: categories, recipes: recipes, facets: facets.finish(), placesAreFolders: true)
    }()
}
