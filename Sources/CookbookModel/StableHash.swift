/// A short stable name for a path or any text, 16 hex digits of FNV-1a (not for security:
/// to tell files apart). The library's ids and cache files use it, and so does the saved
/// place's file name (`StateStore.fnv1a`), which is why it lives here, below both.
public enum StableHash {
    public static func fnv1a(_ s: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in s.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
