/// Why a cookbook file could not be opened; `description` is the one paragraph a user reads.
public struct CookbookLoadError: Error, CustomStringConvertible, Sendable {
    public enum Reason: Sendable, Equatable {
        case unreadable(String)
        case notJSON(String)
        case wrongShape(path: String, message: String)
        case invalid([String])
    }

    public var file: String
    public var reason: Reason

    package init(file: String, reason: Reason) {
        self.file = file
        self.reason = reason
    }

    public var description: String {
        "\(file): \(message)"
    }

    /// What is wrong, without the file's name.
    public var message: String {
        switch reason {
        case .unreadable(let why):
            return "cannot read the file: \(why)"
        case .notJSON(let why):
            return "not valid JSON: \(why)"
        case .wrongShape(let path, let message):
            return "at \(path.isEmpty ? "the top level" : path): \(message)"
        case .invalid(let problems):
            let shown = problems.prefix(5).joined(separator: "; ")
            let more = problems.count > 5 ? "; and \(problems.count - 5) more" : ""
            return "\(problems.count == 1 ? "a problem" : "\(problems.count) problems"): \(shown)\(more)"
        }
    }
}
