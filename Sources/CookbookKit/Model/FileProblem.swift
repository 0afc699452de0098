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

/// A problem with one file of a library, or a notice about it (a menu skipped).
public struct FileProblem: Equatable, Sendable, CustomStringConvertible {
    public var path: String
    public var problem: FormatProblem

    /// `isNotice` makes the problem a notice, whatever its own severity.
    public init(path: String, problem: FormatProblem, isNotice: Bool = false) {
        self.path = path
        self.problem = problem
        if isNotice { self.problem.severity = .notice }
    }

    /// Not an error: the file was skipped on purpose (the problem's severity says so).
    public var isNotice: Bool { problem.severity == .notice }

    /// `path:line:column: reason`, as compilers say it (`path: reason` when no place is known).
    public var description: String {
        problem.line == nil ? "\(path): \(problem)" : "\(path):\(problem)"
    }

    /// The line lists of problems show: `note: ` before a notice.
    public var listed: String {
        (isNotice ? "note: " : "") + description
    }
}
