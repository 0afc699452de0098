
/// What may follow a command's name on the command line.
public enum ArgumentKind: Sendable {
    case none
    /// A recipe id or name (optional: without one, `open` acts as the key does).
    case recipe
    /// A category id or name, or its number.
    case category
    case layout
    /// A theme's name (`ThemeName`).
    case theme
    /// Any text (a search query).
    case text
    /// A number (servings).
    case number
    /// A unit system's name.
    case units
    /// A grouping's name (`Grouping`): folder, course, cuisine, tag, diet, author, source.
    case grouping
}
