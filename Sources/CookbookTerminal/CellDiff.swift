import CookbookRender

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which cells of a frame differ from the frame before, in runs to send to the terminal.
///
/// A canvas holds every cell as one number (`Canvas.codes`: the glyph's UTF-8 or its long
/// glyph's number, and the style in the top sixteen bits), so two frames compare as two
/// arrays of integers, a row at a time.
enum CellDiff {
    /// A run of cells to send, in one row and one style: columns `x..<end` of row `y`. The
    /// right half of a wide glyph is inside the run of its left half.
    struct Run: Equatable {
        var y: Int
        var x: Int
        var end: Int
    }

    static let textBits = Glyph.textBits

    /// The runs to send for a frame of these codes over a screen showing `old` (nil, or
    /// another size: the screen shows nothing known, so every cell). Rows equal to the old
    /// are skipped whole; in a row a cell is sent when it or the cell after it changed (a
    /// wide glyph covers its neighbour), in runs that end at a cell not sent or a change of
    /// style.
    static func runs(_ codes: [UInt64], old: [UInt64]?, width: Int, height: Int) -> [Run] {
        var runs: [Run] = []
        guard width > 0, codes.count == width * height else { return runs }
        runs.reserveCapacity(4 * height)
        codes.withUnsafeBufferPointer { new in
            guard let old, old.count == codes.count else {
                // Nothing known on screen: every cell, in runs of one style.
                for y in 0..<height { styleRuns(new.baseAddress! + y * width, width: width, y: y, into: &runs) }
                return
            }
            old.withUnsafeBufferPointer { old in
                for y in 0..<height {
                    let row = y * width
                    let n = new.baseAddress! + row, o = old.baseAddress! + row
                    if memcmp(n, o, width * MemoryLayout<UInt64>.stride) == 0 { continue }
                    changedRuns(n, o, width: width, y: y, into: &runs)
                }
            }
        }
        return runs
    }

    /// The runs of a row that differs from the old: past the cells as they were to the cell
    /// before the next difference (it goes with it), then along the run while the cells
    /// change in its style; any other cell is looked at as the rule says.
    @inline(__always)
    private static func changedRuns(_ n: UnsafePointer<UInt64>, _ o: UnsafePointer<UInt64>, width: Int, y: Int, into runs: inout [Run]) {
        var x = 0
        while true {
            let next = firstDifference(n, o, from: x, to: width)
            if next == width { return }
            // The cell before a difference is sent too, unless it is a right half (its left
            // half was sent before it, or did not change and covers it as it did).
            x = next > x && n[next &- 1] & textBits != 0 ? next &- 1 : next
            // Cell x is sent (it or the next changed) unless it is the right half of a wide
            // glyph (the left half did not change): then the first cell after it that is
            // sent, if any, starts the run.
            while x < width, n[x] & textBits == 0 { x &+= 1 }
            if x == width { return }
            if n[x] == o[x], x &+ 1 == width || n[x &+ 1] == o[x &+ 1] {
                x &+= 1
                continue
            }
            var start = x
            var style = n[x] >> 48
            x &+= 1
            while true {
                x = changedInStyle(n, o, style: style, from: x, to: width)  // most cells of a run
                if x == width { break }
                let code = n[x]
                if code & textBits == 0 {  // a right half goes with its left
                    x &+= 1
                    continue
                }
                let sent = code != o[x] || (x &+ 1 < width && n[x &+ 1] != o[x &+ 1])
                if !sent { break }
                if code >> 48 != style {
                    runs.append(Run(y: y, x: start, end: x))
                    start = x
                    style = code >> 48
                }
                x &+= 1
            }
            runs.append(Run(y: y, x: start, end: x))
            if x == width { return }
            // Cell x is not sent: neither it nor the next changed.
            x &+= 1
        }
    }

    /// The first cell from `x` on that differs from the old (`end` if none): four cells a
    /// step while four are left. Kept apart so that its loop has the registers to itself.
    @inline(never)
    private static func firstDifference(_ n: UnsafePointer<UInt64>, _ o: UnsafePointer<UInt64>, from x: Int, to end: Int) -> Int {
        var x = x
        while x &+ 4 <= end, (n[x] ^ o[x]) | (n[x &+ 1] ^ o[x &+ 1]) | (n[x &+ 2] ^ o[x &+ 2]) | (n[x &+ 3] ^ o[x &+ 3]) == 0 {
            x &+= 4
        }
        while x < end, n[x] == o[x] { x &+= 1 }
        return x
    }

    /// The first cell from `x` on that did not change or is in another style (`end` if none).
    @inline(never)
    private static func changedInStyle(_ n: UnsafePointer<UInt64>, _ o: UnsafePointer<UInt64>, style: UInt64, from x: Int, to end: Int) -> Int {
        var x = x
        while x < end, n[x] != o[x], n[x] >> 48 == style { x &+= 1 }
        return x
    }

    /// A row's cells in runs of one style (right halves of wide glyphs inside their runs).
    private static func styleRuns(_ row: UnsafePointer<UInt64>, width: Int, y: Int, into runs: inout [Run]) {
        var start = -1
        var runStyle: UInt64 = 0
        for x in 0..<width where row[x] & textBits != 0 {
            if start >= 0, row[x] >> 48 == runStyle { continue }
            if start >= 0 { runs.append(Run(y: y, x: start, end: x)) }
            start = x
            runStyle = row[x] >> 48
        }
        if start >= 0 { runs.append(Run(y: y, x: start, end: width)) }
    }
}
