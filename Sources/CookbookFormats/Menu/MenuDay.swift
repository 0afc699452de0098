import CookbookModel
/// A section of a menu: a day (`= Monday`, `==Day 1==`, `== Day 1 (2026-03-07) ==`) and its
/// meals. The lines before the first section, when there are any, are a day without a header.
public struct MenuDay: Equatable, Sendable {
    /// The section's name as written, date included: `Day 1 (2026-03-07)`; "" for the lines
    /// before the first section.
    public var name: String
    /// The name without its date: `Day 1` (the date itself when it is all the name says).
    public var title: String
    /// Nil when the section gives none, or one that does not exist (said in the file's problems).
    public var date: CalendarDate?
    /// The header line's bytes (empty at the start of a day without a header).
    public var header: Range<Int>
    /// The header through the last line before the next section.
    public var range: Range<Int>
    /// 1-based: the header's line.
    public var line: Int
    public var meals: [MenuMeal]

    public init(name: String, title: String, date: CalendarDate?, header: Range<Int>, range: Range<Int>, line: Int, meals: [MenuMeal]) {
        self.name = name
        self.title = title
        self.date = date
        self.header = header
        self.range = range
        self.line = line
        self.meals = meals
    }

    public var references: [MenuReference] { meals.flatMap(\.references) }

    /// Whether `said` names this day: its title or name in any case, or its date (`2026-03-07`).
    public func isNamed(_ said: String) -> Bool {
        let folded = said.trimmingSpaces.lowercased()
        guard !folded.isEmpty else { return false }
        return title.lowercased() == folded || name.lowercased() == folded || date?.description == folded
    }
}
