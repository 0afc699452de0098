/// The library's order of names: by name in any case, `a.lowercased() < b.lowercased()`,
/// without a lowercase copy of every name as a `String`. Most names are ASCII, and two ASCII
/// names compare byte by byte with `A`–`Z` taken as `a`–`z`, which is what `String` gives for
/// their lowercase copies; a name that is not ASCII is lowercased once (its `key`).
enum NameOrder {
    enum Comparison { case less, same, greater }

    /// What a name is sorted by when it is not ASCII; nil for an ASCII name.
    static func key(_ name: String) -> String? {
        name.utf8.allSatisfy { $0 < 0x80 } ? nil : name.lowercased()
    }

    /// What a name is sorted by, beside the name: nothing more for an ASCII name (its bytes
    /// are compared with `A`–`Z` as `a`–`z`, what `String` gives for ASCII lowercase copies),
    /// else its lowercase copy. Made once a name before sorting (kept with the recipe's row),
    /// so most comparisons are a loop over two names' bytes and nothing is held for them.
    enum SortKey {
        case ascii
        case other(String)

        init(_ name: String) {
            self = NameOrder.key(name).map(SortKey.other) ?? .ascii
        }

        /// As a library's database keeps it: a byte that says which, then the key's bytes.
        var stored: [UInt8] {
            switch self {
            case .ascii: [0]
            case .other(let text): [1] + Array(text.utf8)
            }
        }

        /// From what `stored` gave; nil for anything else.
        init?(stored: UnsafeBufferPointer<UInt8>) {
            switch stored.first {
            case 0?: self = .ascii
            case 1?: self = .other(String(decoding: stored.dropFirst(), as: UTF8.self))
            default: return nil
            }
        }

        /// `a` (whose key this is) against `b`.
        static func compare(_ a: SortKey, _ aName: String, _ b: SortKey, _ bName: String) -> Comparison {
            if case .ascii = a, case .ascii = b { return compareASCII(aName, bName) }
            let x = a.text(aName), y = b.text(bName)
            return x < y ? .less : x == y ? .same : .greater
        }

        private func text(_ name: String) -> String {
            switch self {
            case .ascii: name.lowercased()
            case .other(let text): text
            }
        }

        private static func compareASCII(_ a: String, _ b: String) -> Comparison {
            var a = a, b = b
            return a.withUTF8 { x in
                b.withUTF8 { y in
                    let common = Swift.min(x.count, y.count)
                    var i = 0
                    while i < common {
                        let p = x[i], q = y[i]
                        if p != q {
                            let lp = p &- 65 < 26 ? p | 0x20 : p, lq = q &- 65 < 26 ? q | 0x20 : q
                            if lp != lq { return lp < lq ? .less : .greater }
                        }
                        i += 1
                    }
                    return x.count < y.count ? .less : x.count == y.count ? .same : .greater
                }
            }
        }
    }
}
