import CookbookRender

/// The in-memory screen every view draws into. The terminal layer sends the cells that
/// changed to the terminal; tests read it back as text. Writes outside the grid are clipped,
/// and a wide glyph that would not fit whole is not drawn half.
///
/// Each cell is one number (`Cell.code`), so drawing is storing integers, and the terminal
/// layer compares two frames as two arrays of integers, a row at a time (`CellDiff`).
public struct Canvas: Equatable, Sendable {
    public let width: Int
    public let height: Int
    /// Every cell's code, row after row.
    public private(set) var codes: [UInt64]
    /// Mouse targets, later ones on top.
    public var zones: [HotZone] = []
    /// The panes drawn on it, left to right (`PaneGeometry`'s columns), which a box presented
    /// over them covers whole where it lies (`Overlays.cover`).
    public var panes: [Rect] = []

    static let textBits = Glyph.textBits
    static let blankText: UInt64 = 0x20

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        codes = Array(repeating: Self.blankText, count: self.width * self.height)
        // A zone a row on screen, and a few more: room made once, not grown seven times.
        if self.height > 0 { zones.reserveCapacity(2 * self.height + 16) }
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        Cell(code: codes[y * width + x])
    }

    /// The cells `draw` makes of glyphs in a style, for `put` to store again later.
    static func cells(of glyphs: [Glyph], style: Style) -> [UInt64] {
        var row = Canvas(width: TerminalText.width(glyphs), height: 1)
        row.draw(glyphs, x: 0, y: 0, style: style)
        return row.codes
    }

    /// Stores cells `cells(of:style:)` made, from (x, y) up to `limit` and the right edge, as
    /// `draw` draws their glyphs over blank cells: a wide glyph that would be cut is left out.
    mutating func put(_ cells: [UInt64], x: Int, y: Int, limit: Int) {
        guard y >= 0, y < height, x >= 0 else { return }
        var count = min(cells.count, min(limit, width) - x)
        guard count > 0 else { return }
        if count < cells.count, cells[count] & Self.textBits == 0 { count -= 1 }
        let start = y * width + x
        codes.withUnsafeMutableBufferPointer { codes in
            cells.withUnsafeBufferPointer { cells in
                (codes.baseAddress! + start).update(from: cells.baseAddress!, count: count)
            }
        }
    }

    /// The cells of `rect` (what of it is on the grid), row by row, as `copy` puts them back.
    func codes(in rect: Rect) -> [UInt64] {
        let left = max(0, rect.x), right = min(width, rect.maxX), top = max(0, rect.y), bottom = min(height, rect.maxY)
        guard left < right, top < bottom else { return [] }
        var out: [UInt64] = []
        out.reserveCapacity((right - left) * (bottom - top))
        for y in top..<bottom { out += codes[(y * width + left)..<(y * width + right)] }
        return out
    }

    /// Puts back cells `codes(in: rect)` took, on a canvas of the same size.
    mutating func copy(_ cells: [UInt64], into rect: Rect) {
        let left = max(0, rect.x), right = min(width, rect.maxX), top = max(0, rect.y), bottom = min(height, rect.maxY)
        guard left < right, top < bottom, cells.count == (right - left) * (bottom - top) else { return }
        let width = width, run = right - left
        codes.withUnsafeMutableBufferPointer { codes in
            cells.withUnsafeBufferPointer { cells in
                for row in 0..<(bottom - top) {
                    (codes.baseAddress! + (top + row) * width + left).update(from: cells.baseAddress! + row * run, count: run)
                }
            }
        }
    }

    /// Fills a rectangle with blanks in a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        let left = max(0, rect.x), right = min(width, rect.maxX)
        guard left < right else { return }
        let blank = style.codeBits | Self.blankText
        let width = width
        codes.withUnsafeMutableBufferPointer { codes in
            for y in max(0, rect.y)..<min(height, rect.maxY) {
                let row = y * width
                // A wide glyph cut by either edge is blanked whole, as `draw` does.
                if codes[row + left] & Self.textBits == 0, left > 0 { Self.blank(at: row + left - 1, in: codes) }
                if right < width, codes[row + right] & Self.textBits == 0 { Self.blank(at: row + right, in: codes) }
                for x in left..<right { codes[row + x] = blank }
            }
        }
    }

    /// Draws glyphs from (x, y), stopping before `limit` (exclusive, default the right edge).
    /// Returns the column after the last glyph drawn.
    @discardableResult
    public mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        glyphs.withUnsafeBufferPointer { glyphs in
            store(glyphs.count, x: x, y: y, style: style, limit: limit) { glyphs[$0] }
        }
    }

    /// Draws one glyph, as `draw([glyph], …)` does, without making the array.
    @discardableResult
    public mutating func draw(_ glyph: Glyph, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        store(1, x: x, y: y, style: style, limit: limit) { _ in glyph }
    }

    /// Draws a string, cut with `…` to fit `width` columns.
    @discardableResult
    public mutating func text(_ s: String, x: Int, y: Int, width: Int, style: Style) -> Int {
        if let end = drawPrintableASCII(s, x: x, y: y, style: style, room: width, limit: x + width) { return end }
        return draw(TerminalText.truncate(TerminalText.glyphs(s), to: width), x: x, y: y, style: style, limit: x + width)
    }

    /// Draws a string's glyphs (`TerminalText.glyphs`) from (x, y), as `draw(_:x:y:style:limit:)`
    /// draws glyphs.
    @discardableResult
    public mutating func draw(_ s: String, x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        if let end = drawPrintableASCII(s, x: x, y: y, style: style, room: .max, limit: limit) { return end }
        return draw(TerminalText.glyphs(s), x: x, y: y, style: style, limit: limit)
    }

    /// Draws a string of printable ASCII no longer than `room` as its glyphs would be drawn,
    /// without making them (most names and labels are such strings: no array made a row).
    /// Nil, with nothing drawn, for any other string.
    private mutating func drawPrintableASCII(_ s: String, x: Int, y: Int, style: Style, room: Int, limit: Int?) -> Int? {
        guard s.utf8.count <= room else { return nil }
        var s = s
        return s.withUTF8 { bytes -> Int? in
            guard TerminalText.isPrintableASCII(bytes) else { return nil }
            return store(bytes.count, x: x, y: y, style: style, limit: limit) { Glyph(code: UInt64(bytes[$0]), width: 1) }
        }
    }

    /// The one loop behind every drawing of glyphs: `count` glyphs (`glyph(k)`, the `k`th)
    /// from (x, y) up to `limit`; those left of the grid are passed over, and only the two
    /// ends can cut a wide glyph (`openLeft`, `closeRight`). Returns the column after the last.
    @inline(__always)
    private mutating func store(_ count: Int, x: Int, y: Int, style: Style, limit: Int?, glyph: (Int) -> Glyph) -> Int {
        guard y >= 0, y < height else { return x }
        let end = min(limit ?? width, width)
        let bits = style.codeBits
        let row = y * width, width = width
        var column = x
        codes.withUnsafeMutableBufferPointer { codes in
            var k = 0
            while k < count, column < 0 {
                let width = glyph(k).width
                if column + width > end { return }
                column += width
                k += 1
            }
            guard k < count, column + glyph(k).width <= end else { return }
            Self.openLeft(of: column, for: glyph(k).code, row: row, in: codes)
            while k < count {
                let next = glyph(k)
                let after = column &+ next.width
                if after > end { break }
                codes[row &+ column] = bits | next.code
                if next.width == 2 { codes[row &+ column &+ 1] = bits }
                column = after
                k &+= 1
            }
            Self.closeRight(of: column, row: row, width: width, in: codes)
        }
        return column
    }

    /// The topmost zone at a cell.
    public func zone(atX x: Int, y: Int) -> HotZone? {
        zones.last { $0.rect.contains(x: x, y: y) }
    }

    /// Changes the style of cells without changing their text (for highlighting a row).
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                let i = y * width + x
                var style = Style(code: codes[i])
                change(&style)
                codes[i] = style.codeBits | codes[i] & Self.textBits
            }
        }
    }

    /// Before glyphs are drawn from column `x` on (the first of them `code`): a wide glyph
    /// whose right half is there is blanked whole, so no cell shows half of it. Inside what is
    /// drawn every cell is written; only its two ends can cut a wide glyph.
    @inline(__always)
    private static func openLeft(of x: Int, for code: UInt64, row: Int, in codes: UnsafeMutableBufferPointer<UInt64>) {
        if code & textBits != 0, codes[row + x] & textBits == 0, x > 0 { blank(at: row + x - 1, in: codes) }
    }

    /// After glyphs were drawn up to column `x` (exclusive): the right half of a wide glyph
    /// whose left half they covered is blanked.
    @inline(__always)
    private static func closeRight(of x: Int, row: Int, width: Int, in codes: UnsafeMutableBufferPointer<UInt64>) {
        if x < width, codes[row + x] & textBits == 0 { blank(at: row + x, in: codes) }
    }

    /// A blank in the cell's own style.
    @inline(__always)
    private static func blank(at i: Int, in codes: UnsafeMutableBufferPointer<UInt64>) {
        codes[i] = codes[i] & ~textBits | blankText
    }

    /// The grid as lines of text, wide glyphs once each. Trailing spaces are kept so
    /// column positions can be compared.
    public func lines() -> [String] {
        (0..<height).map { y in
            var line = ""
            for x in 0..<width {
                line += self[x, y].text
            }
            return line
        }
    }

    /// The grid as text, trailing spaces trimmed from each line.
    public var text: String {
        lines().map { line in
            var l = Substring(line)
            while l.last == " " { l.removeLast() }
            return String(l)
        }.joined(separator: "\n")
    }
}
