import CookbookKit

/// Every command the program has, by the name `:` and the config file use.
public enum CommandName: String, CaseIterable, Sendable {
    case up, down, left, right, open, back
    case nextColumn = "next-column", previousColumn = "previous-column"
    case top, bottom, pageUp = "page-up", pageDown = "page-down"
    case halfPageUp = "half-page-up", halfPageDown = "half-page-down"
    case search, searchNext = "search-next", searchPrevious = "search-previous"
    case category, today, link, experience, toggleCategories = "toggle-categories", reset, edit
    case help, commandLine = "command-line", problems, redraw, quit
    // On presented screens.
    case accept, cancel, complete, deleteBackward = "delete-backward", yes
}

/// A command with what follows its name on the command line: `open apple-pie`.
public struct Invocation: Equatable, Hashable, Sendable {
    public var command: CommandName
    public var argument: String?

    public init(_ command: CommandName, _ argument: String? = nil) {
        self.command = command
        self.argument = argument
    }
}

/// The screen under the keyboard: which commands apply, and how typed text is taken.
public enum Scope: String, CaseIterable, Sendable {
    case browse, search, help, commandLine = "command-line", problems, picker, confirm, alert

    public init(_ destination: Destination?) {
        switch destination {
        case nil: self = .browse
        case .search?: self = .search
        case .help?: self = .help
        case .commandLine?: self = .commandLine
        case .problems?: self = .problems
        case .experiencePicker?: self = .picker
        case .confirmReset?: self = .confirm
        case .alert?: self = .alert
        }
    }

    /// Screens where a printable key not bound to a command types itself.
    var takesText: Bool { self == .search || self == .help || self == .commandLine }
}

/// What may follow a command's name on the command line.
public enum ArgumentKind: Sendable {
    case none
    /// A recipe id or name (optional: without one, `open` acts as the key does).
    case recipe
    /// A category id or name, or its number.
    case category
    case experience
    /// Any text (a search query).
    case text
}

/// What the status bar needs to choose and word its hints.
public struct HintContext: Sendable {
    public var scope: Scope
    public var focus: Focus
    /// The detail cursor is on a related recipe.
    public var onLink: Bool
    /// Related recipes have been followed (the path is deeper than one).
    public var followed: Bool
    public var hasRelated: Bool
    public var showsCategoryColumn: Bool
    public var inGrid: Bool
}

/// A command's entry in the status bar.
public struct Hint: Sendable {
    /// Shown as one key with this command's: `↑↓ move`.
    public var pairedWith: CommandName?
    /// Shown instead of the key's name on some screens ("any key").
    public var keyText: @Sendable (Scope) -> String?
    /// The label, or nil when the hint does not apply now.
    public var label: @Sendable (HintContext) -> String?

    public init(
        pairedWith: CommandName? = nil, keyText: @escaping @Sendable (Scope) -> String? = { _ in nil },
        label: @escaping @Sendable (HintContext) -> String?
    ) {
        self.pairedWith = pairedWith
        self.keyText = keyText
        self.label = label
    }

    static func always(_ text: String) -> Hint { Hint { _ in text } }
}

/// One row of the table: a command, its default keys, its help line, its hint, and the
/// screens it applies on.
public struct CommandInfo: Sendable {
    public var name: CommandName
    public var argument: ArgumentKind
    /// One line for the help screen.
    public var summary: String
    /// Default keys, each with the argument it gives (the digit keys give a category's number).
    public var keys: [(key: Key, argument: String?)]
    public var scopes: Set<Scope>
    public var hint: Hint?

    init(_ name: CommandName, _ summary: String, keys: [Key], argument: ArgumentKind = .none,
         scopes: Set<Scope> = [.browse], hint: Hint? = nil) {
        self.name = name
        self.summary = summary
        self.argument = argument
        self.keys = keys.map { ($0, nil) }
        self.scopes = scopes
        self.hint = hint
    }
}

/// The one table of commands. The key map, the help screen, the status bar, the command
/// line and the config file are all read from it, so they cannot disagree.
public enum CommandTable {
    public static let entries: [CommandInfo] = {
        let choosing: Set<Scope> = [.search, .help, .commandLine, .picker]
        var category = CommandInfo(
            .category, "go to a category (number, id or name)", keys: [], argument: .category)
        category.keys = (1...9).map { (Key.character(Character(String($0))), String($0)) }
        return [
            CommandInfo(.up, "move up", keys: [.up, .character("k"), .control("p")],
                        scopes: [.browse, .picker, .search, .help, .commandLine, .problems]),
            CommandInfo(.down, "move down", keys: [.down, .character("j"), .control("n")],
                        scopes: [.browse, .picker, .search, .help, .commandLine, .problems],
                        hint: Hint(pairedWith: .up) { $0.scope == .browse ? "move" : "choose" }),
            CommandInfo(.right, "next column; open a related recipe (grid: next tile)",
                        keys: [.right, .character("l")], scopes: [.browse, .picker],
                        hint: Hint { context in
                            guard context.scope == .browse, !context.inGrid else { return nil }
                            switch context.focus {
                            case .categories: return "recipes"
                            case .recipes: return "read"
                            case .detail: return context.onLink ? "open" : nil
                            }
                        }),
            CommandInfo(.left, "previous column; go back (grid: previous tile)",
                        keys: [.left, .character("h")],
                        hint: Hint { context in
                            switch context.focus {
                            case .categories: return nil
                            case .recipes: return context.showsCategoryColumn ? "categories" : nil
                            case .detail: return context.followed ? "back" : "recipes"
                            }
                        }),
            CommandInfo(.open, "open the selection; :open NAME opens a recipe",
                        keys: [.enter], argument: .recipe, hint: Hint { $0.inGrid ? "read" : nil }),
            CommandInfo(.back, "go back along the path; close what is open", keys: [.backspace, .escape]),
            CommandInfo(.nextColumn, "focus the next column", keys: [.tab]),
            CommandInfo(.previousColumn, "focus the previous column", keys: [.backTab]),
            CommandInfo(.top, "first row", keys: [.character("g"), .home]),
            CommandInfo(.bottom, "last row; in a recipe, the last related one", keys: [.character("G"), .end],
                        hint: Hint { $0.focus == .detail && $0.hasRelated && !$0.onLink ? "related" : nil }),
            CommandInfo(.pageUp, "page up", keys: [.pageUp], scopes: [.browse, .search, .problems]),
            CommandInfo(.pageDown, "page down", keys: [.pageDown], scopes: [.browse, .search, .problems]),
            CommandInfo(.halfPageUp, "half a page up", keys: [.control("u")]),
            CommandInfo(.halfPageDown, "half a page down", keys: [.control("d")]),
            CommandInfo(.search, "search names, ingredients and tags", keys: [.character("/")], argument: .text,
                        hint: .always("search")),
            CommandInfo(.searchNext, "next result of the last search", keys: [.character("n")]),
            CommandInfo(.searchPrevious, "previous result of the last search", keys: [.character("N")]),
            category,
            CommandInfo(.today, "the recipe of the day", keys: [.character("t")]),
            CommandInfo(.link, "show the link to this screen", keys: [.character("y")]),
            CommandInfo(.experience, "choose the layout (three-column, two-column, stack)",
                        keys: [.character("v")], argument: .experience),
            CommandInfo(.edit, "edit the recipe's file in $VISUAL or $EDITOR", keys: [.character("e")]),
            CommandInfo(.toggleCategories, "hide or show the category column", keys: [.character("c")]),
            CommandInfo(.reset, "go back to the first screen (asks first)", keys: [.character("R")]),
            CommandInfo(.commandLine, "type a command by name, with Tab completion", keys: [.character(":")]),
            CommandInfo(.help, "this help: type to filter, Enter runs", keys: [.character("?")],
                        hint: .always("help")),
            CommandInfo(.problems, "the files that could not be read, and why", keys: [.character("!")]),
            CommandInfo(.redraw, "redraw the screen", keys: [.control("l")]),
            CommandInfo(.quit, "quit", keys: [.character("q")], hint: .always("quit")),

            CommandInfo(.accept, "open, run or use the highlighted choice", keys: [.enter],
                        scopes: choosing, hint: Hint { context in
                            switch context.scope {
                            case .search: "open"
                            case .help, .commandLine: "run"
                            case .picker: "use"
                            default: nil
                            }
                        }),
            CommandInfo(.complete, "complete the word being typed", keys: [.tab], scopes: [.commandLine],
                        hint: .always("complete")),
            CommandInfo(.deleteBackward, "delete the character before the cursor", keys: [.backspace],
                        scopes: [.search, .help, .commandLine]),
            CommandInfo(.yes, "yes", keys: [.character("y"), .character("Y")], scopes: [.confirm],
                        hint: .always("reset")),
            CommandInfo(.cancel, "close without choosing", keys: [.escape],
                        scopes: choosing.union([.confirm, .alert, .problems]),
                        hint: Hint(keyText: { $0 == .confirm ? "n" : $0 == .alert ? "any key" : nil }) { context in
                            switch context.scope {
                            case .confirm: "keep"
                            case .alert: "closes"
                            case .problems: "close"
                            default: "cancel"
                            }
                        }),
        ]
    }()

    public static func info(_ name: CommandName) -> CommandInfo {
        entries.first { $0.name == name }!
    }
}
