/// Where a library keeps its whole recipes, to read one when it is shown: the bundled file's
/// bytes (`BundledBodies`), a library's database, or anything else that can give recipe
/// `position` whole. Its id, category, source and related recipes are the catalog's: a
/// conformer places what it read with `summary` and `catalog`. Nil when it cannot be read
/// any more (the file or the database was changed by another program since).
public protocol RecipeBodies: Sendable {
    func recipe(at position: Int, summary: RecipeSummary, catalog: Catalog) -> Recipe?
}

/// Whole recipes, by position in file order: all decoded up front (cookbooks built in code,
/// and the plain decoder's), or read from `RecipeBodies` each time one is asked for, so a
/// file of 100,000 recipes opens without decoding any. It keeps nothing it reads: whoever
/// shows recipes keeps the few on screen (`RecipeCache` in the session).
///
/// A reference type on purpose: its bodies may own an open file. Nothing in it changes
/// after it is made, so it is safe from any thread.
public final class RecipeStore: Sendable {
    private let decoded: [Recipe]?
    package let bodies: (any RecipeBodies)?

    /// Recipes that are their summaries and nothing else.
    private let summariesOnly: Bool

    init(decoded: [Recipe]) {
        self.decoded = decoded
        bodies = nil
        summariesOnly = false
    }

    public init(bodies: any RecipeBodies) {
        decoded = nil
        self.bodies = bodies
        summariesOnly = false
    }

    /// Each recipe its summary, with no ingredients, steps, tags or related recipes.
    init(summaries: ()) {
        decoded = nil
        bodies = nil
        summariesOnly = true
    }

    /// Whether recipes are decoded when asked for (rather than all held in memory).
    var isLazy: Bool { bodies != nil }

    func recipe(at index: Int, summary: RecipeSummary, catalog: Catalog) -> Recipe {
        if let decoded { return decoded[index] }
        if !summariesOnly, let recipe = bodies?.recipe(at: index, summary: summary, catalog: catalog) { return recipe }
        // Unreadable now: show what the catalog knows.
        return Recipe(
            id: summary.id, name: summary.name, category: summary.category, servings: summary.servings,
            prepMinutes: summary.prepMinutes, cookMinutes: summary.cookMinutes, source: summary.source)
    }
}
