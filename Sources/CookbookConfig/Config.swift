import CookbookModel
import CookbookApp
import CookbookRender
import FoundationEssentials

/// The user's settings, from `$XDG_CONFIG_HOME/cookbook/config.toml` (default
/// `~/.config/cookbook/config.toml`):
///
///     layout = "two-column"       # three-column, two-column or stack (also read as
///                                 # `experience =`, its older name)
///     mouse = false               # as --no-mouse
///     ascii = true                # as --ascii
///     data = ["~/recipes"]        # as --data: files and folders (one may be a string)
///     cups = "uk"                 # the cup and pint amounts convert to: "us" (240 ml) or "uk"
///     theme = "light"             # as --theme: auto, dark, light or mono
///     group = "cuisine"           # as --group: folder, course, cuisine, tag, diet, author
///                                 # or source (the last chosen in a library wins over it)
///
///     [searches]                  # a name = a query as `/` takes it: a group each,
///     quick = "time<30m -@meat"   # at the top of the first column
///
///     [keys]                      # a key = a command, as typed after `:`
///     "J" = "down"
///     "<c-f>" = "page-down"
///     "o" = "open apple-pie"
///     "/" = ""                    # unbound
///
///     [keys.cooking]              # the same, on a screen presented over the columns:
///     "n" = "next-step"           # search, help, command-line, problems,
///                                 # layout-picker, confirm-reset, alert, cooking,
///                                 # scale-to, shopping-list (`Scope.tableNames`)
///
/// Flags on the command line win over the file. A problem in the file is said once, with
/// its line, and the defaults stand for what it concerns; nothing else is affected.
public struct Config: Sendable {
    public var layout: Layout?
    public var mouse = true
    public var ascii = false
    /// Recipe files and folders, as `--data` names them.
    public var data: [String] = []
    /// The `[keys]` table, in the order of the file.
    public var keyBindings: [(key: Key, invocation: Invocation?)] = []
    /// The `[keys.<screen>]` tables, each key with its screen, in the order of the file.
    public var screenKeyBindings: [Keymap.Override] = []
    /// The standard key map with `keyBindings` and `screenKeyBindings` over it: made when
    /// asked for (by the browser; `list` and the other commands that print never need it).
    public var keymap: Keymap {
        keyBindings.isEmpty && screenKeyBindings.isEmpty
            ? .standard : Keymap(overrides: keyBindings, screenOverrides: screenKeyBindings)
    }
    public var cups = CupStandard.us
    /// The theme (`auto` when the file says none).
    public var theme = ThemeName.auto
    /// How the first column groups a library where the user chose none (nil: the library's
    /// default).
    public var grouping: Grouping?
    /// The `[searches]` table, in the order of the file.
    public var searches: [SavedSearch] = []
    /// The cups, and the aisles and pantry from the files beside this one (`HouseholdFiles`).
    public var household = HouseholdSettings()
    /// What was wrong in aisle.conf and pantry.conf, a line each with its file and line.
    public var householdProblems: [String] = []

    public init() {}

    /// One thing in the file that could not be used.
    public struct Problem: Equatable, Sendable, CustomStringConvertible {
        public var line: Int?
        public var message: String

        public init(line: Int? = nil, message: String) {
            self.line = line
            self.message = message
        }

        public var description: String {
            line.map { "line \($0): \(message)" } ?? message
        }
    }

    /// How many problems a message names; the rest are counted.
    public static let problemsSaid = 20

    /// The problems as one line to show, the first `problemsSaid` of them and how many more;
    /// with `file`, each as `file:LINE: what` (as the household files' are said).
    public static func said(_ problems: [Problem], file: String? = nil) -> String {
        saidLines(problems, file: file).joined(separator: "; ")
    }

    /// The same, a line each: every control character shown as its placeholder (a key in
    /// quotes may hold one, `"\u001b" = …`), so each prints as one safe line.
    public static func saidLines(_ problems: [Problem], file: String? = nil) -> [String] {
        let named = problems.prefix(problemsSaid).map { problem in
            let said = file.map { file in problem.line.map { "\(file):\($0): \(problem.message)" } ?? "\(file): \(problem.message)" }
            return TerminalText.visible(said ?? problem.description)
        }
        let more = problems.count - named.count
        return named + (more > 0 ? ["and \(more) more"] : [])
    }

    /// Where the file is: `$XDG_CONFIG_HOME/cookbook/config.toml`, else under `~/.config`.
    public static func path(environment: [String: String]) -> String {
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            return xdg + "/cookbook/config.toml"
        }
        return (environment["HOME"] ?? "") + "/.config/cookbook/config.toml"
    }

    /// The settings in the file at `path` (none if there is no file), and what was wrong.
    public static func load(path: String) -> (Config, [Problem]) {
        guard FileManager.default.fileExists(atPath: path) else { return (Config(), []) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return (Config(), [Problem(message: "cannot read the file")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return (Config(), [Problem(message: "not UTF-8 text")])
        }
        return parse(text)
    }

    /// The settings in TOML text, and what could not be used: each problem once, with its
    /// line; the rest of the file is used (`ConfigTOMLReader`).
    public static func parse(_ text: String) -> (Config, [Problem]) {
        let (entries, tables, syntax) = ConfigTOMLReader.read(text)
        var config = Config()
        var problems = syntax.map { Problem(line: $0.line, message: $0.message) }
        let known = "(known: layout, mouse, ascii, data, cups, theme, group, [searches], [keys])"
        let knownScreens = Scope.tableNames.map { "[keys.\($0)]" }.joined(separator: ", ")
        /// The names already said to be unknown: each once.
        var unknown: Set<[String]> = []
        func unknownName(_ path: [String], line: Int) {
            if path.count >= 2, path[0] == "keys" {
                let header = "[keys.\(path[1])]"
                if path.count == 2 || Scope(table: path[1]) == nil {
                    guard unknown.insert(Array(path.prefix(2))).inserted else { return }
                    problems.append(Problem(line: line, message: "unknown key table \(header) (known: [keys], \(knownScreens))"))
                } else if unknown.insert(Array(path.prefix(3))).inserted {
                    problems.append(Problem(line: line, message: "'\(path.dropFirst(2).joined(separator: "."))' is no key of \(header)"))
                }
            } else if path.count >= 2, path[0] == "searches" {
                guard unknown.insert(Array(path.prefix(2))).inserted else { return }
                problems.append(Problem(line: line, message: "the search '\(path[1])' is a query in quotes (\"time<30m -@meat\")"))
            } else if !["keys", "searches"].contains(path[0]) || path.count == 1 {
                guard unknown.insert([path[0]]).inserted else { return }
                problems.append(Problem(line: line, message: ["keys", "searches"].contains(path[0])
                    ? "\(path[0]) is a table: [\(path[0])] then name = \"…\" lines"
                    : "unknown setting '\(path[0])' \(known)"))
            }
        }
        for table in tables {
            let path = table.path
            let fine = (path == ["keys"] || path == ["searches"])
                || (path.count == 2 && path[0] == "keys" && Scope(table: path[1]) != nil)
            if !fine { unknownName(path, line: table.line) }
        }
        let isSet = Set(entries.map(\.path))
        for entry in entries {
            let (line, path, value) = (entry.line, entry.path, entry.value)
            func problem(_ message: String) { problems.append(Problem(line: line, message: message)) }
            guard path.count == 1 else {
                if path.count == 2, path[0] == "searches" {
                    guard case .string(let query) = value, !query.allSatisfy(\.isWhitespace) else {
                        unknownName(path, line: line)
                        continue
                    }
                    config.searches.append(SavedSearch(name: path[1], query: query))
                } else if path.count == 2, path[0] == "keys" {
                    if let binding = binding(path[1], value, on: .browse, problem: problem) { config.keyBindings.append(binding) }
                } else if path.count == 3, path[0] == "keys", let scope = Scope(table: path[1]) {
                    if let binding = binding(path[2], value, on: scope, problem: problem) {
                        config.screenKeyBindings.append((scope, binding.key, binding.invocation))
                    }
                } else {
                    unknownName(path, line: line)
                }
                continue
            }
            let key = path[0]
            switch key {
            case "layout", "experience":
                // `experience` is the older name of the setting; `layout` wins when both are set.
                if case .string(let name) = value, let layout = LayoutName.layout(named: name) {
                    if key == "layout" || !isSet.contains(["layout"]) { config.layout = layout }
                } else {
                    problem("\(key) is one of \(LayoutName.all.map { "\"\($0.name)\"" }.joined(separator: ", "))")
                }
            case "mouse", "ascii":
                guard case .bool(let flag) = value else {
                    problem("\(key) is true or false")
                    continue
                }
                if key == "mouse" { config.mouse = flag } else { config.ascii = flag }
            case "data":
                if case .string(let path) = value, !path.isEmpty {
                    config.data = [path]
                } else if case .array(let list) = value,
                          case let paths = list.compactMap({ if case .string(let path) = $0, !path.isEmpty { path } else { nil } }),
                          paths.count == list.count, !paths.isEmpty {
                    config.data = paths
                } else {
                    problem("data is a path in quotes, or a list of them: [\"~/recipes\", \"~/more\"]")
                }
            case "cups":
                guard case .string(let name) = value, let cups = CupStandard(rawValue: name.lowercased()) else {
                    problem("cups is \"us\" or \"uk\"")
                    continue
                }
                config.cups = cups
            case "theme":
                guard case .string(let name) = value, let theme = ThemeName(named: name) else {
                    problem("theme is one of \(ThemeName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
                    continue
                }
                config.theme = theme
            case "group":
                guard case .string(let name) = value, let grouping = Grouping(named: name) else {
                    problem("group is one of \(Grouping.names.map { "\"\($0)\"" }.joined(separator: ", "))")
                    continue
                }
                config.grouping = grouping
            default:
                unknownName(path, line: line)
            }
        }
        // In the order of the file, as a person reads them.
        return (config, problems.enumerated().sorted { ($0.element.line ?? 0, $0.offset) < ($1.element.line ?? 0, $1.offset) }.map(\.element))
    }

    /// One line of a key table (`[keys]`, or a screen's): the key and its command (nil:
    /// unbound), or nil when it cannot be used (said through `problem`).
    private static func binding(
        _ name: String, _ value: ConfigTOMLReader.Value, on scope: Scope, problem: (String) -> Void
    ) -> (key: Key, invocation: Invocation?)? {
        guard let key = KeyNames.parse(name) else {
            problem("'\(name)' is not a key (a character, ^X, or <down>, <c-x>, <enter>, <space>, <tab> …)")
            return nil
        }
        guard case .string(let command) = value else {
            problem("the command for '\(name)' goes in quotes")
            return nil
        }
        if command.allSatisfy({ $0 == " " }) { return (key, nil) }
        switch TypedCommand.parse(command, on: scope) {
        case .success(let invocation): return (key, invocation)
        case .failure(let error):
            problem("'\(name)': \(error.message)")
            return nil
        }
    }
}
