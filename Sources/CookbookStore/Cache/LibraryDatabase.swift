import CookbookModel
import CookbookFormats
import FoundationEssentials
import CSQLite
import Synchronization

/// A library's files and recipes as rows of an SQLite database: a row for each file read
/// (its path, size and modification time, and why it gave no recipe when it gave none), and
/// a row for each recipe it gave, holding what placing and listing it need and its folded
/// search text, and beside it the recipe itself as `Recipe` encodes itself (its body, in a
/// table of its own: opening the library reads every recipe row, and a recipe's body only
/// when it is shown). Opening the
/// library again reads only the files whose row no longer matches; the rest comes from here.
///
/// The library made from the rows last time is kept too (`placement`: each recipe's place in
/// the library's order, its id, category and related recipes, and the categories): opening
/// the library again when no file changed reads the rows in that order straight into the
/// catalog, with nothing to place and nothing held aside. Every write makes it stale (the
/// `generation` it was made at is behind), and the next opening that reads no file places
/// the recipes again and keeps that.
///
/// The database is the cache's (`LibraryCache.open`) or, when there is none or it cannot be
/// used, one in memory: the same rows either way, so the library is made the same way.
final class LibraryDatabase: Sendable {
    /// Bump when what a table holds changes: a database of another version is made anew.
    static let schemaVersion = 10

    static let schema = """
        CREATE TABLE meta(key TEXT PRIMARY KEY, value BLOB NOT NULL) WITHOUT ROWID;
        CREATE TABLE file(
            id INTEGER PRIMARY KEY, path BLOB NOT NULL UNIQUE, size INTEGER NOT NULL, modified INTEGER NOT NULL,
            place TEXT NOT NULL, base TEXT NOT NULL, folder_category TEXT,
            recipes INTEGER NOT NULL, line INTEGER, col INTEGER, problem TEXT, notice INTEGER NOT NULL);
        CREATE TABLE recipe(
            id INTEGER PRIMARY KEY AUTOINCREMENT, file INTEGER NOT NULL, n INTEGER NOT NULL, of INTEGER NOT NULL,
            given_id TEXT NOT NULL, name TEXT NOT NULL, sort_key BLOB NOT NULL, category TEXT, refs BLOB NOT NULL, related BLOB NOT NULL,
            servings INTEGER, prep INTEGER, cook INTEGER, total INTEGER, ingredients INTEGER NOT NULL, steps INTEGER NOT NULL,
            name_text BLOB NOT NULL, other_text BLOB NOT NULL, facets BLOB NOT NULL);
        CREATE INDEX recipe_by_file ON recipe(file);
        CREATE TABLE body(recipe INTEGER PRIMARY KEY, bytes BLOB NOT NULL);
        CREATE TABLE placement(
            position INTEGER PRIMARY KEY, recipe INTEGER NOT NULL, id TEXT NOT NULL, category TEXT NOT NULL, related BLOB NOT NULL);
        PRAGMA user_version = \(schemaVersion);
        """

    /// The connection, used by one thread at a time: the loader's, then the screens' when a
    /// recipe is shown.
    private let connection: SQLiteDatabase
    private let lock = Mutex(())

    init(_ database: SQLiteDatabase) {
        connection = database
    }

    /// A database in memory, for a library that has no cache it can use.
    static func inMemory(roots: [String], readers: String) throws(SQLiteDatabase.Error) -> LibraryDatabase {
        let database = try SQLiteDatabase(path: ":memory:")
        try database.execute(schema)
        let library = LibraryDatabase(database)
        try library.setMeta(roots: roots, readers: readers)
        return library
    }

    /// Runs `body` with the connection (from any thread; one at a time).
    func withConnection<R>(_ body: (SQLiteDatabase) throws(SQLiteDatabase.Error) -> R) throws(SQLiteDatabase.Error) -> R {
        lock._unsafeLock()
        defer { lock._unsafeUnlock() }
        return try body(connection)
    }

    // MARK: What it was made from

    /// Whether it holds the files of these roots as these readers read them.
    func isMade(from roots: [String], readers: String) throws(SQLiteDatabase.Error) -> Bool {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare("SELECT key, value FROM meta")
            var keptRoots: [UInt8]?, keptReaders: [UInt8]?
            while try statement.step() {
                switch statement.text(0) {
                case "roots": keptRoots = statement.bytes(1)
                case "readers": keptReaders = statement.bytes(1)
                default: break
                }
            }
            return keptRoots == Self.rootsValue(roots) && keptReaders == Array(readers.utf8)
        }
    }

    /// Emptied and made these roots' as these readers read them. Within a write transaction.
    func claim(roots: [String], readers: String) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            try database.execute("DELETE FROM body; DELETE FROM recipe; DELETE FROM file; DELETE FROM placement;")
        }
        try advanceGeneration()
        try setMeta(roots: roots, readers: readers)
    }

    private func setMeta(roots: [String], readers: String) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)")
            statement.bind(1, "roots")
            statement.bind(2, bytes: Self.rootsValue(roots))
            try statement.run()
            statement.bind(1, "readers")
            statement.bind(2, bytes: Array(readers.utf8))
            try statement.run()
        }
    }

    /// The roots, each ended by a zero byte (no path holds one).
    private static func rootsValue(_ roots: [String]) -> [UInt8] {
        roots.flatMap { Array($0.utf8) + [0] }
    }

    // MARK: The library made last time

    /// A number every write makes larger, within its transaction.
    func generation() throws(SQLiteDatabase.Error) -> Int {
        try withConnection { database throws(SQLiteDatabase.Error) in
            try database.number("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'generation'")
        }
    }

    func advanceGeneration() throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            try database.execute("""
                INSERT INTO meta(key, value) VALUES ('generation', 1)
                ON CONFLICT(key) DO UPDATE SET value = CAST(value AS INTEGER) + 1
                """)
        }
    }

    /// The categories of the library placed at the current generation; nil when none was.
    func placedCategories() throws(SQLiteDatabase.Error) -> [Category]? {
        let current = try generation()
        return try withConnection { database throws(SQLiteDatabase.Error) in
            guard try database.number("SELECT count(*) FROM meta WHERE key = 'placed'") == 1,
                  try database.number("SELECT CAST(value AS INTEGER) FROM meta WHERE key = 'placed'") == current
            else { return nil }
            let statement = try database.prepare("SELECT value FROM meta WHERE key = 'categories'")
            guard try statement.step() else { return nil }
            let fields = statement.withBytes(0, Self.strings)
            guard fields.count % 2 == 0 else { return nil }
            return stride(from: 0, to: fields.count, by: 2).map { Category(id: fields[$0], name: fields[$0 + 1]) }
        }
    }

    /// Keeps the library's order and what placing gave each recipe (`rows[k]` is the recipe
    /// at `k`, placed as `entries[k]`), as of `generation`. Only the positions that differ
    /// from the placement kept are written: one file changed is a row or two, not the library.
    func place(
        generation: Int, categories: [Category], rows: [Int64], entries: [LibraryBuilder.Entry]
    ) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            // What each position holds now, as a hash of its row (8 bytes a recipe: the rows
            // themselves, with their strings, were 13 MB at 100,000 recipes): a position whose
            // row hashes the same is left as it is.
            var kept: [UInt64] = []
            let read = try database.prepare("SELECT recipe, id, category, related FROM placement ORDER BY position")
            while try read.step() {
                kept.append(read.withBytes(1) { id in
                    read.withBytes(2) { category in read.withBytes(3) { Self.placementHash(read.int64(0), id, category, $0) } }
                })
            }
            let write = try database.prepare(
                "INSERT OR REPLACE INTO placement(position, recipe, id, category, related) VALUES (?, ?, ?, ?, ?)")
            for k in rows.indices {
                let category = entries[k].category ?? "", related = Self.list(entries[k].related)
                if k < kept.count {
                    var id = entries[k].id, category = category
                    let hash = id.withUTF8 { id in
                        category.withUTF8 { category in related.withUnsafeBufferPointer { Self.placementHash(rows[k], id, category, $0) } }
                    }
                    if kept[k] == hash { continue }
                }
                write.bind(1, k)
                write.bind(2, rows[k])
                write.bind(3, entries[k].id)
                write.bind(4, category)
                write.bind(5, bytes: related)
                try write.run()
            }
            let beyond = try database.prepare("DELETE FROM placement WHERE position >= ?")
            beyond.bind(1, rows.count)
            try beyond.run()
            let meta = try database.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)")
            meta.bind(1, "categories")
            meta.bind(2, bytes: Self.list(categories.flatMap { [$0.id, $0.name] }))
            try meta.run()
            meta.bind(1, "placed")
            meta.bind(2, String(generation))
            try meta.run()
        }
    }

    /// How the recipes of these files place: for each file row, its recipes' rows in their
    /// order in the file, each with a hash of all that placing reads of it (its place in the
    /// file, the id it gives, its name and sort key, the category and references it names,
    /// its related ids).
    func placing(ofFiles rows: [Int64]) throws(SQLiteDatabase.Error) -> [Int64: [(recipe: Int64, hash: UInt64)]] {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare(
                "SELECT id, n, of, given_id, name, sort_key, category IS NULL, category, refs, related FROM recipe WHERE file = ? ORDER BY n")
            var found: [Int64: [(recipe: Int64, hash: UInt64)]] = [:]
            for row in rows {
                statement.bind(1, row)
                var recipes: [(recipe: Int64, hash: UInt64)] = []
                while try statement.step() {
                    var hash = StableHash.start
                    for column in Int32(1)...9 {
                        statement.withBytes(column) { field in
                            hash = StableHash.fnv1a(field, after: hash)
                            hash = withUnsafeBytes(of: UInt64(field.count).littleEndian) { StableHash.fnv1a($0, after: hash) }
                        }
                    }
                    recipes.append((statement.int64(0), hash))
                }
                statement.reset()
                found[row] = recipes
            }
            return found
        }
    }

    /// When the files read again (`now`: each file's row before and after, nil when it gave
    /// none) place their recipes as `before` said, their recipes' new rows take the places of
    /// the old in the placement, which is current again: true. Else nothing is changed.
    func keepPlacement(
        before: [Int64: [(recipe: Int64, hash: UInt64)]], now files: [(old: Int64, new: Int64?)]
    ) throws(SQLiteDatabase.Error) -> Bool {
        let newRows = files.compactMap(\.new)
        guard newRows.count == files.count else { return false }
        let after = try placing(ofFiles: newRows)
        var moves: [(old: Int64, new: Int64)] = []
        for (old, new) in files {
            guard let new, let was = before[old], let now = after[new], was.count == now.count, !was.isEmpty,
                  zip(was, now).allSatisfy({ $0.hash == $1.hash })
            else { return false }
            moves += zip(was, now).map { ($0.recipe, $1.recipe) }
        }
        let generation = try generation()
        try withConnection { database throws(SQLiteDatabase.Error) in
            try database.execute("CREATE TEMP TABLE IF NOT EXISTS moved(old INTEGER PRIMARY KEY, new INTEGER NOT NULL); DELETE FROM moved;")
            let move = try database.prepare("INSERT INTO moved(old, new) VALUES (?, ?)")
            for (old, new) in moves {
                move.bind(1, old)
                move.bind(2, new)
                try move.run()
            }
            try database.execute("""
                UPDATE placement SET recipe = (SELECT new FROM moved WHERE old = placement.recipe)
                WHERE recipe IN (SELECT old FROM moved);
                DELETE FROM moved;
                """)
            let meta = try database.prepare("INSERT OR REPLACE INTO meta(key, value) VALUES ('placed', ?)")
            meta.bind(1, String(generation))
            try meta.run()
        }
        return true
    }

    /// The recipes in the library's order as placed last time: each one's row, its file's
    /// row, its summary (with `paths`, its source is its file's path as shown: a row more to
    /// look up for each), its numbers, related ids and search text (empty when `searchText`
    /// is false) and facet values (`RecipeFacets.pack`'s); the texts valid only within `each`.
    func placedRecipes(
        searchText: Bool, paths: Bool,
        _ each: (_ row: Int64, _ file: Int64, _ summary: RecipeSummary, _ ingredients: Int, _ steps: Int, _ related: [String],
                 _ name: UnsafeBufferPointer<UInt8>, _ others: UnsafeBufferPointer<UInt8>, _ facets: UnsafeBufferPointer<UInt8>) -> Void
    ) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare("""
                SELECT p.recipe, r.file, p.id, r.name, p.category, r.servings, r.prep, r.cook, r.total, r.ingredients, r.steps, p.related,
                \(paths ? "f.path" : "NULL"), r.facets\(searchText ? ", r.name_text, r.other_text" : "")
                FROM placement p JOIN recipe r ON r.id = p.recipe \(paths ? "JOIN file f ON f.id = r.file" : "") ORDER BY p.position
                """)
            while try statement.step() {
                let summary = RecipeSummary(
                    id: statement.text(2), name: statement.text(3), category: statement.text(4), servings: statement.optionalInt(5),
                    prepMinutes: statement.optionalInt(6), cookMinutes: statement.optionalInt(7), totalMinutes: statement.optionalInt(8),
                    source: paths ? statement.withBytes(12, RawPath.shown) : nil)
                let related = statement.withBytes(11, Self.strings)
                let none = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
                statement.withBytes(13) { facets in
                    if searchText {
                        statement.withBytes(14) { name in
                            statement.withBytes(15) { others in
                                each(statement.int64(0), statement.int64(1), summary, statement.int(9), statement.int(10), related, name, others, facets)
                            }
                        }
                    } else {
                        each(statement.int64(0), statement.int64(1), summary, statement.int(9), statement.int(10), related, none, none, facets)
                    }
                }
            }
        }
    }

    // MARK: Transactions

    /// A read transaction: what it reads is one state of the database, whatever another
    /// program writes meanwhile.
    func beginReading() throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in try database.execute("BEGIN") }
    }

    /// A write transaction, waiting (up to the busy timeout) for another program's to end.
    func beginWriting() throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            addedInTransaction = 0
            try database.execute("BEGIN IMMEDIATE")
        }
    }

    func commit() throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in try database.execute("COMMIT") }
    }

    func rollback() {
        try? withConnection { database throws(SQLiteDatabase.Error) in try database.execute("ROLLBACK") }
    }

    /// Changes as soon as another connection commits (SQLite's `data_version`).
    func dataVersion() throws(SQLiteDatabase.Error) -> Int {
        try withConnection { database throws(SQLiteDatabase.Error) in try database.number("PRAGMA data_version") }
    }

    // MARK: Files

    /// Every file it holds in the byte order of their paths: its row, the bytes of its path
    /// (valid only within `each`), its size and modification time.
    func knownFiles(_ each: (Int64, UnsafeBufferPointer<UInt8>, Int, Int) -> Void) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            // The index of `path` is in this order already: no sort.
            let statement = try database.prepare("SELECT id, path, size, modified FROM file ORDER BY path")
            while try statement.step() {
                statement.withBytes(1) { each(statement.int64(0), $0, statement.int(2), statement.int(3)) }
            }
        }
    }

    /// Forgets these files and their recipes.
    func remove(files rows: [Int64]) throws(SQLiteDatabase.Error) {
        guard !rows.isEmpty else { return }
        try withConnection { database throws(SQLiteDatabase.Error) in
            for row in rows { try Self.forget(file: row, in: database) }
        }
    }

    /// The file of this row and its recipes, gone.
    private static func forget(file row: Int64, in database: SQLiteDatabase) throws(SQLiteDatabase.Error) {
        for sql: StaticString in [
            "DELETE FROM body WHERE recipe IN (SELECT id FROM recipe WHERE file = ?)", "DELETE FROM recipe WHERE file = ?",
            "DELETE FROM file WHERE id = ?",
        ] {
            let statement = try database.kept(sql)
            statement.bind(1, row)
            try statement.run()
        }
    }

    /// One recipe as a file gave it, with what the library made of it.
    struct RecipeRow {
        var entry: LibraryBuilder.Entry
        var servings: Int?
        var prepMinutes: Int?
        var cookMinutes: Int?
        var totalMinutes: Int?
        var ingredients: Int
        var steps: Int
        var searchText: SearchText
        /// Its facet values, as `RecipeFacets.pack` packs them.
        var facets: [UInt8]
        var body: [UInt8]
        /// Where its name sorts (`CollationKey`), worked out when the file is read.
        var sortKey: CollationKey
    }

    /// How many files `add` keeps in one transaction: what was read is kept as it goes, so a
    /// program stopped while it reads a large library for the first time (the browser quit
    /// before its files are read) finds most of them read the next time.
    static let filesATransaction = 1_000

    /// Files added since the transaction began (guarded by the connection's lock).
    private nonisolated(unsafe) var addedInTransaction = 0

    /// Keeps a file that was read: its recipes, or why it gave none. Returns its row. Within a
    /// write transaction, which is committed and begun again every `filesATransaction` files.
    /// `path`: its bytes on disk (kept as they are, UTF-8 or not, so the file is found again).
    func add(
        path: UnsafeBufferPointer<UInt8>, size: Int, modified: Int, place: FilePlace, recipes: [RecipeRow], problem: FormatProblem?
    ) throws(SQLiteDatabase.Error) -> Int64 {
        try withConnection { database throws(SQLiteDatabase.Error) in
            func insertFile() throws(SQLiteDatabase.Error) {
                let file = try database.kept("""
                    INSERT INTO file(path, size, modified, place, base, folder_category, recipes, line, col, problem, notice)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                file.bind(1, bytes: UnsafeRawBufferPointer(path))
                file.bind(2, size)
                file.bind(3, modified)
                file.bind(4, place.place)
                file.bind(5, place.base)
                file.bind(6, place.folderCategory)
                file.bind(7, recipes.count)
                file.bind(8, problem?.line)
                file.bind(9, problem?.column)
                file.bind(10, problem?.message)
                file.bind(11, problem.map { Self.severityCode($0.severity) } ?? 0)
                try file.run()
            }
            do throws(SQLiteDatabase.Error) {
                try insertFile()
            } catch where error.code == SQLITE_CONSTRAINT {
                // Another program read the file too (between two of this one's transactions):
                // its rows are replaced, the same bytes giving the same rows. (Looked for only
                // when the path is taken: looking first cost every file a search.)
                let before = try database.kept("SELECT id FROM file WHERE path = ?")
                before.bind(1, bytes: UnsafeRawBufferPointer(path))
                guard try before.step() else { throw error }
                let earlier = before.int64(0)
                before.reset()
                try Self.forget(file: earlier, in: database)
                try insertFile()
            }
            let row = database.lastInsertedRow
            if !recipes.isEmpty {
                let recipe = try database.kept("""
                    INSERT INTO recipe(file, n, of, given_id, name, category, refs, related, servings, prep, cook, total, ingredients,
                                       steps, name_text, other_text, sort_key, facets)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """)
                let body = try database.kept("INSERT INTO body(recipe, bytes) VALUES (?, ?)")
                for read in recipes {
                    recipe.bind(1, row)
                    recipe.bind(2, read.entry.recipe)
                    recipe.bind(3, read.entry.of)
                    recipe.bind(4, read.entry.id)
                    recipe.bind(5, read.entry.name)
                    recipe.bind(6, read.entry.category)
                    recipe.bind(7, bytes: Self.list(read.entry.references))
                    recipe.bind(8, bytes: Self.list(read.entry.related))
                    recipe.bind(9, read.servings)
                    recipe.bind(10, read.prepMinutes)
                    recipe.bind(11, read.cookMinutes)
                    recipe.bind(12, read.totalMinutes)
                    recipe.bind(13, read.ingredients)
                    recipe.bind(14, read.steps)
                    recipe.bind(15, bytes: read.searchText.name)
                    recipe.bind(16, bytes: read.searchText.others)
                    recipe.bind(17, bytes: read.sortKey.bytes)
                    recipe.bind(18, bytes: read.facets)
                    try recipe.run()
                    body.bind(1, database.lastInsertedRow)
                    body.bind(2, bytes: read.body)
                    try body.run()
                }
            }
            addedInTransaction += 1
            if addedInTransaction >= Self.filesATransaction {
                try database.execute("COMMIT; BEGIN IMMEDIATE")
                addedInTransaction = 0
            }
            return row
        }
    }

    /// Strings, each ended by a zero byte.
    /// A placement row as one number: its recipe's row, its id, its category's id and its
    /// related ids (as `list` keeps them), each field ended so that no two rows run together.
    static func placementHash(
        _ recipe: Int64, _ id: UnsafeBufferPointer<UInt8>, _ category: UnsafeBufferPointer<UInt8>, _ related: UnsafeBufferPointer<UInt8>
    ) -> UInt64 {
        var hash = withUnsafeBytes(of: recipe.littleEndian) { StableHash.fnv1a($0) }
        for field in [id, category, related] {
            hash = StableHash.fnv1a(field, after: hash)
            // A field's length ends it: `ab`+`c` and `a`+`bc` differ.
            hash = withUnsafeBytes(of: UInt64(field.count).littleEndian) { StableHash.fnv1a($0, after: hash) }
        }
        return hash
    }

    static func list(_ strings: [String]) -> [UInt8] {
        var bytes: [UInt8] = []
        for string in strings {
            bytes += string.utf8
            bytes.append(0)
        }
        return bytes
    }

    static func strings(_ bytes: UnsafeBufferPointer<UInt8>) -> [String] {
        guard !bytes.isEmpty else { return [] }
        return bytes.split(separator: 0, omittingEmptySubsequences: false).dropLast().map { String(decoding: $0, as: UTF8.self) }
    }

    /// A problem's severity as the file row's `notice` keeps it: 0 an error, 1 a notice, 2
    /// not a recipe file.
    static func severityCode(_ severity: FormatProblem.Severity) -> Int {
        switch severity {
        case .error: 0
        case .notice: 1
        case .notARecipe: 2
        }
    }

    static func severity(code: Int) -> FormatProblem.Severity {
        switch code {
        case 0: .error
        case 2: .notARecipe
        default: .notice
        }
    }

    /// Every file it holds: its row, how many recipes it gave, and why none (its path as
    /// shown names it).
    func files(_ each: (Int64, Int, FileProblem?) -> Void) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare("SELECT id, recipes, line, col, problem, notice, path FROM file")
            while try statement.step() {
                let row = statement.int64(0)
                var problem: FileProblem?
                if let message = statement.optionalText(4) {
                    problem = FileProblem(
                        path: statement.withBytes(6, RawPath.shown),
                        problem: FormatProblem(
                            line: statement.optionalInt(2), column: statement.optionalInt(3), message: message,
                            severity: Self.severity(code: statement.int(5))))
                }
                each(row, statement.int(1), problem)
            }
        }
    }

    /// Every file's place, by its row (for what references name).
    func places(_ each: (Int64, FilePlace) -> Void) throws(SQLiteDatabase.Error) {
        try withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.prepare("SELECT id, base, folder_category, place FROM file")
            // A folder's category is one string for all its files.
            var categories: [String: String] = [:]
            while try statement.step() {
                let folderCategory = statement.optionalText(2).map { text in
                    if let known = categories[text] { return known }
                    categories[text] = text
                    return text
                }
                each(statement.int64(0), FilePlace(place: statement.text(3), base: statement.text(1), folderCategory: folderCategory))
            }
        }
    }

    /// What placing needs of every recipe row, in the order the rows were written, with where
    /// each one's name is in the order of names.
    func placing() throws(SQLiteDatabase.Error) -> StoredRecipes {
        try withConnection { database throws(SQLiteDatabase.Error) in
            var stored = StoredRecipes()
            stored.reserveCapacity(try database.number("SELECT count(*) FROM recipe"))
            let statement = try database.prepare(
                "SELECT id, file, n, of, given_id, name, category, refs, related FROM recipe ORDER BY id")
            while try statement.step() {
                let entry = LibraryBuilder.Entry(
                    file: 0, recipe: statement.int(2), of: statement.int(3), id: statement.text(4), name: statement.text(5),
                    category: statement.optionalText(6), references: statement.withBytes(7, Self.strings),
                    related: statement.withBytes(8, Self.strings))
                stored.append(row: statement.int64(0), file: statement.int64(1), entry: entry)
            }
            stored.nameRanks = try nameRanks(of: stored.rows, database)
            return stored
        }
    }

    /// Where each of `rows` (ascending, every recipe's) has its name in the order of names:
    /// SQLite orders the rows by their kept keys (`sort_key`, a `CollationKey`'s bytes, which
    /// compare as bytes), and equal keys get the same rank. No key is held (40 bytes a recipe
    /// at 100,000 were 4 MB of a `list`'s peak), and the sort's memory is SQLite's, bounded by
    /// its cache.
    private func nameRanks(of rows: [Int64], _ database: SQLiteDatabase) throws(SQLiteDatabase.Error) -> [Int32] {
        var ranks = [Int32](repeating: 0, count: rows.count)
        let statement = try database.prepare("SELECT id, sort_key FROM recipe ORDER BY sort_key")
        var previous: [UInt8] = []
        var rank: Int32 = -1
        while try statement.step() {
            statement.withBytes(1) { key in
                if rank < 0 || !key.elementsEqual(previous) {
                    rank += 1
                    previous.removeAll(keepingCapacity: true)
                    previous.append(contentsOf: key)
                }
            }
            // Its position among the rows, which are in order.
            let row = statement.int64(0)
            var low = 0, high = rows.count
            while low < high {
                let middle = (low + high) / 2
                if rows[middle] < row { low = middle + 1 } else { high = middle }
            }
            guard low < rows.count, rows[low] == row else {
                throw SQLiteDatabase.Error(code: SQLITE_CORRUPT, message: "a recipe's row changed while placing")
            }
            ranks[low] = rank
        }
        return ranks
    }

    func recipeCount() throws(SQLiteDatabase.Error) -> Int {
        try withConnection { database throws(SQLiteDatabase.Error) in try database.number("SELECT count(*) FROM recipe") }
    }

    /// A recipe's body, by its row; nil when the row is gone.
    func body(row: Int64) -> [UInt8]? {
        try? withConnection { database throws(SQLiteDatabase.Error) in
            let statement = try database.kept("SELECT bytes FROM body WHERE recipe = ?")
            statement.bind(1, row)
            defer { statement.reset() }
            return try statement.step() ? statement.bytes(0) : nil
        }
    }
}

/// The whole recipes of a library opened from its database: recipe `position`'s body is the
/// row `rows[position]`'s, a JSON object as `Recipe` encodes itself, its place in the library
/// the catalog's.
struct LibraryDatabaseBodies: RecipeBodies {
    let database: LibraryDatabase
    let rows: [Int64]

    func recipe(at position: Int, summary: RecipeSummary, catalog: Catalog) -> Recipe? {
        guard rows.indices.contains(position), let body = database.body(row: rows[position]),
              var recipe = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
        else { return nil }
        recipe.summary = summary
        recipe.related = catalog.outline(at: position).related
        return recipe
    }
}
