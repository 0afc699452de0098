import _FoundationICU
#if canImport(Glibc)
import Glibc
#endif

/// Where a name sorts, as people read: by the Unicode root collation (CLDR's root, the order
/// of no language in particular), so letters first, then accents, then case: "Île flottante"
/// with the I's, "Ärtsoppa" with the A's, "apple" just before "Apple". The same whatever
/// `LANG` says (the root collator is asked for by name, never the default locale's).
///
/// Made once a name (ICU's sort key: 100,000 names of 20 characters took 27–42 ms) and then
/// compared as bytes. Every sort of names (recipes, categories, groups) goes through
/// `areInOrder`, which breaks a tie (the same name, or names that differ only in how their
/// characters are encoded) by the ids' bytes, so an order never depends on where it started.
public struct CollationKey: Sendable, Hashable, Comparable {
    /// ICU's sort key, without its closing zero: its first 32 bytes in four words, big-endian
    /// (so words compare as the bytes do), zeros after a shorter key (a key has no zero byte:
    /// it would compare with `strcmp`); the rest, if any, in `tail`. Most names' keys fit in
    /// the words: 100,000 keys of the words alone are 4 MB, where an array each was 8.
    private let w0, w1, w2, w3: UInt64
    private let tail: [UInt8]

    public init(_ name: String) {
        self = Self.make(name)
    }

    /// A key kept before (a library's database keeps them).
    public init(bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { CollationKey(bytes: $0) }
    }

    /// A key kept before, read where it is (no array made for it).
    public init(bytes key: UnsafeBufferPointer<UInt8>) {
        var w0: UInt64 = 0, w1: UInt64 = 0, w2: UInt64 = 0, w3: UInt64 = 0
        for i in 0..<min(key.count, 32) {
            // Into word i / 8, from its most significant byte.
            let byte = UInt64(key[i]) << UInt64(56 - 8 * (i & 7))
            switch i >> 3 {
            case 0: w0 |= byte
            case 1: w1 |= byte
            case 2: w2 |= byte
            default: w3 |= byte
            }
        }
        (self.w0, self.w1, self.w2, self.w3) = (w0, w1, w2, w3)
        tail = key.count > 32 ? Array(key[32...]) : []
    }

    /// The key's bytes, as `init(bytes:)` takes them back.
    public var bytes: [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(32 + tail.count)
        for word in [w0, w1, w2, w3] {
            for shift in stride(from: 56, through: 0, by: -8) {
                let byte = UInt8(truncatingIfNeeded: word >> UInt64(shift))
                if byte == 0 { return bytes }
                bytes.append(byte)
            }
        }
        return bytes + tail
    }

    public static func < (a: CollationKey, b: CollationKey) -> Bool {
        compare(a, b) < 0
    }

    /// Negative when `a` sorts first, zero when the same, positive when `b` does.
    public static func compare(_ a: CollationKey, _ b: CollationKey) -> Int {
        if a.w0 != b.w0 { return a.w0 < b.w0 ? -1 : 1 }
        if a.w1 != b.w1 { return a.w1 < b.w1 ? -1 : 1 }
        if a.w2 != b.w2 { return a.w2 < b.w2 ? -1 : 1 }
        if a.w3 != b.w3 { return a.w3 < b.w3 ? -1 : 1 }
        if a.tail.isEmpty || b.tail.isEmpty { return a.tail.count - b.tail.count }
        return a.tail.withUnsafeBufferPointer { x in
            b.tail.withUnsafeBufferPointer { y in
                let order = memcmp(x.baseAddress!, y.baseAddress!, min(x.count, y.count))
                return order != 0 ? Int(order) : x.count - y.count
            }
        }
    }

    /// The one order of named things: by key, then by the ids' bytes.
    public static func areInOrder(_ a: CollationKey, id aID: String, _ b: CollationKey, id bID: String) -> Bool {
        areInOrder(compare(a, b), id: aID, id: bID)
    }

    /// The same, the names already compared (`order` as `compare` gives it, or the difference
    /// of two names' ranks in that order).
    public static func areInOrder(_ order: Int, id aID: String, id bID: String) -> Bool {
        if order != 0 { return order < 0 }
        return aID.utf8.lexicographicallyPrecedes(bID.utf8)
    }

    /// `items` in the order of their names, then ids: each name's key made once.
    public static func sorted<Item>(_ items: some Sequence<Item>, name: (Item) -> String, id: (Item) -> String) -> [Item] {
        let keyed = items.map { (key: CollationKey(name($0)), id: id($0), item: $0) }
        return keyed.sorted { areInOrder($0.key, id: $0.id, $1.key, id: $1.id) }.map(\.item)
    }

    /// The keys of `count` names (`name(i)` is the i-th), made on every core when there are
    /// many: the first frame of a library of 100,000 files waits for them.
    public static func keys(of count: Int, name: (Int) -> String) -> [CollationKey] {
        let chunk = 4096
        guard count > chunk else { return (0..<count).map { CollationKey(name($0)) } }
        return [CollationKey](unsafeUninitializedCapacity: count) { buffer, initialized in
            let base = buffer.baseAddress!
            WorkerThreads.concurrentPerform(iterations: (count + chunk - 1) / chunk) { c in
                for i in c * chunk..<min(count, (c + 1) * chunk) {
                    (base + i).initialize(to: CollationKey(name(i)))
                }
            }
            initialized = count
        }
    }

    /// The root collator, opened once: ICU's data is in the binary, so it opens; if it ever
    /// did not, names would sort by their UTF-8 bytes. Only read once open (ICU's collators
    /// may be used from several threads for keys), so shared by all.
    nonisolated(unsafe) private static let root: OpaquePointer? = {
        var status = U_ZERO_ERROR
        // "" is the root locale, not the default one.
        let collator = swift_ucol_open("", &status)
        guard status.rawValue <= U_ZERO_ERROR.rawValue, let collator else { return nil }
        // Names from file names may come decomposed (macOS writes them so): normalized
        // first, "é" as one character or as "e" and an accent sorts the same.
        swift_ucol_setAttribute(collator, UCOL_NORMALIZATION_MODE, UCOL_ON, &status)
        return collator
    }()

    private static func make(_ name: String) -> CollationKey {
        guard let collator = root else {
            var name = name
            return name.withUTF8 { CollationKey(bytes: $0) }
        }
        let units = name.utf16.count
        if units == 0 { return CollationKey(bytes: UnsafeBufferPointer(start: nil, count: 0)) }
        return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: units) { text in
            _ = text.initialize(from: name.utf16)
            // Most keys are under 4 bytes a character; a longer one is asked for again.
            var capacity = 4 * units + 16
            while true {
                let key: CollationKey? = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { out in
                    let length = Int(swift_ucol_getSortKey(collator, text.baseAddress!, Int32(units), out.baseAddress!, Int32(capacity)))
                    if length > capacity { capacity = length; return nil }
                    // Without the closing zero.
                    return CollationKey(bytes: UnsafeBufferPointer(rebasing: out[0..<max(0, length - 1)]))
                }
                if let key { return key }
            }
        }
    }
}
