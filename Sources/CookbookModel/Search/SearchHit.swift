/// One search result: a recipe and why it matched.
public struct SearchHit: Equatable, Sendable {
    public enum Rank: Int, Comparable, Sendable {
        case namePrefix, wordPrefix, substring, ingredientOrTag
        public static func < (a: Rank, b: Rank) -> Bool { a.rawValue < b.rawValue }
    }

    public var recipeID: String
    public var rank: Rank
    /// For an ingredient or tag match, the ingredient or tag that matched.
    public var matched: String?
}
