extension Catalog {
    /// `/`'s search and `cookbook search`'s: the words ranked as `SearchIndex.search` ranks
    /// them, among the recipes every filter of the query lets through (`SearchQuery`); with
    /// filters alone, every recipe they let through, by name. A query with no filter is the
    /// index's search as it is, and a query that extends the previous one looks only at
    /// what that matched.
    public func search(_ text: String, limit: Int, after previous: SearchResults? = nil) -> SearchResults {
        let query = SearchQuery(text)
        let needle = TextFolding.foldQuery(query.words)
        guard !query.filters.isEmpty else {
            return searchIndex.search(text, needle: needle, key: needle, allowed: nil, limit: limit, after: previous)
        }
        // The filters, then the words: a query that adds words to the same filters extends it.
        let key = query.filterKey + [0] + needle
        // A query extending one with the same filters looks only at what that one matched,
        // which the filters let through: they are not worked out again for each letter typed.
        let sameFilters = previous.map { $0.key.count > query.filterKey.count && key.starts(with: $0.key) } ?? false
        return searchIndex.search(
            text, needle: needle, key: key, allowed: sameFilters ? nil : allowed(by: query.filters), limit: limit, after: previous)
    }

    /// Every recipe a query finds, by position, in the library's order (a saved search's group).
    public func positions(matching text: String) -> [Int32] {
        search(text, limit: 1).matches
    }

    /// For each recipe, 0 when it passes every filter, else 0xFF (`SearchIndex`'s "unmatched").
    package func allowed(by filters: [SearchQuery.Filter]) -> [UInt8] {
        var allowed = [UInt8](repeating: 0, count: recipes.count)
        for filter in filters {
            let has: [Bool], excluded: Bool
            switch filter {
            case .ingredient(let value, let out):
                has = searchIndex.recipes(withPartHolding: Self.singular(TextFolding.foldQuery(value))) { recipe, part in
                    part < ingredientCount(at: recipe)
                }
                excluded = out
            case .tag(let value, let out):
                has = searchIndex.recipes(taggedWith: FacetFolding.key(value), ingredients: ingredientCount(at:))
                excluded = out
            case .facet(let facet, let value, let out):
                has = recipes(with: facet, key: FacetFolding.key(value))
                excluded = out
            case .time(let comparison, let minutes):
                has = recipes.indices.map { recipes.totalMinutes(at: $0).map { comparison.holds($0, minutes) } ?? false }
                excluded = false
            }
            for i in allowed.indices where has[i] == excluded { allowed[i] = 0xFF }
        }
        return allowed
    }

    /// Which recipes have a value of `facet` whose key is `key`: a book's courses are its
    /// categories.
    private func recipes(with facet: Facet, key: [UInt8]) -> [Bool] {
        if facet == .course, !placesAreFolders {
            let matching = Set(places.categories.filter { FacetFolding.key($0.name) == key }.map(\.id))
            return recipes.indices.map { matching.contains(recipes.category(at: $0)) }
        }
        let matching = facets.spellings.indices.map { facets.facets[$0] == facet && FacetFolding.key(facets.spellings[$0]) == key }
        return recipes.indices.map { i in facets.values(of: i).contains { matching[Int($0)] } }
    }

    /// A folded word without a plural `s` or `es` ("lemons" → "lemon", "tomatoes" → "tomato"),
    /// so that it finds both.
    static func singular(_ word: [UInt8]) -> [UInt8] {
        let s = UInt8(ascii: "s"), e = UInt8(ascii: "e")
        guard word.count > 3, word.last == s else { return word }
        if word[word.count - 2] == e, word.count > 4 { return Array(word.dropLast(2)) }
        return word[word.count - 2] == s ? word : Array(word.dropLast())
    }
}
