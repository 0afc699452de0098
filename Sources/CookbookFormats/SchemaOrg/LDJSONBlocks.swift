/// Finds the `<script type="application/ld+json">` blocks of a saved page through the
/// page's tokens (`HTMLTokenizer`): a `<script>` start tag whose `type` is JSON-LD (any
/// case, also with `; charset=…` after it) and the raw text after it. Comments and the
/// contents of other scripts are tokens of their own, so a `<script` inside JavaScript or a
/// commented-out block is not taken for one.
enum LDJSONBlocks {
    /// The byte ranges of the blocks' contents, in page order.
    static func ranges(in page: UnsafeBufferPointer<UInt8>) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var tokenizer = HTMLTokenizer(page)
        var inBlock = false
        while let token = tokenizer.next() {
            switch token.kind {
            case .startTag:
                inBlock = tokenizer.equalsIgnoringCase(token.name, "script")
                    && tokenizer.attribute("type").map { isJSONLD($0, in: page) } == true
            case .rawText:
                if inBlock { ranges.append(token.range) }
                inBlock = false
            default:
                inBlock = false
            }
        }
        return ranges
    }

    /// `application/ld+json`, also with `; charset=utf-8` after it, spaces around.
    private static func isJSONLD(_ value: Range<Int>, in page: UnsafeBufferPointer<UInt8>) -> Bool {
        func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C }
        var start = value.lowerBound
        var end = value.upperBound
        while start < end, isSpace(page[start]) { start += 1 }
        while end > start, isSpace(page[end - 1]) { end -= 1 }
        let type: StaticString = "application/ld+json"
        let length = type.utf8CodeUnitCount
        guard end - start >= length else { return false }
        for offset in 0..<length where page[start + offset] | (page[start + offset] >= 0x41 && page[start + offset] <= 0x5A ? 0x20 : 0) != type.utf8Start[offset] {
            return false
        }
        return end - start == length || page[start + length] == UInt8(ascii: ";") || isSpace(page[start + length])
    }
}
