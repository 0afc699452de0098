@testable import CookbookFormats
import Testing

@Suite struct HTMLTokenizerTests {
    /// Each token as `kind:text` (a tag by its name and attributes as `name=value`).
    func tokens(_ page: String) -> [String] {
        let bytes = Array(page.utf8)
        return bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = HTMLTokenizer(buffer)
            var shown: [String] = []
            var end = 0
            while let token = tokenizer.next() {
                #expect(token.range.lowerBound == end, "tokens follow each other")
                end = token.range.upperBound
                let name = String(decoding: bytes[token.name], as: UTF8.self)
                switch token.kind {
                case .text: shown.append("text:" + name)
                case .rawText: shown.append("raw:" + name)
                case .comment: shown.append("comment:" + name)
                case .endTag: shown.append("/" + name)
                case .startTag:
                    let attributes = tokenizer.attributes.map {
                        String(decoding: bytes[$0.name], as: UTF8.self) + "=" + String(decoding: bytes[$0.value], as: UTF8.self)
                    }
                    shown.append(([name] + attributes).joined(separator: " ") + (token.selfClosing ? " /" : ""))
                }
            }
            #expect(end == bytes.count, "the tokens cover the page")
            return shown
        }
    }

    @Test func tagsTextAndAttributesInEveryForm() {
        #expect(tokens(#"<p class="a b" id='x' hidden data-n=3 title = "5 > 4">Hi &amp; bye</p>"#)
            == ["p class=a b id=x hidden= data-n=3 title=5 > 4", "text:Hi &amp; bye", "/p"])
        #expect(tokens("<BR/><img src=a.jpg/><img src='b.jpg'/>") == ["BR /", "img src=a.jpg/", "img src=b.jpg /"])
        #expect(tokens("<div\nitemscope\titemprop=name>") == ["div itemscope= itemprop=name"])
    }

    @Test func aLessThanSignThatStartsNoTagIsText() {
        #expect(tokens("5 < 6 and 7<8 <= 9 </ x>") == ["text:5 < 6 and 7<8 <= 9 ", "comment: x"])
        #expect(tokens("a <") == ["text:a <"])
        #expect(tokens("a </") == ["text:a </"])
    }

    @Test func commentsDeclarationsAndProcessingInstructions() {
        #expect(tokens("<!DOCTYPE html><!-- a <b> --><?xml version='1.0'?><!--><!--->x")
            == ["comment:DOCTYPE html", "comment: a <b> ", "comment:?xml version='1.0'?", "comment:", "comment:", "text:x"])
    }

    @Test func scriptsAndStylesAreRawTextToTheirEndTag() {
        #expect(tokens(#"<script>if (a<b) document.write("<p>x</p>")</script><style>p>b{}</STYLE ><p>"#)
            == [#"script"#, #"raw:if (a<b) document.write("<p>x</p>")"#, "/script", "style", "raw:p>b{}", "/STYLE", "p"])
        #expect(tokens("<script></script>") == ["script", "raw:", "/script"])
        #expect(tokens("<title>A &amp; <b>B</b></title>") == ["title", "raw:A &amp; <b>B</b>", "/title"])
        #expect(tokens("<script>never closed <p>") == ["script", "raw:never closed <p>"])
        #expect(tokens("<scripts>x</scripts>") == ["scripts", "text:x", "/scripts"])
    }

    @Test func whatThePageNeverClosesIsText() {
        #expect(tokens("<p>a<div class=\"x>b</div>") == ["p", "text:a", "text:<div class=\"x>b</div>"])
        #expect(tokens("a<!-- never closed <p>b</p>") == ["text:a", "text:<!-- never closed <p>b</p>"])
        #expect(tokens("<p") == ["text:<p"])
    }

    @Test func textDecodesEntitiesAndNamesCompareInAnyCase() {
        let bytes = Array("<DIV Class=&quot;a&quot;>caf&eacute; &#8211; &#x2153;</DIV>".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            var tokenizer = HTMLTokenizer(buffer)
            let tag = tokenizer.next()!
            #expect(tokenizer.equalsIgnoringCase(tag.name, "div"))
            #expect(tokenizer.nameKey(tag.name) == HTMLTokenizer.key("div"))
            #expect(tokenizer.attribute("class").map { tokenizer.text($0) } == "\"a\"")
            #expect(tokenizer.attribute("id") == nil)
            let text = tokenizer.next()!
            #expect(tokenizer.text(text.range) == "café – ⅓")
        }
    }

    @Test func namesLongerThanEightBytesHaveKeysOfTheirOwn() {
        let bytes = Array("recipe-card RECIPE-CARD recipe-step blockquote".utf8)
        bytes.withUnsafeBufferPointer { buffer in
            let tokenizer = HTMLTokenizer(buffer)
            #expect(tokenizer.nameKey(0..<11) == tokenizer.nameKey(12..<23))
            #expect(tokenizer.nameKey(0..<11) != tokenizer.nameKey(24..<35))
            #expect(tokenizer.nameKey(36..<46) == HTMLName.blockquote)
            #expect(HTMLName.blockquote != HTMLName.figcaption)
        }
    }
}
