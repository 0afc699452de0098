/// An opened cookbook: the `Catalog` the screens decide with, and the `RecipeStore` whole
/// recipes are read from when one is shown. The loader makes one; so do tests, in code.
public struct Library: Sendable {
    public let catalog: Catalog
    public let store: RecipeStore
    /// Problems that did not stop loading (unknown related ids that were dropped).
    public let warnings: [String]

    public init(catalog: Catalog, store: RecipeStore, warnings: [String]) {
        self.catalog = catalog
        self.store = store
        self.warnings = warnings
    }

    /// The whole recipe, read from the store each time it is asked for (a session keeps
    /// the few it shows: see `RecipeCache`).
    public func recipe(id: String) -> Recipe? {
        catalog.position(of: id).map { store.recipe(at: $0, summary: catalog.recipes[$0], catalog: catalog) }
    }

    /// Checks the raw file contents and builds the indexes.
    /// Fatal problems throw; unknown related ids are dropped and reported in `warnings`.
    /// `facets`: the recipes' facet values, in their order; `placesAreFolders`: the categories
    /// are folders of files (else a book's, which are its courses).
    public init(
        validating file: CookbookFile, facets: RecipeFacets = RecipeFacets(), placesAreFolders: Bool = false
    ) throws(CookbookValidationError) {
        var emptyItems: [(recipe: Int, ingredient: Int)] = []
        var outOfRange: [Catalog.NumberOutOfRange] = []
        for (i, recipe) in file.recipes.enumerated() {
            outOfRange += Catalog.numbersOutOfRange(
                recipe: i, servings: recipe.servings, prep: recipe.prepMinutes, cook: recipe.cookMinutes, total: recipe.statedTotalMinutes)
            for (j, ingredient) in recipe.ingredients.enumerated() where isBlank(ingredient.item) {
                emptyItems.append((i, j))
            }
        }
        let checked = try Catalog.check(
            version: file.version, categories: file.categories,
            Catalog.RecipeIndexing(summaries: RecipeSummaries(file.recipes.lazy.map(\.summary)), emptyItems: emptyItems, outOfRange: outOfRange))

        // Unknown related ids are not fatal: drop them, keep the order of the rest.
        var warnings: [String] = []
        var recipes = file.recipes
        for i in recipes.indices {
            let related = recipes[i].related
            for id in related where checked.ids.index(of: id) == nil {
                warnings.append(Catalog.unknownRelatedWarning(recipes[i].id, id))
            }
            let kept = Catalog.keptRelated(related, of: recipes[i].id) { checked.ids.index(of: $0) != nil }
            // Written only when something was dropped (kept is in order): writing every one
            // would copy the whole array of recipes, which the caller still holds.
            if kept.count != related.count { recipes[i].related = kept }
        }
        self.init(
            catalog: Catalog(
                checked, outlines: Catalog.Outlines(recipes: recipes, ids: checked.ids),
                searchIndex: SearchIndex(recipes: recipes), facets: facets, placesAreFolders: placesAreFolders),
            store: RecipeStore(decoded: recipes), warnings: warnings)
    }

    /// A library of recipes known by their summaries only: each recipe is its summary, with
    /// no ingredients, steps, tags or related recipes (a library of files, by the files'
    /// names, while they are read). What `init(categories:recipes:)` gives for such
    /// recipes, without holding them.
    public init(categories: [Category], summaries: RecipeSummaries, placesAreFolders: Bool = false) throws(CookbookValidationError) {
        var outOfRange: [Catalog.NumberOutOfRange] = []
        for i in summaries.indices where summaries.hasNumbers(at: i) {
            let summary = summaries[i]
            outOfRange += Catalog.numbersOutOfRange(
                recipe: i, servings: summary.servings, prep: summary.prepMinutes, cook: summary.cookMinutes,
                total: summary.statedTotalMinutes)
        }
        let checked = try Catalog.check(
            version: 1, categories: categories,
            Catalog.RecipeIndexing(summaries: summaries, emptyItems: [], outOfRange: outOfRange))
        self.init(
            catalog: Catalog(
                checked, outlines: Catalog.Outlines(empty: summaries.count), searchIndex: SearchIndex(summaries: summaries),
                placesAreFolders: placesAreFolders),
            store: RecipeStore(summaries: ()), warnings: [])
    }

    /// Convenience for tests and tools: categories and recipes in code.
    public init(
        categories: [Category], recipes: [Recipe], facets: RecipeFacets = RecipeFacets(), placesAreFolders: Bool = false
    ) throws(CookbookValidationError) {
        try self.init(
            validating: CookbookFile(version: 1, categories: categories, recipes: recipes), facets: facets,
            placesAreFolders: placesAreFolders)
    }

    /// Whether whole recipes are decoded from the file when asked for.
    var decodesLazily: Bool { store.isLazy }
}
