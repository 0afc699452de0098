@testable import CookbookTerminal
@testable import CookbookUI
import Testing

@Suite struct CellDiffTests {
    private func runs(_ new: Canvas, over old: Canvas?) -> [CellDiff.Run] {
        CellDiff.runs(CellDiff.codes(new), old: old.map(CellDiff.codes), width: new.width, height: new.height)
    }

    @Test func theCodeOfAShortTextIsItsBytesWhereverTheStringKeepsThem() {
        // Small strings (read in place) and the same texts in heap storage (read through
        // the UTF-8 view) give the same codes.
        for text in ["", " ", "a", "é", "e\u{301}", "│", "お", "🍕", "abcdef", "abcdefg", "🇫🇷", "👩‍👩‍👧"] {
            var stored = String()
            stored.reserveCapacity(64)
            stored += text
            let small = CellDiff.code(Cell(text: text, style: .plain))
            let large = CellDiff.code(Cell(text: stored, style: .plain))
            #expect(small == large, "\(text)")
            #expect(small & CellDiff.textBits == CellDiff.portableText(text), "\(text)")
        }
        #expect(CellDiff.portableText("abcdefg") == CellDiff.textBits, "seven bytes do not fit: always sent")
        #expect(CellDiff.code(Cell(text: "a", style: Style(bold: true))) != CellDiff.code(Cell(text: "a", style: .plain)))
        #expect(CellDiff.code(Cell(text: "a", style: Style(foreground: .red))) != CellDiff.code(Cell(text: "a", style: Style(background: .red))))
        #expect(CellDiff.code(Cell(text: "é", style: .plain)) != CellDiff.code(Cell(text: "e\u{301}", style: .plain)),
                "canonically equal, but other bytes on the terminal")
    }

    @Test func withNothingShownEveryCellIsSentInRunsOfOneStyle() {
        let frame = canvas(["abcd", "efgh"], width: 4) { x, _ in x < 2 ? .plain : Style(bold: true) }
        #expect(runs(frame, over: nil) == [
            .init(y: 0, x: 0, end: 2), .init(y: 0, x: 2, end: 4), .init(y: 1, x: 0, end: 2), .init(y: 1, x: 2, end: 4),
        ])
    }

    @Test func onlyChangedCellsAreSentAndEqualRowsAreSkipped() {
        let old = canvas(["abcdef", "ghijkl", "mnopqr"], width: 6)
        let new = canvas(["abXdeY", "ghijkl", "mnopqr"], width: 6)
        #expect(runs(new, over: old) == [.init(y: 0, x: 1, end: 3), .init(y: 0, x: 4, end: 6)],
                "a cell goes with the changed cell after it (a wide glyph may cover it)")
        #expect(runs(old, over: old).isEmpty)
    }

    @Test func aStyleChangeAloneIsAChange() {
        let old = canvas(["abc"], width: 3)
        let new = canvas(["abc"], width: 3) { x, _ in x == 2 ? Style(reverse: true) : .plain }
        #expect(runs(new, over: old) == [.init(y: 0, x: 1, end: 2), .init(y: 0, x: 2, end: 3)])
    }

    @Test func aWideGlyphIsSentWholeAndItsRightHalfNeverAlone() {
        let old = canvas(["a親b"], width: 4)
        let new = canvas(["a子b"], width: 4)
        #expect(runs(new, over: old) == [.init(y: 0, x: 0, end: 3)], "the glyph's run covers its right half")
        let narrow = canvas(["axyb"], width: 4)
        #expect(runs(narrow, over: old) == [.init(y: 0, x: 0, end: 3)])
        #expect(runs(old, over: narrow) == [.init(y: 0, x: 0, end: 3)])
    }

    @Test func aLongClusterIsSentOnEveryFrame() {
        let flag = canvas(["a👩‍👩‍👧b"], width: 4)
        #expect(runs(flag, over: flag) == [.init(y: 0, x: 0, end: 3)],
                "its code cannot say it is unchanged; the cell before goes with it")
    }

    @Test func anotherSizeIsDrawnWhole() {
        let old = canvas(["ab"], width: 2)
        let new = canvas(["ab", "cd"], width: 2)
        #expect(runs(new, over: old) == [.init(y: 0, x: 0, end: 2), .init(y: 1, x: 0, end: 2)])
    }
}
