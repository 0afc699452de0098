import CookbookKit
import FoundationEssentials

/// Everything that reaches the program, from the terminal, the clock or the disk.
public enum Event: Sendable {
    case key(Key)
    /// A mouse button press or wheel step at a cell.
    case mouse(MouseEvent)
    /// The terminal is now this size.
    case resize(width: Int, height: Int)
    /// The clock, about twice a second while nothing else happens.
    case tick(Date)
    /// The recipes were read again (files changed on disk), with the files that could not be.
    case libraryChanged(Catalog, problems: [FileProblem])
}

/// A key as the program sees it, whatever terminal it came from.
public enum Key: Equatable, Hashable, Sendable {
    case character(Character)
    case up, down, left, right
    case home, end, pageUp, pageDown
    case enter, backspace, escape, tab, backTab

    /// Control and a letter, as the terminal sends it: `.control("d")` is ^D.
    public static func control(_ letter: Character) -> Key {
        .character(Character(UnicodeScalar(letter.asciiValue! & 0x1F)))
    }

    /// Text a key types on a screen that takes text: printable characters only.
    var typedText: String? {
        guard case .character(let c) = self else { return nil }
        if let ascii = c.asciiValue, ascii < 0x20 || ascii == 0x7F { return nil }
        return String(c)
    }
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
