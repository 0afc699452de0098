/// Every recipe row of a library's database as read back to make the library, a column an
/// array (a value a row held 230 bytes and three allocations more, for 10,000 rows read at
/// every opening): what placing needs (`entries`, `sortKeys`), and what the catalog keeps.
struct StoredRecipes {
    /// Each recipe's row, and its file's row.
    var rows: [Int64] = []
    var files: [Int64] = []
    var entries: [LibraryBuilder.Entry] = []
    var sortKeys: [NameOrder.SortKey] = []
    /// Five a recipe: servings, preparation and cooking minutes (`Int32.min` for none), how
    /// many ingredients and steps.
    private var numbers: [Int32] = []
    /// Recipe `i`'s folded name is `texts[textEnds[2i - 1]..<textEnds[2i]]`, its other search
    /// text `texts[textEnds[2i]..<textEnds[2i + 1]]` (from 0 for the first).
    private var texts: [UInt8] = []
    private var textEnds: [UInt32] = []

    var count: Int { rows.count }

    mutating func reserveCapacity(_ count: Int) {
        rows.reserveCapacity(count)
        files.reserveCapacity(count)
        entries.reserveCapacity(count)
        sortKeys.reserveCapacity(count)
        numbers.reserveCapacity(5 * count)
        textEnds.reserveCapacity(2 * count)
    }

    mutating func append(
        row: Int64, file: Int64, entry: LibraryBuilder.Entry, sortKey: NameOrder.SortKey,
        servings: Int?, prepMinutes: Int?, cookMinutes: Int?, ingredients: Int, steps: Int,
        nameText: UnsafeBufferPointer<UInt8>, otherText: UnsafeBufferPointer<UInt8>
    ) {
        rows.append(row)
        files.append(file)
        entries.append(entry)
        sortKeys.append(sortKey)
        for number in [servings, prepMinutes, cookMinutes] { numbers.append(number.map { Int32(clamping: $0) } ?? .min) }
        numbers.append(Int32(clamping: ingredients))
        numbers.append(Int32(clamping: steps))
        texts.append(contentsOf: nameText)
        textEnds.append(UInt32(texts.count))
        texts.append(contentsOf: otherText)
        textEnds.append(UInt32(texts.count))
    }

    func servings(at i: Int) -> Int? { number(5 * i) }
    func prepMinutes(at i: Int) -> Int? { number(5 * i + 1) }
    func cookMinutes(at i: Int) -> Int? { number(5 * i + 2) }
    func ingredients(at i: Int) -> Int { Int(numbers[5 * i + 3]) }
    func steps(at i: Int) -> Int { Int(numbers[5 * i + 4]) }

    /// Recipe `i`'s search text, valid only within `body`.
    func withSearchText<R>(at i: Int, _ body: (UnsafeBufferPointer<UInt8>, UnsafeBufferPointer<UInt8>) -> R) -> R {
        let start = i == 0 ? 0 : Int(textEnds[2 * i - 1]), middle = Int(textEnds[2 * i]), end = Int(textEnds[2 * i + 1])
        return texts.withUnsafeBufferPointer { texts in
            body(UnsafeBufferPointer(rebasing: texts[start..<middle]), UnsafeBufferPointer(rebasing: texts[middle..<end]))
        }
    }

    private func number(_ k: Int) -> Int? {
        numbers[k] == .min ? nil : Int(numbers[k])
    }
}
