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
    case quit
    case redraw
}

/// The key table: pure, so it is tested without a terminal.
public enum KeyMap {
    static let controlL: Character = "\u{0C}"
    static let controlU: Character = "\u{15}"
    static let controlD: Character = "\u{04}"

    /// `pageSize` is how many rows a page key moves.
    public static func command(for key: Key, in model: NavigationModel, pageSize: Int) -> Command? {
        if model.destination != nil {
            // Any key closes a presented screen (a resize is not a key).
            return key == .resize ? nil : .navigate(.dismiss)
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
        case .pageUp: return .navigate(.move(-pageSize))
        case .pageDown: return .navigate(.move(pageSize))
        case .character(controlU): return .navigate(.move(-max(1, pageSize / 2)))
        case .character(controlD): return .navigate(.move(max(1, pageSize / 2)))
        case .character("?"): return .navigate(.present(.help))
        case .character("q"): return .quit
        case .character(controlL): return .redraw
        default: return nil
        }
    }
}
