/// The screen under the keyboard: the columns, or one of the screens presented over them.
/// Which commands apply, and how typed text is taken, are read from the screen's folder
/// (`ScreenRegistry`); the scope is its place there, for the key map's tables.
public struct Scope: Hashable, Sendable, CustomStringConvertible {
    /// 0 for the columns, then each screen of `ScreenRegistry.all` in order.
    let slot: Int

    init(slot: Int) {
        self.slot = slot
    }

    /// The columns (browsing): `[keys]` in config.toml.
    public static let browse = Scope(slot: 0)

    public init(_ destination: Destination?) {
        self = destination?.screen.scope ?? .browse
    }

    /// How many scopes there are.
    static var slots: Int { ScreenRegistry.all.count + 1 }

    /// Every scope: the columns, then each screen.
    static var all: [Scope] { (0..<slots).map(Scope.init(slot:)) }

    /// The screen presented, nil for the columns.
    var screen: (any PresentedScreen.Type)? {
        slot == 0 ? nil : ScreenRegistry.all[slot - 1]
    }

    /// Screens where a printable key not bound to a command types itself.
    var takesText: Bool { screen?.takesText ?? false }

    /// Its name in config.toml and in messages: `browse` for the columns (`[keys]`), else
    /// the screen's (`[keys.search]`).
    public var name: String { screen?.name ?? "browse" }

    public var description: String { name }

    /// The scope of a key table in config.toml: `search` for `[keys.search]`, any case,
    /// with or without hyphens (`shopping-list`, `shoppingList`), or a name the table had
    /// before (`experience-picker`). Nil for a name no screen has.
    public init?(table name: String) {
        func plain(_ text: String) -> String { text.lowercased().filter { $0 != "-" && $0 != "_" } }
        let wanted = plain(name)
        guard let index = ScreenRegistry.all.firstIndex(where: { screen in
            ([screen.name] + screen.olderNames).contains { plain($0) == wanted }
        }) else { return nil }
        self.init(slot: index + 1)
    }

    /// The names of the screens' key tables, in order: `[keys.<name>]`.
    public static var tableNames: [String] { ScreenRegistry.all.map { $0.name } }
}
