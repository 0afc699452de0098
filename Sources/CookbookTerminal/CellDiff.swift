import CookbookUI

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
                    var start = -1
                    var runStyle: UInt64 = 0
                    var x = 0
                    while x < width {
                        if start < 0 {
                            // No run open: on to the cell before the next difference (it
                            // goes with it), past the cells that are as they were.
                            var next = x
                            while next < width, n[next] == o[next] { next &+= 1 }
                            if next == width { break }
                            if next > x { x = next &- 1 }
                        }
                        let code = n[x]
                        if code & textBits == 0 {  // right half of a wide glyph
                            x &+= 1
                            continue
                        }
                        let changed = code != o[x] || (x &+ 1 < width && n[x &+ 1] != o[x &+ 1])
                        if start >= 0, !changed || code >> 48 != runStyle {
                            runs.append(Run(y: y, x: start, end: x))
                            start = -1
                        }
                        if changed, start < 0 {
                            start = x
                            runStyle = code >> 48
                        }
                        x &+= 1
                    }
                    if start >= 0 { runs.append(Run(y: y, x: start, end: width)) }
                }
            }
        }
        return runs
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
