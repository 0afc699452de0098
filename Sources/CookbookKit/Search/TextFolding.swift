import Foundation

/// Text as search compares it: lowercase, without diacritics, control characters as spaces.
/// "Crème Brûlée" → "creme brulee", "Çoban Salatası" → "coban salatasi", "Straße" → "strasse".
///
/// Works on UTF-8 bytes, so the indexer folds names straight from the file; ASCII goes
/// eight bytes at a time. Letters that do not fold (CJK, emoji) are kept as they are.
enum TextFolding {
    /// Appends the folded form of valid UTF-8 `bytes` to `out`.
    static func append(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        guard let base = bytes.baseAddress else { return }
        let n = bytes.count
        var i = 0
        while i < n {
            if i + 8 <= n {
                let v = UnsafeRawPointer(base + i).loadUnaligned(as: UInt64.self)
                if let lower = lowercasedIfPrintableASCII(v) {
                    out.append(word: lower)
                    i += 8
                    continue
                }
            }
            let b = base[i]
            if b < 0x80 {
                out.append(b < 0x20 ? 0x20 : (b >= 0x41 && b <= 0x5A ? b | 0x20 : b))
                i += 1
                continue
            }
            // One scalar of valid UTF-8.
            let length = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2
            var value = UInt32(b) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for k in 1..<length where i + k < n {
                value = value << 6 | (UInt32(base[i + k]) & 0x3F)
            }
            appendScalar(value, bytes: UnsafeBufferPointer(start: base + i, count: min(length, n - i)), to: &out)
            i += length
        }
    }

    /// Folds the bytes of `buffer` from `start` to its end where they are. `scratch` is
    /// room to work in, for text that is not all printable ASCII.
    static func foldInPlace(_ buffer: inout ByteBuffer, from start: Int, scratch: inout ByteBuffer) {
        var i = start
        let end = buffer.count
        while i + 8 <= end {
            let v = UnsafeRawPointer(buffer.base + i).loadUnaligned(as: UInt64.self)
            guard let lower = lowercasedIfPrintableASCII(v) else { break }
            UnsafeMutableRawPointer(buffer.base + i).storeBytes(of: lower, as: UInt64.self)
            i += 8
        }
        while i < end {
            let b = buffer[i]
            guard b >= 0x20 && b < 0x80 else { break }
            if b >= 0x41 && b <= 0x5A { buffer[i] = b | 0x20 }
            i += 1
        }
        if i == end { return }
        // Not plain ASCII from `i` on: fold that part again through `scratch`.
        scratch.removeAll()
        scratch.append(buffer.base + i, count: end - i)
        buffer.truncate(to: i)
        append(scratch.bytes, to: &buffer)
    }

    /// Eight bytes lowercased, if all of them are printable ASCII.
    @inline(__always)
    static func lowercasedIfPrintableASCII(_ v: UInt64) -> UInt64? {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        guard (v | ((v &- ones &* 0x20) & ~v)) & highs == 0 else { return nil }
        let atLeastA = v &+ ones &* 0x3F, pastZ = v &+ ones &* 0x25
        let upper = atLeastA & ~pastZ & highs
        return v | (upper >> 2)
    }

    static func append(_ s: String, to out: inout ByteBuffer) {
        var s = s
        s.withUTF8 { append($0, to: &out) }
    }

    /// The folded form of `s`.
    static func fold(_ s: String) -> [UInt8] {
        var out = ByteBuffer(capacity: s.utf8.count + 8)
        defer { out.deallocate() }
        append(s, to: &out)
        return Array(out.bytes)
    }

    /// A query folded, with surrounding spaces trimmed and runs of spaces made one.
    static func foldQuery(_ query: String) -> [UInt8] {
        var out: [UInt8] = []
        for byte in fold(query) {
            if byte == 0x20, out.last == 0x20 || out.isEmpty { continue }
            out.append(byte)
        }
        if out.last == 0x20 { out.removeLast() }
        return out
    }

    private static func appendScalar(_ value: UInt32, bytes: UnsafeBufferPointer<UInt8>, to out: inout ByteBuffer) {
        if let folded = table[value] {
            folded.withUnsafeBufferPointer { out.append($0) }
        } else if !isCombiningMark(value) {
            out.append(bytes)
        }
    }

    static func isCombiningMark(_ v: UInt32) -> Bool {
        (0x0300...0x036F).contains(v) || (0x1AB0...0x1AFF).contains(v) || (0x1DC0...0x1DFF).contains(v)
            || (0x20D0...0x20FF).contains(v) || (0xFE20...0xFE2F).contains(v)
    }

    /// Letters that fold to something else, built once on first use: Latin, Greek and
    /// Cyrillic letters decomposed without their marks and lowercased, full-width ASCII,
    /// and the letters decomposition leaves alone (ß, æ, ø, ł, ı ...).
    private static let table: [UInt32: [UInt8]] = {
        var table: [UInt32: [UInt8]] = [:]
        let special: [UInt32: String] = [
            0x00DF: "ss", 0x1E9E: "ss", 0x00C6: "ae", 0x00E6: "ae", 0x0152: "oe", 0x0153: "oe",
            0x00D8: "o", 0x00F8: "o", 0x0110: "d", 0x0111: "d", 0x00D0: "d", 0x00F0: "d",
            0x0141: "l", 0x0142: "l", 0x0131: "i", 0x00DE: "th", 0x00FE: "th", 0x0126: "h",
            0x0127: "h", 0x0166: "t", 0x0167: "t", 0x013F: "l", 0x0140: "l",
        ]
        let ranges: [ClosedRange<UInt32>] = [
            0x00C0...0x024F, 0x0370...0x03FF, 0x0400...0x04FF, 0x1E00...0x1EFF, 0x1F00...0x1FFF,
        ]
        // Full-width ASCII (Ａ, ｂ, １) is plain ASCII.
        for value in UInt32(0xFF01)...0xFF5E {
            let ascii = UInt8(value - 0xFF01 + 0x21)
            table[value] = [ascii >= 0x41 && ascii <= 0x5A ? ascii | 0x20 : ascii]
        }
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let original = String(scalar)
                if let replacement = special[value] {
                    table[value] = Array(replacement.utf8)
                    continue
                }
                var folded: [UInt8] = []
                for part in original.decomposedStringWithCanonicalMapping.lowercased().unicodeScalars
                where !isCombiningMark(part.value) {
                    folded.append(contentsOf: String(part).utf8)
                }
                if folded != Array(original.utf8) { table[value] = folded }
            }
        }
        return table
    }()
}
