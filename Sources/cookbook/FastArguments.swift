import ArgumentParser

/// The commands of the most common command lines, made without ArgumentParser's parse: it
/// finds the commands' options by reflection, and the runtime then searches every protocol
/// conformance in the binary for each cast, about 15 million instructions, half of the
/// bundled cookbook's first frame and of `cookbook list`.
///
/// Only these shapes, each as ArgumentParser reads it:
///
///     cookbook [<recipe-or-category-or-link>] [--data <path> …]     the browser
///     cookbook list [--json] [--data <path> …]
///
/// in any order, `--json` at most once. The place and each path must not look like an
/// option (`-…`) or be a subcommand's name (`list`, `help`): those, and everything else
/// (help, versions, completion, `--data=X`, any other flag, any error), go to
/// ArgumentParser. What is made is what its parse makes (the same options, as values);
/// `validate()` is run as it runs it. The tests compare both on a table of command lines.
enum FastArguments {
    /// The subcommands' names and ArgumentParser's own `help`: never a place or a path here.
    /// (An array: a `Set` of strings would have the runtime build its type first, a third
    /// of a million instructions for nine names.)
    static let subcommandNames = ["browse", "list", "show", "shop", "pantry", "plan", "search", "import", "link", "validate", "help"]

    /// What the common command lines ask for, as plain values: no `ParsableCommand` is made
    /// (their property wrappers cost most of a million instructions to make).
    enum Command: Equatable {
        case browse(BrowseOptions)
        case list(json: Bool, data: [String])

        func run() throws {
            switch self {
            case .browse(let options): try options.run()
            case .list(let json, let data): ListCommand.run(json: json, data: data)
            }
        }
    }

    /// The command for `arguments` (without the program's name), or nil for ArgumentParser.
    static func command(_ arguments: [String]) -> Command? {
        let isList = arguments.first == "list"
        var rest = isList ? arguments.dropFirst() : arguments[...]
        var data: [String] = []
        var json = false
        var place: String?
        while let argument = rest.popFirst() {
            switch argument {
            case "--data":
                guard let path = rest.popFirst(), isPlain(path) else { return nil }
                data.append(path)
            case "--json" where isList && !json:
                json = true
            default:
                guard !isList, place == nil, isPlain(argument) else { return nil }
                place = argument
            }
        }
        if isList { return .list(json: json, data: data) }
        let browse = BrowseOptions(target: place, data: data)
        guard (try? browse.validate()) != nil else { return nil }
        return .browse(browse)
    }

    /// A value ArgumentParser reads as a value wherever it stands: not empty, not an
    /// option, not a subcommand.
    private static func isPlain(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.hasPrefix("-") && !subcommandNames.contains(argument)
    }
}
