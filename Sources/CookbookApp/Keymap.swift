
/// Which command each key runs on each screen: the table's defaults, with the user's own
/// bindings (from the config file: `[keys]` for the columns, `[keys.<screen>]` for each
/// presented screen) over them.
public struct Keymap: Equatable, Sendable {
    /// Per scope (by `Scope.slot`), each key bound there and what it runs, in the order they
    /// were bound. Arrays searched in order, not dictionaries: a screen has a few dozen keys,
    /// and the first dictionary of each kind (keyed by `Key`, by `CommandName`) had the
    /// runtime build its type, a search of every conformance in the binary: 0.75 million
    /// instructions before the first frame.
    private var bindings = [[Binding]](repeating: [], count: Scope.slots)
    /// Per scope, the footer of the screen's box with the keys bound now, made once with
    /// the bindings (a screen draws it every frame).
    private var footers = [String](repeating: "", count: Scope.slots)

    private struct Binding: Equatable, Sendable {
        var key: Key
        var invocation: Invocation
    }

    /// A user's binding: on a screen (`scope`), a key runs a command, or nothing (nil).
    public typealias Override = (scope: Scope, key: Key, invocation: Invocation?)

    public static let standard = Keymap()

    /// The defaults, then `overrides` on the browsing screen, then `screenOverrides` on
    /// theirs: a key bound to nil is unbound.
    public init(overrides: [(key: Key, invocation: Invocation?)] = [], screenOverrides: [Override] = []) {
        for entry in CommandTable.entries where entry.onColumns {
            bind(entry.keys, to: entry.name, in: .browse)
        }
        for screen in ScreenRegistry.all {
            for row in screen.keys { bind(CommandTable.info(row.command).keys, to: row.command, in: screen.scope) }
        }
        for (key, invocation) in overrides { override(key, with: invocation, in: .browse) }
        for (scope, key, invocation) in screenOverrides { override(key, with: invocation, in: scope) }
        for screen in ScreenRegistry.all { footers[screen.scope.slot] = footer(screen.footer, in: screen.scope) }
    }

    /// The keys of a command's row in a scope: a key bound there already keeps its command.
    private mutating func bind(_ keys: [(key: Key, argument: String?)], to command: CommandName, in scope: Scope) {
        for (key, argument) in keys where !bindings[scope.slot].contains(where: { $0.key == key }) {
            bindings[scope.slot].append(Binding(key: key, invocation: Invocation(command, argument)))
        }
    }

    private mutating func override(_ key: Key, with invocation: Invocation?, in scope: Scope) {
        if let invocation {
            if let i = bindings[scope.slot].firstIndex(where: { $0.key == key }) {
                bindings[scope.slot][i].invocation = invocation
            } else {
                bindings[scope.slot].append(Binding(key: key, invocation: invocation))
            }
        } else {
            bindings[scope.slot].removeAll { $0.key == key }
        }
    }

    /// A footer's parts with the keys bound in `scope` (a part whose command has no key is
    /// left out), joined by ` · `.
    func footer(_ parts: [FooterPart], in scope: Scope) -> String {
        var said: [String] = []
        for part in parts {
            switch part {
            case .key(let command, let label):
                if let key = firstKey(for: command, in: scope) { said.append(KeyNames.label(key) + " " + label) }
            case .keys(let first, let second, let label):
                if let a = firstKey(for: first, in: scope), let b = firstKey(for: second, in: scope) {
                    said.append(KeyNames.label(a) + KeyNames.label(b) + " " + label)
                }
            case .text(let text):
                said.append(text)
            }
        }
        return said.joined(separator: " · ")
    }

    /// The footer of a screen's box.
    func footer(in scope: Scope) -> String {
        footers[scope.slot]
    }

    /// What a key does on a screen. On screens that take text a printable character types
    /// itself (nil here); on the confirmation, alerts and the layout picker a key with no
    /// command of its own cancels.
    public func invocation(for key: Key, in scope: Scope) -> Invocation? {
        if scope.takesText, key.typedText != nil { return nil }
        if let bound = bindings[scope.slot].first(where: { $0.key == key }) { return bound.invocation }
        return scope.screen?.anyKeyCancels == true ? Invocation(.cancel) : nil
    }

    /// The keys that run a command (with no argument, or the given one) on a screen, in the
    /// order they were bound.
    public func keys(for command: CommandName, in scope: Scope) -> [Key] {
        bindings[scope.slot].filter { $0.invocation.command == command }.map(\.key)
    }

    /// The first of `keys(for:in:)` (what a hint shows), without making the list.
    public func firstKey(for command: CommandName, in scope: Scope) -> Key? {
        // By index: `first(where:)` copied each binding, its key with it, to test it.
        let bound = bindings[scope.slot]
        for i in bound.indices where bound[i].invocation.command == command { return bound[i].key }
        return nil
    }
}
