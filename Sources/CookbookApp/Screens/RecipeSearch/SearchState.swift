import CookbookModel

/// The search overlay: what was typed, which result is highlighted, and what the query
/// found (computed by the reducer when the query changes, never by the screen).
public struct SearchState: Equatable, Codable, Sendable {
    public var query: String
    public var selected: Int
    /// The results of `query`; not saved: a restored search is searched again.
    public var results: SearchResults

    public init(query: String = "", selected: Int = 0, results: SearchResults = .none) {
        self.query = query
        self.selected = selected
        self.results = results
    }

    private enum CodingKeys: String, CodingKey { case query, selected }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        query = try c.decode(String.self, forKey: .query)
        selected = try c.decode(Int.self, forKey: .selected)
        results = .none
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(query, forKey: .query)
        try c.encode(selected, forKey: .selected)
    }

    /// The same search with `results` brought up to date with `query`.
    public func searched(in catalog: Catalog) -> SearchState {
        var copy = self
        if results.query != query || results.limit == 0 && !query.isEmpty {
            copy.results = catalog.search(query, limit: RecipeSearch.defaultLimit, after: results)
        }
        return copy
    }
}
