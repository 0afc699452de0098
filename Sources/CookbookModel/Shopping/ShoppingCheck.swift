/// A line of `.shopping-checked`: an item ticked off (`+ name`) or back on (`- name`). The
/// file is a log: the last line for an item wins, its name in any case, whichever recipe
/// needs it.
public struct ShoppingCheck: Equatable, Sendable {
    public var checked: Bool
    public var name: String

    public init(checked: Bool, name: String) {
        self.checked = checked
        self.name = name
    }

    /// The file's name in the library's root folder.
    public static let fileName = ".shopping-checked"

    /// The log replayed: the names ticked off now, by their name in lower case, each as its
    /// last line writes it.
    public static func replay(_ log: [ShoppingCheck]) -> [String: String] {
        var ticked: [String: String] = [:]
        for check in log {
            let key = check.name.lowercased()
            if check.checked { ticked[key] = check.name } else { ticked[key] = nil }
        }
        return ticked
    }

    /// Compaction as the conventions say: the log replayed, the names the list no longer has
    /// dropped (`onList` says which it has, of each name in lower case), and what is left
    /// written as `+ name` lines, as cookcli writes them: each name in lower case, in the order
    /// of their bytes. Compacting what this gives gives it again.
    public static func compacted(_ log: [ShoppingCheck], keeping onList: (String) -> Bool) -> [ShoppingCheck] {
        replay(log).keys
            .filter(onList)
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            .map { ShoppingCheck(checked: true, name: $0) }
    }
}
