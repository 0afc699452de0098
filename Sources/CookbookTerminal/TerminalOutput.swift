import CookbookRender

/// The bytes that bring the terminal from what it shows to the next frame: the runs of
/// changed cells (`CellDiff`) become cursor moves, changes of attributes and UTF-8 text.
///
/// A value without side effects: `Terminal` hands it the runs and writes `bytes`. It keeps
/// what the terminal's state is after those bytes (the cursor and the pen, the attributes
/// and colours text is drawn in) from one run to the next and from one frame to the next,
/// so it sends only what changes:
///
/// - the cursor is moved the cheapest way that gets there: not at all, the cells in between
///   written again, `CUF`/`CUB`/`CUD`/`CUU`, a carriage return, or an absolute `CUP`;
/// - the pen changes by one `SGR` with only the attributes and colours that differ (`22`,
///   `24`, `27` to turn one off where the terminal knows them), or a reset and the new pen
///   when that is shorter;
/// - an ASCII glyph followed by five or more of itself is sent once and repeated (`REP`),
///   where the terminal has it.
///
/// The sequences are ECMA-48's; `Capabilities(facts:colour:)` uses them only when the
/// terminal's own terminfo description says the same, else the terminal is left to curses.
struct TerminalOutput {
    /// What the terminal understands, from its terminfo description.
    struct Capabilities: Equatable {
        /// Colours are written (the terminal has eight or more, and NO_COLOR is not set).
        var colour: Bool
        /// How the themes' accents are written (`Color.ansi`, `.indexed`, `.rgb`).
        var depth: ColourDepth = .ansi
        /// The attributes it shows (`TerminalOutput.bold` …); the others are left out, as
        /// curses leaves out what a terminal has no string for.
        var attributes: UInt16
        /// The attributes it cannot show together with a colour (terminfo's `ncv`): left
        /// out of coloured cells, as curses does.
        var noColourVideo: UInt16
        /// `SGR 22`, `24` and `27` turn bold and dim, underline and reverse off (the
        /// description's `rmul` is `ESC[24m`: a terminal of the VT220's time or later).
        var offCodes: Bool
        /// `REP` (`ESC[nb`) repeats the glyph before it.
        var repeats: Bool
        /// The description's `sgr0`, written whole when the pen is not known.
        var reset: [UInt8]
        /// The description's `clear`: blank the screen, cursor to the top left.
        var clear: [UInt8]

        /// xterm's description: every attribute, colours, `REP`.
        static let xterm = Capabilities(
            colour: true, attributes: TerminalOutput.allAttributes, noColourVideo: 0, offCodes: true, repeats: true,
            reset: Array("\u{1B}(B\u{1B}[m".utf8), clear: Array("\u{1B}[H\u{1B}[2J".utf8))
    }

    /// A pen's bits: a style's (`Style.bits`) (foreground in the low four,
    /// background in the next four, then the attributes).
    static let bold: UInt16 = 1 << 8
    static let dim: UInt16 = 1 << 9
    static let reverse: UInt16 = 1 << 10
    static let underline: UInt16 = 1 << 11
    static let allAttributes: UInt16 = bold | dim | reverse | underline
    static let colourBits: UInt16 = 0xFF

    let capabilities: Capabilities
    /// The bytes made since they were last taken; `Terminal` writes them and empties it.
    var bytes: [UInt8] = []
    /// Where the cursor is (nil: not known, after another program, curses, or a write into
    /// the last column, where terminals differ on what the next move does).
    private(set) var cursor: (y: Int, x: Int)?
    /// The pen the terminal draws with (nil: not known).
    private(set) var pen: UInt16?

    init(_ capabilities: Capabilities) {
        self.capabilities = capabilities
        bytes.reserveCapacity(1 << 16)
    }

    /// The terminal was written by someone else: neither the cursor nor the pen is known.
    mutating func forget() {
        cursor = nil
        pen = nil
    }

    /// Back to plain text (before the terminal is given to someone else): the full `sgr0`
    /// unless the pen is known to be plain.
    mutating func resetPen() {
        if pen != 0 { bytes += capabilities.reset }
        pen = 0
    }

    /// Blanks the screen in the plain pen; the cursor is then at the top left.
    mutating func clear() {
        resetPen()
        bytes += capabilities.clear
        cursor = (0, 0)
    }

    /// The pen a cell of these style bits is drawn with on this terminal.
    @inline(__always)
    func pen(for style: UInt16) -> UInt16 {
        var style = style
        if !capabilities.colour { style &= ~Self.colourBits }
        if style & Self.colourBits != 0 { style &= ~capabilities.noColourVideo }
        return style & (Self.colourBits | capabilities.attributes)
    }

    /// Appends what draws `runs` of a frame whose cells have these codes (`Canvas.codes`)
    /// over a screen that shows `shown` (every cell outside the runs is already as `codes`
    /// says).
    ///
    /// A run may begin with a cell that did not change (`CellDiff` sends the cell before a
    /// change, for a wide glyph that covers it): it is left out unless the cell after it is
    /// its right half. A run of blanks is written in the pen as it is when the difference
    /// does not show (a blank's foreground, bold and dim are not seen).
    ///
    /// The frame's bytes are written into one buffer sized for the worst case (`Buffer`)
    /// and appended to `bytes` once: appending a byte at a time had the array check its
    /// uniqueness and room for every byte, half of what sending a frame cost.
    mutating func put(_ runs: [CellDiff.Run], codes: UnsafeBufferPointer<UInt64>, shown: UnsafeBufferPointer<UInt64>, width: Int) {
        var capacity = 0
        for run in runs { capacity += (run.end - run.x) * Buffer.bytesPerCell + Buffer.bytesPerRun }
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { memory in
            var out = Buffer(memory.baseAddress!)
            for run in runs {
                let row = run.y * width
                var x = run.x
                if x + 1 < width, shown.count == codes.count, codes[row + x] == shown[row + x],
                   codes[row + x + 1] & CellDiff.textBits != 0 {
                    x += 1
                    if x == run.end { continue }  // the cell alone, before a change in another style
                }
                move(toY: run.y, x: x, row: row, codes: codes, into: &out)
                let style = pen(for: Style.bits(ofCode: codes[row + x]))
                if !blanksShowAlike(codes, from: row + x, to: row + run.end, style: style) { setPen(style, into: &out) }
                appendText(of: codes, from: row + x, to: row + run.end, into: &out)
                // After the last column the cursor waits to wrap; where a move goes from there
                // is not the same on every terminal, so the next one is absolute.
                cursor = run.end >= width ? nil : (run.y, run.end)
            }
            take(&out)
        }
    }

    /// Bytes written one at a time into memory the caller sized: a cell's text takes six
    /// bytes at most (a code holds six; a repeat takes fewer than the cells it stands for; a
    /// long glyph's text goes to `bytes` directly, `take`), and what goes before a run's text
    /// (a cursor move, a change of pen) fewer than `bytesPerRun`.
    struct Buffer {
        static let bytesPerCell = 6
        static let bytesPerRun = 80

        let base: UnsafeMutablePointer<UInt8>
        var count = 0

        init(_ base: UnsafeMutablePointer<UInt8>) { self.base = base }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            base[count] = byte
            count &+= 1
        }

        /// `n` in decimal.
        mutating func append(number n: Int) {
            let end = count &+ TerminalOutput.digits(n)
            var rest = n, k = end
            repeat {
                k &-= 1
                base[k] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10)
                rest /= 10
            } while k > count
            count = end
        }

        /// `ESC [ n final`, without the number when it is 1 (its default) and `final` moves.
        mutating func appendCSI(_ n: Int, final: UInt8) {
            append(0x1B)
            append(UInt8(ascii: "["))
            if n != 1 || final == UInt8(ascii: "b") { append(number: n) }
            append(final)
        }
    }

    /// Moves what `out` holds to `bytes`; `out` is then empty.
    private mutating func take(_ out: inout Buffer) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: out.base, count: out.count))
        out.count = 0
    }

    /// Appends the glyphs of cells `from..<end`, one run in one pen: ASCII as it is (a
    /// control as `?`), a glyph followed by five or more of itself repeated (`REP`), the
    /// rest as the UTF-8 their codes hold.
    private mutating func appendText(of codes: UnsafeBufferPointer<UInt64>, from: Int, to end: Int, into out: inout Buffer) {
        let repeats = capabilities.repeats
        var i = from
        while i < end {
            let code = codes[i]
            let text = code & CellDiff.textBits
            i &+= 1
            if text &- 0x20 < 0x5F {  // printable ASCII: most cells
                out.append(UInt8(truncatingIfNeeded: text))
                // Counted only when the next cell is the same (rarely, but for blanks).
                guard repeats, i < end, codes[i] == code else { continue }
                var same = i &+ 1
                while same < end, codes[same] == code { same &+= 1 }
                let count = same &- i
                if Self.repeatLength(count) < count {
                    out.appendCSI(count, final: UInt8(ascii: "b"))
                    i = same
                }
            } else if text == 0 {
                continue  // the right half of a wide glyph: its left half drew it
            } else if text < 0x80 {
                out.append(UInt8(ascii: "?"))  // a control character, never sent
            } else if Glyph.isLong(text) {
                take(&out)
                appendText(Glyph.text(text))
            } else {
                Self.write(packed: text, into: &out)
            }
        }
    }

    // MARK: The pen

    /// Whether the cells `from..<to` are all blanks that look the same in the pen as it is
    /// as in `style`: the same background, neither underlined nor in reverse video.
    private func blanksShowAlike(_ codes: UnsafeBufferPointer<UInt64>, from: Int, to: Int, style: UInt16) -> Bool {
        guard let pen else { return false }
        let seen = Self.reverse | Self.underline | 0xF0
        guard pen & seen == style & seen, style & (Self.reverse | Self.underline) == 0 else { return false }
        for i in from..<to where codes[i] & CellDiff.textBits != 0x20 { return false }
        return true
    }

    /// The parameters of one SGR, a byte each: at most fifteen (five attributes, and five
    /// for each colour given as RGB: `38;2;r;g;b`).
    private struct Parameters {
        var codes = SIMD16<UInt8>()
        var count = 0
        var digits = 0

        mutating func add(_ code: UInt8) {
            codes[count] = code
            count += 1
            digits += code >= 100 ? 3 : code >= 10 ? 2 : 1
        }

        /// `ESC [ p;p;… m`; no parameter is `ESC [ m`.
        var length: Int { 3 + digits + max(0, count - 1) }
    }

    /// Adds the parameters of a pen's colour (its four bits: `Color`'s raw value, not the
    /// default) as the foreground's (`base` 30) or the background's (40): an ANSI colour as
    /// itself, an accent as the terminal takes it (`Capabilities.depth`).
    private func addColour(_ bits: UInt16, base: UInt8, to p: inout Parameters) {
        let colour = Color(rawValue: UInt8(truncatingIfNeeded: bits)) ?? .default
        guard let rgb = colour.rgb, let index = colour.indexed, capabilities.depth != .ansi else {
            return p.add(base + colour.ansi.rawValue - 1)
        }
        p.add(base + 8)
        if capabilities.depth == .direct {
            p.add(2)
            p.add(UInt8(truncatingIfNeeded: rgb >> 16))
            p.add(UInt8(truncatingIfNeeded: rgb >> 8))
            p.add(UInt8(truncatingIfNeeded: rgb))
        } else {
            p.add(5)
            p.add(index)
        }
    }

    private mutating func setPen(_ new: UInt16, into out: inout Buffer) {
        if let pen, pen == new { return }
        let reset = resetParameters(new)
        guard let old = pen else {
            Self.appendSGR(reset, into: &out)
            pen = new
            return
        }
        if let changes = changeParameters(from: old, to: new), changes.length < reset.length {
            Self.appendSGR(changes, into: &out)
        } else {
            Self.appendSGR(reset, into: &out)
        }
        pen = new
    }

    /// All of `new` after a reset (`0`, left out when nothing follows: `ESC[m`).
    private func resetParameters(_ new: UInt16) -> Parameters {
        var p = Parameters()
        guard new != 0 else { return p }
        p.add(0)
        if new & Self.bold != 0 { p.add(1) }
        if new & Self.dim != 0 { p.add(2) }
        if new & Self.underline != 0 { p.add(4) }
        if new & Self.reverse != 0 { p.add(7) }
        if new & 0xF != 0 { addColour(new & 0xF, base: 30, to: &p) }
        if new & 0xF0 != 0 { addColour(new >> 4 & 0xF, base: 40, to: &p) }
        return p
    }

    /// Only what differs; nil when an attribute goes off and the terminal has no code for it.
    private func changeParameters(from old: UInt16, to new: UInt16) -> Parameters? {
        let off = old & ~new & Self.allAttributes
        if off != 0, !capabilities.offCodes { return nil }
        var p = Parameters()
        if off & (Self.bold | Self.dim) != 0 {
            // 22 ends both bold and dim: whichever stays is set again.
            p.add(22)
            if new & Self.bold != 0 { p.add(1) }
            if new & Self.dim != 0 { p.add(2) }
        } else {
            if new & ~old & Self.bold != 0 { p.add(1) }
            if new & ~old & Self.dim != 0 { p.add(2) }
        }
        if off & Self.underline != 0 { p.add(24) } else if new & ~old & Self.underline != 0 { p.add(4) }
        if off & Self.reverse != 0 { p.add(27) } else if new & ~old & Self.reverse != 0 { p.add(7) }
        if (old ^ new) & 0xF != 0 {
            if new & 0xF == 0 { p.add(39) } else { addColour(new & 0xF, base: 30, to: &p) }
        }
        if (old ^ new) & 0xF0 != 0 {
            if new & 0xF0 == 0 { p.add(49) } else { addColour(new >> 4 & 0xF, base: 40, to: &p) }
        }
        return p
    }

    private static func appendSGR(_ p: Parameters, into out: inout Buffer) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        for k in 0..<p.count {
            if k > 0 { out.append(UInt8(ascii: ";")) }
            out.append(number: Int(p.codes[k]))
        }
        out.append(UInt8(ascii: "m"))
    }

    // MARK: The cursor

    /// Moves the cursor to column `x` of row `y` the shortest way (`row` is `y * width`).
    private mutating func move(toY y: Int, x: Int, row: Int, codes: UnsafeBufferPointer<UInt64>, into out: inout Buffer) {
        guard let at = cursor else { return cup(y: y, x: x, into: &out) }
        let cy = at.y, cx = at.x
        if cy == y, cx == x { return }
        let absolute = Self.cupLength(y: y, x: x)
        // Along the row, from the column the cursor is in (after a vertical move if needed).
        let vertical = cy == y ? 0 : Self.stepLength(abs(y - cy))
        var best = absolute
        var kind = Horizontal.none
        if vertical < best {
            let (length, how) = horizontal(from: cx, to: x, row: row, codes: codes, limit: best - vertical)
            if vertical + length < best {
                best = vertical + length
                kind = how
            }
        }
        // From the start of the row: a carriage return, then along it.
        if 1 + vertical < best, x > 0, cx != 0 {
            let length = Self.stepLength(x)
            if 1 + vertical + length < best {
                best = 1 + vertical + length
                kind = .returnThenForward
            }
        }
        if best == absolute, kind == .none { return cup(y: y, x: x, into: &out) }
        if cy != y { out.appendCSI(abs(y - cy), final: y > cy ? UInt8(ascii: "B") : UInt8(ascii: "A")) }
        switch kind {
        case .none: break
        case .rewrite:
            for i in (row + cx)..<(row + x) where codes[i] & CellDiff.textBits != 0 {
                out.append(UInt8(truncatingIfNeeded: codes[i]))
            }
        case .forward: out.appendCSI(x - cx, final: UInt8(ascii: "C"))
        case .backward: out.appendCSI(cx - x, final: UInt8(ascii: "D"))
        case .carriageReturn: out.append(0x0D)
        case .returnThenForward:
            out.append(0x0D)
            out.appendCSI(x, final: UInt8(ascii: "C"))
        }
        cursor = (y, x)
    }

    private enum Horizontal { case none, rewrite, forward, backward, carriageReturn, returnThenForward }

    /// The cheapest way along a row from column `from` to `to`, if shorter than `limit`.
    private func horizontal(from: Int, to: Int, row: Int, codes: UnsafeBufferPointer<UInt64>, limit: Int) -> (Int, Horizontal) {
        if from == to { return (0, .none) }
        if to == 0 { return (1, .carriageReturn) }
        if to < from { return (Self.stepLength(from - to), .backward) }
        let forward = Self.stepLength(to - from)
        let rewrite = rewriteLength(from: row + from, to: row + to, codes: codes, limit: min(forward, limit))
        if let rewrite, rewrite <= forward { return (rewrite, .rewrite) }
        return (forward, .forward)
    }

    /// The bytes of the cells `from..<to` written again as they are, if that is fewer than
    /// `limit`: possible when the terminal shows them (they are not in a run), in the pen
    /// as it is, and the first is not the right half of a wide glyph.
    private func rewriteLength(from: Int, to: Int, codes: UnsafeBufferPointer<UInt64>, limit: Int) -> Int? {
        guard let pen else { return nil }
        var length = 0
        for i in from..<to {
            let code = codes[i]
            let text = code & CellDiff.textBits
            // Only printable ASCII is written again: its bytes are its columns.
            guard text >= 0x20, text < 0x7F, self.pen(for: Style.bits(ofCode: code)) == pen else { return nil }
            length += 1
            if length > limit { return nil }
        }
        return length
    }

    private mutating func cup(y: Int, x: Int, into out: inout Buffer) {
        out.append(0x1B)
        out.append(UInt8(ascii: "["))
        if y > 0 || x > 0 { out.append(number: y + 1) }
        if x > 0 {
            out.append(UInt8(ascii: ";"))
            out.append(number: x + 1)
        }
        out.append(UInt8(ascii: "H"))
        cursor = (y, x)
    }

    /// `ESC[H`, `ESC[yH` or `ESC[y;xH`.
    static func cupLength(y: Int, x: Int) -> Int {
        if y == 0, x == 0 { return 3 }
        return 3 + digits(y + 1) + (x > 0 ? 1 + digits(x + 1) : 0)
    }

    /// `ESC[C` for one step, `ESC[nC` for more (the same for B, A, D).
    static func stepLength(_ n: Int) -> Int { n == 1 ? 3 : 3 + digits(n) }

    /// `ESC[nb`.
    static func repeatLength(_ n: Int) -> Int { 3 + digits(n) }

    static func digits(_ n: Int) -> Int {
        var n = n, count = 1
        while n >= 10 {
            n /= 10
            count += 1
        }
        return count
    }

    // MARK: Bytes

    /// A cell's text from its code: up to six bytes of UTF-8, the first in the low byte.
    private static func write(packed text: UInt64, into out: inout Buffer) {
        // A C1 control (U+0080 to U+009F, C2 80 to C2 9F) is shown as `?`, never sent; the
        // views put none in a cell, but nothing a cell holds may act on the terminal.
        if text & 0xFF == 0xC2, (text >> 8) & 0xE0 == 0x80 {
            out.append(UInt8(ascii: "?"))
            return
        }
        var rest = text
        repeat {
            out.append(UInt8(truncatingIfNeeded: rest))
            rest >>= 8
        } while rest != 0
    }

    /// A text longer than a code holds (a long cluster).
    private mutating func appendText(_ text: String) {
        var previous: UInt8 = 0
        for byte in text.utf8 {
            if byte < 0x20 || byte == 0x7F || (previous == 0xC2 && byte & 0xE0 == 0x80) {
                if previous == 0xC2 { bytes.removeLast() }
                bytes.append(UInt8(ascii: "?"))
            } else {
                bytes.append(byte)
            }
            previous = byte
        }
    }
}

extension TerminalOutput.Capabilities {
    /// The strings of a terminfo description that the writer's sequences are checked
    /// against, expanded (`tiparm`) where they take parameters, padding (`$<…>`) included.
    struct Facts {
        /// `cup` at row 4, column 9: ECMA-48's `ESC[5;10H`.
        var cup: [UInt8]?
        var sgr0: [UInt8]?
        var clear: [UInt8]?
        var bold: [UInt8]?
        var dim: [UInt8]?
        var reverse: [UInt8]?
        var underline: [UInt8]?
        var underlineOff: [UInt8]?
        /// `op`: the default colours.
        var originalPair: [UInt8]?
        /// `setaf` and `setab` for colours 0 to 7.
        var foregrounds: [[UInt8]?] = []
        var backgrounds: [[UInt8]?] = []
        /// `setaf` and `setab` for colour `indexedSample`, one of xterm's 256 past the sixteen.
        var indexedForeground: [UInt8]?
        var indexedBackground: [UInt8]?
        static let indexedSample: Int32 = 179
        /// The `COLORTERM` variable.
        var colorTerm: String?
        /// `rep` of `x` five times: `x ESC[4b`.
        var repeatGlyph: [UInt8]?
        var colours: Int = -1
        /// `ncv`'s bits: 1 standout, 2 underline, 4 reverse, 8 blink, 16 dim, 32 bold.
        var noColourVideo: Int = -1
        /// `am`, `xenl`, `msgr`.
        var autoMargins = false
        var eatNewlineGlitch = false
        var moveInStandout = false
    }

    /// What the writer may use on a terminal so described, or nil when it should leave
    /// the terminal to curses: cursor addressing, attributes or colours other than
    /// ECMA-48's, no way to clear, a terminal that must not move with attributes on
    /// (`msgr` missing), or one that wraps as soon as the last column is written (`am`
    /// without `xenl`: writing the bottom right cell would scroll the screen).
    init?(facts: Facts, colour: Bool) {
        func plain(_ value: [UInt8]?) -> [UInt8]? {
            guard var bytes = value else { return nil }
            // Padding: delays for terminals at slow baud rates (`$<2>`), not sent here.
            while let start = bytes.firstIndex(of: UInt8(ascii: "$")), start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: "<"),
                  let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) {
                bytes.removeSubrange(start...end)
            }
            return bytes
        }
        func csi(_ text: String) -> [UInt8] { [0x1B, UInt8(ascii: "[")] + Array(text.utf8) }

        guard plain(facts.cup) == csi("5;10H"), facts.moveInStandout, !facts.autoMargins || facts.eatNewlineGlitch,
              let clear = plain(facts.clear), !clear.isEmpty, var reset = plain(facts.sgr0) else { return nil }
        // sgr0 may also select the ASCII character set (`ESC ( B`, `SI`); never changed here.
        let ascii: [UInt8] = [0x1B, UInt8(ascii: "("), UInt8(ascii: "B")]
        var core = reset
        if core.starts(with: ascii) { core.removeFirst(3) }
        if core.last == 0x0F { core.removeLast() }
        if core.count >= 3, Array(core.suffix(3)) == ascii { core.removeLast(3) }
        guard core == csi("m") || core == csi("0m") else { return nil }
        if reset.isEmpty { reset = csi("m") }

        var attributes: UInt16 = 0
        for (value, code, bit) in [(facts.bold, "1m", TerminalOutput.bold), (facts.dim, "2m", TerminalOutput.dim),
                                   (facts.reverse, "7m", TerminalOutput.reverse), (facts.underline, "4m", TerminalOutput.underline)] {
            guard let value = plain(value) else { continue }
            guard value == csi(code) else { return nil }
            attributes |= bit
        }
        var noColourVideo: UInt16 = 0
        var depth = ColourDepth.ansi
        if colour {
            guard facts.colours >= 8, facts.foregrounds.count >= 8, facts.backgrounds.count >= 8,
                  plain(facts.originalPair) == csi("39;49m") else { return nil }
            for n in 0..<8 {
                guard plain(facts.foregrounds[n]) == csi("3\(n)m"), plain(facts.backgrounds[n]) == csi("4\(n)m") else { return nil }
            }
            // The accents as the terminal takes them: RGB as ECMA-48 (ITU T.416) writes it where
            // the description is of direct colour or COLORTERM says true colour; xterm's 256
            // where the description writes them as xterm does; else the eight.
            switch ColourDepth(colours: facts.colours, colorTerm: facts.colorTerm) {
            case .direct: depth = .direct
            case .indexed:
                let n = Facts.indexedSample
                if plain(facts.indexedForeground) == csi("38;5;\(n)m"), plain(facts.indexedBackground) == csi("48;5;\(n)m") { depth = .indexed }
            case .ansi: break
            }
            if facts.noColourVideo > 0 {
                let ncv = facts.noColourVideo
                if ncv & 2 != 0 { noColourVideo |= TerminalOutput.underline }
                if ncv & 4 != 0 { noColourVideo |= TerminalOutput.reverse }
                if ncv & 16 != 0 { noColourVideo |= TerminalOutput.dim }
                if ncv & 32 != 0 { noColourVideo |= TerminalOutput.bold }
            }
        }
        self.init(
            colour: colour, depth: depth, attributes: attributes, noColourVideo: noColourVideo,
            offCodes: plain(facts.underlineOff) == csi("24m"),
            repeats: plain(facts.repeatGlyph) == [UInt8(ascii: "x")] + csi("4b"),
            reset: reset, clear: clear)
    }
}
