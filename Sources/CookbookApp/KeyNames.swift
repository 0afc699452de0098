
/// Keys as people write and read them: `<c-d>` or `^D` in the config file, `^D` on screen.
public enum KeyNames {
    private static let named: [(names: [String], key: Key, label: String)] = [
        (["up"], .up, "↑"), (["down"], .down, "↓"), (["left"], .left, "←"), (["right"], .right, "→"),
        (["home"], .home, "Home"), (["end"], .end, "End"),
        (["pgup", "pageup"], .pageUp, "PgUp"), (["pgdn", "pagedown"], .pageDown, "PgDn"),
        (["enter", "cr", "return"], .enter, "Enter"), (["bs", "backspace"], .backspace, "Bksp"),
        (["esc", "escape"], .escape, "Esc"), (["tab"], .tab, "Tab"), (["s-tab", "backtab"], .backTab, "Shift-Tab"),
        (["space"], .character(" "), "Space"), (["lt"], .character("<"), "<"),
    ]

    /// How a key is shown in help and hints.
    public static func label(_ key: Key) -> String {
        if let entry = named.first(where: { $0.key == key }) { return entry.label }
        guard case .character(let c) = key else { return "?" }
        if let ascii = c.asciiValue, ascii < 0x20 {
            return "^" + String(Character(UnicodeScalar(ascii + 0x40)))
        }
        return String(c)
    }

    /// A key from the config file: one character (`j`, `?`), `^D`, or a name in angle
    /// brackets (`<down>`, `<c-d>`, `<enter>`, `<space>`, `<s-tab>`). Nil for anything else.
    public static func parse(_ text: String) -> Key? {
        if text.count == 1, let c = text.first { return .character(c) }
        if text.count == 2, text.hasPrefix("^"), let letter = text.last, letter.isASCII, letter.isLetter {
            return Key.control(Character(letter.lowercased()))
        }
        guard text.hasPrefix("<"), text.hasSuffix(">"), text.count > 2 else { return nil }
        let name = text.dropFirst().dropLast().lowercased()
        if name.hasPrefix("c-"), name.count == 3, let letter = name.last, letter.isASCII, letter.isLetter {
            return Key.control(letter)
        }
        return named.first { $0.names.contains(name) }?.key
    }
}
