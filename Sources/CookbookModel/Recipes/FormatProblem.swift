/// Why a file, or a part of it, could not be read: where (when known) and what.
public struct FormatProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based; nil when the problem is the whole file.
    public var line: Int?
    public var column: Int?
    public var message: String
    /// `.notice` when the file is rightly not read as a recipe (a Cooklang `.menu`): the
    /// library reports it apart from errors. `.notARecipe` when the file only looks like one
    /// of a recipe's kind (a `package.json`): the library says nothing of it.
    public var severity: Severity

    public enum Severity: Equatable, Sendable {
        case error
        case notice
        /// Not a recipe file at all: no problem of the library's; `cookbook validate --all`
        /// lists it (as a notice).
        case notARecipe
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
