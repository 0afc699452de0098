import Foundation

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

/// Incremental search over recipe names, ingredients and tags, ignoring case and accents
/// ("creme" finds "Crème Brûlée", "coban" finds "Çoban Salatası"). Ranked: name prefix,
/// then a word of the name, then anywhere in the name, then an ingredient or tag.
public enum RecipeSearch {
    public static func results(for query: String, in cookbook: Cookbook, limit: Int = 200) -> [SearchHit] {
        let needle = fold(query).trimmingCharacters(in: .whitespaces)
        guard !needle.isEmpty else { return [] }
        var hits: [(hit: SearchHit, name: String)] = []
        for recipe in cookbook.recipes {
            let name = fold(recipe.name)
            if let rank = nameRank(needle, in: name) {
                hits.append((SearchHit(recipeID: recipe.id, rank: rank, matched: nil), name))
            } else if let ingredient = recipe.ingredients.first(where: { fold($0.item).contains(needle) }) {
                hits.append((SearchHit(recipeID: recipe.id, rank: .ingredientOrTag, matched: ingredient.item), name))
            } else if let tag = recipe.tags.first(where: { fold($0).contains(needle) }) {
                hits.append((SearchHit(recipeID: recipe.id, rank: .ingredientOrTag, matched: "#" + tag), name))
            }
        }
        hits.sort { ($0.hit.rank, $0.name, $0.hit.recipeID) < ($1.hit.rank, $1.name, $1.hit.recipeID) }
        return hits.prefix(limit).map(\.hit)
    }

    static func nameRank(_ needle: String, in name: String) -> SearchHit.Rank? {
        if name.hasPrefix(needle) { return .namePrefix }
        guard let range = name.range(of: needle) else { return nil }
        // A word prefix when some occurrence starts after a non-letter.
        var searchFrom = range.lowerBound
        while let found = name.range(of: needle, range: searchFrom..<name.endIndex) {
            let before = name[name.index(before: found.lowerBound)]
            if !before.isLetter && !before.isNumber { return .wordPrefix }
            searchFrom = name.index(after: found.lowerBound)
        }
        return .substring
    }

    /// Lowercased, without accents; letters that are not "a letter plus an accent" in
    /// Unicode (ı, ø, æ, ß, đ, ł) mapped by hand.
    public static func fold(_ s: String) -> String {
        let folded = s.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        guard folded.unicodeScalars.contains(where: { $0.value > 0x7F }) else { return folded }
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        for character in folded {
            switch character {
            case "ı": out += "i"
            case "ø": out += "o"
            case "æ": out += "ae"
            case "œ": out += "oe"
            case "ß": out += "ss"
            case "đ": out += "d"
            case "ł": out += "l"
            default: out.append(character)
            }
        }
        return out
    }
}
