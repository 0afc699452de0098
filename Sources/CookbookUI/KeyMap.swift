import CookbookKit

/// A key as the program sees it, whatever terminal it came from.
public enum Key: Equatable, Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, backspace, escape, tab, backTab
    case resize
    /// A mouse button press or wheel step at a cell.
    case mouse(MouseEvent)
}

public struct MouseEvent: Equatable, Hashable, Sendable {
    public enum Kind: Sendable, Hashable { case press, wheelUp, wheelDown }
    public var kind: Kind
    public var x: Int
    public var y: Int

    public init(kind: Kind, x: Int, y: Int) {
        self.kind = kind
        self.x = x
        self.y = y
    }
}

/// What a key asks the program to do.
public enum Command: Equatable, Sendable {
    case navigate(Action)
    /// Go to the recipe of the day (the app knows the date; the key map does not).
    case recipeOfTheDay
    /// Show the link to the current screen.
    case showLink
    case quit
    case redraw
}

/// What the key map needs to know about the screen.
public struct KeyContext: Equatable, Sendable {
    /// How many rows a page key moves.
    public var pageSize: Int
    /// Tiles per row when the recipe grid has focus, else nil.
    public var gridColumns: Int?
    /// Where in its row the selected tile is.
    public var gridColumn: Int

    public init(pageSize: Int, gridColumns: Int? = nil, gridColumn: Int = 0) {
        self.pageSize = pageSize
        self.gridColumns = gridColumns
        self.gridColumn = gridColumn
    }
}

/// The key table: pure, so it is tested without a terminal.
public enum KeyMap {
    static func control(_ letter: Character) -> Character {
        Character(UnicodeScalar(letter.asciiValue! & 0x1F))
    }

    public static func command(for key: Key, in model: NavigationModel, context: KeyContext) -> Command? {
        if key == .resize { return nil }
        switch model.destination {
        case .search?: return searchCommand(for: key)
        case .experiencePicker?: return pickerCommand(for: key)
        case .confirmReset?:
            return key == .character("y") || key == .character("Y") ? .navigate(.confirm) : .navigate(.dismiss)
        case .help?, .alert?:
            return .navigate(.dismiss)  // any key closes
        case nil:
            break
        }
        if let columns = context.gridColumns, let command = gridCommand(for: key, columns: columns, column: context.gridColumn) {
            return command
        }
        switch key {
        case .up, .character("k"): return .navigate(.move(-1))
        case .down, .character("j"): return .navigate(.move(1))
        case .right, .character("l"), .enter: return .navigate(.forward)
        case .left, .character("h"), .backspace, .escape: return .navigate(.back)
        case .tab: return .navigate(.focusNext)
        case .backTab: return .navigate(.focusPrevious)
        case .home, .character("g"): return .navigate(.moveToFirst)
        case .end, .character("G"): return .navigate(.moveToLast)
        case .pageUp: return .navigate(.move(-context.pageSize))
        case .pageDown: return .navigate(.move(context.pageSize))
        case .character(control("u")): return .navigate(.move(-max(1, context.pageSize / 2)))
        case .character(control("d")): return .navigate(.move(max(1, context.pageSize / 2)))
        case .character("/"): return .navigate(.present(.search(SearchState())))
        case .character("n"): return .navigate(.searchRepeat(forward: true))
        case .character("N"): return .navigate(.searchRepeat(forward: false))
        case .character("e"): return .navigate(.present(.experiencePicker(model.experience)))
        case .character("c"): return .navigate(.toggleCategoryColumn)
        case .character("R"): return .navigate(.present(.confirmReset))
        case .character("t"): return .recipeOfTheDay
        case .character("y"): return .showLink
        case .character("?"): return .navigate(.present(.help))
        case .character("q"): return .quit
        case .character(control("l")): return .redraw
        case .character(let c) where ("1"..."9").contains(c):
            return .navigate(.jumpToCategory(Int(String(c))! - 1))
        default: return nil
        }
    }

    /// In the grid, left and right move along a row and up and down by whole rows; left
    /// from the first tile of a row goes back to the categories.
    static func gridCommand(for key: Key, columns: Int, column: Int) -> Command? {
        switch key {
        case .up, .character("k"): return .navigate(.move(-columns))
        case .down, .character("j"): return .navigate(.move(columns))
        case .right, .character("l"): return .navigate(.move(1))
        case .left, .character("h"): return .navigate(column == 0 ? .back : .move(-1))
        default: return nil
        }
    }

    static func searchCommand(for key: Key) -> Command? {
        switch key {
        case .escape: return .navigate(.dismiss)
        case .enter: return .navigate(.searchSubmit)
        case .up, .character(control("p")): return .navigate(.searchMove(-1))
        case .down, .character(control("n")), .tab: return .navigate(.searchMove(1))
        case .pageUp: return .navigate(.searchMove(-10))
        case .pageDown: return .navigate(.searchMove(10))
        case .backspace: return .navigate(.searchDeleteBackward)
        case .character(let c) where !c.isASCII || (c.asciiValue! >= 0x20 && c.asciiValue! != 0x7F):
            return .navigate(.searchInput(String(c)))
        default: return nil
        }
    }

    static func pickerCommand(for key: Key) -> Command? {
        switch key {
        case .up, .character("k"): return .navigate(.pickerMove(-1))
        case .down, .character("j"): return .navigate(.pickerMove(1))
        case .enter, .right, .character("l"): return .navigate(.pickerChoose)
        default: return .navigate(.dismiss)
        }
    }
}
