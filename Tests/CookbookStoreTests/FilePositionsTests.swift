@testable import CookbookStore
import Testing

@Suite struct FilePositionsTests {
    @Test func aPositionSetIsReadBackAndForgottenWhereverItsRowIs() {
        var positions = FilePositions(files: 10)
        // Rows as SQLite numbers them, a gap, one far beyond the files' count, and none below 1.
        let rows: [Int64: Int] = [1: 0, 2: 9, 7: 3, 4_000_000: 5, -3: 2, 0: 1]
        for (row, position) in rows { positions[row] = position }
        for (row, position) in rows { #expect(positions[row] == position) }
        #expect(positions[3] == nil)
        #expect(positions[5_000_000] == nil)
        #expect(positions[Int64.max] == nil)
        positions[7] = nil
        positions[4_000_000] = nil
        #expect(positions[7] == nil && positions[4_000_000] == nil && positions[2] == 9)
        // Position 0 is a position, not "none".
        positions[8] = 0
        #expect(positions[8] == 0)
    }
}
