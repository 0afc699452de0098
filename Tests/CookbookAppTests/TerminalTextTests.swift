@testable import CookbookRender
import Foundation
import Testing

@Suite struct TerminalTextTests {
    @Test func widthsAreDisplayColumns() {
        #expect(TerminalText.width("Apple Pie") == 9)
        #expect(TerminalText.width("親子丼") == 6)
        #expect(TerminalText.width("Crème Brûlée") == 12)
        #expect(TerminalText.width("e\u{301}") == 1, "a combining accent shares its base's cell")
    }

    @Test func controlsBecomeVisiblePlaceholders() {
        #expect(TerminalText.visible("a\u{1B}]0;title\u{07}b") == "a^[]0;title^Gb")
        #expect(TerminalText.visible("\u{9B}2J") == "<9B>2J")
        #expect(TerminalText.visible("x\u{7F}") == "x^?")
        #expect(TerminalText.visible("\u{202E}evil") == "<U+202E>evil")
        #expect(TerminalText.visible("\u{2066}x\u{2069}") == "<U+2066>x<U+2069>")
        #expect(TerminalText.visible("line\r\nnext") == "line^M^Jnext")
        for glyph in TerminalText.glyphs("\u{1B}[2J\u{9B}\u{0}\u{202D}") {
            #expect(glyph.text.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value != 0x7F && !(0x80..<0xA0).contains($0.value) })
        }
    }

    @Test func tabsAreExpanded() {
        #expect(TerminalText.visible("a\tb") == "a   b")
        #expect(TerminalText.visible("\tb") == "    b")
    }

    @Test func truncationEndsInAnEllipsisAndNeverSplitsAWideCharacter() {
        let cut = TerminalText.truncate(TerminalText.glyphs("親子丼親子丼"), to: 6)
        #expect(cut.map(\.text).joined() == "親子…")
        #expect(TerminalText.width(cut) == 5)
        #expect(TerminalText.truncate(TerminalText.glyphs("Apple"), to: 5).map(\.text).joined() == "Apple")
        #expect(TerminalText.truncate(TerminalText.glyphs("Apple Pie"), to: 5).map(\.text).joined() == "Appl…")
        #expect(TerminalText.truncateLeading(TerminalText.glyphs("Apple Pie › Pie Crust"), to: 10).map(\.text).joined() == "…Pie Crust")
    }

    @Test func wrappingBreaksAtSpacesAndInsideLongWords() {
        func wrap(_ s: String, _ w: Int) -> [String] { TerminalText.wrap(s, width: w).map { $0.map(\.text).joined() } }
        #expect(wrap("Heat the oven to 220 degrees", 10) == ["Heat the", "oven to", "220", "degrees"])
        #expect(wrap("キャベツを切る。", 6) == ["キャベ", "ツを切", "る。"])
        #expect(wrap("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        for line in TerminalText.wrap("お好み焼きを焼きます and then serve it hot", width: 7) {
            #expect(TerminalText.width(line) <= 7)
        }
    }

    @Test func glyphsKeepEveryScalarAndEachCodeIsItsText() {
        // Latin with precomposed and combining accents, Greek, Cyrillic, Japanese, Thai with
        // its marks, Devanagari, emoji with skin tones and joiners, four-byte CJK.
        let texts = ["Crème brûlée", "cre\u{300}me", "Σουβλάκι", "Борщ", "お好み焼き", "ต้มยำกุ้ง", "दाल मखनी",
                     "👍🏽 👩‍👩‍👧 🍕", "𠮷野家", "a\u{301}\u{302}\u{303}\u{304}"]
        for text in texts {
            let glyphs = TerminalText.glyphs(text)
            #expect(glyphs.map(\.text).joined() == text, "\(text)")
            for glyph in glyphs {
                #expect(glyph.code == Glyph(text: glyph.text, width: glyph.width).code, "\(glyph.text) in \(text)")
                #expect(Glyph.isLong(glyph.code) == (glyph.text.utf8.count > 6), "\(glyph.text) in \(text)")
            }
            #expect(TerminalText.visible(text) == text, "\(text) is shown as it is")
        }
    }
}
