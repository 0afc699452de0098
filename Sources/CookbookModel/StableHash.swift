/// A short stable name for a path or any text, 16 hex digits of FNV-1a (not for security:
/// to tell files apart). The library's ids and cache files use it, and so does the saved
/// place's file name (`StateStore.fnv1a`), which is why it lives here, below both.
public enum StableHash {
    public static func fnv1a(_ s: String) -> String {
        let hex = String(fnv1a(s.utf8), radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The hash of no bytes, to go on from.
    public static let start: UInt64 = 0xCBF2_9CE4_8422_2325

    /// The hash of bytes after those `hash` is of: text hashed in parts, without joining them
    /// into one string first.
    @inlinable
    public static func fnv1a<Bytes: Sequence<UInt8>>(_ bytes: Bytes, after hash: UInt64 = start) -> UInt64 {
        var hash = hash
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        return hash
    }
}
