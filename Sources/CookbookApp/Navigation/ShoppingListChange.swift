import CookbookModel

/// What a session changed of the library's `.shopping-list` since it last read or wrote it,
/// applied to the file as it is when the session writes: another program's (or cookbook's)
/// changes meanwhile are kept. What this session took out is taken out, what it put in is put
/// in (at the end, unless there already), what it changed is changed where it still is; the
/// rest of the file, an entry whose recipe is missing too, stays as it is.
public struct ShoppingListChange: Equatable, Sendable {
    public var path: String
    public var base: ShoppingListFile
    public var now: ShoppingListFile

    public init(path: String, base: ShoppingListFile, now: ShoppingListFile) {
        self.path = path
        self.base = base
        self.now = now
    }

    /// The list to write over `disk` (nil: there is no file).
    public func applied(to disk: ShoppingListFile?) -> ShoppingListFile {
        guard let disk else { return now }
        var merged = disk
        merged.entries = SavedChange.merged(base.entries, now.entries, into: disk.entries) { $0.key }
        return merged
    }
}
