@testable import CookbookTerminal
@testable import CookbookRender
@testable import CookbookApp
import Testing

/// The bytes the writer sends for a frame, exactly: `␛` stands for ESC in the expectations.
@Suite struct TerminalOutputTests {
    /// Draws `new` over `old` (nil: over a screen just cleared) and returns the bytes, ESC
    /// shown as `␛`; the writer keeps its cursor and pen for the next frame.
    private func update(_ writer: inout TerminalOutput, from old: Canvas?, to new: Canvas) -> String {
        let shown = old?.codes ?? [UInt64](repeating: Cell.blank.code, count: new.codes.count)
        let runs = CellDiff.runs(new.codes, old: shown, width: new.width, height: new.height)
        writer.bytes.removeAll()
        new.codes.withUnsafeBufferPointer { codes in
            shown.withUnsafeBufferPointer { shown in
                writer.put(runs, codes: codes, shown: shown, width: new.width)
            }
        }
        defer { writer.bytes.removeAll() }
        return String(String(decoding: writer.bytes, as: UTF8.self).map { $0 == "\u{1B}" ? "␛" : $0 })
    }

    /// A writer that has just cleared the screen: cursor at the top left, plain pen.
    private func cleared(_ capabilities: TerminalOutput.Capabilities = .xterm) -> TerminalOutput {
        var writer = TerminalOutput(capabilities)
        writer.clear()
        writer.bytes.removeAll()
        return writer
    }

    private var vt100: TerminalOutput.Capabilities {
        TerminalOutput.Capabilities(
            colour: false, attributes: TerminalOutput.bold | TerminalOutput.reverse | TerminalOutput.underline, noColourVideo: 0,
            offCodes: false, repeats: false, reset: Array("\u{1B}[m\u{0F}".utf8), clear: Array("\u{1B}[H\u{1B}[J".utf8))
    }

    @Test func clearingResetsThePenOnlyWhenItIsNotKnownToBePlain() {
        var writer = TerminalOutput(.xterm)
        writer.clear()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\u{1B}(B\u{1B}[m\u{1B}[H\u{1B}[2J", "sgr0 whole, then clear")
        writer.bytes.removeAll()
        writer.clear()
        #expect(String(decoding: writer.bytes, as: UTF8.self) == "\u{1B}[H\u{1B}[2J")
    }

    @Test func aCursorMoveInARecipeIsTwoMovesAndTwoGlyphs() {
        let old = canvas(["", "", "› one", "", "  two", ""], width: 10)
        let new = canvas(["", "", "  one", "", "› two", ""], width: 10)
        var writer = cleared()
        #expect(update(&writer, from: nil, to: old) == "␛[3H› one␛[5;3Htwo")
        // From (4, 5) up to row 2: ESC[3H (5 bytes) against ESC[2A and CR (5): the absolute.
        #expect(update(&writer, from: old, to: new) == "␛[3H ␛[5H›")
        #expect(update(&writer, from: new, to: new) == "", "nothing changed, nothing sent")
    }

    @Test func theCursorTakesTheShortestWay() {
        // CellDiff sends the cell before a change too (a wide glyph there may cover it); the
        // writer leaves it out when it did not change and is no wide glyph.
        let blank = canvas(["", "", ""], width: 30)
        var writer = cleared()
        // Same row, further on: CUF, or the cells between written again when that is shorter.
        let a = canvas(["ab        x", "", ""], width: 30)
        #expect(update(&writer, from: blank, to: a) == "ab␛[8Cx", "eight spaces again against ESC[8C")
        let a2 = canvas(["ab   y    x", "", ""], width: 30)
        #expect(update(&writer, from: a, to: a2) == "␛[6Dy", "back: CUB (CR and ESC[5C is one more)")
        let b = canvas(["aB   y    x", "", ""], width: 30)
        #expect(update(&writer, from: a2, to: b) == "␛[5DB", "ESC[5D, as short as CR and ESC[C")
        let c = canvas(["aB   y    x", "   q", ""], width: 30)
        // From (0, 2) to (1, 2): ESC[B (3) against ESC[2;3H (6).
        #expect(update(&writer, from: b, to: c) == "␛[B q")
        let d = canvas(["aB   y    x", "   q", "     r"], width: 30)
        #expect(update(&writer, from: c, to: d) == "␛[B r", "straight down: CUD")
        let e = canvas(["aB   y    x", "   q", "p    r"], width: 30)
        #expect(update(&writer, from: d, to: e) == "\rp")
        let f = canvas(["aB   y    x", "   q", "p.   r"], width: 30)
        #expect(update(&writer, from: e, to: f) == ".", "already there")
        let far = canvas(["aB   y    x", "   q", "p.   r"], width: 30) { x, y in x == 5 && y == 2 ? Style(bold: true) : .plain }
        // From (2, 2) to (2, 4): the cells between are shown in the pen: written again.
        #expect(update(&writer, from: f, to: far) == "   ␛[1mr")
        let up = canvas(["aB   y    X", "   q", "p.   r"], width: 30) { x, y in x == 5 && y == 2 ? Style(bold: true) : .plain }
        // From (2, 6) to (0, 10): ESC[1;11H (7) against ESC[2A and ESC[4C (8).
        #expect(update(&writer, from: far, to: up) == "␛[1;11H␛[mX")
    }

    @Test func aBlankIsWrittenInThePenAsItIsWhenTheDifferenceDoesNotShow() {
        // The recipe's marker in bold yellow moves down: the blank it leaves needs no SGR of
        // its own (a blank's foreground and bold are not seen), and the pen is still right
        // for the marker.
        let marker = Style(foreground: .yellow, bold: true)
        let old = canvas(["›a", " b", ""], width: 6) { x, _ in x == 0 ? marker : .plain }
        let new = canvas([" a", "›b", ""], width: 6) { x, _ in x == 0 ? marker : .plain }
        var writer = cleared()
        _ = update(&writer, from: nil, to: old)
        _ = update(&writer, from: nil, to: new)
        #expect(update(&writer, from: new, to: old) == "␛[H␛[1;33m›␛[2H ")
        #expect(update(&writer, from: old, to: new) == "␛[H ␛[2H›", "no SGR at all")
        // A blank whose background, underline or reverse video differs is not the same.
        let bar = canvas([" a", "›b", ""], width: 6) { x, y in x == 0 && y == 0 ? Style(reverse: true) : x == 0 ? marker : .plain }
        #expect(update(&writer, from: new, to: bar) == "␛[H␛[0;7m ")
    }

    @Test func theCellBeforeAChangeIsLeftOutUnlessItIsAWideGlyph() {
        // The column separator before the recipe's marker: CellDiff sends it as a run of its
        // own (another style); it did not change, so nothing of it is written.
        let separator = Style(foreground: .blue)
        let old = canvas(["│›x"], width: 5) { x, _ in x == 0 ? separator : .plain }
        let new = canvas(["│ x"], width: 5) { x, _ in x == 0 ? separator : .plain }
        var writer = cleared()
        #expect(update(&writer, from: nil, to: old) == "␛[34m│␛[m›x")
        #expect(update(&writer, from: old, to: new) == "␛[2D ")
        // A wide glyph whose right half changed is written again whole.
        let wide = canvas(["親a"], width: 4)
        var restyled = wide
        restyled.restyle(Rect(x: 1, y: 0, width: 1, height: 1)) { $0.reverse = true }
        var other = cleared()
        _ = update(&other, from: nil, to: wide)
        #expect(update(&other, from: wide, to: restyled) == "\r親")
    }

    @Test func anUnchangedCellBetweenTwoChangesIsWrittenAgainRatherThanStepped() {
        let old = canvas(["a b c d"], width: 20)
        let new = canvas(["A b C d"], width: 20)
        var writer = cleared()
        _ = update(&writer, from: nil, to: old)
        writer.forget()
        // Runs "A" and " C" (the space goes with C): " b" between them is two bytes,
        // ESC[2C four. The pen not known, ESC[m first.
        #expect(update(&writer, from: old, to: new) == "␛[H␛[mA b C")
    }

    @Test func thePenChangesOnlyWhatDiffers() {
        let plain = canvas(["abcd"], width: 4)
        let reversed = canvas(["abcd"], width: 4) { x, _ in x >= 2 ? Style(reverse: true) : .plain }
        var writer = cleared()
        _ = update(&writer, from: nil, to: plain)
        #expect(writer.cursor == nil, "after the last column the cursor is not known")
        #expect(update(&writer, from: plain, to: reversed) == "␛[1;3H␛[7mcd", "b is sent by CellDiff, unchanged: left out")
        // Back to plain: ESC[m (3 bytes) is shorter than ESC[27m.
        #expect(update(&writer, from: reversed, to: plain) == "␛[1;3H␛[mcd", "b did not change: left out")
        let boldReverse = canvas(["abcd"], width: 4) { _, _ in Style(bold: true, reverse: true) }
        let onlyReverse = canvas(["abcd"], width: 4) { _, _ in Style(reverse: true) }
        #expect(update(&writer, from: plain, to: boldReverse) == "␛[H␛[1;7mabcd")
        // Bold off, reverse stays: ESC[22m (5) against ESC[0;7m (6).
        #expect(update(&writer, from: boldReverse, to: onlyReverse) == "␛[H␛[22mabcd")
        let dimReverse = canvas(["abcd"], width: 4) { _, _ in Style(dim: true, reverse: true) }
        let boldOnly = canvas(["abcd"], width: 4) { _, _ in Style(bold: true) }
        #expect(update(&writer, from: onlyReverse, to: dimReverse) == "␛[H␛[2mabcd")
        #expect(update(&writer, from: dimReverse, to: boldOnly) == "␛[H␛[0;1mabcd", "22;1;27 is longer than 0;1")
        let underlined = canvas(["abcd"], width: 4) { _, _ in Style(bold: true, underline: true) }
        #expect(update(&writer, from: boldOnly, to: underlined) == "␛[H␛[4mabcd")
        #expect(update(&writer, from: underlined, to: boldOnly) == "␛[H␛[24mabcd", "24 (5) against 0;1 (6)")
    }

    @Test func withoutCodesToTurnAnAttributeOffThePenIsResetAndSetAgain() {
        let boldReverse = canvas(["abcd"], width: 4) { _, _ in Style(bold: true, reverse: true) }
        let onlyReverse = canvas(["abcd"], width: 4) { _, _ in Style(reverse: true) }
        var writer = cleared(vt100)
        #expect(update(&writer, from: nil, to: boldReverse) == "␛[1;7mabcd", "nothing goes off: only what comes on")
        #expect(update(&writer, from: boldReverse, to: onlyReverse) == "␛[H␛[0;7mabcd")
    }

    @Test func coloursAreTheEightANSIColoursAndTheDefault() {
        let old = canvas(["title", "text "], width: 8)
        let new = canvas(["title", "text "], width: 8) { _, y in
            y == 0 ? Style(foreground: .black, background: .cyan, bold: true) : Style(foreground: .cyan)
        }
        var writer = cleared()
        _ = update(&writer, from: nil, to: old)
        // Black on cyan, bold; then cyan on the default.
        #expect(update(&writer, from: old, to: new) == "␛[H␛[1;30;46mtitle␛[2H␛[0;36mtext ")
        let plain = canvas(["title", "text "], width: 8)
        #expect(update(&writer, from: new, to: plain) == "␛[H␛[mtitle␛[2Htext ")
        var monochrome = TerminalOutput.Capabilities.xterm
        monochrome.colour = false
        var mono = cleared(monochrome)
        _ = update(&mono, from: nil, to: old)
        #expect(update(&mono, from: old, to: new) == "␛[H␛[1mtitle␛[2H␛[mtext ", "attributes only, as curses without colours")
    }

    /// An accent is its RGB in true colour, one of xterm's 256 in those, else the ANSI colour
    /// it stands for; the eight are the same everywhere.
    @Test(arguments: [
        (ColourDepth.ansi, "␛[H␛[33mhead␛[2H␛[7;35mmsg ␛[3H␛[0;36;44mx"),
        (.indexed, "␛[H␛[38;5;179mhead␛[2H␛[7;38;5;90mmsg ␛[3H␛[0;36;44mx"),
        (.direct, "␛[H␛[38;2;232;188;98mhead␛[2H␛[7;38;2;122;26;130mmsg ␛[3H␛[0;36;44mx"),
    ])
    func anAccentIsWrittenAsTheTerminalTakesIt(depth: ColourDepth, bytes: String) {
        let plain = canvas(["head", "msg ", "x"], width: 5)
        let new = canvas(["head", "msg ", "x"], width: 5) { _, y in
            [Style(foreground: .gold), Style(foreground: .plum, reverse: true), Style(foreground: .cyan, background: .blue)][y]
        }
        var capabilities = TerminalOutput.Capabilities.xterm
        capabilities.depth = depth
        var writer = cleared(capabilities)
        _ = update(&writer, from: nil, to: plain)
        #expect(update(&writer, from: plain, to: new) == bytes)
        // Back to the default from an accent, as from any colour.
        let steel = canvas(["line"], width: 5) { _, _ in Style(foreground: .steel) }
        var second = cleared(capabilities)
        _ = update(&second, from: nil, to: steel)
        #expect(update(&second, from: steel, to: canvas(["line"], width: 5)) == "\r␛[mline", "a reset is shorter than 39")
        // The longest pen there is: every attribute, an accent on an accent.
        let loudest = canvas(["ab"], width: 3) { _, _ in
            Style(foreground: .gold, background: .teal, bold: true, dim: true, reverse: true, underline: true)
        }
        var third = cleared(capabilities)
        let expected = ["␛[1;2;4;7;33;46mab", "␛[1;2;4;7;38;5;179;48;5;73mab", "␛[1;2;4;7;38;2;232;188;98;48;2;102;168;168mab"]
        #expect(update(&third, from: nil, to: loudest) == expected[ColourDepth.allCases.firstIndex(of: depth)!])
        // With the pen not known, all of it after a reset: fifteen parameters in true colour.
        var unknown = TerminalOutput(capabilities)
        #expect(update(&unknown, from: nil, to: loudest) == "␛[H" + expected[ColourDepth.allCases.firstIndex(of: depth)!].replacingOccurrences(of: "␛[", with: "␛[0;"))
    }

    @Test func aTerminalThatCannotShowAnAttributeWithColourGetsTheColour() {
        // The Linux console: ncv#18, underline and dim are not shown with a colour.
        var linux = TerminalOutput.Capabilities.xterm
        linux.noColourVideo = TerminalOutput.underline | TerminalOutput.dim
        let new = canvas(["ab"], width: 4) { x, _ in x == 0 ? Style(foreground: .cyan, underline: true) : Style(underline: true) }
        var writer = cleared(linux)
        // ESC[0;4m (6) is shorter than ESC[4;39m (7).
        #expect(update(&writer, from: nil, to: new) == "␛[36ma␛[0;4mb")
    }

    @Test func aWideGlyphIsWrittenOnceAndCountsTwoColumns() {
        let first = canvas(["a親b"], width: 4)
        let second = canvas(["a子b"], width: 4)
        let third = canvas(["a子c"], width: 4)
        var writer = cleared()
        #expect(update(&writer, from: nil, to: first) == "a親b")
        #expect(update(&writer, from: first, to: second) == "␛[1;2H子")
        #expect(writer.cursor?.x == 3, "two columns for the glyph")
        #expect(update(&writer, from: second, to: third) == "c", "the cursor is known to be there")
    }

    @Test func combiningMarksGoWithTheirGlyphInOneColumn() {
        let old = canvas(["abcd", ""], width: 6)
        let new = canvas(["e\u{301}bcX", ""], width: 6)
        var writer = cleared()
        _ = update(&writer, from: nil, to: old)
        // From (0, 4) back to the first column: CR; then b written again (1 byte, not ESC[C).
        #expect(update(&writer, from: old, to: new) == "\re\u{301}bcX")
        #expect(writer.cursor?.x == 4)
    }

    @Test func theBottomRightCellIsWrittenAndTheNextMoveIsAbsolute() {
        let blank = canvas(["", ""], width: 3)
        let corner = canvas(["", "  z"], width: 3)
        var writer = cleared()
        // ESC[B and the blank before z again (4) against ESC[2;2H (6).
        #expect(update(&writer, from: blank, to: corner) == "␛[B  z")
        #expect(writer.cursor == nil, "a terminal with xenl waits there to wrap; where a move goes from there differs")
        let both = canvas(["y", "  z"], width: 3)
        #expect(update(&writer, from: corner, to: both) == "␛[Hy")
    }

    @Test func aGlyphRepeatedIsSentOnceAndRepeated() {
        let line = canvas(["x" + String(repeating: "-", count: 10) + "y" + String(repeating: "=", count: 5)], width: 20)
        var writer = cleared()
        #expect(update(&writer, from: nil, to: line) == "x-␛[9by=====", "four more '=' are no shorter as ESC[4b")
        var plain = cleared(vt100)
        #expect(update(&plain, from: nil, to: line) == "x----------y=====", "without REP")
        var spaces = canvas(["", "cd"], width: 12)
        spaces.fill(Rect(x: 0, y: 0, width: 12, height: 1), style: Style(reverse: true))
        spaces.text("ab", x: 0, y: 0, width: 2, style: Style(reverse: true))
        var bar = cleared()
        #expect(update(&bar, from: nil, to: spaces) == "␛[7mab ␛[9b␛[2H␛[mcd", "a selection bar's spaces")
    }

    @Test func controlsInACellAreNeverSent() {
        var new = Canvas(width: 4, height: 1)
        new.draw([Glyph(text: "\u{7}", width: 1), Glyph(text: "\u{9B}", width: 1), Glyph(text: "\u{1B}", width: 1)], x: 0, y: 0, style: .plain)
        var writer = cleared()
        #expect(update(&writer, from: nil, to: new) == "???")
    }

    @Test func aLongClusterIsWrittenFromItsText() {
        var new = Canvas(width: 4, height: 1)
        new.draw([Glyph(text: "a", width: 1), Glyph(text: "👩‍👩‍👧", width: 2)], x: 0, y: 0, style: .plain)
        var writer = cleared()
        #expect(update(&writer, from: nil, to: new) == "a👩‍👩‍👧")
    }

    @Test func thePenAndCursorCarryOverFromFrameToFrame() {
        let a = canvas(["one", "two"], width: 10) { _, _ in Style(foreground: .yellow, bold: true) }
        let b = canvas(["one", "tWo"], width: 10) { _, _ in Style(foreground: .yellow, bold: true) }
        var writer = cleared()
        #expect(update(&writer, from: nil, to: a) == "␛[1;33mone␛[2Htwo")
        #expect(update(&writer, from: a, to: b) == "␛[2DW", "no SGR: the pen is still yellow and bold")
    }

    // MARK: What a terminal's description allows

    private func facts(_ name: String) -> TerminalOutput.Capabilities.Facts {
        func b(_ s: String) -> [UInt8] { Array(s.utf8) }
        var f = TerminalOutput.Capabilities.Facts()
        f.cup = b("\u{1B}[5;10H")
        f.clear = b("\u{1B}[H\u{1B}[2J")
        f.bold = b("\u{1B}[1m")
        f.dim = b("\u{1B}[2m")
        f.reverse = b("\u{1B}[7m")
        f.underline = b("\u{1B}[4m")
        f.underlineOff = b("\u{1B}[24m")
        f.originalPair = b("\u{1B}[39;49m")
        f.autoMargins = true
        f.eatNewlineGlitch = true
        f.moveInStandout = true
        switch name {
        case "xterm-256color", "xterm":
            f.sgr0 = b("\u{1B}(B\u{1B}[m")
            f.colours = name == "xterm" ? 8 : 256
            f.foregrounds = (0..<8).map { b("\u{1B}[3\($0)m") }
            f.backgrounds = (0..<8).map { b("\u{1B}[4\($0)m") }
            f.repeatGlyph = b("x\u{1B}[4b")
            if name == "xterm-256color" {
                f.indexedForeground = b("\u{1B}[38;5;179m")
                f.indexedBackground = b("\u{1B}[48;5;179m")
            }
        case "linux":
            f.sgr0 = b("\u{1B}[m\u{0F}")
            f.clear = b("\u{1B}[H\u{1B}[J")
            f.colours = 8
            f.noColourVideo = 18
            f.foregrounds = (0..<8).map { b("\u{1B}[3\($0)m") }
            f.backgrounds = (0..<8).map { b("\u{1B}[4\($0)m") }
        case "vt100":
            f.cup = b("\u{1B}[5;10H$<5>")
            f.sgr0 = b("\u{1B}[m\u{0F}$<2>")
            f.clear = b("\u{1B}[H\u{1B}[J$<50>")
            f.bold = b("\u{1B}[1m$<2>")
            f.dim = nil
            f.reverse = b("\u{1B}[7m$<2>")
            f.underline = b("\u{1B}[4m$<2>")
            f.underlineOff = b("\u{1B}[m$<2>")
            f.originalPair = nil
        default:
            break
        }
        return f
    }

    @Test func xtermIsWrittenWithEverything() {
        var xterm256 = TerminalOutput.Capabilities.xterm
        xterm256.depth = .indexed
        #expect(TerminalOutput.Capabilities(facts: facts("xterm-256color"), colour: true) == xterm256)
        #expect(TerminalOutput.Capabilities(facts: facts("xterm"), colour: true) == .xterm, "eight colours: the accents as ANSI colours")
        var noColour = TerminalOutput.Capabilities.xterm
        noColour.colour = false
        #expect(TerminalOutput.Capabilities(facts: facts("xterm-256color"), colour: false) == noColour, "NO_COLOR")
    }

    /// The accents' form: RGB where COLORTERM says true colour on a description of 256
    /// colours, or the description is of direct colour; xterm's 256 where it writes them as
    /// xterm does; else the eight.
    @Test(arguments: [
        ("xterm-256color", 256, nil, ColourDepth.indexed), ("xterm-256color", 256, "truecolor", .direct),
        ("xterm-256color", 256, "24bit", .direct), ("xterm-256color", 256, "yes", .indexed),
        ("xterm-direct", 1 << 24, nil, .direct), ("xterm", 8, "truecolor", .ansi), ("linux", 8, nil, .ansi),
    ] as [(String, Int, String?, ColourDepth)])
    func theAccentsAreWrittenInTheColoursTheTerminalTakes(term: String, colours: Int, colorTerm: String?, depth: ColourDepth) {
        var f = facts(term.hasPrefix("xterm") ? "xterm-256color" : term)
        f.colours = colours
        f.colorTerm = colorTerm
        #expect(TerminalOutput.Capabilities(facts: f, colour: true)?.depth == depth)
        #expect(TerminalOutput.Capabilities(facts: f, colour: false)?.colour == false, "NO_COLOR: none at all")
    }

    @Test func aDescriptionThatWritesTheIndexedColoursOtherwiseGetsTheEight() {
        var odd = facts("xterm-256color")
        odd.indexedForeground = Array("\u{1B}[38:5:179m".utf8)
        #expect(TerminalOutput.Capabilities(facts: odd, colour: true)?.depth == .ansi)
        odd.colorTerm = "truecolor"
        #expect(TerminalOutput.Capabilities(facts: odd, colour: true)?.depth == .direct, "RGB is ECMA-48's, whatever setaf says")
    }

    @Test func vt100IsWrittenWithoutPaddingColoursDimOrCodesToEndAnAttribute() {
        #expect(TerminalOutput.Capabilities(facts: facts("vt100"), colour: false) == vt100)
        #expect(TerminalOutput.Capabilities(facts: facts("vt100"), colour: true) == nil, "colours it does not have")
    }

    @Test func theLinuxConsoleLeavesUnderlineAndDimOutOfColouredCells() {
        let linux = TerminalOutput.Capabilities(facts: facts("linux"), colour: true)
        #expect(linux?.noColourVideo == TerminalOutput.underline | TerminalOutput.dim)
        #expect(linux?.repeats == false)
        #expect(linux?.reset == Array("\u{1B}[m\u{0F}".utf8))
    }

    @Test func otherTerminalsAreLeftToCurses() {
        var wraps = facts("xterm")
        wraps.eatNewlineGlitch = false
        #expect(TerminalOutput.Capabilities(facts: wraps, colour: true) == nil, "am without xenl: the last cell would scroll")
        var noMargins = facts("xterm")
        noMargins.autoMargins = false
        noMargins.eatNewlineGlitch = false
        #expect(TerminalOutput.Capabilities(facts: noMargins, colour: true) != nil, "no automatic margins: nothing wraps")
        var standout = facts("xterm")
        standout.moveInStandout = false
        #expect(TerminalOutput.Capabilities(facts: standout, colour: true) == nil, "must not move with attributes on")
        var vt52 = facts("xterm")
        vt52.cup = Array("\u{1B}Y%*".utf8)
        #expect(TerminalOutput.Capabilities(facts: vt52, colour: true) == nil, "another cursor addressing")
        var odd = facts("xterm")
        odd.foregrounds[4] = Array("\u{1B}[38;5;4m".utf8)
        #expect(TerminalOutput.Capabilities(facts: odd, colour: true) == nil, "colours by other codes")
        #expect(TerminalOutput.Capabilities(facts: odd, colour: false) != nil, "which do not matter without colours")
        var oddBold = facts("xterm")
        oddBold.bold = Array("\u{1B}[5m".utf8)
        #expect(TerminalOutput.Capabilities(facts: oddBold, colour: true) == nil)
        var noClear = facts("xterm")
        noClear.clear = nil
        #expect(TerminalOutput.Capabilities(facts: noClear, colour: true) == nil)
    }
}
