import CookbookModel
#if canImport(Glibc)
import Glibc
#endif

/// Where a cookbook file stops being JSON, and why.
struct JSONSyntaxError: Error, Equatable {
    var offset: Int
    var message: String
}

/// Reads strict JSON from bytes in memory, one token at a time, without building values.
///
/// Strict means RFC 8259 plus the one thing Foundation's JSONDecoder also accepts: a comma
/// before a closing bracket. Strings are checked for valid UTF-8, escapes and control
/// characters; numbers for their grammar; nesting is limited to 512 levels as JSONDecoder
/// limits it. Where this is stricter than JSONDecoder (which checks the inside of values it
/// never decodes only loosely), the loader asks JSONDecoder and follows it.
struct JSONCursor {
    let base: UnsafePointer<UInt8>
    let end: Int
    var pos: Int

    static let maximumDepth = 512

    init(_ base: UnsafePointer<UInt8>, count: Int, at position: Int = 0) {
        self.base = base
        end = count
        pos = position
    }

    /// The byte under the cursor, or 0 at the end (0 is never valid outside a string).
    @inline(__always) var byte: UInt8 { pos < end ? base[pos] : 0 }

    @inline(__always) var atEnd: Bool { pos >= end }

    // MARK: Errors

    func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        JSONSyntaxError(offset: offset ?? pos, message: message)
    }

    /// "expected WHAT, found X" for the byte under the cursor.
    func unexpected(_ expected: String) -> JSONSyntaxError {
        error("expected \(expected), found \(describeFound())")
    }

    func describeFound() -> String {
        guard pos < end else { return "the end of the file" }
        let c = base[pos]
        switch c {
        case 0x21...0x7E: return "'\(Character(Unicode.Scalar(c)))'"
        case 0x20: return "a space"
        default: return "byte 0x" + String(c, radix: 16, uppercase: true)
        }
    }

    // MARK: Whitespace and punctuation

    @inline(__always) mutating func skipWhitespace() {
        while pos < end {
            let c = base[pos]
            guard c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 else { return }
            pos += 1
            // Pretty-printed files indent with runs of spaces: skip them eight at a time.
            while pos + 8 <= end {
                let other = UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self) ^ 0x2020_2020_2020_2020
                if other != 0 {
                    pos += other.trailingZeroBitCount >> 3
                    break
                }
                pos += 8
            }
        }
    }

    @inline(__always) mutating func expect(_ c: UInt8, _ what: String) throws(JSONSyntaxError) {
        guard pos < end, base[pos] == c else { throw unexpected(what) }
        pos += 1
    }

    /// At '{' or '[': steps in; true (and past the close) if the container is empty.
    @inline(__always) mutating func open(closingWith close: UInt8) -> Bool {
        pos += 1
        return skipWhitespaceAndClose(close)
    }

    /// Past whitespace, then past `close` if it is next; true when it was.
    @inline(__always) private mutating func skipWhitespaceAndClose(_ close: UInt8) -> Bool {
        skipWhitespace()
        if pos < end, base[pos] == close {
            pos += 1
            return true
        }
        return false
    }

    /// After a member or element: past ',' (and past the close if a trailing comma precedes
    /// it) or past the close. True when the container has ended.
    @inline(__always) mutating func nextOrClose(_ close: UInt8) throws(JSONSyntaxError) -> Bool {
        skipWhitespace()
        guard pos < end else { throw unexpected(close == 0x7D ? "',' or '}'" : "',' or ']'") }
        let c = base[pos]
        if c == 0x2C {
            pos += 1
            return skipWhitespaceAndClose(close)
        }
        if c == close {
            pos += 1
            return true
        }
        throw unexpected(close == 0x7D ? "',' or '}'" : "',' or ']'")
    }

    /// At a field name: reads it and the ':' after it. Returns the name's bytes, or nil when
    /// it contains escapes (the caller then leaves the object to JSONDecoder).
    @inline(__always) mutating func fieldName() throws(JSONSyntaxError) -> UnsafeBufferPointer<UInt8>? {
        guard pos < end, base[pos] == 0x22 else { throw unexpected("a field name in quotes") }
        let start = pos + 1
        let kind = try skipString()
        let name = kind == .plain ? UnsafeBufferPointer(start: base + start, count: pos - 1 - start) : nil
        skipWhitespace()
        try expect(0x3A, "':' after a field name")
        skipWhitespace()
        return name
    }

    /// A field name of up to 16 bytes as two little-endian words, for comparing in a
    /// couple of instructions. `length` is -1 for a name with escapes, 17 for a longer one.
    struct PackedName: Equatable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var length = 0

        init(_ name: String) {
            let bytes = Array(name.utf8)
            length = bytes.count
            for i in 0..<min(length, 16) {
                let byte = UInt64(bytes[i]) << (8 * UInt64(i % 8))
                if i < 8 { low |= byte } else { high |= byte }
            }
        }

        init(low: UInt64, high: UInt64, length: Int) {
            self.low = low
            self.high = high
            self.length = length
        }
    }

    /// At a field name: reads it and the ':' after it, packed.
    @inline(__always) mutating func packedFieldName() throws(JSONSyntaxError) -> PackedName {
        guard pos < end, base[pos] == 0x22 else { throw unexpected("a field name in quotes") }
        let start = pos + 1
        // The usual case, without a loop: a short plain name, its closing quote among the
        // next 16 bytes.
        if start + 16 <= end {
            let raw = UnsafeRawPointer(base + start)
            let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let lowSpecial = Self.specialBytes(low), highSpecial = Self.specialBytes(high)
            let length = lowSpecial != 0 ? lowSpecial.trailingZeroBitCount >> 3
                : highSpecial != 0 ? 8 + highSpecial.trailingZeroBitCount >> 3 : 16
            if length < 16, base[start + length] == 0x22 {
                let name = PackedName(
                    low: length >= 8 ? low : low & ((1 << (8 * UInt64(length))) &- 1),
                    high: length <= 8 ? 0 : high & ((1 << (8 * UInt64(length - 8))) &- 1),
                    length: length)
                pos = start + length + 1
                skipWhitespace()
                try expect(0x3A, "':' after a field name")
                skipWhitespace()
                return name
            }
        }
        let kind = try skipString()
        let length = pos - 1 - start
        var name: PackedName
        if kind != .plain {
            name = PackedName(low: 0, high: 0, length: -1)
        } else if length > 16 {
            name = PackedName(low: 0, high: 0, length: 17)
        } else if start + 16 <= end {
            let raw = UnsafeRawPointer(base + start)
            let low = raw.loadUnaligned(as: UInt64.self), high = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            name = PackedName(
                low: length >= 8 ? low : low & ((1 << (8 * UInt64(length))) &- 1),
                high: length >= 16 ? high : length <= 8 ? 0 : high & ((1 << (8 * UInt64(length - 8))) &- 1),
                length: length)
        } else {
            name = PackedName(low: 0, high: 0, length: length)
            for i in 0..<length {
                let byte = UInt64(base[start + i]) << (8 * UInt64(i % 8))
                if i < 8 { name.low |= byte } else { name.high |= byte }
            }
        }
        skipWhitespace()
        try expect(0x3A, "':' after a field name")
        skipWhitespace()
        return name
    }

    // MARK: Strings

    enum StringKind {
        /// No escapes.
        case plain
        /// Escapes, none of them a UTF-16 surrogate.
        case escaped
        /// A `\uD800`-`\uDFFF` escape: JSONDecoder decides what it means.
        case surrogate
    }

    /// Moves to the next byte of a string that needs a look: '"', '\', a control character
    /// or a non-ASCII byte. Eight bytes at a time.
    @inline(__always) mutating func skipPlainStringBytes() {
        while pos + 8 <= end {
            let special = Self.specialBytes(UnsafeRawPointer(base + pos).loadUnaligned(as: UInt64.self))
            if special != 0 {
                pos += special.trailingZeroBitCount >> 3
                return
            }
            pos += 8
        }
        while pos < end {
            let c = base[pos]
            if c == 0x22 || c == 0x5C || c < 0x20 || c >= 0x80 { return }
            pos += 1
        }
    }

    /// The high bit set in each byte of `v` that is '"', '\', a control character or not
    /// ASCII. The lowest one is exact; the borrow tricks only err above a real hit.
    @inline(__always) static func specialBytes(_ v: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        let quote = v ^ (ones &* 0x22), backslash = v ^ (ones &* 0x5C)
        return (((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash) | ((v &- ones &* 0x20) & ~v) | v) & highs
    }

    /// At '"': checks the string and moves past it.
    mutating func skipString() throws(JSONSyntaxError) -> StringKind {
        let open = pos
        pos += 1
        var kind = StringKind.plain
        while true {
            skipPlainStringBytes()
            guard pos < end else { throw error("a string is not closed", at: open) }
            let c = base[pos]
            if c == 0x22 {
                pos += 1
                return kind
            } else if c == 0x5C {
                let unit = try escape()
                if unit.map({ $0 >= 0xD800 && $0 <= 0xDFFF }) == true {
                    kind = .surrogate
                } else if kind == .plain {
                    kind = .escaped
                }
            } else if c < 0x20 {
                throw controlCharacter(c)
            } else {
                try skipUTF8Sequence()
            }
        }
    }

    /// At '"': appends the string's value (escapes decoded) to `out` and moves past it.
    /// Returns `.surrogate` when a surrogate escape could not be paired (`out` is then
    /// incomplete and JSONDecoder should decide).
    mutating func captureString(into out: inout ByteBuffer) throws(JSONSyntaxError) -> StringKind {
        let open = pos
        pos += 1
        var kind = StringKind.plain
        var run = pos
        while true {
            skipPlainStringBytes()
            guard pos < end else { throw error("a string is not closed", at: open) }
            let c = base[pos]
            if c == 0x22 {
                out.append(base + run, count: pos - run)
                pos += 1
                return kind
            } else if c == 0x5C {
                out.append(base + run, count: pos - run)
                if kind == .plain { kind = .escaped }
                let escapeStart = pos
                if let unit = try escape() {
                    if unit >= 0xD800 && unit <= 0xDBFF, pos + 6 <= end, base[pos] == 0x5C, base[pos + 1] == 0x75 {
                        let save = pos
                        if let low = try escape(), low >= 0xDC00 && low <= 0xDFFF {
                            let scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            Self.appendUTF8(scalar, to: &out)
                        } else {
                            pos = save
                            kind = .surrogate
                        }
                    } else if unit >= 0xD800 && unit <= 0xDFFF {
                        kind = .surrogate
                    } else {
                        Self.appendUTF8(unit, to: &out)
                    }
                } else {
                    out.append(Self.simpleEscapeValue(base[escapeStart + 1]))
                }
                run = pos
            } else if c < 0x20 {
                throw controlCharacter(c)
            } else {
                try skipUTF8Sequence()
            }
        }
    }

    /// At '\': checks an escape and moves past it. Returns the UTF-16 unit of a `\u` escape.
    @inline(__always) mutating func escape() throws(JSONSyntaxError) -> UInt32? {
        guard pos + 1 < end else { throw error("a string is not closed") }
        switch base[pos + 1] {
        case 0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74:
            pos += 2
            return nil
        case 0x75:
            var unit: UInt32 = 0
            for k in 2..<6 {
                guard pos + k < end, let digit = Self.hexValue(base[pos + k]) else {
                    throw error("\\u must be followed by four hexadecimal digits")
                }
                unit = unit << 4 | digit
            }
            pos += 6
            return unit
        default:
            pos += 1
            throw error("invalid escape \(describeFound()) in a string (use \\\\ for a backslash)")
        }
    }

    func controlCharacter(_ c: UInt8) -> JSONSyntaxError {
        let hex = String(c, radix: 16, uppercase: true)
        return error("control character U+00\(hex.count == 1 ? "0" : "")\(hex) in a string; write it as an escape such as \\n or \\t")
    }

    static func simpleEscapeValue(_ c: UInt8) -> UInt8 {
        switch c {
        case 0x62: return 0x08
        case 0x66: return 0x0C
        case 0x6E: return 0x0A
        case 0x72: return 0x0D
        case 0x74: return 0x09
        default: return c  // " \ /
        }
    }

    @inline(__always) static func hexValue(_ c: UInt8) -> UInt32? {
        switch c {
        case 0x30...0x39: return UInt32(c - 0x30)
        case 0x41...0x46: return UInt32(c - 0x41 + 10)
        case 0x61...0x66: return UInt32(c - 0x61 + 10)
        default: return nil
        }
    }

    static func appendUTF8(_ scalar: UInt32, to out: inout ByteBuffer) {
        switch scalar {
        case 0..<0x80:
            out.append(UInt8(scalar))
        case 0x80..<0x800:
            out.append(UInt8(0xC0 | scalar >> 6))
            out.append(UInt8(0x80 | scalar & 0x3F))
        case 0x800..<0x10000:
            out.append(UInt8(0xE0 | scalar >> 12))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        default:
            out.append(UInt8(0xF0 | scalar >> 18))
            out.append(UInt8(0x80 | scalar >> 12 & 0x3F))
            out.append(UInt8(0x80 | scalar >> 6 & 0x3F))
            out.append(UInt8(0x80 | scalar & 0x3F))
        }
    }

    /// At a byte >= 0x80: checks one UTF-8 sequence (shortest form, no surrogates, at most
    /// U+10FFFF) and moves past it.
    @inline(__always) mutating func skipUTF8Sequence() throws(JSONSyntaxError) {
        let c0 = base[pos]
        let count: Int, low: UInt8, high: UInt8
        switch c0 {
        case 0xC2...0xDF: (count, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (count, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (count, low, high) = (3, 0x80, 0xBF)
        case 0xED: (count, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (count, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (count, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (count, low, high) = (4, 0x80, 0x8F)
        default: throw error("invalid UTF-8")
        }
        guard pos + count <= end else { throw error("invalid UTF-8") }
        let c1 = base[pos + 1]
        guard c1 >= low && c1 <= high else { throw error("invalid UTF-8") }
        for k in 2..<max(2, count) {
            let c = base[pos + k]
            guard c >= 0x80 && c <= 0xBF else { throw error("invalid UTF-8") }
        }
        pos += count
    }

    // MARK: Numbers and literals

    enum NumberKind: Equatable {
        /// No fraction or exponent, at most 18 digits: the value.
        case integer(Int)
        /// No exponent and not long: any Double reads it.
        case decimal
        /// Valid JSON, but whether it fits the field is for JSONDecoder to say.
        case other
    }

    /// At '-' or a digit: checks a number and moves past it.
    @inline(__always) mutating func number() throws(JSONSyntaxError) -> NumberKind {
        let start = pos
        var negative = false
        if byte == 0x2D {
            negative = true
            pos += 1
        }
        var value = 0, digits = 0
        let first = byte
        guard first >= 0x30 && first <= 0x39 else { throw error("a number needs a digit after '-'") }
        if first == 0x30 {
            pos += 1
            digits = 1
            let next = byte
            if next >= 0x30 && next <= 0x39 { throw error("a number cannot start with 0 (leading zeros)") }
        } else {
            while pos < end {
                let c = base[pos]
                guard c >= 0x30 && c <= 0x39 else { break }
                if digits < 18 { value = value &* 10 &+ Int(c - 0x30) }
                digits += 1
                pos += 1
            }
        }
        var fraction = false, exponent = false
        if byte == 0x2E {
            pos += 1
            guard byte >= 0x30 && byte <= 0x39 else { throw error("a number needs a digit after '.'") }
            while pos < end, base[pos] >= 0x30 && base[pos] <= 0x39 { pos += 1 }
            fraction = true
        }
        if byte == 0x65 || byte == 0x45 {
            pos += 1
            if byte == 0x2B || byte == 0x2D { pos += 1 }
            guard byte >= 0x30 && byte <= 0x39 else { throw error("a number needs a digit in its exponent") }
            while pos < end, base[pos] >= 0x30 && base[pos] <= 0x39 { pos += 1 }
            exponent = true
        }
        if !fraction && !exponent && digits <= 18 { return .integer(negative ? -value : value) }
        if !exponent && pos - start <= 300 { return .decimal }
        return .other
    }

    enum Literal { case `true`, `false`, null }

    /// At 't', 'f' or 'n': reads true, false or null.
    @inline(__always) mutating func literal() throws(JSONSyntaxError) -> Literal {
        func matches(_ word: StaticString) -> Bool {
            let n = word.utf8CodeUnitCount
            return pos + n <= end && memcmp(base + pos, word.utf8Start, n) == 0
        }
        if matches("true") {
            pos += 4
            return .true
        }
        if matches("false") {
            pos += 5
            return .false
        }
        if matches("null") {
            pos += 4
            return .null
        }
        throw unexpected("a value")
    }

    // MARK: Any value

    /// Checks any value and moves past it. `depth` is the nesting of the container it is
    /// in (the top-level object is 1).
    mutating func skipValue(depth: Int) throws(JSONSyntaxError) {
        switch byte {
        case 0x22:
            _ = try skipString()
        case 0x7B:
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            if open(closingWith: 0x7D) { return }
            repeat {
                _ = try fieldName()
                try skipValue(depth: depth + 1)
            } while !(try nextOrClose(0x7D))
        case 0x5B:
            guard depth < Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
            if open(closingWith: 0x5D) { return }
            repeat {
                try skipValue(depth: depth + 1)
            } while !(try nextOrClose(0x5D))
        case 0x2D, 0x30...0x39:
            _ = try number()
        case 0x74, 0x66, 0x6E:
            _ = try literal()
        default:
            throw unexpected("a value")
        }
    }

    /// Line and column (both from 1, columns in characters) of a byte offset, for messages.
    func lineAndColumn(of offset: Int) -> (line: Int, column: Int) {
        var line = 1, lineStart = 0
        var i = 0
        let limit = min(offset, end)
        while i < limit {
            guard let hit = memchr(base + i, 0x0A, limit - i) else { break }
            let at = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            line += 1
            lineStart = at + 1
            i = at + 1
        }
        var column = 1
        for k in lineStart..<limit where base[k] & 0xC0 != 0x80 { column += 1 }
        return (line, column)
    }
}
