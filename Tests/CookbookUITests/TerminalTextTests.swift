import CookbookKit
@testable import CookbookUI
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
}

@Suite struct CanvasTests {
    @Test func drawingClipsAtTheEdgeAndNeverHalfAWideGlyph() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw(TerminalText.glyphs("親子丼"), x: 0, y: 0, style: .plain)
        #expect(canvas.lines() == ["親子 "], "the third glyph would need columns 4 and 5")
        canvas.draw(TerminalText.glyphs("x"), x: 1, y: 0, style: .plain)
        #expect(canvas.lines() == [" x子 "], "overwriting the right half blanks the left")
        canvas.draw(TerminalText.glyphs("y"), x: 2, y: 0, style: .plain)
        #expect(canvas.lines() == [" xy  "], "overwriting the left half blanks the right")
    }

    @Test func writesOutsideTheGridAreIgnored() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw(TerminalText.glyphs("abc"), x: -1, y: 0, style: .plain)
        canvas.draw(TerminalText.glyphs("abc"), x: 0, y: 5, style: .plain)
        #expect(canvas.lines() == ["bc ", "   "])
    }
}

@Suite struct ClusterTests {
    @Test func everySpacingCharacterOfAClusterIsKept() {
        // ต and ำ form one Swift Character but take two cells, as curses counts them.
        #expect(TerminalText.visible("ส้มตำ") == "ส้มตำ")
        #expect(TerminalText.width("ส้มตำ") == 4)
        #expect(TerminalText.glyphs("ส้มตำ").map(\.text) == ["ส้", "ม", "ต", "ำ"])
    }
}

/// Text built to trip the terminal or the measure: every glyph is safe to send and one or
/// two cells wide.
@Suite struct HostileTextTests {
    /// What no glyph may hold: C0, DEL, C1, direction controls.
    func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        return v < 0x20 || (0x7F...0x9F).contains(v) || (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v)
            || v == 0x200E || v == 0x200F || v == 0x061C
    }

    @Test func everyControlAndDirectionCharacterBecomesAPlaceholder() {
        var all = ""
        for v in Array(0x00...0x9F) + [0x061C, 0x200E, 0x200F] + Array(0x202A...0x202E) + Array(0x2066...0x2069) {
            all.unicodeScalars.append(Unicode.Scalar(UInt32(v))!)
            all += "x"
        }
        for glyph in TerminalText.glyphs(all) {
            #expect(!glyph.text.unicodeScalars.contains(where: isUnsafe), "\(glyph.text.debugDescription)")
            #expect(glyph.width == 1 || glyph.width == 2)
        }
        #expect(TerminalText.visible("\u{85}") == "<85>", "NEL, the C1 line break")
    }

    @Test func lineAndParagraphSeparatorsAreShownAsReplacementCharacters() {
        #expect(TerminalText.visible("a\u{2028}b\u{2029}c") == "a\u{FFFD}b\u{FFFD}c")
    }

    @Test func marksNeverStandAloneNorPileUp() {
        #expect(TerminalText.glyphs("\u{301}\u{301}a").map(\.text) == ["a"], "a mark with nothing under it is dropped")
        #expect(TerminalText.glyphs("\u{1B}\u{301}").map(\.text) == ["^", "["], "nor does it join a placeholder")
        let zalgo = "a" + String(repeating: "\u{301}", count: 1_000)
        #expect(TerminalText.glyphs(zalgo) == [Glyph(text: "a\u{301}\u{301}\u{301}\u{301}", width: 1)],
                "at most what one curses cell holds")
    }

    @Test func aHundredThousandCharactersAreMeasuredQuickly() {
        let long = String(repeating: "Crème brûlée 親子丼 \u{1B}[2J ", count: 5_000)
        let start = Date()
        let cut = TerminalText.truncate(TerminalText.glyphs(long), to: 40)
        #expect(TerminalText.width(cut) == 40)
        #expect(Date().timeIntervalSince(start) < 2)
    }
}
