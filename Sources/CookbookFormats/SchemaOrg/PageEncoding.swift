/// The encodings saved pages and JSON files come in, turned into UTF-8 bytes: UTF-8 as it
/// is; UTF-16 with a byte order mark; anything else that is not valid UTF-8 read as
/// Windows-1252 (which gives every byte a character), the usual encoding of older pages.
enum PageEncoding {
    enum Decoded {
        /// The bytes were valid UTF-8 (a BOM, if any, is still there).
        case utf8
        /// The text transcoded to UTF-8.
        case transcoded([UInt8])
        /// NUL bytes outside UTF-16: not text.
        case binary
    }

    static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Decoded {
        if bytes.count >= 2 {
            if bytes[0] == 0xFF && bytes[1] == 0xFE { return .transcoded(utf16(bytes, bigEndian: false)) }
            if bytes[0] == 0xFE && bytes[1] == 0xFF { return .transcoded(utf16(bytes, bigEndian: true)) }
        }
        switch utf8Validity(bytes) {
        case .valid: return .utf8
        case .hasNUL: return .binary
        case .invalid: return .transcoded(windows1252(bytes))
        }
    }

    enum Validity { case valid, invalid, hasNUL }

    static func utf8Validity(_ bytes: UnsafeBufferPointer<UInt8>) -> Validity {
        var index = 0
        let count = bytes.count
        var invalid = false
        let raw = UnsafeRawBufferPointer(bytes)
        while index < count {
            // Eight bytes of ASCII without a NUL at a time: most of any page.
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let hasZero = (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080
                if word & 0x8080_8080_8080_8080 == 0 && hasZero == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0 { return .hasNUL }
                index += 1
                continue
            }
            if invalid {
                index += 1
                continue
            }
            let length: Int
            let lowest: UInt32
            switch byte {
            case 0xC2...0xDF: length = 2; lowest = 0x80
            case 0xE0...0xEF: length = 3; lowest = 0x800
            case 0xF0...0xF4: length = 4; lowest = 0x10000
            default:
                invalid = true
                index += 1
                continue
            }
            guard index + length <= count else {
                invalid = true
                index += 1
                continue
            }
            var scalar = UInt32(byte) & (0x7F >> length)
            var good = true
            for offset in 1..<length {
                let next = bytes[index + offset]
                if next & 0xC0 != 0x80 { good = false; break }
                scalar = scalar << 6 | UInt32(next & 0x3F)
            }
            if !good || scalar < lowest || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) {
                invalid = true
                index += 1
                continue
            }
            index += length
        }
        return invalid ? .invalid : .valid
    }

    static func windows1252(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + bytes.count / 8)
        for byte in bytes {
            if byte < 0x80 {
                out.append(byte)
                continue
            }
            var scalar = UInt32(byte)
            if byte < 0xA0 {
                let mapped = HTMLEntities.windows1252High[Int(byte - 0x80)]
                if mapped != 0 { scalar = mapped }
            }
            out.append(contentsOf: UTF8.encode(Unicode.Scalar(scalar)!)!)
        }
        return out
    }

    static func utf16(_ bytes: UnsafeBufferPointer<UInt8>, bigEndian: Bool) -> [UInt8] {
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let (high, low) = bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
