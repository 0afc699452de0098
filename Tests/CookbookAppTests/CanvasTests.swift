@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

@Suite struct CanvasTests {
    @Test func aNewCanvasIsBlank() {
        #expect(Canvas(width: 4, height: 2).codes == Array(repeating: Cell.blank.code, count: 8))
        #expect((0..<2).allSatisfy { y in (0..<4).allSatisfy { Canvas(width: 4, height: 2)[$0, y] == .blank } })
        #expect(Canvas(width: 0, height: 0).codes.isEmpty)
        #expect(Canvas(width: -3, height: 2).codes.isEmpty, "a negative size is an empty canvas")
    }

    @Test func drawingOverEveryKindOfTextLeavesTheNewText() {
        // Short texts (their bytes in the code) and long ones (a number in `LongGlyphs`), every
        // pair, then a fill over each.
        let texts = [String(repeating: "é", count: 12), "👨‍👩‍👧‍👦", "a", "ü", "abcdef"]
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
    }

    @Test func restylingKeepsTheText() {
        var canvas = Canvas(width: 3, height: 1)
        canvas.draw(TerminalText.glyphs("a親"), x: 0, y: 0, style: Style(foreground: .green))
        canvas.restyle(canvas.bounds) { $0.reverse = true }
        #expect(canvas.lines() == ["a親"])
        #expect((0..<3).allSatisfy { canvas[$0, 0].style == Style(foreground: .green, reverse: true) })
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

    @Test func aStringDrawsAsItsGlyphsDo() {
        // Printable ASCII is drawn straight from its bytes; every string must come out as
        // its glyphs would, cut or not, at every place and over a wide glyph.
        let strings = ["", "a", "Apple Pie", "tab\there", "ctrl\u{7}", "Crème brûlée", "親子丼", "abcdefghijkl", "x › y"]
        for string in strings {
            for x in [-2, 0, 1, 5, 9] {
                for width in [-1, 0, 1, 3, 8, 20] {
                    var glyphs = Canvas(width: 10, height: 1), direct = glyphs
                    glyphs.draw(TerminalText.glyphs("親子丼親子"), x: 0, y: 0, style: .plain)
                    direct.draw(TerminalText.glyphs("親子丼親子"), x: 0, y: 0, style: .plain)
                    let end = glyphs.draw(TerminalText.truncate(TerminalText.glyphs(string), to: width), x: x, y: 0,
                                          style: Style(bold: true), limit: x + width)
                    #expect(direct.text(string, x: x, y: 0, width: width, style: Style(bold: true)) == end)
                    #expect(direct == glyphs, "text \(string) at \(x), \(width) wide")
                }
                for limit in [nil, 0, 4, 20] as [Int?] {
                    var glyphs = Canvas(width: 10, height: 2), direct = glyphs
                    let end = glyphs.draw(TerminalText.glyphs(string), x: x, y: 1, style: .plain, limit: limit)
                    #expect(direct.draw(string, x: x, y: 1, style: .plain, limit: limit) == end)
                    #expect(direct == glyphs, "draw \(string) at \(x), limit \(String(describing: limit))")
                }
            }
            #expect(TerminalText.width(string) == TerminalText.width(TerminalText.glyphs(string)), "\(string)")
        }
    }

    @Test func oneGlyphDrawsAsAnArrayOfItDoes() {
        for glyph in [Glyph(text: "a", width: 1), Glyph(text: "親", width: 2), Glyph(text: "›", width: 1)] {
            for x in [-2, -1, 0, 3, 4, 5] {
                for y in [-1, 0, 1] {
                    for limit in [nil, 0, 4, 5] as [Int?] {
                        var one = Canvas(width: 5, height: 1), array = one
                        one.draw(TerminalText.glyphs("親子x"), x: 0, y: 0, style: .plain)
                        array.draw(TerminalText.glyphs("親子x"), x: 0, y: 0, style: .plain)
                        let end = array.draw([glyph], x: x, y: y, style: Style(bold: true), limit: limit)
                        #expect(one.draw(glyph, x: x, y: y, style: Style(bold: true), limit: limit) == end)
                        #expect(one == array, "\(glyph.text) at \(x), \(y), limit \(String(describing: limit))")
                    }
                }
            }
        }
    }

    @Test func cellsPutAgainAreTheGlyphsDrawnOnBlankCells() {
        // The recipe column stores its lines' cells instead of drawing their glyphs: the same
        // cells at every place, limit and width, a wide glyph never cut in half.
        let strings = ["", "a", "Apple Pie", "Crème brûlée", "親子丼", "a親b子", "x › y", "タイ ต้มยำ"]
        for string in strings {
            let glyphs = TerminalText.glyphs(string)
            let cells = Canvas.cells(of: glyphs, style: Style(foreground: .green, bold: true))
            for x in [0, 1, 5, 9, 12] {
                for limit in [0, 1, 3, 4, 8, 11, 20] {
                    for y in [-1, 0, 1] {
                        var drawn = Canvas(width: 11, height: 1), put = drawn
                        drawn.draw(glyphs, x: x, y: y, style: Style(foreground: .green, bold: true), limit: limit)
                        put.put(cells, x: x, y: y, limit: limit)
                        #expect(put == drawn, "\(string) at \(x), \(y), limit \(limit)")
                    }
                }
            }
        }
    }

    @Test func aZonesClickGivesItsActions() {
        #expect(HotZone.Click.selectRecipe("pesto").actions == [.selectRecipe("pesto")])
        #expect(HotZone.Click.selectCategory("soup").actions == [.selectCategory("soup")])
        #expect(HotZone.Click.detailItem(3, opens: false).actions == [.setDetailCursor(3)])
        #expect(HotZone.Click.detailItem(7, opens: true).actions == [.setDetailCursor(7), .forward])
        let listed: HotZone.Click = [.dismiss, .focus(.recipes)]
        #expect(listed.actions == [.dismiss, .focus(.recipes)])
        #expect(([] as HotZone.Click).actions.isEmpty)
    }
}
