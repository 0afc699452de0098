
/// Incremental search over recipe names, ingredients and tags, ignoring case and accents
/// ("creme" finds "Crème Brûlée", "coban" finds "Çoban Salatası"). Ranked: name prefix,
/// then a word of the name, then anywhere in the name, then an ingredient or tag; by name
/// within each. The catalog's `SearchIndex` does the work.
public enum RecipeSearch {
    /// The results with what matched, reading the recipes that matched in an ingredient or
    /// a tag (a screen that shows only some results should `describe` only those).
    public static func results(for query: String, in library: Library, limit: Int = defaultLimit) -> [SearchHit] {
        hits(for: query, in: library.catalog, limit: limit).map { hit in
            describe(hit, recipe: hit.part == nil ? nil : library.recipe(id: hit.id))
        }
    }

    public static let defaultLimit = 200

    /// The ranked hits alone: ids and ranks, without reading any recipe.
    public static func hits(for query: String, in catalog: Catalog, limit: Int = defaultLimit) -> [RecipeHit] {
        catalog.search(query, limit: limit).hits
    }

    /// A hit with the ingredient or tag that matched (from its recipe, when there is one to
    /// read it from), for showing it.
    public static func describe(_ hit: RecipeHit, recipe: Recipe?) -> SearchHit {
        var matched: String?
        if let part = hit.part, let recipe {
            let tag = part - recipe.ingredients.count
            if part < recipe.ingredients.count {
                matched = recipe.ingredients[part].item
            } else if recipe.tags.indices.contains(tag) {
                matched = "#" + recipe.tags[tag]
            }
        }
        return SearchHit(recipeID: hit.id, rank: SearchHit.Rank(rawValue: hit.match.rawValue)!, matched: matched)
    }

    /// Lowercased, without accents (ı, ø, æ, ß, đ, ł included), as search compares text.
    public static func fold(_ s: String) -> String {
        String(decoding: TextFolding.fold(s), as: UTF8.self)
    }
}
