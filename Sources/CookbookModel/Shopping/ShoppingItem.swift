/// A free-hand item on the shopping list (`olive oil{4%l}`, `salt`): its name and the amount
/// as written between the braces, if any.
public struct ShoppingItem: Equatable, Sendable {
    public var name: String
    public var quantity: String?
    /// The line as it was read, written again as it is; nil for one the app made.
    public var written: String?

    public init(name: String, quantity: String? = nil, written: String? = nil) {
        self.name = name
        self.quantity = quantity
        self.written = written
    }

    /// The item as a line of the list writes it: `olive oil{4%l}`, `salt`.
    public var line: String { name + (quantity.map { "{" + $0 + "}" } ?? "") }

    /// The item as an ingredient to buy, its amount read as Cooklang's braces are (`4%l`: 4 of
    /// the unit l; `2-3`; `pinch`, words with no number, kept as its unit), so that it is
    /// summed, converted and taken from the pantry as a recipe's ingredients are.
    public var ingredient: Ingredient {
        guard let quantity, !quantity.trimmingSpaces().isEmpty else { return Ingredient(item: name) }
        let parts = quantity.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        let unit = parts.count > 1 ? String(String(parts[1]).trimmingSpaces()) : ""
        guard let amount = AmountText.amount(String(parts[0])) else {
            // No number: the words are the amount, as `@salt{pinch}` says it.
            let words = String(quantity.map { $0 == "%" ? " " : $0 }).trimmingSpaces()
            return Ingredient(unit: String(words), item: name)
        }
        return Ingredient(quantity: amount.value, quantityTo: amount.upTo, unit: unit.isEmpty ? nil : unit, item: name)
    }

    /// What `:add` is given: `2 lemons` is `lemons{2}`, `500 g flour` is `flour{500%g}`,
    /// `olive oil` is `olive oil`, and `olive oil{4%l}` is taken as it is written. Nil for
    /// nothing, and for what a line of the list would read back as something else (`./…`, a
    /// reference; `--` or `[-`, a comment; a line break).
    public static func typed(_ text: String) -> ShoppingItem? {
        let text = Self.trimmed(Substring(text))
        // What the list's lines would read as something else: a reference, a comment.
        guard !text.isEmpty, !text.contains("--"), !text.contains("[-"), !text.contains(where: { $0 == "\n" || $0 == "\r" })
        else { return nil }
        guard let item = parsed(text), !item.name.hasPrefix("./") else { return nil }
        return item
    }

    private static func parsed(_ text: String) -> ShoppingItem? {
        if text.hasSuffix("}"), let brace = text.lastIndex(of: "{") {
            let name = Self.trimmed(text[..<brace])
            guard !name.isEmpty else { return nil }
            return ShoppingItem(name: name, quantity: String(text[text.index(after: brace)..<text.index(before: text.endIndex)]))
        }
        // Tabs part words as spaces do: a name is never written starting with one (a line that
        // starts with a tab reads as indented, and `\t./A` as a reference).
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard words.count >= 2, let first = words.first, Self.isAmount(first) else { return ShoppingItem(name: words.joined(separator: " ")) }
        // "500 g flour": a unit the amount is in, when the next word is one and a name follows.
        if words.count >= 3, Units.named(words[1]) != nil {
            return ShoppingItem(name: words[2...].joined(separator: " "), quantity: first + "%" + words[1])
        }
        return ShoppingItem(name: words[1...].joined(separator: " "), quantity: first)
    }

    /// Without the spaces around it.
    static func trimmed(_ text: Substring) -> String {
        String(text.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" }).reversed())
    }

    /// A number as Cooklang writes one: `2`, `0.5`, `1/2`.
    static func isAmount(_ word: String) -> Bool {
        guard let first = word.first, first.isNumber else { return false }
        return word.allSatisfy { $0.isNumber || $0 == "." || $0 == "/" }
    }
}
