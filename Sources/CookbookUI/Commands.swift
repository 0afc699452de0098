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
    // In the kitchen.
    case moreServings = "more-servings", fewerServings = "fewer-servings", scale, scaleTo = "scale-to"
    case units, basket, shoppingList = "shopping-list", cook
    case nextStep = "next-step", timer, nextTimer = "next-timer", tick, clearTicks = "clear-ticks"
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
    case cooking, scaleTo = "scale-to", shopping

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
        case .cooking?: self = .cooking
        case .scaleTo?: self = .scaleTo
        case .shoppingList?: self = .shopping
        }
    }

    /// Screens where a printable key not bound to a command types itself.
    var takesText: Bool { self == .search || self == .help || self == .commandLine || self == .scaleTo }
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
    /// The screens it works on, each once. (An array: forty `Set` literals cost the first
    /// frame 0.4 million instructions.)
    public var scopes: [Scope]
    public var hint: Hint?

    init(_ name: CommandName, _ summary: String, keys: [Key], argument: ArgumentKind = .none,
         scopes: [Scope] = [.browse], hint: Hint? = nil) {
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
        let choosing: [Scope] = [.search, .help, .commandLine, .picker, .scaleTo]
        let kitchen: [Scope] = [.browse, .cooking]
        var category = CommandInfo(
            .category, "go to a category (number, id or name)", keys: [], argument: .category)
        category.keys = (1...9).map { (Key.character(Character(String($0))), String($0)) }
        return [
            CommandInfo(.up, "move up", keys: [.up, .character("k"), .control("p")],
                        scopes: [.browse, .picker, .search, .help, .commandLine, .problems, .cooking, .scaleTo, .shopping]),
            CommandInfo(.down, "move down", keys: [.down, .character("j"), .control("n")],
                        scopes: [.browse, .picker, .search, .help, .commandLine, .problems, .cooking, .scaleTo, .shopping],
                        hint: Hint(pairedWith: .up) { context in
                            switch context.scope {
                            case .browse, .shopping: "move"
                            case .cooking: nil
                            case .scaleTo: "ingredient"
                            default: "choose"
                            }
                        }),
            CommandInfo(.right, "next column; open a related recipe (grid: next tile)",
                        keys: [.right, .character("l")], scopes: [.browse, .picker, .cooking],
                        hint: Hint(keyText: { $0 == .cooking ? "←→" : nil }) { context in
                            if context.scope == .cooking { return "step" }
                            guard context.scope == .browse, !context.inGrid else { return nil }
                            switch context.focus {
                            case .categories: return "recipes"
                            case .recipes: return "read"
                            case .detail: return context.onLink ? "open" : nil
                            }
                        }),
            CommandInfo(.left, "previous column; go back (grid: previous tile)",
                        keys: [.left, .character("h")], scopes: [.browse, .cooking],
                        hint: Hint { context in
                            if context.scope == .cooking { return nil }
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
            CommandInfo(.top, "first row", keys: [.character("g"), .home], scopes: [.browse, .cooking, .shopping]),
            CommandInfo(.bottom, "last row; in a recipe, the last related one", keys: [.character("G"), .end],
                        scopes: [.browse, .cooking, .shopping],
                        hint: Hint { $0.scope == .browse && $0.focus == .detail && $0.hasRelated && !$0.onLink ? "related" : nil }),
            CommandInfo(.pageUp, "page up", keys: [.pageUp], scopes: [.browse, .search, .problems, .shopping]),
            CommandInfo(.pageDown, "page down", keys: [.pageDown], scopes: [.browse, .search, .problems, .shopping]),
            CommandInfo(.halfPageUp, "half a page up", keys: [.control("u")]),
            CommandInfo(.halfPageDown, "half a page down", keys: [.control("d")]),
            CommandInfo(.search, "search names, ingredients and tags", keys: [.character("/")], argument: .text,
                        hint: .always("search")),
            CommandInfo(.searchNext, "next result of the last search", keys: [.character("n")]),
            CommandInfo(.searchPrevious, "previous result of the last search", keys: [.character("N")]),
            category,
            CommandInfo(.today, "the recipe of the day", keys: [.character("t")]),
            CommandInfo(.link, "show the link to this screen", keys: [.character("y")], scopes: [.browse, .cooking, .shopping]),
            CommandInfo(.experience, "choose the layout (three-column, two-column, stack)",
                        keys: [.character("v")], argument: .experience),
            CommandInfo(.edit, "edit the recipe's file in $VISUAL or $EDITOR", keys: [.character("e")]),
            CommandInfo(.toggleCategories, "hide or show the category column", keys: [.character("z")]),
            CommandInfo(.reset, "go back to the first screen (asks first)", keys: [.character("R")]),
            CommandInfo(.fewerServings, "one serving fewer", keys: [.character("-")], scopes: kitchen,
                        hint: Hint(pairedWith: .moreServings) { $0.scope == .cooking ? "servings" : nil }),
            CommandInfo(.moreServings, "one serving more", keys: [.character("+")], scopes: kitchen),
            CommandInfo(.scale, "make 0.5×, 1×, 2× or 3× the recipe (:scale 6 for 6 servings)",
                        keys: [.character("*")], argument: .number, scopes: kitchen),
            CommandInfo(.scaleTo, "scale so that an ingredient is an amount you type", keys: [.character("=")]),
            CommandInfo(.units, "show amounts as written, metric or US customary (:units metric)", keys: [.character("u")],
                        argument: .units, scopes: kitchen + [.shopping],
                        hint: Hint { $0.scope == .shopping ? "units" : nil }),
            CommandInfo(.basket, "put the recipe in the basket, or take it out", keys: [.character(" ")],
                        hint: Hint { context in
                            guard context.hasRecipe, context.focus != .categories else { return nil }
                            return context.inBasket ? "unbasket" : "basket"
                        }),
            CommandInfo(.shoppingList, "the shopping list: the basket's ingredients merged", keys: [.character("L")],
                        scopes: [.browse, .shopping], hint: Hint { context in
                            context.scope == .shopping || context.basketCount > 0 ? "list" : nil
                        }),
            CommandInfo(.cook, "cooking mode: one step at a time, with timers", keys: [.character("c")],
                        hint: Hint { context in context.hasRecipe && context.focus == .detail ? "cook" : nil }),
            CommandInfo(.nextStep, "next step", keys: [.character(" ")], scopes: [.cooking]),
            CommandInfo(.timer, "start the step's timer, or stop it", keys: [.character("t")], scopes: [.cooking],
                        hint: Hint { $0.durations > 0 ? "timer" : nil }),
            CommandInfo(.nextTimer, "choose which of the step's times t starts", keys: [.character("T")], scopes: [.cooking],
                        hint: Hint { $0.durations > 1 ? "which" : nil }),
            CommandInfo(.tick, "tick the line off, or back on", keys: [.character(" "), .character("x")], scopes: [.shopping],
                        hint: .always("tick")),
            CommandInfo(.clearTicks, "clear every tick", keys: [.character("c")], scopes: [.shopping]),
            CommandInfo(.commandLine, "type a command by name, with Tab completion", keys: [.character(":")]),
            CommandInfo(.help, "this help: type to filter, Enter runs", keys: [.character("?")],
                        hint: .always("help")),
            CommandInfo(.problems, "the files that could not be read, and why", keys: [.character("!")]),
            CommandInfo(.redraw, "redraw the screen", keys: [.control("l")]),
            CommandInfo(.quit, "quit", keys: [.character("q")], scopes: [.browse, .cooking, .shopping], hint: .always("quit")),

            CommandInfo(.accept, "open, run or use the highlighted choice", keys: [.enter],
                        scopes: choosing, hint: Hint { context in
                            switch context.scope {
                            case .search: "open"
                            case .help, .commandLine: "run"
                            case .picker, .scaleTo: "use"
                            default: nil
                            }
                        }),
            CommandInfo(.complete, "complete the word being typed", keys: [.tab], scopes: [.commandLine],
                        hint: .always("complete")),
            CommandInfo(.deleteBackward, "delete the character before the cursor", keys: [.backspace],
                        scopes: [.search, .help, .commandLine, .scaleTo]),
            CommandInfo(.yes, "yes", keys: [.character("y"), .character("Y")], scopes: [.confirm],
                        hint: .always("reset")),
            CommandInfo(.cancel, "close without choosing", keys: [.escape],
                        scopes: choosing + [.confirm, .alert, .problems, .cooking, .shopping],
                        hint: Hint(keyText: { $0 == .confirm ? "n" : $0 == .alert ? "any key" : nil }) { context in
                            switch context.scope {
                            case .confirm: "keep"
                            case .alert: "closes"
                            case .problems, .cooking, .shopping: "close"
                            default: "cancel"
                            }
                        }),
        ]
    }()

    /// For each scope (by `Scope.slot`), the rows of `entries` with a hint there, in the
    /// table's order: what the status bar reads every frame, found once.
    static let hintRows: [[Int]] = {
        var rows = [[Int]](repeating: [], count: Scope.slots)
        for i in entries.indices where entries[i].hint != nil {
            for scope in entries[i].scopes { rows[scope.slot].append(i) }
        }
        return rows
    }()

    public static func info(_ name: CommandName) -> CommandInfo {
        entries.first { $0.name == name }!
    }
}
