/// How the first column groups the library: by the folders its files are in (a tree), or by
/// a facet of the recipes' metadata. `:group`, `--group`, `group =` in config.toml and the
/// saved place name it.
public enum Grouping: String, CaseIterable, Codable, Sendable {
    case folder, course, cuisine, tag, diet, author, source

    /// The facet it groups by; nil for the folders.
    public var facet: Facet? {
        switch self {
        case .folder: nil
        case .course: .course
        case .cuisine: .cuisine
        case .tag: .tag
        case .diet: .diet
        case .author: .author
        case .source: .source
        }
    }

    public init(_ facet: Facet) {
        self = Grouping(rawValue: facet.name)!
    }

    /// A grouping by its name or a facet's other names (`folders`, `tags`, `category`).
    public init?(named text: String) {
        if ["folder", "folders"].contains(text.lowercased()) {
            self = .folder
        } else if let facet = Facet(named: text) {
            self = Grouping(facet)
        } else {
            return nil
        }
    }

    /// The names, for messages and completion.
    public static let names = allCases.map(\.rawValue)
}
