import CookbookUI

/// Which cells of a frame differ from the frame before, in runs to send to curses.
///
/// Every cell becomes one number (`code`): the UTF-8 of its text, up to six bytes, and its
/// style in the top sixteen bits. Two frames then compare as two arrays of integers, a row at
/// a time. Comparing the cells as strings and styles cost more, at 120×40, than drawing the
/// frame (a changed cell's text went through `String.==`, which compares canonical
/// equivalence; a terminal needs the bytes). A text longer than six bytes (a long cluster: a
/// flag, a family emoji) has every text bit set (no UTF-8 has a byte 0xFF), and such a cell
/// is sent on every frame.
enum CellDiff {
    /// A run of cells to send, in one row and one style: columns `x..<end` of row `y`. The
    /// right half of a wide glyph is inside the run of its left half.
    struct Run: Equatable {
        var y: Int
        var x: Int
        var end: Int
    }

    static let textBits: UInt64 = (1 << 48) - 1

    /// A cell as one number: equal numbers, the same bytes in the same style.
    @inline(__always)
    static func code(_ cell: Cell) -> UInt64 {
        let style = cell.style
        var bits = UInt64(style.foreground.rawValue) | UInt64(style.background.rawValue) << 4
        if style.bold { bits |= 1 << 8 }
        if style.dim { bits |= 1 << 9 }
        if style.reverse { bits |= 1 << 10 }
        if style.underline { bits |= 1 << 11 }
        // A short string is stored in the String itself: its UTF-8 in the first word, its
        // length in the second's top byte (`Cell.isSmallText`). Read there, that is
        // a few instructions a cell; `portableText` gives the same, and a test checks that.
        let (first, second) = unsafeBitCast(cell.text, to: (UInt64, UInt64).self)
        if Cell.isSmallText(secondWord: second), (second >> 56) & 0xF <= 6 { return bits << 48 | first }
        return bits << 48 | portableText(cell.text)
    }

    /// The text part of a code, read through the UTF-8 view.
    static func portableText(_ text: String) -> UInt64 {
        let utf8 = text.utf8
        guard utf8.count <= 6 else { return textBits }
        var code: UInt64 = 0, shift: UInt64 = 0
        for byte in utf8 {
            code |= UInt64(byte) << shift
            shift += 8
        }
        return code
    }

    /// The codes of every cell, row after row.
    static func codes(_ canvas: Canvas) -> [UInt64] {
        canvas.cells.withUnsafeBufferPointer { cells in
            [UInt64](unsafeUninitializedCapacity: cells.count) { codes, count in
                for i in cells.indices { codes[i] = code(cells[i]) }
                count = cells.count
            }
        }
    }

    /// The runs to send for a frame of these codes over a screen showing `old` (nil, or
    /// another size: the screen shows nothing known, so every cell). Rows equal to the old
    /// are skipped whole; in a row a cell is sent when it or the cell after it changed (a
    /// wide glyph covers its neighbour), in runs that end at a cell not sent or a change of
    /// style.
    static func runs(_ codes: [UInt64], old: [UInt64]?, width: Int, height: Int) -> [Run] {
        var runs: [Run] = []
        guard width > 0, codes.count == width * height else { return runs }
        let old = old?.count == codes.count ? old : nil
        codes.withUnsafeBufferPointer { new in
            (old ?? []).withUnsafeBufferPointer { old in
                let hasOld = !old.isEmpty
                for y in 0..<height {
                    let row = y * width
                    if hasOld, rowEqual(new, old, from: row, count: width) { continue }
                    var start = -1
                    for x in 0..<width {
                        let i = row + x
                        let code = new[i]
                        if code & textBits == 0 { continue }  // right half of a wide glyph
                        let changed = !hasOld || differs(code, old[i]) || (x + 1 < width && differs(new[i + 1], old[i + 1]))
                        if start >= 0, !changed || code >> 48 != new[row + start] >> 48 {
                            runs.append(Run(y: y, x: start, end: x))
                            start = -1
                        }
                        if changed, start < 0 { start = x }
                    }
                    if start >= 0 { runs.append(Run(y: y, x: start, end: width)) }
                }
            }
        }
        return runs
    }

    /// Whether a cell must be sent: it changed, or its text is too long for its code to say.
    @inline(__always)
    static func differs(_ new: UInt64, _ old: UInt64) -> Bool {
        new != old || new & textBits == textBits
    }

    private static func rowEqual(_ a: UnsafeBufferPointer<UInt64>, _ b: UnsafeBufferPointer<UInt64>, from start: Int, count: Int) -> Bool {
        for i in start..<(start + count) where differs(a[i], b[i]) { return false }
        return true
    }
}
