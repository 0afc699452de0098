/// A recipe (or a `.menu` plan) on the shopping list: its path relative to the library's root
/// as written after `./`, with or without its extension (`Breakfast/Easy Pancakes.cook`), how
/// many times to make it (nil: once), and what is nested under it: for a recipe, the
/// sub-recipes to make (only those are expanded; one left out is bought ready-made), for a
/// plan, its recipes.
public struct ShoppingReference: Equatable, Sendable {
    public var path: String
    public var multiplier: Double?
    public var children: [ShoppingListEntry]
    /// The line as it was read (indentation and comments too), written again as it is while
    /// the reference is unchanged; nil for one the app made.
    public var written: String?

    public init(path: String, multiplier: Double? = nil, children: [ShoppingListEntry] = [], written: String? = nil) {
        self.path = path
        self.multiplier = multiplier.flatMap { abs($0 - 1) < 1e-9 ? nil : $0 }
        self.children = children
        self.written = written
    }

    /// How many times to make it: 1 when no multiplier is written.
    public var factor: Double { multiplier ?? 1 }

    /// The file it names, the same whether `.cook` is written or not.
    public var key: String { Self.key(path) }

    static func key(_ path: String) -> String {
        var path = path
        if path.hasPrefix("./") { path.removeFirst(2) }
        if path.hasSuffix(".cook") { path.removeLast(5) }
        return path
    }

    /// Whether it names a plan (`.menu`), as cookcli tells one.
    public var isPlan: Bool { path.hasSuffix(".menu") }

    /// The references nested under it.
    public var nested: [ShoppingReference] {
        children.compactMap { if case .reference(let reference) = $0 { reference } else { nil } }
    }
}
