/// One line of a menu's day that is not a section or a meal's label: a list item
/// (`- @./Risotto{}`), words with references in them, a comment. Kept as written.
public struct MenuEntry: Equatable, Sendable {
    /// The line's bytes in the file, its line break included.
    public var range: Range<Int>
    /// 1-based.
    public var line: Int
    /// What it says, without the list's `- `, the `\` that joins it to the next line, and
    /// comments; the references and ingredients as written.
    public var text: String
    /// A comment alone (`-- save leftover lamb`), as written.
    public var comment: String?
    public var references: [MenuReference]
    public var ingredients: [MenuIngredient]
    /// Written as a list item (`- …`).
    public var isListItem: Bool
    /// Ends with the `\` that joins it to the next line.
    public var continues: Bool

    public init(
        range: Range<Int>, line: Int, text: String, comment: String? = nil, references: [MenuReference] = [],
        ingredients: [MenuIngredient] = [], isListItem: Bool = false, continues: Bool = false
    ) {
        self.range = range
        self.line = line
        self.text = text
        self.comment = comment
        self.references = references
        self.ingredients = ingredients
        self.isListItem = isListItem
        self.continues = continues
    }
}
