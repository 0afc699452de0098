/// A meal of a day: a label as cookcli writes it (`Breakfast:`, `Lunch (12:30):`) with the
/// lines under it, or one line of its own (`@./mains/pasta carbonara{2}`, words, a comment).
public struct MenuMeal: Equatable, Sendable {
    /// `Breakfast`; nil for a line of its own.
    public var label: String?
    /// `08:30`, when the label gives a time.
    public var time: String?
    /// Its bytes in the file: the label's line through its last entry's, line breaks included.
    public var range: Range<Int>
    /// 1-based: the label's line, or the entry's.
    public var line: Int
    public var entries: [MenuEntry]

    public init(label: String?, time: String? = nil, range: Range<Int>, line: Int, entries: [MenuEntry]) {
        self.label = label
        self.time = time
        self.range = range
        self.line = line
        self.entries = entries
    }

    public var references: [MenuReference] { entries.flatMap(\.references) }

    /// Only a comment, or a label with nothing under it.
    public var isNote: Bool { entries.allSatisfy { $0.comment != nil } }
}
