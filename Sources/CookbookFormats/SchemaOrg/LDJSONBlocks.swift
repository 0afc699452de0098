#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the `<script type="application/ld+json">` blocks of a saved page without parsing the
/// page: a scan for `<script` tags (any case) and their `type` attribute (quoted with `"` or
/// `'`, or bare; other attributes anywhere), skipping comments and the contents of every other
/// script, so a `<script` inside JavaScript or a commented-out block is not taken for one.
enum LDJSONBlocks {
    /// The byte ranges of the blocks' contents, in page order.
    static func ranges(in page: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let count = page.count
        var index = 0
        while index < count {
            guard let open = find(UInt8(ascii: "<"), in: page, from: index) else { break }
            index = open + 1
            if matches("!--", in: page, at: index) {
                index = search("-->", in: page, from: index + 3).map { $0 + 3 } ?? count
                continue
            }
            guard matchesIgnoringCase("script", in: page, at: index) else { continue }
            let afterName = index + 6
            guard afterName < count else { break }
            let next = page[afterName]
            guard next == UInt8(ascii: ">") || next == UInt8(ascii: "/") || isSpace(next) else { continue }
            let (tagEnd, isLD) = attributes(in: page, from: afterName)
            guard let contentStart = tagEnd else { break }
            let contentEnd = searchIgnoringCase("</script", in: page, from: contentStart) ?? count
            if isLD { ranges.append(contentStart..<contentEnd) }
            index = contentEnd
        }
        return ranges
    }

    /// Reads a tag's attributes up to its `>`: where its content starts (nil if the tag never
    /// closes), and whether its `type` is JSON-LD.
    private static func attributes(in page: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int?, Bool) {
        let count = page.count
        var index = start
        var isLD = false
        while index < count {
            let byte = page[index]
            if byte == UInt8(ascii: ">") { return (index + 1, isLD) }
            if isSpace(byte) || byte == UInt8(ascii: "/") {
                index += 1
                continue
            }
            let nameStart = index
            while index < count {
                let b = page[index]
                if isSpace(b) || b == UInt8(ascii: "=") || b == UInt8(ascii: ">") || b == UInt8(ascii: "/") { break }
                index += 1
            }
            let isType = index - nameStart == 4 && matchesIgnoringCase("type", in: page, at: nameStart)
            while index < count, isSpace(page[index]) { index += 1 }
            guard index < count, page[index] == UInt8(ascii: "=") else { continue }
            index += 1
            while index < count, isSpace(page[index]) { index += 1 }
            guard index < count else { break }
            var valueStart = index
            var valueEnd: Int
            let quote = page[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                valueStart = index + 1
                valueEnd = find(quote, in: page, from: valueStart) ?? count
                index = min(count, valueEnd + 1)
            } else {
                while index < count, !isSpace(page[index]), page[index] != UInt8(ascii: ">") { index += 1 }
                valueEnd = index
            }
            if isType {
                while valueStart < valueEnd, isSpace(page[valueStart]) { valueStart += 1 }
                while valueEnd > valueStart, isSpace(page[valueEnd - 1]) { valueEnd -= 1 }
                // `application/ld+json`, also with `; charset=utf-8` after it.
                isLD = valueEnd - valueStart >= 19 && matchesIgnoringCase("application/ld+json", in: page, at: valueStart)
                    && (valueEnd - valueStart == 19 || page[valueStart + 19] == UInt8(ascii: ";")
                        || isSpace(page[valueStart + 19]))
            }
        }
        return (nil, isLD)
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C
    }

    /// memchr: the C library's search is vectorised, several times faster than a loop here.
    private static func find(_ byte: UInt8, in page: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard start < page.count, let base = page.baseAddress else { return nil }
        guard let found = memchr(base + start, Int32(byte), page.count - start) else { return nil }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func matches(_ literal: StaticString, in page: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let length = literal.utf8CodeUnitCount
        guard index + length <= page.count else { return false }
        let bytes = literal.utf8Start
        for offset in 0..<length where page[index + offset] != bytes[offset] { return false }
        return true
    }

    /// `literal` is lowercase ASCII.
    private static func matchesIgnoringCase(_ literal: StaticString, in page: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
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

    private static func search(_ literal: StaticString, in page: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        let first = literal.utf8Start[0]
        var index = start
        while let found = find(first, in: page, from: index) {
            if matches(literal, in: page, at: found) { return found }
            index = found + 1
        }
        return nil
    }

    private static func searchIgnoringCase(_ literal: StaticString, in page: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        var index = start
        while let found = find(UInt8(ascii: "<"), in: page, from: index) {
            if matchesIgnoringCase(literal, in: page, at: found) { return found }
            index = found + 1
        }
        return nil
    }
}
