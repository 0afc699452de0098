@testable import CookbookRender
import Foundation
import Testing

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
