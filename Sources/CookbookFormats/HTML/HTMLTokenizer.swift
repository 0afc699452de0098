#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The project's one reading of HTML: a page cut into tokens (text, start and end tags with
/// their attributes, comments, the raw text of scripts and styles), as HTML5's tokenizer cuts
/// it, in one pass and without copying. `LDJSONBlocks`, `Microdata` and `CopyMeThatReader`
/// read pages through it; the meaning of the tokens (which element holds which) is theirs.
///
/// - A `<` starts a tag only before a letter (`<p`), `/` and a letter (`</p`), `!` or `?`;
///   otherwise it is text (`5 < 6`).
/// - Attributes: a name, then optionally `=` and a value quoted with `"` or `'` (in which `>`
///   is no end) or bare; spaces around `=`; names and values as written (entities are
///   decoded by whoever reads them: `text(_:)`).
/// - After `<script>`, `<style>`, `<textarea>`, `<title>`, `<xmp>`, `<iframe>`, `<noembed>`
///   and `<noframes>`, everything up to the matching end tag (any case) is one raw text token:
///   a `<script` inside JavaScript starts nothing.
/// - `<!-- … -->` is a comment (`<!-->` too); `<!DOCTYPE …>`, `<![CDATA[…]]>`, `<?xml …?>`
///   and `</` before a non-letter are comments up to the next `>`.
/// - A tag or comment the page never closes is text to the end of the page: nothing is
///   dropped, so the tokens' ranges put together give the page back byte for byte.
package struct HTMLTokenizer {
    package let page: UnsafeBufferPointer<UInt8>
    /// Where the next token starts.
    package private(set) var position = 0
    /// The attributes of the last start tag, valid until the next token.
    package private(set) var attributes: [HTMLAttribute] = []
    /// Set after a raw text element's start tag: its name, whose end tag ends the raw text.
    private var rawTextName: Range<Int>?

    package init(_ page: UnsafeBufferPointer<UInt8>) {
        self.page = page
        attributes.reserveCapacity(16)
    }

    package mutating func next() -> HTMLToken? {
        let count = page.count
        if let name = rawTextName {
            rawTextName = nil
            let start = position
            let end = rawTextEnd(name, from: start)
            position = end
            return HTMLToken(kind: .rawText, range: start..<end, name: start..<end)
        }
        guard position < count else { return nil }
        let start = position
        if page[start] == UInt8(ascii: "<"), startsMarkup(at: start) {
            // Markup the page never closes: the rest of it is text.
            let token = markup(at: start) ?? HTMLToken(kind: .text, range: start..<count, name: start..<count)
            position = token.range.upperBound
            return token
        }
        // Text up to the next `<` that starts markup.
        var index = start + 1
        while let open = find(UInt8(ascii: "<"), from: index) {
            if startsMarkup(at: open) {
                position = open
                return HTMLToken(kind: .text, range: start..<open, name: start..<open)
            }
            index = open + 1
        }
        position = count
        return HTMLToken(kind: .text, range: start..<count, name: start..<count)
    }

    // MARK: Reading tokens

    /// The value of the last start tag's attribute `name` (lowercase ASCII), nil if it has none.
    package func attribute(_ name: StaticString) -> Range<Int>? {
        for attribute in attributes where equalsIgnoringCase(attribute.name, name) { return attribute.value }
        return nil
    }

    /// Whether the bytes in `range` are `literal` (lowercase ASCII) in any ASCII case.
    package func equalsIgnoringCase(_ range: Range<Int>, _ literal: StaticString) -> Bool {
        range.count == literal.utf8CodeUnitCount && matchesIgnoringCase(literal, at: range.lowerBound)
    }

    /// A tag name as one number, any case: its bytes lowercased and packed when it has at
    /// most 8 (a key of ASCII names has its top bit clear), else a hash of them with the top
    /// bit set. A cheap key to compare names by.
    package func nameKey(_ range: Range<Int>) -> UInt64 {
        var key: UInt64 = 0
        if range.count <= 8 {
            for index in range { key = key << 8 | UInt64(Self.lowercased(page[index])) }
            return key
        }
        key = 0xcbf2_9ce4_8422_2325
        for index in range { key = (key ^ UInt64(Self.lowercased(page[index]))) &* 0x100_0000_01b3 }
        return key | 1 << 63
    }

    /// `nameKey` of a lowercase literal (`HTMLName` keeps those the readers use).
    package static func key(_ literal: StaticString) -> UInt64 {
        let bytes = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
        return HTMLTokenizer(bytes).nameKey(0..<bytes.count)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
    }

    /// The bytes in `range` as text, entities decoded (`&amp;`, `&#233;`, `&eacute;`).
    package func text(_ range: Range<Int>) -> String {
        let bytes = UnsafeBufferPointer(rebasing: page[range])
        guard bytes.contains(UInt8(ascii: "&")) else { return String(decoding: bytes, as: UTF8.self) }
        return String(decoding: HTMLText.decodeEntities(Array(bytes)), as: UTF8.self)
    }

    // MARK: Markup

    private func startsMarkup(at index: Int) -> Bool {
        guard index + 1 < page.count else { return false }
        let next = page[index + 1]
        if isLetter(next) || next == UInt8(ascii: "!") || next == UInt8(ascii: "?") { return true }
        return next == UInt8(ascii: "/") && index + 2 < page.count
    }

    /// The tag or comment at `start` (on its `<`, before what starts markup), nil when the page
    /// ends before it does.
    private mutating func markup(at start: Int) -> HTMLToken? {
        let count = page.count
        let next = page[start + 1]
        if next == UInt8(ascii: "!") {
            if matches("<!--", at: start) {
                let inside = start + 4
                // `<!-->` and `<!--->` end at once.
                if inside < count, page[inside] == UInt8(ascii: ">") {
                    return HTMLToken(kind: .comment, range: start..<inside + 1, name: inside..<inside)
                }
                if inside + 1 < count, page[inside] == UInt8(ascii: "-"), page[inside + 1] == UInt8(ascii: ">") {
                    return HTMLToken(kind: .comment, range: start..<inside + 2, name: inside..<inside)
                }
                guard let close = search("-->", from: inside) else { return nil }
                return HTMLToken(kind: .comment, range: start..<close + 3, name: inside..<close)
            }
            return bogusComment(from: start, inside: start + 2)
        }
        if next == UInt8(ascii: "?") { return bogusComment(from: start, inside: start + 1) }
        if next == UInt8(ascii: "/") {
            guard isLetter(page[start + 2]) else { return bogusComment(from: start, inside: start + 2) }
            let nameStart = start + 2
            let nameEnd = tagNameEnd(from: nameStart)
            guard let (end, _) = scanAttributes(from: nameEnd, keep: false) else { return nil }
            return HTMLToken(kind: .endTag, range: start..<end, name: nameStart..<nameEnd)
        }
        let nameStart = start + 1
        let nameEnd = tagNameEnd(from: nameStart)
        attributes.removeAll(keepingCapacity: true)
        guard let (end, selfClosing) = scanAttributes(from: nameEnd, keep: true) else {
            attributes.removeAll(keepingCapacity: true)
            return nil
        }
        let name = nameStart..<nameEnd
        if isRawTextElement(name) { rawTextName = name }
        return HTMLToken(kind: .startTag, range: start..<end, name: name, selfClosing: selfClosing)
    }

    private func bogusComment(from start: Int, inside: Int) -> HTMLToken? {
        guard let close = find(UInt8(ascii: ">"), from: inside) else { return nil }
        return HTMLToken(kind: .comment, range: start..<close + 1, name: inside..<close)
    }

    private func tagNameEnd(from start: Int) -> Int {
        var index = start
        while index < page.count {
            let byte = page[index]
            if isSpace(byte) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ">") { break }
            index += 1
        }
        return index
    }

    /// Reads attributes up to the tag's `>`: just past it and whether the tag ends `/>`; nil
    /// when the page ends first. Keeps them in `attributes` when asked.
    private mutating func scanAttributes(from start: Int, keep: Bool) -> (Int, Bool)? {
        let count = page.count
        var index = start
        // A `/` between attributes, not one ending a bare value (`<img src=a/>` is no `/>`).
        var slash = false
        while index < count {
            let byte = page[index]
            if byte == UInt8(ascii: ">") { return (index + 1, slash && page[index - 1] == UInt8(ascii: "/")) }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                slash = byte == UInt8(ascii: "/")
                index += 1
                continue
            }
            slash = false
            // A name: its first character may be `=` (HTML keeps it in the name).
            let nameStart = index
            index += 1
            while index < count {
                let b = page[index]
                // Letters, digits and `-` first: most of any name.
                if b >= 0x61 || (b >= 0x30 && b <= 0x39) || b == UInt8(ascii: "-") {
                    index += 1
                    continue
                }
                if isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") { break }
                index += 1
            }
            let name = nameStart..<index
            var afterName = index
            while afterName < count, isSpace(page[afterName]) { afterName += 1 }
            guard afterName < count, page[afterName] == UInt8(ascii: "=") else {
                if keep { attributes.append(HTMLAttribute(name: name, value: index..<index)) }
                continue
            }
            index = afterName + 1
            while index < count, isSpace(page[index]) { index += 1 }
            guard index < count else { return nil }
            let quote = page[index]
            let value: Range<Int>
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                guard let close = find(quote, from: index + 1) else { return nil }
                value = index + 1..<close
                index = close + 1
            } else {
                let valueStart = index
                while index < count, !isSpace(page[index]), page[index] != UInt8(ascii: ">") { index += 1 }
                value = valueStart..<index
            }
            if keep { attributes.append(HTMLAttribute(name: name, value: value)) }
        }
        return nil
    }

    private func isRawTextElement(_ name: Range<Int>) -> Bool {
        // Most tags are not: told by their length and first letter before their key.
        guard name.count >= 3, name.count <= 8 else { return false }
        switch Self.lowercased(page[name.lowerBound]) {
        case UInt8(ascii: "s"), UInt8(ascii: "t"), UInt8(ascii: "x"), UInt8(ascii: "i"), UInt8(ascii: "n"): break
        default: return false
        }
        switch nameKey(name) {
        case HTMLName.script, HTMLName.style, HTMLName.textarea, HTMLName.title, HTMLName.xmp,
            HTMLName.iframe, HTMLName.noembed, HTMLName.noframes:
            return true
        default:
            return false
        }
    }

    /// Where the raw text of element `name` ends: at `</name` followed by a space, `/` or `>`
    /// (any case), else at the end of the page.
    private func rawTextEnd(_ name: Range<Int>, from start: Int) -> Int {
        let count = page.count
        let length = name.count
        var index = start
        while let open = find(UInt8(ascii: "<"), from: index) {
            let afterName = open + 2 + length
            if afterName <= count, page[open + 1] == UInt8(ascii: "/"),
                (0..<length).allSatisfy({ page[open + 2 + $0] | 0x20 == page[name.lowerBound + $0] | 0x20 }),
                afterName == count || isSpace(page[afterName]) || page[afterName] == UInt8(ascii: "/")
                    || page[afterName] == UInt8(ascii: ">")
            {
                return open
            }
            index = open + 1
        }
        return count
    }

    // MARK: Bytes

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C
    }

    private func isLetter(_ byte: UInt8) -> Bool {
        byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A
    }

    /// memchr: the C library's search is vectorised, several times faster than a loop here.
    private func find(_ byte: UInt8, from start: Int) -> Int? {
        guard start < page.count, let base = page.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), page.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private func matches(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= page.count else { return false }
        let bytes = literal.utf8Start
        for offset in 0..<length where page[index + offset] != bytes[offset] { return false }
        return true
    }

    /// `literal` is lowercase ASCII.
    private func matchesIgnoringCase(_ literal: StaticString, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= page.count else { return false }
        let bytes = literal.utf8Start
        for offset in 0..<length {
            var byte = page[index + offset]
            if byte >= 0x41 && byte <= 0x5A { byte |= 0x20 }
            if byte != bytes[offset] { return false }
        }
        return true
    }

    private func search(_ literal: StaticString, from start: Int) -> Int? {
        let first = literal.utf8Start[0]
        var index = start
        while let found = find(first, from: index) {
            if matches(literal, at: found) { return found }
            index = found + 1
        }
        return nil
    }
}
