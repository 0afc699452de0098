
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
    public var isNotice: Bool { problem.severity != .error }

    /// `path:line:column: reason`, as compilers say it (`path: reason` when no place is known).
    public var description: String {
        problem.line == nil ? "\(path): \(problem)" : "\(path):\(problem)"
    }

    /// The line lists of problems show: `note: ` before a notice.
    public var listed: String {
        (isNotice ? "note: " : "") + description
    }
}
