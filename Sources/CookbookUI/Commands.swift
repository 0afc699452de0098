import CookbookKit

/// Every command the program has, by the name `:` and the config file use. The order of
/// the cases is the table's: the help, the hints, `:`'s completion and each screen's keys
/// list commands in it, wherever a command's row is written (here, or in a screen's folder).
public enum CommandName: String, CaseIterable, Sendable {
    case up, down, right, left, open, back
    case nextColumn = "next-column", previousColumn = "previous-column"
    case top, bottom, pageUp = "page-up", pageDown = "page-down"
    case halfPageUp = "half-page-up", halfPageDown = "half-page-down"
    case search, searchNext = "search-next", searchPrevious = "search-previous"
    case category, today, link, layout, edit, toggleCategories = "toggle-categories", reset
    // In the kitchen.
    case fewerServings = "fewer-servings", moreServings = "more-servings", scale, scaleTo = "scale-to"
    case units, basket, shoppingList = "shopping-list", cook
    case nextStep = "next-step", timer, nextTimer = "next-timer", tick, clearTicks = "clear-ticks"
    case commandLine = "command-line", help, problems, redraw, quit
    // On presented screens.
    case accept, complete, deleteBackward = "delete-backward", yes, cancel
}

extension CommandName {
    /// The command a name typed after `:` or in config.toml stands for: its name, or a name
    /// it had before (`experience`, now `layout`).
    public init?(named name: String) {
        if let command = CommandName(rawValue: name) {
            self = command
        } else if name == "experience" {
            self = .layout
        } else {
            return nil
        }
    }
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

/// What may follow a command's name on the command line.
public enum ArgumentKind: Sendable {
    case none
    /// A recipe id or name (optional: without one, `open` acts as the key does).
    case recipe
    /// A category id or name, or its number.
    case category
    case layout
    /// Any text (a search query).
    case text
    /// A number (servings).
    case number
    /// A unit system's name.
    case units
}

/// What the status bar needs to choose and word its hints.
public struct HintContext: Equatable, Sendable {
    public var scope: Scope
    public var focus: Focus
    /// The detail cursor is on a related recipe.
    public var onLink: Bool
    /// Related recipes have been followed (the path is deeper than one).
    public var followed: Bool
    public var hasRelated: Bool
    public var showsCategoryColumn: Bool
    public var inGrid: Bool
    /// A recipe is shown (the kitchen keys act on it).
    public var hasRecipe: Bool
    /// The recipe shown is in the basket; the basket's size.
    public var inBasket: Bool
    public var basketCount: Int
    /// The step in cooking mode has durations to time; how many.
    public var durations: Int
    /// The cursor is on a step (Enter cooks it).
    public var onStep: Bool
}

/// A command's entry in the status bar.
public struct Hint: Sendable {
    /// Shown as one key with this command's: `↑↓ move`.
    public var pairedWith: CommandName?
    /// Shown instead of the key's name ("any key").
    public var keyText: String?
    /// The label, or nil when the hint does not apply now.
    public var label: @Sendable (HintContext) -> String?

    public init(pairedWith: CommandName? = nil, keyText: String? = nil, label: @escaping @Sendable (HintContext) -> String?) {
        self.pairedWith = pairedWith
        self.keyText = keyText
        self.label = label
    }

    static func always(_ text: String, keyText: String? = nil) -> Hint { Hint(keyText: keyText) { _ in text } }
}

/// One row of the table: a command, its default keys, its help line, and its hint on the
/// columns. The screens it works on are derived: the columns when it is one of theirs,
/// then each presented screen whose keys list it (`PresentedScreen.keys`).
public struct CommandInfo: Sendable {
    public var name: CommandName
    public var argument: ArgumentKind
    /// One line for the help screen.
    public var summary: String
    /// Default keys, each with the argument it gives (the digit keys give a category's number).
    public var keys: [(key: Key, argument: String?)]
    /// It works on the columns.
    public var onColumns: Bool
    /// The screens it works on, each once. (An array: forty `Set` literals cost the first
    /// frame 0.4 million instructions.)
    public internal(set) var scopes: [Scope] = []
    /// Its hint on the columns.
    public var hint: Hint?

    init(_ name: CommandName, _ summary: String, keys: [Key], argument: ArgumentKind = .none,
         onColumns: Bool = true, hint: Hint? = nil) {
        self.name = name
        self.summary = summary
        self.argument = argument
        self.keys = keys.map { ($0, nil) }
        self.onColumns = onColumns
        self.hint = hint
    }
}

/// The one table of commands. The key map, the help screen, the status bar, the command
/// line and the config file are all read from it, so they cannot disagree. The columns'
/// commands and those every list screen shares are written here; the command that opens a
/// screen and those only it has, in its folder.
public enum CommandTable {
    public static let entries: [CommandInfo] = {
        // In CommandName's order: each name's row picked from those written (one pass of
        // `allCases`, no sort that would make the case list again at every comparison).
        let written = columns + ScreenRegistry.all.flatMap { $0.commands }
        var all = CommandName.allCases.compactMap { name in written.first { $0.name == name } }
        for i in all.indices where all[i].onColumns { all[i].scopes.append(.browse) }
        for screen in ScreenRegistry.all {
            for key in screen.keys {
                guard let i = all.firstIndex(where: { $0.name == key.command }) else {
                    fatalError("\(screen.name) lists \(key.command), which has no row in the table")
                }
                all[i].scopes.append(screen.scope)
            }
        }
        return all
    }()

    /// The rows written here: the columns' own commands, and those the list screens share.
    private static var columns: [CommandInfo] {
        var category = CommandInfo(.category, "go to a category (number, id or name)", keys: [], argument: .category)
        category.keys = (1...9).map { (Key.character(Character(String($0))), String($0)) }
        return [
            CommandInfo(.up, "move up", keys: [.up, .character("k"), .control("p")]),
            CommandInfo(.down, "move down", keys: [.down, .character("j"), .control("n")],
                        hint: Hint(pairedWith: .up) { _ in "move" }),
            CommandInfo(.right, "next column; open a related recipe (grid: next tile)",
                        keys: [.right, .character("l")], hint: Hint { context in
                            guard !context.inGrid else { return nil }
                            switch context.focus {
                            case .categories: return "recipes"
                            case .recipes: return "read"
                            case .detail: return context.onLink ? "open" : nil
                            }
                        }),
            CommandInfo(.left, "previous column; go back (grid: previous tile)",
                        keys: [.left, .character("h")], hint: Hint { context in
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
            CommandInfo(.pageUp, "page up", keys: [.pageUp]),
            CommandInfo(.pageDown, "page down", keys: [.pageDown]),
            CommandInfo(.halfPageUp, "half a page up", keys: [.control("u")]),
            CommandInfo(.halfPageDown, "half a page down", keys: [.control("d")]),
            CommandInfo(.searchNext, "next result of the last search", keys: [.character("n")]),
            CommandInfo(.searchPrevious, "previous result of the last search", keys: [.character("N")]),
            category,
            CommandInfo(.today, "the recipe of the day", keys: [.character("t")]),
            CommandInfo(.link, "show the link to this screen", keys: [.character("y")]),
            CommandInfo(.edit, "edit the recipe's file in $VISUAL or $EDITOR", keys: [.character("e")]),
            CommandInfo(.toggleCategories, "hide or show the category column", keys: [.character("z")]),
            CommandInfo(.fewerServings, "one serving fewer", keys: [.character("-")]),
            CommandInfo(.moreServings, "one serving more", keys: [.character("+")]),
            CommandInfo(.scale, "make 0.5×, 1×, 2× or 3× the recipe (:scale 6 for 6 servings)",
                        keys: [.character("*")], argument: .number),
            CommandInfo(.units, "show amounts as written, metric or US customary (:units metric)", keys: [.character("u")],
                        argument: .units),
            CommandInfo(.basket, "put the recipe in the basket, or take it out", keys: [.character(" ")],
                        hint: Hint { context in
                            guard context.hasRecipe, context.focus != .categories else { return nil }
                            return context.inBasket ? "unbasket" : "basket"
                        }),
            CommandInfo(.redraw, "redraw the screen", keys: [.control("l")]),
            CommandInfo(.quit, "quit", keys: [.character("q")], hint: .always("quit")),

            CommandInfo(.accept, "open, run or use the highlighted choice", keys: [.enter], onColumns: false),
            CommandInfo(.deleteBackward, "delete the character before the cursor", keys: [.backspace], onColumns: false),
            CommandInfo(.cancel, "close without choosing", keys: [.escape], onColumns: false),
        ]
    }

    /// A command in a scope with a hint there, in the order of its rows.
    struct HintRow: Sendable {
        var command: CommandName
        var hint: Hint
    }

    /// For each scope (by `Scope.slot`), the commands with a hint there, in order: what the
    /// status bar reads every frame, found once.
    static let hintRows: [[HintRow]] = {
        var rows = [[HintRow]](repeating: [], count: Scope.slots)
        for entry in entries where entry.onColumns {
            if let hint = entry.hint { rows[Scope.browse.slot].append(HintRow(command: entry.name, hint: hint)) }
        }
        for screen in ScreenRegistry.all {
            for key in screen.keys {
                if let hint = key.hint { rows[screen.scope.slot].append(HintRow(command: key.command, hint: hint)) }
            }
        }
        return rows
    }()

    public static func info(_ name: CommandName) -> CommandInfo {
        entries.first { $0.name == name }!
    }
}
