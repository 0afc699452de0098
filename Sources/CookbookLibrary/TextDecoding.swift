/// Text files as people save them: UTF-8 (with or without a byte order mark), else
/// Windows-1252, the usual encoding of a file that is not UTF-8.
enum TextDecoding {
    static func decode(_ bytes: [UInt8]) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        if let text = String(validating: body, as: UTF8.self) { return text }
        var scalars = String.UnicodeScalarView()
        for byte in body {
            scalars.append(byte >= 0x80 && byte < 0xA0 ? windows1252[Int(byte - 0x80)] : Unicode.Scalar(byte))
        }
        return String(scalars)
    }

    /// Whether the bytes look like text at all: no NUL in the first few kilobytes, and not
    /// the start of a picture or a PDF (a photo saved under a recipe's name).
    static func isText(_ bytes: [UInt8]) -> Bool {
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), Array("%PDF".utf8)]
        return !bytes.prefix(8192).contains(0) && !signatures.contains { bytes.starts(with: $0) }
    }

    /// 0x80…0x9F in Windows-1252 (the five unassigned bytes kept as their C1 code points).
    private static let windows1252: [Unicode.Scalar] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D, 0x017D, 0x8F,
        0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x9D, 0x017E, 0x0178,
    ].map { Unicode.Scalar(UInt32($0))! }
}
