/// A search the user keeps (config.toml's `[searches]`: `quick = "time<30m -@meat"`), shown
/// as a group of its own at the top of the first column, holding what the query finds.
public struct SavedSearch: Equatable, Sendable {
    public var name: String
    /// As `/` takes it (`SearchQuery`).
    public var query: String

    public init(name: String, query: String) {
        self.name = name
        self.query = query
    }

    /// Its group's id: `search-` and its name's (`search-quick`).
    public var groupID: String {
        let id = Category.id(named: name)
        return "search-" + (id.isEmpty ? Category.hashText(of: StableHash.fnv1a(name.utf8)) : id)
    }
}
