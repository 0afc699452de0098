import FoundationEssentials

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
