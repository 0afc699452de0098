import Synchronization

/// One screen cell's worth of text: a spacing character (plus combining marks) and the
/// number of columns it takes, 1 or 2.
///
/// The text is kept as a number (`code`), the form a cell of a `Canvas` holds and the
/// terminal layer compares and writes: its UTF-8, up to six bytes, the first in the low
/// byte. A glyph longer than that (an emoji sequence, a letter with several marks) is kept
/// once in `LongGlyphs`, and its code is that entry's number under the marker byte 0xFF,
/// which no UTF-8 has. Equal codes are equal texts either way, and a glyph has no storage to
/// count: arrays of them are copied and freed as plain memory.
public struct Glyph: Equatable, Sendable {
    /// The text, as above: never more than `Glyph.textBits`. 0 is no text, the right half of
    /// a wide glyph in a cell.
    public var code: UInt64
    public var width: Int

    /// The bits of a cell's code that are its glyph's (the rest are its style).
    public static let textBits: UInt64 = (1 << 48) - 1

    public init(code: UInt64, width: Int) {
        self.code = code
        self.width = width
    }

    public init(text: String, width: Int) {
        var text = text
        self.init(code: text.withUTF8(Self.code(utf8:)), width: width)
    }

    public var text: String { Self.text(code) }

    /// The code of a text given as UTF-8.
    static func code(utf8: UnsafeBufferPointer<UInt8>) -> UInt64 {
        guard utf8.count <= 6 else { return LongGlyphs.code(String(decoding: utf8, as: UTF8.self)) }
        var code: UInt64 = 0
        for (n, byte) in utf8.enumerated() { code |= UInt64(byte) << (8 * UInt64(n)) }
        return code
    }

    /// Whether a code is a long glyph's (its text is in `LongGlyphs`).
    @inline(__always)
    public static func isLong(_ code: UInt64) -> Bool { (code >> 40) & 0xFF == 0xFF }

    /// Appends the UTF-8 of a code's text.
    public static func appendUTF8(of code: UInt64, to bytes: inout [UInt8]) {
        let code = code & textBits
        if isLong(code) { return bytes.append(contentsOf: LongGlyphs.text(code).utf8) }
        var rest = code
        while rest != 0 {
            bytes.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        }
    }

    /// The text of a code (the text bits of a cell's code).
    public static func text(_ code: UInt64) -> String {
        let code = code & textBits
        if code > 0, code < 0x80 { return String(Unicode.Scalar(UInt8(code))) }
        if isLong(code) { return LongGlyphs.text(code) }
        var bytes: [UInt8] = []
        appendUTF8(of: code, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// A glyph's UTF-8 gathered a scalar at a time (`TerminalText.glyphs`): packed into its code
/// as it comes, and kept as bytes only once it outgrows one.
struct GlyphBytes {
    /// How many scalars it has.
    private(set) var scalars = 0
    private var packed: UInt64 = 0
    private var count = 0
    private var long: [UInt8] = []

    mutating func append(_ scalar: Unicode.Scalar) {
        scalars += 1
        let v = scalar.value
        switch v {
        case ..<0x80:
            add(UInt8(v))
        case ..<0x800:
            add(UInt8(0xC0 | v >> 6))
            add(UInt8(0x80 | v & 0x3F))
        case ..<0x10000:
            add(UInt8(0xE0 | v >> 12))
            add(UInt8(0x80 | v >> 6 & 0x3F))
            add(UInt8(0x80 | v & 0x3F))
        default:
            add(UInt8(0xF0 | v >> 18))
            add(UInt8(0x80 | v >> 12 & 0x3F))
            add(UInt8(0x80 | v >> 6 & 0x3F))
            add(UInt8(0x80 | v & 0x3F))
        }
    }

    private mutating func add(_ byte: UInt8) {
        if count < 6 {
            packed |= UInt64(byte) << (8 * UInt64(count))
        } else {
            if long.isEmpty { Glyph.appendUTF8(of: packed, to: &long) }
            long.append(byte)
        }
        count += 1
    }

    /// The glyph's code (`Glyph.code`).
    var code: UInt64 {
        count <= 6 ? packed : LongGlyphs.code(String(decoding: long, as: UTF8.self))
    }
}
