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
        let old = old?.count == codes.count ? old : nil
        codes.withUnsafeBufferPointer { new in
            (old ?? []).withUnsafeBufferPointer { old in
                let hasOld = !old.isEmpty
                for y in 0..<height {
                    let row = y * width, rowEnd = row + width
                    if hasOld, rowEqual(new, old, from: row, count: width) { continue }
                    var start = -1
                    var x = 0
                    while x < width {
                        if start < 0, hasOld {
                            // No run open: on to the cell before the next difference (it
                            // goes with it), past the cells that are as they were.
                            var next = row + x
                            while next < rowEnd, new[next] == old[next] { next += 1 }
                            if next == rowEnd { break }
                            x = max(x, next - row - 1)
                        }
                        let i = row + x
                        let code = new[i]
                        if code & textBits == 0 {  // right half of a wide glyph
                            x += 1
                            continue
                        }
                        let changed = !hasOld || code != old[i] || (x + 1 < width && new[i + 1] != old[i + 1])
                        if start >= 0, !changed || code >> 48 != new[row + start] >> 48 {
                            runs.append(Run(y: y, x: start, end: x))
                            start = -1
                        }
                        if changed, start < 0 { start = x }
                        x += 1
                    }
                    if start >= 0 { runs.append(Run(y: y, x: start, end: width)) }
                }
            }
        }
        return runs
    }

    private static func rowEqual(_ a: UnsafeBufferPointer<UInt64>, _ b: UnsafeBufferPointer<UInt64>, from start: Int, count: Int) -> Bool {
        memcmp(a.baseAddress! + start, b.baseAddress! + start, count * MemoryLayout<UInt64>.stride) == 0
    }
}
