/// The text inside a schema.org value as a person would read it. Sites put HTML in their
/// JSON-LD: tags (`<p>`, `<strong>`, `<br>`), entities (`&amp;`, `&#8217;`, `&eacute;`), and
/// entities encoded twice (`&amp;#39;`). Cleaning decodes entities until none is left (at most
/// a few rounds), removes tags (block tags such as `<p>`, `<br>`, `<li>` end a line; inline
/// tags leave nothing, as recipe-scrapers does), turns CR LF and CR into LF, drops zero-width
/// characters, and collapses runs of spaces, tabs and no-break spaces within each line.
enum HTMLText {
    /// The non-empty lines, each trimmed and with its spaces collapsed.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        forEachLine(text) { lines.append($0) }
        return lines
    }

    /// All of it on one line: the lines joined by a space.
    static func line(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        forEachLine(text) { line in
            if !result.isEmpty { result += " " }
            result += line
        }
        return result
    }

    /// Already clean: no tag, entity, control character, line break or space that cleaning
    /// changes (a run of spaces, one at either end, a no-break or zero-width space). The
    /// common case, answered without copying.
    private static func isPlain(_ text: String) -> Bool {
        if let plain = text.utf8.withContiguousStorageIfAvailable(isPlain) { return plain }
        return Array(text.utf8).withUnsafeBufferPointer { isPlain($0) }
    }

    private static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var previous: UInt8 = 0x20
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x20: if previous == 0x20 { return false }
            case 0..<0x20, 0x7F, UInt8(ascii: "&"), UInt8(ascii: "<"): return false
            case 0xC2:
                // U+00A0, U+0085.
                guard index + 1 < count else { return false }
                if bytes[index + 1] == 0xA0 || bytes[index + 1] == 0x85 { return false }
            case 0xE2:
                // U+2000…U+200D, U+2028, U+2029, U+202F.
                guard index + 2 < count else { return false }
                let third = bytes[index + 2]
                if bytes[index + 1] == 0x80, third <= 0x8D || third == 0xA8 || third == 0xA9 || third == 0xAF { return false }
            case 0xE3, 0xEF:
                // U+3000, U+FEFF: rare enough to take the slow way whenever these lead.
                return false
            default: break
            }
            previous = byte
            index += 1
        }
        return previous != 0x20
    }

    private static func forEachLine(_ text: String, _ body: (String) -> Void) {
        if isPlain(text) {
            if !text.isEmpty { body(text) }
            return
        }
        var bytes = Array(text.utf8)
        var round = 0
        while round < 4, bytes.contains(UInt8(ascii: "&")) {
            let decoded = decodeEntities(bytes)
            if decoded == bytes { break }
            bytes = decoded
            round += 1
        }
        if bytes.contains(UInt8(ascii: "<")) { bytes = removeTags(bytes) }
        splitLines(bytes, body)
    }

    /// Without ASCII spaces, tabs and line breaks at either end (cleaned text has no other).
    static func trimmed(_ text: String) -> String {
        trimmed(text[...])
    }

    static func trimmed(_ text: Substring) -> String {
        let utf8 = text.utf8
        var start = utf8.startIndex
        var end = utf8.endIndex
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D }
        while start != end, isSpace(utf8[start]) { start = utf8.index(after: start) }
        while end != start, isSpace(utf8[utf8.index(before: end)]) { end = utf8.index(before: end) }
        return String(text[start..<end])
    }

    // MARK: Entities

    static func decodeEntities(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "&"), index + 2 < count else {
                out.append(byte)
                index += 1
                continue
            }
            if let (scalar, length) = entity(bytes, at: index) {
                out.append(contentsOf: UTF8.encode(scalar)!)
                index += length
            } else {
                out.append(byte)
                index += 1
            }
        }
        return out
    }

    /// The character an entity at `start` (on its `&`) stands for, and the entity's length.
    private static func entity(_ bytes: [UInt8], at start: Int) -> (Unicode.Scalar, Int)? {
        let count = bytes.count
        var index = start + 1
        if bytes[index] == UInt8(ascii: "#") {
            index += 1
            var hex = false
            if index < count, bytes[index] | 0x20 == UInt8(ascii: "x") {
                hex = true
                index += 1
            }
            var value: UInt32 = 0
            var digits = 0
            while index < count, digits < 8 {
                let byte = bytes[index]
                let digit: UInt32
                switch byte {
                case 0x30...0x39: digit = UInt32(byte - 0x30)
                case 0x41...0x46 where hex: digit = UInt32(byte - 0x41 + 10)
                case 0x61...0x66 where hex: digit = UInt32(byte - 0x61 + 10)
                default: digit = 99
                }
                if digit == 99 { break }
                value = value * (hex ? 16 : 10) + digit
                digits += 1
                index += 1
            }
            guard digits > 0 else { return nil }
            if index < count, bytes[index] == UInt8(ascii: ";") { index += 1 }
            return (numericScalar(value), index - start)
        }
        let nameStart = index
        while index < count, index - nameStart <= HTMLEntities.longestName {
            let byte = bytes[index]
            let isAlnum = (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            guard isAlnum else { break }
            index += 1
        }
        guard index > nameStart else { return nil }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        let terminated = index < count && bytes[index] == UInt8(ascii: ";")
        if terminated, let value = HTMLEntities.named[name], let scalar = Unicode.Scalar(value) {
            return (scalar, index + 1 - start)
        }
        // The few that pages write without the semicolon.
        if !terminated {
            switch name {
            case "amp": return ("&", index - start)
            case "lt": return ("<", index - start)
            case "gt": return (">", index - start)
            case "quot": return ("\"", index - start)
            case "nbsp": return ("\u{A0}", index - start)
            default: return nil
            }
        }
        return nil
    }

    /// As HTML reads `&#N;`: 0x80…0x9F as Windows-1252, nothing invalid.
    private static func numericScalar(_ value: UInt32) -> Unicode.Scalar {
        if value >= 0x80 && value < 0xA0 {
            let mapped = HTMLEntities.windows1252High[Int(value - 0x80)]
            return mapped == 0 ? "\u{FFFD}" : Unicode.Scalar(mapped)!
        }
        if value == 0 { return "\u{FFFD}" }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    // MARK: Tags

    private static let blockTags: Set<String> = [
        "p", "br", "div", "li", "ol", "ul", "dl", "dd", "dt", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "table",
        "tbody", "thead", "section", "article", "header", "footer", "blockquote", "pre", "hr", "figure",
        "figcaption", "aside", "nav", "main", "address", "center",
    ]

    static func removeTags(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "<"), index + 1 < count else {
                out.append(byte)
                index += 1
                continue
            }
            let next = bytes[index + 1]
            let isLetter = next | 0x20 >= 0x61 && next | 0x20 <= 0x7A
            if next == UInt8(ascii: "!") {
                // A comment, CDATA or doctype: gone.
                if let close = closing(of: bytes, from: index) {
                    index = close
                    continue
                }
            } else if isLetter || (next == UInt8(ascii: "/") && index + 2 < count && bytes[index + 2] | 0x20 >= 0x61
                && bytes[index + 2] | 0x20 <= 0x7A)
            {
                if let close = tagEnd(bytes, from: index + 1) {
                    var nameStart = index + 1
                    if bytes[nameStart] == UInt8(ascii: "/") { nameStart += 1 }
                    var nameEnd = nameStart
                    while nameEnd < close {
                        let b = bytes[nameEnd] | 0x20
                        guard (b >= 0x61 && b <= 0x7A) || (bytes[nameEnd] >= 0x30 && bytes[nameEnd] <= 0x39) else { break }
                        nameEnd += 1
                    }
                    let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self).lowercased()
                    if blockTags.contains(name) { out.append(0x0A) }
                    index = close
                    continue
                }
            }
            out.append(byte)
            index += 1
        }
        return out
    }

    /// Just past the `>` that ends a tag starting before `from`, skipping quoted attribute
    /// values; nil when there is none (then the `<` is text).
    private static func tagEnd(_ bytes: [UInt8], from: Int) -> Int? {
        var index = from
        var quote: UInt8 = 0
        while index < bytes.count {
            let byte = bytes[index]
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                // A quote only opens inside an attribute value (`="`), not in text like `5'`.
                if index > 0, bytes[index - 1] == UInt8(ascii: "=") { quote = byte }
            } else if byte == UInt8(ascii: ">") {
                return index + 1
            } else if byte == UInt8(ascii: "<") {
                return nil
            }
            index += 1
        }
        return nil
    }

    /// Just past the end of `<!-- … -->` or another `<!…>`.
    private static func closing(of bytes: [UInt8], from start: Int) -> Int? {
        let count = bytes.count
        if start + 3 < count, bytes[start + 2] == UInt8(ascii: "-"), bytes[start + 3] == UInt8(ascii: "-") {
            var index = start + 4
            while index + 2 < count {
                if bytes[index] == UInt8(ascii: "-"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: ">") {
                    return index + 3
                }
                index += 1
            }
            return count
        }
        var index = start + 2
        while index < count {
            if bytes[index] == UInt8(ascii: ">") { return index + 1 }
            index += 1
        }
        return nil
    }

    // MARK: Lines and spaces

    /// Calls `body` with each non-empty line: CR LF, CR, LF, U+2028 and U+2029 end lines;
    /// spaces, tabs, control characters and Unicode spaces collapse to one space;
    /// zero-width characters and the BOM go.
    private static func splitLines(_ bytes: [UInt8], _ body: (String) -> Void) {
        var line: [UInt8] = []
        line.reserveCapacity(128)
        var pendingSpace = false
        func flush() {
            if !line.isEmpty { body(String(decoding: line, as: UTF8.self)) }
            line.removeAll(keepingCapacity: true)
            pendingSpace = false
        }
        func space() {
            if !line.isEmpty { pendingSpace = true }
        }
        let count = bytes.count
        var index = 0
        while index < count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x0D:
                flush()
                index += 1
                continue
            case 0..<0x20, 0x20, 0x7F:
                space()
                index += 1
                continue
            case 0xC2 where index + 1 < count && (bytes[index + 1] == 0xA0 || bytes[index + 1] == 0x85):
                if bytes[index + 1] == 0x85 { flush() } else { space() }
                index += 2
                continue
            case 0xE2 where index + 2 < count && bytes[index + 1] == 0x80:
                let third = bytes[index + 2]
                switch third {
                case 0x80...0x8A, 0xAF: space()  // U+2000…U+200A, U+202F
                case 0x8B...0x8D: break  // zero-width space, non-joiner, joiner
                case 0xA8, 0xA9: flush()  // line and paragraph separators
                default:
                    if pendingSpace { line.append(0x20); pendingSpace = false }
                    line.append(contentsOf: bytes[index...(index + 2)])
                }
                index += 3
                continue
            case 0xE3 where index + 2 < count && bytes[index + 1] == 0x80 && bytes[index + 2] == 0x80:
                space()  // ideographic space
                index += 3
                continue
            case 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
                index += 3  // BOM
                continue
            default:
                if pendingSpace {
                    line.append(0x20)
                    pendingSpace = false
                }
                line.append(byte)
                index += 1
            }
        }
        flush()
    }
}
