
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
            CommandInfo(.right, "next column; open a related recipe or folder (grid: next tile)",
                        keys: [.right, .character("l")], hint: Hint { context in
                            guard !context.inGrid else { return nil }
                            switch context.focus {
                            case .categories: return context.branch == .closed ? "open" : "recipes"
                            case .recipes: return "read"
                            case .detail: return context.onLink ? "open" : nil
                            }
                        }),
            CommandInfo(.left, "previous column; go back; close a folder (grid: previous tile)",
                        keys: [.left, .character("h")], hint: Hint { context in
                            switch context.focus {
                            case .categories: return context.branch == .open ? "close" : context.branch == .inside ? "up" : nil
                            case .recipes: return context.showsCategoryColumn ? context.firstColumn : nil
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
            CommandInfo(.group, "group by folder, course, cuisine, tag, diet, author or source: the next (:group cuisine)",
                        keys: [.character("o")], argument: .grouping, hint: Hint { $0.focus == .categories ? "group" : nil }),
            CommandInfo(.today, "the recipe of the day", keys: [.character("t")]),
            CommandInfo(.random, "a recipe picked at random from those listed", keys: []),
            CommandInfo(.importRecipes, "bring recipes into the library from a web address or a file (:import https://…; Esc stops it)",
                        keys: [], argument: .text),
            CommandInfo(.link, "show the link to this screen", keys: [.character("y")]),
            CommandInfo(.theme, "colours for a dark or light terminal: auto, dark, light or mono (:theme light)", keys: [],
                        argument: .theme),
            CommandInfo(.edit, "edit the recipe's file in $VISUAL or $EDITOR", keys: [.character("e")]),
            CommandInfo(.toggleCategories, "hide or show the category column", keys: [.character("z")]),
            CommandInfo(.fewerServings, "one serving fewer", keys: [.character("-")]),
            CommandInfo(.moreServings, "one serving more", keys: [.character("+")]),
            CommandInfo(.scale, "make 0.5×, 1×, 2× or 3× the recipe (:scale 6 for 6 servings)",
                        keys: [.character("*")], argument: .number),
            CommandInfo(.units, "show amounts as written, metric or US customary (:units metric)", keys: [.character("u")],
                        argument: .units),
            CommandInfo(.basket, "put the recipe in the basket, or take it out; :basket ID for any (missing ones too)",
                        keys: [.character(" ")], argument: .recipe,
                        hint: Hint { context in
                            guard context.hasRecipe, context.focus != .categories else { return nil }
                            return context.inBasket ? "unbasket" : "basket"
                        }),
            CommandInfo(.add, "put an item on the shopping list by hand (:add 2 lemons)", keys: [], argument: .text),
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
