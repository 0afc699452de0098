/// What the readers of amounts, units and step text ask of UTF-8 bytes.
public enum UTF8Scan {
    public static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    /// ASCII letters, and any byte of a character beyond ASCII (`ü` in `Stück`).
    public static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    /// Moves `index` past spaces and tabs.
    public static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    /// Whether `literal`'s bytes are at `index`.
    public static func starts(_ bytes: [UInt8], with literal: String, at index: Int) -> Bool {
        var position = index
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }
}
