#if canImport(Glibc)
import Glibc
#endif

/// Bytes in `memcmp`'s order, the shorter first when one starts the other: SQLite's order of
/// text, and Swift's order of ASCII strings.
enum ByteOrder {
    /// Negative, zero or positive, as `a` comes before, is, or comes after `b`.
    static func compare(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = Swift.min(a.count, b.count)
        if common > 0 {
            let order = memcmp(a.baseAddress!, b.baseAddress!, common)
            if order != 0 { return Int(order) }
        }
        return a.count - b.count
    }
}
