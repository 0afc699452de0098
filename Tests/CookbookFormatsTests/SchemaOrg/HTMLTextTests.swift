@testable import CookbookFormats
import Testing

@Suite struct HTMLTextTests {
    @Test func entities() {
        #expect(HTMLText.line("a &amp; b &lt;3 &quot;x&quot; &#39;y&#039; &#x2019; &eacute;&scaron; &frac12;&#188;") == "a & b <3 \"x\" 'y' ’ éš ½¼")
        #expect(HTMLText.line("Mom&amp;#39;s &amp;amp; &amp;lt;b&amp;gt;bold&amp;lt;/b&amp;gt;") == "Mom's & bold", "double-encoded, tags after")
        #expect(HTMLText.line("&#150; &#0; &#xD800; &bogus; & &amp") == "– \u{FFFD} \u{FFFD} &bogus; & &", "odd references")
    }

    @Test func tags() {
        #expect(HTMLText.line("<strong class=\"mr-3\">1 tablespoon</strong> cream <a href='x>y'>cheese</a>") == "1 tablespoon cream cheese")
        #expect(HTMLText.lines("<p>One</p>\n, <p>Two<br/>Three</p><ol><li>Four</li></ol>") == ["One", ",", "Two", "Three", "Four"])
        #expect(HTMLText.line("5 < 6 and 7 > 3, <!-- gone --> x <3") == "5 < 6 and 7 > 3, x <3", "a < that starts no tag is text")
    }

    @Test func spacesAndLines() {
        #expect(HTMLText.lines(" a\r\nb\rc\n\n d \u{2028}e") == ["a", "b", "c", "d", "e"])
        #expect(HTMLText.line("a\u{A0}\u{A0}b\t\tc\u{200B}d\u{2009}e\u{FEFF}") == "a b cd e")
        #expect(HTMLText.line("already clean") == "already clean")
        #expect(HTMLText.lines("   ").isEmpty)
    }
}
