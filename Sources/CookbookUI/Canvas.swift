import CookbookKit
import Synchronization

/// A rectangle of cells, in columns and rows from the top left.
public struct Rect: Equatable, Sendable {
    public var x: Int, y: Int, width: Int, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    public var maxX: Int { x + width }
    public var maxY: Int { y + height }

    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < maxX && py >= y && py < maxY
    }
}

/// A place on screen the mouse can use: what a click there does, and which column the
/// wheel scrolls. Views add them while drawing, so hit-testing always matches the frame.
public struct HotZone: Equatable, Sendable {
    public var rect: Rect
    public var click: [Action]
    public var column: Focus?

    public init(rect: Rect, click: [Action], column: Focus? = nil) {
        self.rect = rect
        self.click = click
        self.column = column
    }
}

public struct Cell: Equatable, Sendable {
    /// One glyph; "" marks the right half of a wide glyph in the cell to the left.
    public var text: String
    public var style: Style

    public static let blank = Cell(text: " ", style: .plain)

    /// Whether a `String` whose second word this is keeps its bytes in itself (a small
    /// string, 15 bytes or less: no object to retain or release). The one reading of a
    /// `String`'s layout, for `Canvas.store` and `CellDiff.code`; tests check both.
    @inline(__always)
    public static func isSmallText(secondWord: UInt64) -> Bool { secondWord & (1 << 61) != 0 }
}

/// The in-memory screen every view draws into. The terminal layer copies it to curses;
/// tests read it back as text. Writes outside the grid are clipped, and a wide glyph
/// that would not fit whole is not drawn half.
public struct Canvas: Equatable, Sendable {
    public let width: Int
    public let height: Int
    public private(set) var cells: [Cell]
    /// Mouse targets, later ones on top.
    public var zones: [HotZone] = []

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        let count = self.width * self.height
        // The cells a canvas of this size gave back (`recycle`), blanked: no array of
        // thousands of cells made and freed each frame.
        let spare: [Cell]? = Self.spare.withLock { spare in
            guard spare.count == count, count > 0 else { return nil }
            defer { spare = [] }
            return spare
        }
        if var reused = spare {
            Self.blankAll(&reused)
            cells = reused
        } else {
            cells = Array(repeating: .blank, count: count)
        }
    }

    /// Makes every cell blank again, with `store`: assigning every cell, each a call to
    /// release its string, cost 440,000 instructions a frame at 120×40, a third of a cursor
    /// key.
    static func blankAll(_ cells: inout [Cell]) {
        let blank = Cell.blank
        cells.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { store(blank, at: buffer.baseAddress! + i) }
        }
    }

    /// Cells given back by the last canvas recycled, for the next one made of that size.
    private static let spare = Mutex<[Cell]>([])

    /// Gives this canvas's cells to the next canvas made (the session's last frame, once the
    /// next is being drawn); it is empty after, and must not be drawn on or read.
    public mutating func recycle() {
        var cells = self.cells
        self.cells = []
        zones = []
        Self.spare.withLock { $0 = cells }
        cells = []
    }

    public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

    public subscript(x: Int, y: Int) -> Cell {
        cells[y * width + x]
    }

    /// Fills a rectangle with blanks in a style.
    public mutating func fill(_ rect: Rect, style: Style) {
        let left = max(0, rect.x), right = min(width, rect.maxX)
        guard left < right else { return }
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            // A wide glyph cut by either edge is blanked whole, as `set` does.
            if cells[y * width + left].text.isEmpty, left > 0 { cells[y * width + left - 1].text = " " }
            if right < width, cells[y * width + right].text.isEmpty { cells[y * width + right].text = " " }
            let blank = Cell(text: " ", style: style), row = y * width
            cells.withUnsafeMutableBufferPointer { buffer in
                for x in left..<right { Self.store(blank, at: buffer.baseAddress! + row + x) }
            }
        }
    }

    /// Draws glyphs from (x, y), stopping before `limit` (exclusive, default the right edge).
    /// Returns the column after the last glyph drawn.
    @discardableResult
    public mutating func draw(_ glyphs: [Glyph], x: Int, y: Int, style: Style, limit: Int? = nil) -> Int {
        guard y >= 0, y < height else { return x }
        let end = min(limit ?? width, width)
        var column = x
        for glyph in glyphs {
            if column + glyph.width > end { break }
            if column >= 0 {
                set(x: column, y: y, Cell(text: glyph.text, style: style))
                if glyph.width == 2 { set(x: column + 1, y: y, Cell(text: "", style: style)) }
            }
            column += glyph.width
        }
        return column
    }

    /// Draws a string, cut with `…` to fit `width` columns.
    @discardableResult
    public mutating func text(_ s: String, x: Int, y: Int, width: Int, style: Style) -> Int {
        draw(TerminalText.truncate(TerminalText.glyphs(s), to: width), x: x, y: y, style: style, limit: x + width)
    }

    /// The topmost zone at a cell.
    public func zone(atX x: Int, y: Int) -> HotZone? {
        zones.last { $0.rect.contains(x: x, y: y) }
    }

    /// Changes the style of cells without changing their text (for highlighting a row).
    public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
        for y in max(0, rect.y)..<min(height, rect.maxY) {
            for x in max(0, rect.x)..<min(width, rect.maxX) {
                change(&cells[y * width + x].style)
            }
        }
    }

    private mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard x >= 0, x < width, y >= 0, y < height else { return }
        let i = y * width + x
        // Overwriting half of a wide glyph blanks its other half, so no cell shows half.
        // (`isEmpty`, not `!= ""`: a comparison of strings, a call into the runtime for every
        // cell drawn, 50,000 instructions a frame.)
        if !cell.text.isEmpty, cells[i].text.isEmpty, x > 0 {
            cells[i - 1].text = " "
        }
        if x + 1 < width, cells[i + 1].text.isEmpty {
            cells[i + 1].text = " "
        }
        cells.withUnsafeMutableBufferPointer { Self.store(cell, at: $0.baseAddress! + i) }
    }

    /// `place.pointee = cell`, as bytes when both texts are small strings (kept in the
    /// `String` itself: nothing to retain or release); an assignment called the runtime twice
    /// a cell drawn, about 1,800 times a frame.
    @inline(__always)
    private static func store(_ cell: Cell, at place: UnsafeMutablePointer<Cell>) {
        let second = MemoryLayout<Cell>.offset(of: \Cell.text)! + 8
        guard Cell.isSmallText(secondWord: UnsafeRawPointer(place).load(fromByteOffset: second, as: UInt64.self)) else {
            place.pointee = cell
            return
        }
        withUnsafeBytes(of: cell) { new in
            if Cell.isSmallText(secondWord: new.load(fromByteOffset: second, as: UInt64.self)) {
                UnsafeMutableRawPointer(place).copyMemory(from: new.baseAddress!, byteCount: MemoryLayout<Cell>.size)
            } else {
                place.pointee = cell
            }
        }
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
