/// The scan position of each file row of a library's database that is as its file (the
/// rows are SQLite's, numbered from 1 as they were added, with gaps where files went): a
/// position a row in an array, where rows are as dense as that; a dictionary only for the
/// rows beyond. At 100,000 files, 0.4 MB where a dictionary of them all held 4.2 MB at the
/// peak of making the library.
struct FilePositions: Sendable {
    /// Position + 1 by row (0: none), for rows below `dense.count`.
    private var dense: [Int32] = []
    private var beyond: [Int64: Int] = [:]
    /// Rows below this are kept in `dense` (grown as they come).
    private let denseLimit: Int64

    /// For a scan of `files` files.
    init(files: Int) {
        denseLimit = Int64(min(files, Int(Int32.max - 1))) * 4 + 4096
        dense.reserveCapacity(files + 1)
    }

    subscript(row: Int64) -> Int? {
        get {
            if row >= 0, row < Int64(dense.count) {
                let stored = dense[Int(row)]
                return stored == 0 ? nil : Int(stored) - 1
            }
            return beyond[row]
        }
        set {
            guard row >= 0, row < denseLimit, newValue.map({ $0 < Int32.max - 1 }) ?? true else {
                beyond[row] = newValue
                return
            }
            if row >= Int64(dense.count) {
                guard newValue != nil else { return }
                dense += repeatElement(0, count: Int(row) + 1 - dense.count)
            }
            dense[Int(row)] = newValue.map { Int32($0) + 1 } ?? 0
        }
    }
}
