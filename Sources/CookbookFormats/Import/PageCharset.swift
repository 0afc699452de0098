import CookbookModel

/// The character set a fetched page says it is in: the `Content-Type` header's `charset`,
/// else the page's own `<meta charset>` or `<meta http-equiv="Content-Type">` (in its first
/// 2 KB), and the page's bytes made UTF-8 by it. Bytes that are valid UTF-8 are UTF-8 whatever
/// the page says (a wrong header is common; Latin text in another charset that is valid UTF-8
/// is not). The readers themselves read UTF-8, UTF-16 with a byte order mark, and Windows-1252
/// for anything else, so this only turns the Central European pages (ISO-8859-2,
/// Windows-1250: Czech, Slovak, Polish, Hungarian, Croatian) into UTF-8, and refuses a
/// charset it cannot read rather than show its text wrong.
public enum PageCharset {
    /// The page's bytes as the readers take them, or the charset it cannot read.
    public static func readable(_ bytes: [UInt8], contentType: String?) -> Result<[UInt8], FormatProblem> {
        guard let charset = named(inContentType: contentType) ?? named(inPage: bytes) else { return .success(bytes) }
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return .success(bytes)
        }
        if String(validating: bytes, as: UTF8.self) != nil { return .success(bytes) }
        switch charset {
        case "utf-8", "utf8", "iso-8859-1", "latin1", "l1", "iso_8859-1", "windows-1252", "cp1252", "us-ascii", "ascii",
             "iso-8859-15", "latin-9", "utf-16", "utf-16le", "utf-16be":
            return .success(bytes)
        case "iso-8859-2", "latin2", "l2", "iso_8859-2":
            return .success(transcoded(bytes, table: iso8859_2))
        case "windows-1250", "cp1250", "x-cp1250":
            return .success(transcoded(bytes, table: windows1250))
        default:
            return .failure(FormatProblem(message: "the page is in \(charset), which cookbook cannot read"))
        }
    }

    /// The charset named by a `Content-Type` value (`text/html; charset="ISO-8859-1"`), lowercased.
    static func named(inContentType type: String?) -> String? {
        guard let type else { return nil }
        for parameter in type.split(separator: ";").dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, String(parts[0]).trimmingWhitespace.lowercased() == "charset" else { continue }
            let value = String(parts[1]).trimmingWhitespace.filter { $0 != "\"" && $0 != "'" }
            return value.isEmpty ? nil : value.lowercased()
        }
        return nil
    }

    /// The charset a page's `<meta>` names in its first 2 KB.
    static func named(inPage bytes: [UInt8]) -> String? {
        let head = String(decoding: bytes.prefix(2048), as: UTF8.self).lowercased()
        guard let at = head.range(of: "charset=") else { return nil }
        let value = head[at.upperBound...].drop { $0 == "\"" || $0 == "'" || $0 == " " }
            .prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
        return value.isEmpty ? nil : String(value)
    }

    /// Bytes of a one-byte charset as UTF-8: ASCII as it is, each other byte by `table`.
    static func transcoded(_ bytes: [UInt8], table: [UInt16]) -> [UInt8] {
        var text = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(table[Int(byte) - 0x80])
            text.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return Array(String(text).utf8)
    }

    /// ISO-8859-2's bytes 0x80 to 0xFF.
    static let iso8859_2: [UInt16] = [
        0x0080, 0x0081, 0x0082, 0x0083, 0x0084, 0x0085, 0x0086, 0x0087,
        0x0088, 0x0089, 0x008A, 0x008B, 0x008C, 0x008D, 0x008E, 0x008F,
        0x0090, 0x0091, 0x0092, 0x0093, 0x0094, 0x0095, 0x0096, 0x0097,
        0x0098, 0x0099, 0x009A, 0x009B, 0x009C, 0x009D, 0x009E, 0x009F,
        0x00A0, 0x0104, 0x02D8, 0x0141, 0x00A4, 0x013D, 0x015A, 0x00A7,
        0x00A8, 0x0160, 0x015E, 0x0164, 0x0179, 0x00AD, 0x017D, 0x017B,
        0x00B0, 0x0105, 0x02DB, 0x0142, 0x00B4, 0x013E, 0x015B, 0x02C7,
        0x00B8, 0x0161, 0x015F, 0x0165, 0x017A, 0x02DD, 0x017E, 0x017C,
        0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7,
        0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E,
        0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7,
        0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF,
        0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7,
        0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
        0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7,
        0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9,
    ]

    /// Windows-1250's bytes 0x80 to 0xFF (0xFFFD where it has no character).
    static let windows1250: [UInt16] = [
        0x20AC, 0xFFFD, 0x201A, 0xFFFD, 0x201E, 0x2026, 0x2020, 0x2021,
        0xFFFD, 0x2030, 0x0160, 0x2039, 0x015A, 0x0164, 0x017D, 0x0179,
        0xFFFD, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014,
        0xFFFD, 0x2122, 0x0161, 0x203A, 0x015B, 0x0165, 0x017E, 0x017A,
        0x00A0, 0x02C7, 0x02D8, 0x0141, 0x00A4, 0x0104, 0x00A6, 0x00A7,
        0x00A8, 0x00A9, 0x015E, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x017B,
        0x00B0, 0x00B1, 0x02DB, 0x0142, 0x00B4, 0x00B5, 0x00B6, 0x00B7,
        0x00B8, 0x0105, 0x015F, 0x00BB, 0x013D, 0x02DD, 0x013E, 0x017C,
        0x0154, 0x00C1, 0x00C2, 0x0102, 0x00C4, 0x0139, 0x0106, 0x00C7,
        0x010C, 0x00C9, 0x0118, 0x00CB, 0x011A, 0x00CD, 0x00CE, 0x010E,
        0x0110, 0x0143, 0x0147, 0x00D3, 0x00D4, 0x0150, 0x00D6, 0x00D7,
        0x0158, 0x016E, 0x00DA, 0x0170, 0x00DC, 0x00DD, 0x0162, 0x00DF,
        0x0155, 0x00E1, 0x00E2, 0x0103, 0x00E4, 0x013A, 0x0107, 0x00E7,
        0x010D, 0x00E9, 0x0119, 0x00EB, 0x011B, 0x00ED, 0x00EE, 0x010F,
        0x0111, 0x0144, 0x0148, 0x00F3, 0x00F4, 0x0151, 0x00F6, 0x00F7,
        0x0159, 0x016F, 0x00FA, 0x0171, 0x00FC, 0x00FD, 0x0163, 0x02D9,
    ]
}
