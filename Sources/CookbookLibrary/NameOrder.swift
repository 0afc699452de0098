/// The library's order of names: by name in any case, `a.lowercased() < b.lowercased()`,
/// without a lowercase copy of every name. Most names are ASCII, and two ASCII names compare
/// byte by byte with `A`–`Z` taken as `a`–`z`, which is what `String` gives for their
/// lowercase copies; a name that is not ASCII is lowercased once (its `key`) before sorting.
enum NameOrder {
    enum Comparison { case less, same, greater }

    /// What a name is sorted by when it is not ASCII; nil for an ASCII name.
    static func key(_ name: String) -> String? {
        name.utf8.allSatisfy { $0 < 0x80 } ? nil : name.lowercased()
    }

    /// `a` against `b`, each with its `key`.
    static func compare(_ a: String, _ aKey: String?, _ b: String, _ bKey: String?) -> Comparison {
        if aKey == nil, bKey == nil { return compareASCII(a, b) }
        let x = aKey ?? a.lowercased(), y = bKey ?? b.lowercased()
        return x < y ? .less : x == y ? .same : .greater
    }

    private static func compareASCII(_ a: String, _ b: String) -> Comparison {
        var i = a.utf8.makeIterator(), j = b.utf8.makeIterator()
        while true {
            switch (i.next(), j.next()) {
            case (nil, nil): return .same
            case (nil, _): return .less
            case (_, nil): return .greater
            case let (x?, y?):
                let lx = x &- 65 < 26 ? x | 0x20 : x, ly = y &- 65 < 26 ? y | 0x20 : y
                if lx != ly { return lx < ly ? .less : .greater }
            }
        }
    }
}
