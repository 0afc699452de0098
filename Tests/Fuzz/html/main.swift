// libFuzzer target: the HTML tokenizer, on any bytes as a page. Built and run by `make fuzz`;
// see the Makefile (its seeds are the microdata fixtures).
import CookbookFormats

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTML(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let page = UnsafeBufferPointer(start: bytes, count: count)
    var tokenizer = HTMLTokenizer(page)
    var end = 0
    var tokens = 0
    while let token = tokenizer.next() {
        tokens += 1
        // The tokens follow each other with nothing between and nothing over: put together,
        // they are the page.
        precondition(token.range.lowerBound == end, "a token does not start where the last ended")
        precondition(token.range.upperBound <= count, "a token runs past the page")
        precondition(!token.range.isEmpty || token.kind == .rawText, "an empty token that is not raw text")
        precondition(token.name.lowerBound >= token.range.lowerBound && token.name.upperBound <= token.range.upperBound,
                     "a token's name is outside it")
        switch token.kind {
        case .startTag, .endTag:
            precondition(page[token.range.lowerBound] == UInt8(ascii: "<") && page[token.range.upperBound - 1] == UInt8(ascii: ">"))
            if token.kind == .startTag {
                for attribute in tokenizer.attributes {
                    precondition(attribute.name.lowerBound > token.name.upperBound - 1 && attribute.value.upperBound < token.range.upperBound,
                                 "an attribute outside its tag")
                    _ = tokenizer.text(attribute.value)
                }
            }
        case .comment:
            precondition(page[token.range.lowerBound] == UInt8(ascii: "<") && page[token.range.upperBound - 1] == UInt8(ascii: ">"))
        case .text:
            _ = tokenizer.text(token.range)
        case .rawText:
            break
        }
        end = token.range.upperBound
        precondition(tokens <= 2 * count + 2, "more tokens than the page can hold")
    }
    precondition(end == count, "the tokens stop before the page ends")
    return 0
}
