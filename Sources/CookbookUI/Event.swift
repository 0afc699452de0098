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

    /// Keys are equal when they are the same key with the same scalars: a terminal sends a
    /// character as it is, and hashing a `Character` as `Character` does (its canonical
    /// form, through `String`) cost most of the key map's making, a tenth of the first frame.
    public static func == (a: Key, b: Key) -> Bool {
        switch (a, b) {
        case (.character(let x), .character(let y)): x.unicodeScalars.elementsEqual(y.unicodeScalars)
        case (.up, .up), (.down, .down), (.left, .left), (.right, .right), (.home, .home), (.end, .end),
             (.pageUp, .pageUp), (.pageDown, .pageDown), (.enter, .enter), (.backspace, .backspace),
             (.escape, .escape), (.tab, .tab), (.backTab, .backTab): true
        default: false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .character(let c):
            hasher.combine(0)
            for scalar in c.unicodeScalars { hasher.combine(scalar.value) }
        case .up: hasher.combine(1)
        case .down: hasher.combine(2)
        case .left: hasher.combine(3)
        case .right: hasher.combine(4)
        case .home: hasher.combine(5)
        case .end: hasher.combine(6)
        case .pageUp: hasher.combine(7)
        case .pageDown: hasher.combine(8)
        case .enter: hasher.combine(9)
        case .backspace: hasher.combine(10)
        case .escape: hasher.combine(11)
        case .tab: hasher.combine(12)
        case .backTab: hasher.combine(13)
        }
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
