import CookbookKit

/// One recipe a format reader found in a file, before the library gives it an id and a
/// category. Readers are pure: bytes or text in, recipes or a problem out.
public struct ReadRecipe: Equatable, Sendable {
    /// The recipe as the file has it. Its `id` and `category` are empty: the library sets
    /// them (the id from the name, the category from `categories` or the folder).
    public var recipe: Recipe
    /// The categories the file names, in its order (schema.org `recipeCategory`, Cooklang
    /// metadata); empty when it names none.
    public var categories: [String]

    public init(recipe: Recipe, categories: [String] = []) {
        self.recipe = recipe
        self.categories = categories
    }
}

/// Why a file, or a part of it, could not be read: where (when known) and what.
public struct FormatProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based; nil when the problem is the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(line: Int? = nil, column: Int? = nil, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `12:5: message`, `12: message` or `message`.
    public var description: String {
        switch (line, column) {
        case let (line?, column?): "\(line):\(column): \(message)"
        case let (line?, nil): "\(line): \(message)"
        default: message
        }
    }
}
