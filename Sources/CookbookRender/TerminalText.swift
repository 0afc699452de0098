import CDisplayWidth
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text on its way to the screen: made safe, measured by display width, cut and wrapped.
///
/// Every string from a file or the command line passes through `glyphs(_:)` before it
/// reaches a cell, so control characters can never reach the terminal as themselves.
public enum TerminalText {
    /// `wcwidth` answers only under a UTF-8 locale. The program sets one before curses
    /// starts; tests and tools may not have, so make sure once here.
    private static let localeReady: Bool = {
        // Compared as bytes: `String.contains` costs 0.4 million instructions at its first use.
        let current = Array((setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C").lowercased().utf8)
        func contains(_ name: String) -> Bool {
            let name = Array(name.utf8)
            return current.count >= name.count && (0...(current.count - name.count)).contains { current[$0..<($0 + name.count)].elementsEqual(name) }
        }
        if !contains("utf-8") && !contains("utf8") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        return true
    }()

    public static let ellipsis = Glyph(text: "…", width: 1)
    static let tabStop = 4

    /// The glyphs of `s`, with controls shown as placeholders (`^[`, `<9B>`, `<U+202E>`),
    /// tabs expanded, and characters of unknown width replaced by `�`.
    public static func glyphs(_ s: String) -> [Glyph] {
        _ = localeReady
        if let plain = printableASCIIGlyphs(s) { return plain }
        var out: [Glyph] = []
        out.reserveCapacity(s.utf8.count)
        var column = 0
        // The glyph being built: a spacing character and the zero-width marks after it.
        // One glyph per spacing character, as curses counts cells; a Swift Character can
        // hold several (Thai ตำ, emoji sequences), so work on scalars, not Characters.
        var pending = GlyphBytes()
        var pendingWidth = 0

        func flush() {
            guard pending.scalars > 0 else { return }
            out.append(Glyph(code: pending.code, width: pendingWidth))
            column += pendingWidth
            pending = GlyphBytes()
        }

        func start(_ scalar: Unicode.Scalar, width: Int) {
            flush()
            pending.append(scalar)
            pendingWidth = width
        }

        for scalar in s.unicodeScalars {
            let v = scalar.value
            if v == 0x09 {
                flush()
                let spaces = tabStop - column % tabStop
                out += Array(repeating: space, count: spaces)
                column += spaces
                continue
            }
            if let shown = placeholder(for: v) {
                flush()
                for c in shown.unicodeScalars { out.append(Glyph(text: String(c), width: 1)) }
                column += shown.unicodeScalars.count
                continue
            }
            let width = Int(cb_wcwidth(v))
            if width > 0 {
                start(scalar, width: width)
            } else if width == 0 {
                // A mark joins the glyph before it (up to what one curses cell holds); a mark
                // with nothing to sit on is dropped.
                if pending.scalars > 0, pending.scalars < 5 { pending.append(scalar) }
            } else {
                // A character wcwidth cannot measure.
                start("\u{FFFD}", width: 1)
            }
        }
        flush()
        return out
    }

    /// The glyphs of printable ASCII text (most of it, in practice): one cell a byte, no
    /// lookups. Nil for anything else, which takes the general way.
    private static func printableASCIIGlyphs(_ s: String) -> [Glyph]? {
        var s = s
        return s.withUTF8 { bytes -> [Glyph]? in
            isPrintableASCII(bytes) ? bytes.map { Glyph(code: UInt64($0), width: 1) } : nil
        }
    }

    static let space = Glyph(code: 0x20, width: 1)

    /// How a control or direction-changing character is shown, as `less` does.
    static func placeholder(for v: UInt32) -> String? {
        switch v {
        case 0x00..<0x20: return "^" + String(UnicodeScalar(UInt8(v + 0x40)))
        case 0x7F: return "^?"
        case 0x80..<0xA0: return "<" + hex(v, digits: 2) + ">"
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C:
            return "<U+" + hex(v, digits: 4) + ">"
        case 0xD800...0xDFFF, 0xFFF9...0xFFFB: return "\u{FFFD}"
        default: return nil
        }
    }

    private static func hex(_ v: UInt32, digits: Int) -> String {
        let s = String(v, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - s.count)) + s
    }

    public static func width(_ s: String) -> Int {
        if isPrintableASCII(s) { return s.utf8.count }
        return width(glyphs(s))
    }

    static func isPrintableASCII(_ s: String) -> Bool {
        s.utf8.withContiguousStorageIfAvailable(isPrintableASCII) ?? s.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether every byte is printable ASCII (0x20 to 0x7E): one cell a byte, each itself.
    public static func isPrintableASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in bytes where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    public static func width(_ glyphs: [Glyph]) -> Int {
        glyphs.reduce(0) { $0 + $1.width }
    }

    /// At most `width` columns; a cut ends in `…`, never in half a wide character.
    public static func truncate(_ glyphs: [Glyph], to width: Int) -> [Glyph] {
        guard width > 0 else { return [] }
        if self.width(glyphs) <= width { return glyphs }
        var out: [Glyph] = []
        var used = 0
        for glyph in glyphs {
            if used + glyph.width > width - 1 { break }
            out.append(glyph)
            used += glyph.width
        }
        out.append(ellipsis)
        return out
    }

    /// Like `truncate`, but keeps the end: `…Pie Crust`. For breadcrumbs.
    public static func truncateLeading(_ glyphs: [Glyph], to width: Int) -> [Glyph] {
        guard width > 0 else { return [] }
        if self.width(glyphs) <= width { return glyphs }
        var out: [Glyph] = []
        var used = 0
        for glyph in glyphs.reversed() {
            if used + glyph.width > width - 1 { break }
            out.append(glyph)
            used += glyph.width
        }
        out.append(ellipsis)
        return out.reversed()
    }

    /// Word-wraps to lines of at most `width` columns. A word longer than a line (or text
    /// without spaces, as in Japanese) is broken between characters.
    public static func wrap(_ s: String, width: Int) -> [[Glyph]] {
        guard width > 0 else { return [] }
        let all = glyphs(s)
        var lines: [[Glyph]] = []
        var line: [Glyph] = []
        var lineWidth = 0
        var word: [Glyph] = []
        var wordWidth = 0

        func flushWord() {
            guard !word.isEmpty else { return }
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line.append(space)
                line += word
                lineWidth += 1 + wordWidth
            } else {
                if lineWidth > 0 {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                }
                for glyph in word {
                    if lineWidth + glyph.width > width {
                        lines.append(line)
                        line = []
                        lineWidth = 0
                    }
                    line.append(glyph)
                    lineWidth += glyph.width
                }
            }
            word = []
            wordWidth = 0
        }

        for glyph in all {
            if glyph.code == space.code {
                flushWord()
            } else {
                word.append(glyph)
                wordWidth += glyph.width
            }
        }
        flushWord()
        if !line.isEmpty { lines.append(line) }
        return lines.isEmpty ? [[]] : lines
    }
}

extension TerminalText {
    /// `s` with every control shown as its placeholder: safe to print to a terminal.
    public static func visible(_ s: String) -> String {
        // Printable ASCII is itself (the usual id or name: no glyphs made for it).
        if isPrintableASCII(s) { return s }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        for glyph in glyphs(s) { Glyph.appendUTF8(of: glyph.code, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
