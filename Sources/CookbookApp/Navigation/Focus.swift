
/// Which column the keyboard talks to.
public enum Focus: String, Codable, Sendable, CaseIterable {
    case categories, recipes, detail
}
