import CookbookKit
@testable import CookbookUI
import Foundation
import Testing

@Suite struct CanvasTests {
    @Test func aCanvasMadeFromRecycledCellsIsBlank() {
        var old = Canvas(width: 4, height: 2)
        old.draw(TerminalText.glyphs("ab"), x: 0, y: 0, style: Style(bold: true))
        old.zones.append(HotZone(rect: old.bounds, click: []))
        old.recycle()
        #expect(old.cells.isEmpty && old.zones.isEmpty)
        let reused = Canvas(width: 4, height: 2)
        #expect(reused.width == 4 && reused.cells == Array(repeating: .blank, count: 8))
        var other = Canvas(width: 2, height: 2)
        other.recycle()
        #expect(Canvas(width: 3, height: 3).cells == Array(repeating: .blank, count: 9), "cells of another size are not used")
        #expect(Canvas(width: 0, height: 0).cells.isEmpty)
    }

    @Test func blankingCellsMakesEveryKindOfTextBlank() {
        // A text on the heap (made at run time, longer than a small string holds), a long
        // literal, small ones, and the right half of a wide glyph.
        let heap = String(repeating: "é", count: 12)
        var cells = [Cell(text: heap, style: Style(bold: true)), Cell(text: "👨‍👩‍👧‍👦", style: .plain),
                     Cell(text: "a", style: Style(reverse: true)), Cell(text: "", style: .plain), .blank]
        Canvas.blankAll(&cells)
        #expect(cells == Array(repeating: .blank, count: 5))
        #expect(heap == String(repeating: "é", count: 12), "the text the cell shared is intact")
    }

    @Test func drawingOverEveryKindOfTextLeavesTheNewText() {
        // Small strings over small ones are copied as bytes; a text on the heap, written or
        // overwritten, is assigned. Every pair, and the texts shared with the cells intact.
        let heap = String(repeating: "é", count: 12)
        let texts = [heap, "👨‍👩‍👧‍👦", "a", "ü"]
        for old in texts {
            for new in texts {
                var canvas = Canvas(width: 1, height: 1)
                canvas.draw([Glyph(text: old, width: 1)], x: 0, y: 0, style: .plain)
                canvas.draw([Glyph(text: new, width: 1)], x: 0, y: 0, style: Style(bold: true))
                #expect(canvas[0, 0] == Cell(text: new, style: Style(bold: true)), "\(new) over \(old)")
                canvas.fill(canvas.bounds, style: Style(reverse: true))
                #expect(canvas[0, 0] == Cell(text: " ", style: Style(reverse: true)), "a fill over \(new)")
            }
        }
        #expect(heap == String(repeating: "é", count: 12))
    }

    @Test func aTextOnTheHeapDrawnOverASmallOneIsKeptByTheCanvas() {
        var canvas = Canvas(width: 1, height: 1)
        canvas.draw([Glyph(text: "a", width: 1)], x: 0, y: 0, style: .plain)
        do {
            let heap = String(repeating: "é", count: 12)
            canvas.draw([Glyph(text: heap, width: 1)], x: 0, y: 0, style: .plain)
        }
        // Its other owners are gone: had the canvas copied it without owning it, its storage
        // would be freed now and taken by these.
        let churn = (0..<2000).map { String(repeating: "x", count: 24 + $0 % 8) }
        #expect(canvas[0, 0].text == String(repeating: "é", count: 12))
        #expect(churn.count == 2000)
    }

    @Test func drawingClipsAtTheEdgeAndNeverHalfAWideGlyph() {
        var canvas = Canvas(width: 5, height: 1)
        canvas.draw(TerminalText.glyphs("親子丼"), x: 0, y: 0, style: .plain)
        #expect(canvas.lines() == ["親子 "], "the third glyph would need columns 4 and 5")
        canvas.draw(TerminalText.glyphs("x"), x: 1, y: 0, style: .plain)
        #expect(canvas.lines() == [" x子 "], "overwriting the right half blanks the left")
        canvas.draw(TerminalText.glyphs("y"), x: 2, y: 0, style: .plain)
        #expect(canvas.lines() == [" xy  "], "overwriting the left half blanks the right")
    }

    @Test func aBoxFilledOverHalfAWideGlyphBlanksItsOtherHalf() {
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw(TerminalText.glyphs("親子丼"), x: 0, y: 0, style: .plain)
        canvas.fill(Rect(x: 1, y: 0, width: 4, height: 1), style: .plain)
        #expect(canvas.lines() == ["      "], "both glyphs cut by the box's edges are blanked whole")
        #expect((0..<6).allSatisfy { !canvas[$0, 0].text.isEmpty })
    }

    @Test func writesOutsideTheGridAreIgnored() {
        var canvas = Canvas(width: 3, height: 2)
        canvas.draw(TerminalText.glyphs("abc"), x: -1, y: 0, style: .plain)
        canvas.draw(TerminalText.glyphs("abc"), x: 0, y: 5, style: .plain)
        #expect(canvas.lines() == ["bc ", "   "])
    }
}
