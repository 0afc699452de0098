import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One recipe found by `SearchIndex.search`.
public struct RecipeHit: Equatable, Sendable {
    /// Where the query matched, best first. Hits are ordered by this, then by name.
    public enum Match: Int, Comparable, Sendable {
        /// The name starts with the query: "sal" in "Salad Niçoise".
        case namePrefix
        /// A word of the name starts with it: "sal" in "Çoban Salatası".
        case wordPrefix
        /// Anywhere else in the name: "alad" in "Salad".
        case nameSubstring
        /// Not in the name, but in an ingredient's item or a tag.
        case ingredientOrTag

        public static func < (a: Match, b: Match) -> Bool { a.rawValue < b.rawValue }
    }

    public var id: String
    public var name: String
    public var category: String
    public var match: Match
    /// For `ingredientOrTag`: which of the recipe's ingredients, then tags, holds the query
    /// (the first that does): ingredient `part`, or tag `part - ingredients.count`.
    public var part: Int?

    public init(id: String, name: String, category: String, match: Match, part: Int? = nil) {
        self.id = id
        self.name = name
        self.category = category
        self.match = match
        self.part = part
    }
}
