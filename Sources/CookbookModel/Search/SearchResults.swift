import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What one query found: the hits to show, best first, and every recipe it matched, so a
/// query that extends it ("sal" after "sa") looks only at those. A plain value, kept in the
/// search screen's state: it is computed once per query, when the query changes.
public struct SearchResults: Equatable, Sendable {
    /// The query as typed.
    public private(set) var query: String
    /// At most `limit` hits, best first.
    public private(set) var hits: [RecipeHit]
    public private(set) var limit: Int
    /// What the hits were found for: the filters' key and the folded words
    /// (`SearchIndex.search`'s `key`): the same key, the same hits.
    var key: [UInt8]
    /// Every recipe the query matched, by position in file order.
    var matches: [Int32]

    /// Nothing searched yet.
    public static let none = SearchResults(query: "", hits: [], limit: 0, key: [], matches: [])
}
