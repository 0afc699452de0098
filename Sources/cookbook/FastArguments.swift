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
/// ArgumentParser. The commands made are the ones its parse makes (every property set, as
/// it sets them); `validate()` is run as it runs it. The tests compare both on a table of
/// command lines.
enum FastArguments {
    /// The subcommands' names and ArgumentParser's own `help`: never a place or a path here.
    /// (An array: a `Set` of strings would have the runtime build its type first, a third
    /// of a million instructions for nine names.)
    static let subcommandNames = ["browse", "list", "show", "shop", "search", "import", "link", "validate", "help"]

    /// The command for `arguments` (without the program's name), or nil for ArgumentParser.
    static func command(_ arguments: [String]) -> (any ParsableCommand)? {
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
        var source = DataOptions()
        source.data = data
        if isList {
            var list = ListCommand()
            list.json = json
            list.source = source
            return list
        }
        var browse = Browse()
        browse.target = place
        browse.recipe = nil
        browse.category = nil
        browse.today = false
        browse.experience = nil
        browse.fresh = false
        browse.mouse = nil
        browse.ascii = nil
        browse.source = source
        guard (try? browse.validate()) != nil else { return nil }
        return browse
    }

    /// A value ArgumentParser reads as a value wherever it stands: not empty, not an
    /// option, not a subcommand.
    private static func isPlain(_ argument: String) -> Bool {
        !argument.isEmpty && !argument.hasPrefix("-") && !subcommandNames.contains(argument)
    }
}
