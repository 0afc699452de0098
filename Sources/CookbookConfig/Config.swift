import CookbookModel
import CookbookApp
import CookbookRender
import FoundationEssentials
import TOMLKit

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

        public var description: String {
            line.map { "line \($0): \(message)" } ?? message
        }
    }

    /// How many problems a message names; the rest are counted.
    public static let problemsSaid = 20

    /// The problems as one line to show, the first `problemsSaid` of them and how many more.
    public static func said(_ problems: [Problem]) -> String {
        let named = problems.prefix(problemsSaid).map(\.description)
        let more = problems.count - named.count
        return (named + (more > 0 ? ["and \(more) more"] : [])).joined(separator: "; ")
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

    /// The settings in TOML text, and what could not be used.
    public static func parse(_ text: String) -> (Config, [Problem]) {
        if let bad = TOMLHeaderCheck.problem(in: text) {
            return (Config(), [Problem(line: bad.line, message: bad.message + "; the defaults are used")])
        }
        let table: TOMLTable
        do {
            table = try TOMLTable(string: text)
        } catch let error as TOMLParseError {
            return (Config(), [Problem(line: error.source.begin.line, message: "\(error.description); the defaults are used")])
        } catch {
            return (Config(), [Problem(message: "not TOML; the defaults are used")])
        }
        var config = Config()
        var problems: [Problem] = []
        let lines = KeyLines(text)
        func problem(_ key: String, _ message: String) {
            problems.append(Problem(line: lines.line(of: key), message: message))
        }
        for key in table.keys {
            let value = table[key]!
            switch key {
            case "layout", "experience":
                // `experience` is the older name of the setting; `layout` wins when both are set.
                if let name = value.string, let layout = LayoutName.layout(named: name) {
                    if key == "layout" || table["layout"] == nil { config.layout = layout }
                } else {
                    problem(key, "\(key) is one of \(LayoutName.all.map { "\"\($0.name)\"" }.joined(separator: ", "))")
                }
            case "mouse", "ascii":
                guard let flag = value.bool else {
                    problem(key, "\(key) is true or false")
                    continue
                }
                if key == "mouse" { config.mouse = flag } else { config.ascii = flag }
            case "data":
                if let path = value.string, !path.isEmpty {
                    config.data = [path]
                } else if let list = value.array, case let paths = list.compactMap(\.string), paths.count == list.count, !paths.isEmpty {
                    config.data = paths
                } else {
                    problem(key, "data is a path in quotes, or a list of them: [\"~/recipes\", \"~/more\"]")
                }
            case "cups":
                guard let name = value.string, let cups = CupStandard(rawValue: name.lowercased()) else {
                    problem(key, "cups is \"us\" or \"uk\"")
                    continue
                }
                config.cups = cups
            case "theme":
                guard let name = value.string, let theme = ThemeName(named: name) else {
                    problem(key, "theme is one of \(ThemeName.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", "))")
                    continue
                }
                config.theme = theme
            case "group":
                guard let name = value.string, let grouping = Grouping(named: name) else {
                    problem(key, "group is one of \(Grouping.names.map { "\"\($0)\"" }.joined(separator: ", "))")
                    continue
                }
                config.grouping = grouping
            case "searches":
                guard let searches = value.table else {
                    problem(key, "searches is a table: [searches] then name = \"query\" lines")
                    continue
                }
                var found: [(line: Int, search: SavedSearch)] = []
                for name in searches.keys {
                    let line = lines.line(of: name, after: "[searches]")
                    guard let query = searches[name]!.string, !query.allSatisfy(\.isWhitespace) else {
                        problems.append(Problem(line: line, message: "the search '\(name)' is a query in quotes (\"time<30m -@meat\")"))
                        continue
                    }
                    found.append((line ?? 0, SavedSearch(name: name, query: query)))
                }
                config.searches = found.sorted { $0.line < $1.line }.map(\.search)
            case "keys":
                guard let keys = value.table else {
                    problem(key, "keys is a table: [keys] then \"key\" = \"command\" lines")
                    continue
                }
                config.keyBindings = bindings(keys, on: .browse, header: "[keys]", lines: lines, problems: &problems)
                // `[keys.search]` and the like: a screen's own table inside `[keys]`.
                for name in keys.keys {
                    guard let table = keys[name]!.table else { continue }
                    let header = "[keys.\(name)]"
                    guard let scope = Scope(table: name) else {
                        let known = Scope.tableNames.map { "[keys.\($0)]" }.joined(separator: ", ")
                        problems.append(Problem(line: lines.line(ofHeader: header),
                                                message: "unknown key table \(header) (known: [keys], \(known))"))
                        continue
                    }
                    config.screenKeyBindings += bindings(table, on: scope, header: header, lines: lines, problems: &problems)
                        .map { (scope, $0.key, $0.invocation) }
                }
            default:
                problem(key, "unknown setting '\(key)' (known: layout, mouse, ascii, data, cups, theme, group, [searches], [keys])")
            }
        }
        // In the order of the file, as a person reads them.
        return (config, problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }

    /// A key table (`[keys]`, or a screen's) as overrides, in the order of the file.
    private static func bindings(
        _ keys: TOMLTable, on scope: Scope, header: String, lines: KeyLines, problems: inout [Problem]
    ) -> [(key: Key, invocation: Invocation?)] {
        var found: [(line: Int, key: Key, invocation: Invocation?)] = []
        for name in keys.keys {
            // The screens' tables, inside `[keys]`, are read on their own.
            if scope == .browse, keys[name]!.table != nil { continue }
            let line = lines.line(of: name, after: header)
            func problem(_ message: String) { problems.append(Problem(line: line, message: message)) }
            guard let key = KeyNames.parse(name) else {
                problem("'\(name)' is not a key (a character, ^X, or <down>, <c-x>, <enter>, <space>, <tab> …)")
                continue
            }
            guard let command = keys[name]!.string else {
                problem("the command for '\(name)' goes in quotes")
                continue
            }
            if command.allSatisfy({ $0 == " " }) {
                found.append((line ?? 0, key, nil))
                continue
            }
            switch TypedCommand.parse(command, on: scope) {
            case .success(let invocation): found.append((line ?? 0, key, invocation))
            case .failure(let error): problem("'\(name)': \(error.message)")
            }
        }
        return found.sorted { $0.line < $1.line }.map { ($0.key, $0.invocation) }
    }
}
