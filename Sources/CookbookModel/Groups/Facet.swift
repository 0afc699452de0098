/// A kind of metadata recipes are grouped and searched by: Cooklang's canonical keys
/// (`course`, `cuisine`, `tags`, `diet`, `author`, `source`) and schema.org's
/// (`recipeCategory`, `recipeCuisine`, `keywords`, `suitableForDiet`, `author`).
public enum Facet: Int, CaseIterable, Sendable {
    case course, cuisine, tag, diet, author, source

    /// As `:group`, `course:` in a query and `list --group` name it.
    public var name: String {
        switch self {
        case .course: "course"
        case .cuisine: "cuisine"
        case .tag: "tag"
        case .diet: "diet"
        case .author: "author"
        case .source: "source"
        }
    }

    /// The first column's title when recipes are grouped by it.
    public var title: String {
        switch self {
        case .course: "Courses"
        case .cuisine: "Cuisines"
        case .tag: "Tags"
        case .diet: "Diets"
        case .author: "Authors"
        case .source: "Sources"
        }
    }

    /// The group of the recipes that give no value, named plainly.
    public var noneName: String {
        switch self {
        case .course: "No course"
        case .cuisine: "No cuisine"
        case .tag: "No tags"
        case .diet: "No diet"
        case .author: "No author"
        case .source: "No source"
        }
    }

    /// A facet by its name, its plural, or the names files give it (`category`, `tags`,
    /// `keywords`), in any case.
    public init?(named text: String) {
        switch text.lowercased() {
        case "course", "courses", "category", "categories": self = .course
        case "cuisine", "cuisines": self = .cuisine
        case "tag", "tags", "keyword", "keywords": self = .tag
        case "diet", "diets": self = .diet
        case "author", "authors": self = .author
        case "source", "sources": self = .source
        default: return nil
        }
    }
}
