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
    /// Other recipes this one uses, as the file names them (Cooklang `@./Sauces/Pesto{}`:
    /// "./Sauces/Pesto", a path from the cookbook's root without the extension), in order, each
    /// once. The library turns those it finds into `recipe.related` ids.
    public var references: [String]

    public init(recipe: Recipe, categories: [String] = [], references: [String] = []) {
        self.recipe = recipe
        self.categories = categories
        self.references = references
    }
}

/// Why a file, or a part of it, could not be read: where (when known) and what.
public struct FormatProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based; nil when the problem is the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String
    /// `.notice` when the file is rightly not read as a recipe (a Cooklang `.menu`): the
    /// library reports it apart from errors.
    public var severity: Severity

    public enum Severity: Equatable, Sendable {
        case error
        case notice
    }

    public init(line: Int? = nil, column: Int? = nil, message: String, severity: Severity = .error) {
        self.line = line
        self.column = column
        self.message = message
        self.severity = severity
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
