/// Text files as people save them, for the readers that take text (Cooklang): UTF-8 (with or
/// without a byte order mark), UTF-16 with one, else Windows-1252, the usual encoding of a
/// file that is not UTF-8. The decoding is `PageEncoding`'s, the one saved pages get.
package enum TextDecoding {
    package static func decode(_ bytes: [UInt8]) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        return body.withUnsafeBufferPointer { buffer in
            switch PageEncoding.decode(buffer) {
            case .utf8, .binary: String(decoding: buffer, as: UTF8.self)
            case .transcoded(let utf8): String(decoding: utf8, as: UTF8.self)
            }
        }
    }

    /// Whether the bytes look like text at all: no NUL in the first few kilobytes, and not
    /// the start of a picture or a PDF (a photo saved under a recipe's name).
    static func isText(_ bytes: [UInt8]) -> Bool {
        let signatures: [[UInt8]] = [[0x89, 0x50, 0x4E, 0x47], [0xFF, 0xD8, 0xFF], Array("GIF8".utf8), Array("%PDF".utf8)]
        return !bytes.prefix(8192).contains(0) && !signatures.contains { bytes.starts(with: $0) }
    }
}
