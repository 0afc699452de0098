import CookbookModel

/// The recipes a library already has, as an import asks: by the address they come from, and
/// by their name with their ingredients (folded as groups are: case, accents, a plural), so
/// that importing what is already there writes nothing.
public struct KnownRecipes: Sendable {
    /// Each key, with the file (or id) of the recipe that has it.
    private var byAddress: [String: String] = [:]
    private var byContent: [[UInt8]: String] = [:]

    public init() {}

    /// Adds a recipe of the library, found at `place`.
    public mutating func add(_ recipe: Recipe, at place: String) {
        if let address = recipe.sourceURL.flatMap(Self.addressKey) { byAddress[address] = byAddress[address] ?? place }
        byContent[Self.contentKey(recipe)] = byContent[Self.contentKey(recipe)] ?? place
    }

    /// Where a recipe like this one already is: one from the same address, or one of the same
    /// name with the same ingredients. nil when it is new.
    public func existing(_ recipe: Recipe, from address: String?) -> String? {
        for address in [address, recipe.sourceURL].compactMap({ $0 }) {
            if let key = Self.addressKey(address), let place = byAddress[key] { return place }
        }
        return byContent[Self.contentKey(recipe)]
    }

    /// An address as one compares: without its scheme, `www.`, fragment, or final `/`, lowercase host.
    static func addressKey(_ address: String) -> String? {
        var text = Substring(address.trimmingWhitespace)
        guard let scheme = text.range(of: "://") else { return nil }
        text = text[scheme.upperBound...]
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        let slash = text.firstIndex(of: "/") ?? text.endIndex
        var host = text[..<slash].lowercased()
        if host.hasPrefix("www.") { host.removeFirst(4) }
        var path = String(text[slash...])
        while path.hasSuffix("/") { path.removeLast() }
        return host.isEmpty ? nil : host + path
    }

    /// A recipe's name and the items of its ingredients, folded and in order of their keys.
    static func contentKey(_ recipe: Recipe) -> [UInt8] {
        let items = Set(recipe.ingredients.map { FacetFolding.key($0.item) }).sorted { $0.lexicographicallyPrecedes($1) }
        var key = FacetFolding.key(recipe.name)
        for item in items { key.append(0); key += item }
        return key
    }
}

extension KnownRecipes {
    /// The recipes of a library, each found at its file (or its id, in a book).
    public init(_ library: Library) {
        self.init()
        let summaries = library.catalog.recipes
        for i in 0..<summaries.count {
            let id = summaries.id(at: i)
            if let recipe = library.recipe(id: id) { add(recipe, at: recipe.summary.source ?? id) }
        }
    }
}
