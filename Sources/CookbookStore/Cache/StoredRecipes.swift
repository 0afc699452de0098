import CookbookModel

/// What placing needs of every recipe row of a library's database, read back to place the
/// library again, a column an array (a value a row held more, and three allocations more, for
/// every one of 10,000 rows).
struct StoredRecipes {
    /// Each recipe's row, and its file's row.
    var rows: [Int64] = []
    var files: [Int64] = []
    var entries: [LibraryBuilder.Entry] = []
    /// Where each one's name is in the order of names (`CollationKey`'s): equal names the
    /// same rank. 4 bytes a recipe, where its key was 40.
    var nameRanks: [Int32] = []

    var count: Int { rows.count }

    mutating func reserveCapacity(_ count: Int) {
        rows.reserveCapacity(count)
        files.reserveCapacity(count)
        entries.reserveCapacity(count)
    }

    mutating func append(row: Int64, file: Int64, entry: LibraryBuilder.Entry) {
        rows.append(row)
        files.append(file)
        entries.append(entry)
    }
}
