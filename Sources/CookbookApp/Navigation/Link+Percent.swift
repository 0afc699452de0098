extension Link {
    /// `%20` and the like made bytes again; nil when they are no UTF-8 or a `%` is not followed
    /// by two hex digits.
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        var utf8 = Array(text.utf8)[...]
        while let byte = utf8.first {
            utf8 = utf8.dropFirst()
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard utf8.count >= 2, let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16) else { return nil }
            bytes.append(value)
            utf8 = utf8.dropFirst(2)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// Every byte but letters, digits, `-._~` and those in `keeping` as `%XX`.
    static func percentEncoded(_ text: String, keeping: String) -> String {
        var out = ""
        for byte in text.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~".contains(c) || keeping.contains(c) {
                out.append(c)
            } else {
                out += "%" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            }
        }
        return out
    }
}
