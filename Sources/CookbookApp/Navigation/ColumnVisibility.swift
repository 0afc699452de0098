
/// Whether the category column shows, like a split view's column visibility.
public enum ColumnVisibility: String, Codable, Sendable {
    case all
    /// The category column is hidden.
    case doubleColumn
}
