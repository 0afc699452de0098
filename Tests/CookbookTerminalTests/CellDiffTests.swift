@testable import CookbookTerminal
@testable import CookbookRender
@testable import CookbookApp
import Testing

@Suite struct CellDiffTests {
    private func runs(_ new: Canvas, over old: Canvas?) -> [CellDiff.Run] {
        CellDiff.runs(new.codes, old: old?.codes, width: new.width, height: new.height)
    }

    @Test func aCellsCodeIsItsBytesAndItsStyle() {
        for text in ["", " ", "a", "é", "e\u{301}", "│", "お", "🍕", "abcdef"] {
            let code = Cell(text: text, style: .plain).code
            var expected: UInt64 = 0
            for (n, byte) in text.utf8.enumerated() { expected |= UInt64(byte) << (8 * UInt64(n)) }
            #expect(code == expected, "\(text)")
            #expect(Cell(code: code) == Cell(text: text, style: .plain), "\(text) read back")
        }
        #expect(Cell(text: "a", style: Style(bold: true)).code != Cell(text: "a", style: .plain).code)
        #expect(Cell(text: "a", style: Style(foreground: .red)).code != Cell(text: "a", style: Style(background: .red)).code)
        #expect(Cell(text: "é", style: .plain).code != Cell(text: "e\u{301}", style: .plain).code,
                "canonically equal, but other bytes on the terminal")
    }

    @Test func everyStyleReadsBackFromItsBits() {
        for foreground in Color.allCases {
            for background in Color.allCases {
                for attributes in 0..<16 {
                    let style = Style(foreground: foreground, background: background, bold: attributes & 1 != 0,
                                      dim: attributes & 2 != 0, reverse: attributes & 4 != 0, underline: attributes & 8 != 0)
                    #expect(Style(bits: style.bits) == style)
                    #expect(Cell(code: Cell(text: "x", style: style).code).style == style)
                }
            }
        }
    }

    @Test func aLongGlyphHasACodeOfItsOwnThatReadsBack() {
        let family = "👩‍👩‍👧", flag = "abcdefg", marks = "a\u{301}\u{302}\u{303}\u{304}"
        let codes = [family, flag, marks].map { Glyph(text: $0, width: 1).code }
        #expect(Set(codes).count == 3, "one code a text")
        #expect(codes.allSatisfy { $0 <= Glyph.textBits && Glyph.isLong($0) })
        #expect(Glyph(text: String(family.unicodeScalars.reversed().reversed().map(Character.init)), width: 2).code == codes[0],
                "the same text made again, the same code")
        #expect(codes.map(Glyph.text) == [family, flag, marks])
        #expect(!Glyph.isLong(Glyph(text: "abcdef", width: 1).code) && !Glyph.isLong(Glyph(text: "🍕", width: 2).code),
                "six bytes or fewer are the bytes themselves")
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

    @Test func aLongClusterIsSentOnlyWhenItChanges() {
        let family = canvas(["a👩‍👩‍👧b"], width: 4)
        #expect(runs(family, over: family).isEmpty)
        let other = canvas(["a👨‍👩‍👧b"], width: 4)
        #expect(runs(other, over: family) == [.init(y: 0, x: 0, end: 3)], "the cell before goes with it")
    }

    @Test func anotherSizeIsDrawnWhole() {
        let old = canvas(["ab"], width: 2)
        let new = canvas(["ab", "cd"], width: 2)
        #expect(runs(new, over: old) == [.init(y: 0, x: 0, end: 2), .init(y: 1, x: 0, end: 2)])
    }

    /// The rule `runs` follows, read cell by cell: what its skipping over unchanged cells must
    /// give.
    private func plainRuns(_ new: [UInt64], old: [UInt64]?, width: Int, height: Int) -> [CellDiff.Run] {
        var runs: [CellDiff.Run] = []
        for y in 0..<height {
            let row = y * width
            if let old, new[row..<row + width] == old[row..<row + width] { continue }
            var start = -1
            for x in 0..<width {
                let i = row + x
                if new[i] & CellDiff.textBits == 0 { continue }
                let changed = old.map { new[i] != $0[i] || (x + 1 < width && new[i + 1] != $0[i + 1]) } ?? true
                if start >= 0, !changed || new[i] >> 48 != new[row + start] >> 48 {
                    runs.append(.init(y: y, x: start, end: x))
                    start = -1
                }
                if changed, start < 0 { start = x }
            }
            if start >= 0 { runs.append(.init(y: y, x: start, end: width)) }
        }
        return runs
    }

    @Test func runsAreTheCellByCellRuleOnRandomFrames() {
        var random = SystemRandomNumberGenerator()
        let glyphs = TerminalText.glyphs("ab 親") + [Glyph(text: "👩‍👩‍👧", width: 2)]
        let styles = [Style.plain, Style(bold: true), Style(reverse: true)]
        func frame(_ width: Int, _ height: Int) -> Canvas {
            var canvas = Canvas(width: width, height: height)
            for _ in 0..<(width * height / 2) {
                canvas.draw([glyphs.randomElement(using: &random)!], x: Int.random(in: 0..<width, using: &random),
                            y: Int.random(in: 0..<height, using: &random), style: styles.randomElement(using: &random)!)
            }
            return canvas
        }
        for _ in 0..<300 {
            let width = Int.random(in: 1...12, using: &random), height = Int.random(in: 1...4, using: &random)
            let old = frame(width, height)
            var new = old
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                new.draw([glyphs.randomElement(using: &random)!], x: Int.random(in: 0..<width, using: &random),
                         y: Int.random(in: 0..<height, using: &random), style: styles.randomElement(using: &random)!)
            }
            #expect(runs(new, over: old) == plainRuns(new.codes, old: old.codes, width: width, height: height))
            #expect(runs(new, over: nil) == plainRuns(new.codes, old: nil, width: width, height: height))
        }
    }

    /// Codes no canvas makes too (a right half alone, at the start of a row, after another):
    /// the rule still holds, and no run is empty.
    @Test func runsAreTheCellByCellRuleOnAnyCodes() {
        var random = SystemRandomNumberGenerator()
        let texts: [UInt64] = [0, 0x61, 0x62, 0x20]
        let styles: [UInt64] = [0, Style(bold: true).bits, Style(reverse: true).bits].map { UInt64($0) << 48 }
        func code() -> UInt64 { texts.randomElement(using: &random)! | styles.randomElement(using: &random)! }
        for _ in 0..<2000 {
            let width = Int.random(in: 1...10, using: &random)
            let old = (0..<width).map { _ in code() }
            var new = old
            for _ in 0..<Int.random(in: 1...4, using: &random) { new[Int.random(in: 0..<width, using: &random)] = code() }
            let found = CellDiff.runs(new, old: old, width: width, height: 1)
            #expect(found == plainRuns(new, old: old, width: width, height: 1), "\(old) → \(new)")
            #expect(found.allSatisfy { $0.x < $0.end })
        }
    }
}
