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

    /// What a name is sorted by: its bytes with `A`–`Z` as `a`–`z` when it is ASCII (compared
    /// as bytes, what `String` gives for ASCII lowercase copies), else its lowercase copy.
    /// Made once a name before sorting, so a comparison is one `memcmp` for most.
    enum SortKey {
        case ascii([UInt8])
        case other(String)

        init(_ name: String) {
            if let key = NameOrder.key(name) {
                self = .other(key)
            } else {
                self = .ascii(name.utf8.map { $0 &- 65 < 26 ? $0 | 0x20 : $0 })
            }
        }

        /// As a library's database keeps it: a byte that says which, then the key's bytes.
        var stored: [UInt8] {
            switch self {
            case .ascii(let bytes): [0] + bytes
            case .other(let text): [1] + Array(text.utf8)
            }
        }

        /// From what `stored` gave; nil for anything else.
        init?(stored: UnsafeBufferPointer<UInt8>) {
            switch stored.first {
            case 0?: self = .ascii(Array(stored.dropFirst()))
            case 1?: self = .other(String(decoding: stored.dropFirst(), as: UTF8.self))
            default: return nil
            }
        }

        static func compare(_ a: SortKey, _ b: SortKey) -> Comparison {
            switch (a, b) {
            case let (.ascii(x), .ascii(y)):
                let order = x.withUnsafeBufferPointer { x in y.withUnsafeBufferPointer { y in ByteOrder.compare(x, y) } }
                return order < 0 ? .less : order == 0 ? .same : .greater
            default:
                let x = a.text, y = b.text
                return x < y ? .less : x == y ? .same : .greater
            }
        }

        private var text: String {
            switch self {
            case .ascii(let bytes): String(decoding: bytes, as: UTF8.self)
            case .other(let text): text
            }
        }
    }
}
