import CookbookKit

/// Which command each key runs on each screen: the table's defaults, with the user's own
/// bindings (from the config file) over those of the browsing screen.
public struct Keymap: Sendable {
    // Per scope, by `Scope.slot` (a scope hashes its name: a dictionary keyed by scope cost
    // a tenth of the first frame to fill).
    private var bindings = [[Key: Invocation]](repeating: [:], count: Scope.slots)
    /// Keys in the order they were bound, per scope.
    private var order = [[Key]](repeating: [], count: Scope.slots)
    /// The keys of each command, per scope, in that order: for the help and the status bar,
    /// which ask on every frame.
    private var keysOfCommand = [[CommandName: [Key]]](repeating: [:], count: Scope.slots)

    public static let standard = Keymap()

    /// The defaults, then `overrides` on the browsing screen: a key bound to nil is unbound.
    public init(overrides: [(key: Key, invocation: Invocation?)] = []) {
        for entry in CommandTable.entries {
            for (key, argument) in entry.keys {
                for scope in entry.scopes where bindings[scope.slot][key] == nil {
                    bind(key, to: Invocation(entry.name, argument), in: scope)
                }
            }
        }
        for (key, invocation) in overrides {
            if let invocation {
                bind(key, to: invocation, in: .browse)
            } else {
                bindings[Scope.browse.slot][key] = nil
                order[Scope.browse.slot].removeAll { $0 == key }
            }
        }
        for slot in order.indices {
            for key in order[slot] {
                if let command = bindings[slot][key]?.command { keysOfCommand[slot][command, default: []].append(key) }
            }
        }
    }

    private mutating func bind(_ key: Key, to invocation: Invocation, in scope: Scope) {
        if bindings[scope.slot].updateValue(invocation, forKey: key) == nil {
            order[scope.slot].append(key)
        }
    }

    /// What a key does on a screen. On screens that take text a printable character types
    /// itself (nil here); on the confirmation, alerts and the layout picker a key with no
    /// command of its own cancels.
    public func invocation(for key: Key, in scope: Scope) -> Invocation? {
        if scope.takesText, key.typedText != nil { return nil }
        if let bound = bindings[scope.slot][key] { return bound }
        switch scope {
        case .confirm, .alert, .picker: return Invocation(.cancel)
        default: return nil
        }
    }

    /// The keys that run a command (with no argument, or the given one) on a screen, in the
    /// order they were bound.
    public func keys(for command: CommandName, in scope: Scope) -> [Key] {
        keysOfCommand[scope.slot][command] ?? []
    }
}

extension Scope {
    /// How many scopes there are, and each one's place among them.
    static let slots = 11

    var slot: Int {
        switch self {
        case .browse: 0
        case .search: 1
        case .help: 2
        case .commandLine: 3
        case .problems: 4
        case .picker: 5
        case .confirm: 6
        case .alert: 7
        case .cooking: 8
        case .scaleTo: 9
        case .shopping: 10
        }
    }
}

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
