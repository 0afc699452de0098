/// What the grammar needs to know about a character, read straight from UTF-8 bytes: where a
/// line ends, what is white space, and what may be part of a one-word name.
enum CooklangCharacters {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    /// The length of the line break at `i`, or 0: LF, CR LF, CR, VT, FF, NEL, U+2028, U+2029
    /// (the grammar's "new line character").
    @inline(__always)
    static func newlineLength(_ bytes: Bytes, _ i: Int) -> Int {
        switch bytes[i] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D: return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? 2 : 1
        case 0xC2: return i + 1 < bytes.count && bytes[i + 1] == 0x85 ? 2 : 0
        case 0xE2:
            return i + 2 < bytes.count && bytes[i + 1] == 0x80 && (bytes[i + 2] == 0xA8 || bytes[i + 2] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    /// The scalar at `i` and its length in bytes. The bytes come from a `String`, so they are
    /// valid UTF-8; a broken sequence still moves on by one byte, as U+FFFD.
    @inline(__always)
    static func scalar(_ bytes: Bytes, _ i: Int) -> (Unicode.Scalar, Int) {
        let b0 = UInt32(bytes[i])
        if b0 < 0x80 { return (Unicode.Scalar(UInt8(b0)), 1) }
        let length = b0 >= 0xF0 ? 4 : b0 >= 0xE0 ? 3 : b0 >= 0xC0 ? 2 : 1
        guard length > 1, i + length <= bytes.count else { return ("\u{FFFD}", 1) }
        var value = b0 & (0xFF >> (length + 1))
        for k in 1..<length {
            let b = UInt32(bytes[i + k])
            guard b & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | (b & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
    }

    /// Space, tab, or another Unicode space separator (Zs), such as U+2009.
    @inline(__always)
    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return scalar == " " || scalar == "\t" }
        return scalar.properties.generalCategory == .spaceSeparator
    }

    /// The length of the white space at `i` (one character), or 0.
    @inline(__always)
    static func spaceLength(_ bytes: Bytes, _ i: Int) -> Int {
        let b = bytes[i]
        if b == 0x20 || b == 0x09 { return 1 }
        if b < 0x80 { return 0 }
        let (scalar, length) = scalar(bytes, i)
        return isSpace(scalar) ? length : 0
    }

    /// Whether `bytes[lo..<hi]` holds only white space.
    static func isBlank(_ bytes: Bytes, _ lo: Int, _ hi: Int) -> Bool {
        var i = lo
        while i < hi {
            let length = spaceLength(bytes, i)
            if length == 0 { return false }
            i += length
        }
        return true
    }

    /// `lo..<hi` without white space at either end.
    static func trimmed(_ bytes: Bytes, _ lo: Int, _ hi: Int) -> Range<Int> {
        var lo = lo, hi = hi
        while lo < hi {
            let length = spaceLength(bytes, lo)
            if length == 0 { break }
            lo += length
        }
        while hi > lo {
            // Step back to the start of the last character.
            var start = hi - 1
            while start > lo, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            if spaceLength(bytes, start) != hi - start { break }
            hi = start
        }
        return lo..<hi
    }

    /// ASCII characters that end a one-word name: white space and controls, Unicode
    /// punctuation (P*), and `>`, `+`, `|`, `=`, `~`, which the grammar leaves to words but the
    /// reference parser does not (so `@salt+pepper` is salt, then text).
    private static let asciiBreaks: [Bool] = (0..<128).map { code in
        if code <= 0x20 || code == 0x7F { return true }
        let scalar = Unicode.Scalar(UInt8(code))
        return ">+|=~".unicodeScalars.contains(scalar) || isPunctuation(scalar)
    }

    private static func isPunctuation(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
            .finalPunctuation, .otherPunctuation:
            true
        default: false
        }
    }

    /// The length of the character at `i` when it can be part of a one-word name, or 0: not
    /// white space, not punctuation (the grammar's `word`).
    @inline(__always)
    static func wordLength(_ bytes: Bytes, _ i: Int) -> Int {
        let b = bytes[i]
        if b < 0x80 { return asciiBreaks[Int(b)] ? 0 : 1 }
        let (scalar, length) = scalar(bytes, i)
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return 0
        default:
            return length
        }
    }

    /// The `}` that closes an amount's braces, looked for from `from` up to `limit`: a `\`
    /// makes the next character plain, so `\}` closes nothing. Nil when there is none.
    static func closingBrace(_ bytes: Bytes, _ from: Int, _ limit: Int) -> Int? {
        var i = from
        while i < limit {
            if bytes[i] == UInt8(ascii: "\\") {
                i += 2
                continue
            }
            if bytes[i] == UInt8(ascii: "}") { return i }
            i += 1
        }
        return nil
    }

    /// The 1-based column of `i` on the line that starts at `lineStart`, in Unicode scalars
    /// (as libyaml counts them).
    static func column(_ bytes: Bytes, lineStart: Int, _ i: Int) -> Int {
        var column = 1
        var k = lineStart
        while k < i {
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        return column
    }

    static func string(_ bytes: Bytes, _ range: Range<Int>) -> String {
        String(decoding: Bytes(rebasing: bytes[range]), as: UTF8.self)
    }
}
