/// What makes two ingredient lines the same thing to buy: case, plurals and words such as
/// "large" or "fresh" aside. "2 Large Eggs" and "1 egg" are both `egg`.
public enum ItemKey {
    /// Words that say which one or how it is prepared, not what to buy.
    static let noise: Set<String> = [
        "large", "small", "medium", "big", "fresh", "freshly", "ripe", "organic", "extra", "good", "quality",
        "chopped", "diced", "minced", "sliced", "grated", "peeled", "crushed", "finely", "roughly", "thinly",
        "softened", "melted", "room", "temperature", "cold", "warm", "whole", "of", "a", "the", "some",
    ]

    public static func of(_ item: String) -> String {
        var words: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty, !noise.contains(word), !word.allSatisfy(\.isNumber) { words.append(word) }
            word = ""
        }
        // What is in brackets says which or where ("(Kühlregal)", "(about 2)"), not what.
        var depth = 0
        for character in item.lowercased() {
            if character == "(" || character == "[" { depth += 1 }
            if character == ")" || character == "]" { depth = max(0, depth - 1) }
            if depth > 0 { continue }
            if character.isLetter || character.isNumber || character == "-" || character == "'" {
                word.append(character)
            } else {
                flush()
            }
        }
        flush()
        if let last = words.popLast() { words.append(singular(last)) }
        return words.joined(separator: " ")
    }

    /// tomatoes → tomato, berries → berry, leaves → leaf, eggs → egg; short words and
    /// words ending in -ss or -us stay.
    static func singular(_ word: String) -> String {
        guard word.count > 3 else { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ves") { return String(word.dropLast(3)) + "f" }
        if word.hasSuffix("oes") || word.hasSuffix("ches") || word.hasSuffix("shes") || word.hasSuffix("xes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") { return String(word.dropLast()) }
        return word
    }
}
