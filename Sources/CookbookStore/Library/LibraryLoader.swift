import CMemory
import CookbookModel
import CookbookFormats
import CSQLite
import Synchronization
import FoundationEssentials

/// A library read from files and folders, and what could not be read.
public struct LoadedLibrary: Sendable {
    public var library: Library
    /// In path order; a bad file never keeps the others from being read.
    public var problems: [FileProblem]
    /// How many files gave recipes.
    public var filesRead: Int
    /// Files of a recipe's kind that are not recipe files (a `package.json`), in path order:
    /// no problem of the library's (only `cookbook validate --all` lists them).
    public var notRecipes: [FileProblem]

    public init(library: Library, problems: [FileProblem], filesRead: Int, notRecipes: [FileProblem] = []) {
        self.library = library
        self.problems = problems
        self.filesRead = filesRead
        self.notRecipes = notRecipes
    }
}

/// Reads recipe files and folders into one `Library`: every file below each root, by its
/// format, on all cores; each recipe gets an id and a category; one bad file is a problem
/// in the list, never the end of the others.
///
/// What was read is kept in a `LibraryDatabase` (the cache's, else one in memory), a row a
/// file and a row a recipe: opening the library again reads only the files that are new or
/// changed since, forgets those that are gone, and makes the library from the rows.
public enum LibraryLoader {
    /// From this many files to read, `open` gives the files' names first and reads them after.
    public static let namesFirstFrom = 500

    /// The largest file read as a recipe file.
    public static let maximumRecipeFileSize = 16 << 20

    /// With a `cache`, only the files that changed since it was written are read; with `ids`,
    /// the ids given are remembered there, and an id given stays its recipe's.
    /// `searchText` false: the library is not searched (a command that lists), and its
    /// search text is not made.
    public static func load(
        _ roots: [String], formats: [RecipeFormat] = RecipeFormats.all, cache: LibraryCache? = nil, ids: RememberedIDs? = nil,
        searchText: Bool = true
    ) -> LoadedLibrary {
        switch open(roots, formats: formats, cache: cache, ids: ids, names: false, searchText: searchText) {
        case .ready(let loaded): loaded
        case .reading(_, _, let finish): finish { _ in }
        }
    }

    /// What opening roots gives at once.
    public enum Opening: Sendable {
        /// The library (few files or none to read).
        case ready(LoadedLibrary)
        /// Many files must be read: `names` is the library as far as the files' names tell
        /// (each recipe named after its file, in its folder's category, with the id it will
        /// keep), for a first frame; `finish` reads them (`progress` is told how many are
        /// done, from any thread).
        case reading(names: Library, files: Int, finish: @Sendable (_ progress: @escaping @Sendable (Int) -> Void) -> LoadedLibrary)
    }

    public static func open(
        _ roots: [String], formats: [RecipeFormat] = RecipeFormats.all, cache: LibraryCache? = nil, ids: RememberedIDs? = nil
    ) -> Opening {
        open(roots, formats: formats, cache: cache, ids: ids, names: true, searchText: true)
    }

    /// `names`: whether a library of the files' names is wanted while many are read (else
    /// they are read at once).
    private static func open(
        _ roots: [String], formats: [RecipeFormat], cache: LibraryCache?, ids: RememberedIDs?, names: Bool, searchText: Bool
    ) -> Opening {
        let reading = Reading(roots: roots, formats: formats, cache: cache, ids: ids, searchText: searchText)
        let (files, scanned) = reading.scan()
        let database = reading.database()
        // What must be read, as the database says now (read again before writing).
        let plan = database.flatMap { try? Plan(files: files, database: $0) }
        let toRead = plan?.toRead.count ?? files.count
        // A few hundred files are read in a few milliseconds: no names first for them.
        if toRead < namesFirstFrom || !names {
            var files = files
            return .ready(reading.read(&files, scanned: scanned, database: database, plan: plan, progress: { _ in }))
        }
        // The ids remembered, as they are: a file that does not read is kept aside by the
        // placing that follows, which says so.
        let remembered = ids?.read(for: roots, keepingAside: false) ?? RememberedIDs.Memory()
        let named = LibraryBuilder.names(files, remembered: remembered) { $0.pathExtension != "menu" }
        // What making it took is given back: the reading's threads could not reuse it.
        cookbook_release_free_memory()
        let handover = Handover((files, database, plan))
        return .reading(names: named, files: toRead) { progress in
            var (files, database, plan) = handover.take()
            return reading.read(&files, scanned: scanned, database: database, plan: plan, progress: progress)
        }
    }

    /// What the files and the database's rows differ by: the files to read (new, or changed
    /// since their row was written), the rows to forget (changed or gone), and the file row
    /// of each file that is as its row says.
    struct Plan: Sendable {
        var toRead: [Int] = []
        var stale: [Int64] = []
        /// Of those, the files read again where they were: the row forgotten and the file's
        /// scan position.
        var replaced: [(row: Int64, file: Int)] = []
        /// Scan position of the file of each row kept.
        var kept: FilePositions
        /// The database's `data_version` when this was made: another program's write since
        /// means it is made again.
        var version: Int

        init(files: ScannedFiles, database: LibraryDatabase) throws(SQLiteDatabase.Error) {
            try database.beginReading()
            defer { database.rollback() }
            try self.init(comparing: files, database: database)
        }

        /// Within a transaction the caller began.
        init(comparing files: ScannedFiles, database: LibraryDatabase) throws(SQLiteDatabase.Error) {
            version = try database.dataVersion()
            kept = FilePositions(files: files.count)
            // The files and the rows, both in the byte order of their paths, side by side.
            let byPath = files.positionsByPath()
            var next = 0
            func skipRepeats() {
                // A file named twice (as a root and inside another) is one file.
                while next + 1 < byPath.count,
                      files.withPath(at: byPath[next], { a in files.withPath(at: byPath[next + 1]) { ByteOrder.compare(a, $0) == 0 } }) {
                    next += 1
                }
            }
            try database.knownFiles { row, path, size, modified in
                while next < byPath.count {
                    skipRepeats()
                    let i = byPath[next]
                    let order = files.withPath(at: i) { ByteOrder.compare($0, path) }
                    if order > 0 { break }
                    next += 1
                    if order == 0 {
                        if size == files.size(at: i), modified == files.modified(at: i) {
                            kept[row] = i
                        } else {
                            toRead.append(i)
                            replaced.append((row, i))
                        }
                        // A row whose file changed is read again as a new one.
                        if kept[row] == nil { stale.append(row) }
                        return
                    }
                    toRead.append(i)
                }
                // No file has this row's path any more.
                stale.append(row)
            }
            while next < byPath.count {
                skipRepeats()
                toRead.append(byPath[next])
                next += 1
            }
            // In the files' order, as the readers' progress and a library read anew expect.
            toRead.sort()
        }
    }

    /// One opening of roots: its settings, and each step.
    struct Reading: Sendable {
        let roots: [String]
        let byExtension: [String: RecipeFormat]
        let cache: LibraryCache?
        let ids: RememberedIDs?
        let readers: String
        let searchText: Bool

        init(roots: [String], formats: [RecipeFormat], cache: LibraryCache?, ids: RememberedIDs?, searchText: Bool) {
            self.roots = roots
            byExtension = Dictionary(formats.flatMap { format in format.extensions.map { ($0, format) } }) { first, _ in first }
            self.cache = cache
            self.ids = ids
            readers = LibraryCache.readers(formats)
            self.searchText = searchText
        }

        /// The files below the roots that are of a known kind (images and the rest of a
        /// recipe folder are not read), and what could not be looked through.
        func scan() -> (ScannedFiles, [FileProblem]) {
            let scan = LibraryScan.scan(roots) { byExtension[ScannedFile.pathExtension(of: $0)] != nil }
            return (scan.files, scan.problems.map { FileProblem(path: $0.path, problem: $0.problem) })
        }

        /// The cache's database, else one in memory (nil only when not even that can be made).
        func database() -> LibraryDatabase? {
            cache?.open(roots: roots, readers: readers) ?? (try? LibraryDatabase.inMemory(roots: roots, readers: readers))
        }

        /// The library from the database once the files that changed are read into it.
        /// Should the database fail on the way (a full disk, another program holding it too
        /// long), the files are read into one in memory instead: never a library short of
        /// files without a word. `files` may be let go on the way (`update`).
        func read(
            _ files: inout ScannedFiles, scanned: [FileProblem], database: LibraryDatabase?, plan: Plan?,
            progress: @escaping @Sendable (Int) -> Void
        ) -> LoadedLibrary {
            let count = files.count
            // Files let go by a failed attempt are looked for again (seldom: the database
            // failed after placing them).
            func again() {
                if files.count != count { files = scan().0 }
            }
            if let database {
                do throws(SQLiteDatabase.Error) {
                    return try update(&files, scanned: scanned, database: database, plan: plan, progress: progress)
                } catch where error.isDamage {
                    // Damaged, or not what this version writes: made anew once.
                    again()
                    if let cache, let fresh = cache.openAnew(roots: roots, readers: readers),
                       let loaded = try? update(&files, scanned: scanned, database: fresh, plan: nil, progress: progress) {
                        return loaded
                    }
                } catch {}
            }
            again()
            if let memory = try? LibraryDatabase.inMemory(roots: roots, readers: readers),
               let loaded = try? update(&files, scanned: scanned, database: memory, plan: nil, progress: progress) {
                return loaded
            }
            let problem = FileProblem(path: roots.joined(separator: ", "), problem: FormatProblem(message: "cannot keep the recipes read (out of memory?)"))
            return LoadedLibrary(library: try! Library(categories: [], recipes: []), problems: scanned + [problem], filesRead: 0)
        }

        /// When most files were read, the library placed is made from the database alone:
        /// `files` is let go before (its paths are the database's too: 1 MB less at the peak
        /// at 10,000 files, 10 MB at 100,000; looking up each recipe's file row then costs
        /// little beside reading the files, where it would make a warm list 20 % slower).
        private func update(
            _ files: inout ScannedFiles, scanned: [FileProblem], database: LibraryDatabase, plan given: Plan?,
            progress: @escaping @Sendable (Int) -> Void
        ) throws(SQLiteDatabase.Error) -> LoadedLibrary {
            var plan: Plan
            if let given { plan = given } else { plan = try Plan(files: files, database: database) }
            // Room for the ids, names and paths of the library made (what is not touched costs nothing).
            let textBytes = files.pathBytes * 2
            // The ids given are remembered by the placing that gave them: one with no file of
            // them (a state folder new, or emptied) places the library again.
            if plan.toRead.isEmpty, plan.stale.isEmpty, ids?.exists(for: roots) ?? true {
                // Every file as its row says: the library as placed last time, when it is current.
                try database.beginReading()
                do throws(SQLiteDatabase.Error) {
                    let placed = try assemblePlaced(files, scanned: scanned, database: database, kept: plan.kept, textBytes: textBytes)
                    database.rollback()
                    if let placed { return placed }
                } catch {
                    database.rollback()
                    throw error
                }
            }
            // Files to read or forget, or the recipes to place anew: in a write transaction.
            try database.beginWriting()
            do throws(SQLiteDatabase.Error) {
                if try database.dataVersion() != plan.version {
                    // Another program wrote since the plan was made: made again, now that none can.
                    plan = try Plan(comparing: files, database: database)
                }
                // What was read is committed a thousand files at a time: should another program
                // write between, the rows are compared with the files again, whoever wrote them,
                // and what still differs is read (a few times at most; then it is an error, and
                // the library is read into a database of its own).
                var rounds = 0
                let mostRead = plan.toRead.count * 2 >= files.count
                // Files only read again (none come, none gone) in a library placed as they were,
                // its ids remembered in a file this version reads: how their recipes placed, to
                // keep the placement when they place the same.
                let replaced = plan.replaced
                var placedBefore: [Int64: [(recipe: Int64, hash: UInt64)]]?
                if !replaced.isEmpty, plan.toRead.count == replaced.count, plan.stale.count == replaced.count,
                   ids?.begins(for: roots) ?? true, try database.placedCategories() != nil {
                    placedBefore = try database.placing(ofFiles: replaced.map(\.row))
                }
                var readAgain: [Int: Int64] = [:]
                while !plan.toRead.isEmpty || !plan.stale.isEmpty {
                    rounds += 1
                    guard rounds <= 3 else { throw SQLiteDatabase.Error(code: SQLITE_BUSY, message: "another program keeps writing") }
                    try database.advanceGeneration()
                    try database.remove(files: plan.stale)
                    let version = try database.dataVersion()
                    let added = try readFiles(files, plan.toRead, into: database, progress: progress)
                    if try database.dataVersion() == version {
                        for (row, i) in added {
                            plan.kept[row] = i
                            if rounds == 1 { readAgain[i] = row }
                        }
                        plan.toRead = []
                        plan.stale = []
                    } else {
                        plan = try Plan(comparing: files, database: database)
                    }
                }
                // An edited file whose recipes keep their names, ids, categories and references
                // (a step or an amount changed) leaves the library as placed: its recipes' new
                // rows take their places (one file changed among 100,000: the library is not
                // placed again, nor its ids compared).
                var remembering: FileProblem?
                var keptPlaced = false
                if rounds == 1, let placedBefore {
                    keptPlaced = try database.keepPlacement(before: placedBefore, now: replaced.map { ($0.row, readAgain[$0.file]) })
                }
                if !keptPlaced { remembering = try place(files, database: database, kept: plan.kept) }
                // What placing held (every recipe's entry), and the files when most were read,
                // are let go: their pages are given back before the catalog is made, not kept
                // beside it.
                if mostRead { files = ScannedFiles() }
                cookbook_release_free_memory()
                guard var loaded = try assemblePlaced(
                    mostRead ? nil : files, scanned: scanned, database: database, kept: plan.kept, textBytes: textBytes)
                else {
                    throw SQLiteDatabase.Error(code: SQLITE_CORRUPT, message: "the library placed does not read back")
                }
                if let problem = remembering {
                    loaded.problems.append(problem)
                    loaded.problems.sort { $0.path < $1.path }
                }
                try database.commit()
                return loaded
            } catch {
                database.rollback()
                throw error
            }
        }

        /// Reads these files on all cores into the database: each file's rows are written as
        /// soon as it is read, so no file's recipes outlive their reading. Returns the row of
        /// each file read, with its scan position.
        private func readFiles(
            _ files: ScannedFiles, _ toRead: [Int], into database: LibraryDatabase, progress: @escaping @Sendable (Int) -> Void
        ) throws(SQLiteDatabase.Error) -> [(Int64, Int)] {
            guard !toRead.isEmpty else { return [] }
            let rows = Mutex<[(Int64, Int)]>([])
            let failure = Mutex<SQLiteDatabase.Error?>(nil)
            let done = Counter()
            let byExtension = byExtension
            WorkerThreads.concurrentPerform(iterations: toRead.count) { k in
                guard failure.withLock({ $0 == nil }) else { return }
                let i = toRead[k]
                let file = files[i]
                let format = byExtension[file.pathExtension]!
                let place = FilePlace(file)
                var recipes: [LibraryDatabase.RecipeRow] = []
                var problem: FormatProblem?
                switch files.withPath(at: i, { LibraryScan.read($0, limit: maximumRecipeFileSize) }).map({ format.read($0, file.name) }) {
                case .failure(let refused), .success(.problem(let refused)): problem = refused
                case .success(.recipes(let read)):
                    for (n, one) in read.enumerated() {
                        let recipe = LibraryBuilder.sanitized(one.recipe, file: file)
                        // The body is the recipe as the file gave it; where it is in the
                        // library (id, category, related recipes, source) is the catalog's.
                        var body = recipe
                        body.summary.id = ""
                        body.summary.category = ""
                        body.summary.source = nil
                        body.related = []
                        guard let encoded = try? body.compactJSON() else {
                            problem = FormatProblem(message: "recipe \(n + 1) cannot be kept: a number out of range")
                            recipes = []
                            break
                        }
                        var entry = LibraryBuilder.Entry(recipe, read: one, file: i, recipe: n, of: read.count)
                        LibraryBuilder.give(place, to: &entry)
                        recipes.append(LibraryDatabase.RecipeRow(
                            entry: entry,
                            servings: recipe.servings, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
                            totalMinutes: recipe.statedTotalMinutes,
                            ingredients: ListedIngredient.count(recipe.ingredients, listsMentions: Recipe.listsMentions(file: file.name)),
                            steps: recipe.steps.count,
                            searchText: SearchText(of: recipe), facets: one.packedFacets, body: encoded,
                            sortKey: CollationKey(recipe.name)))
                    }
                    if recipes.isEmpty, problem == nil { problem = FormatProblem(message: "no recipe in the file") }
                }
                do throws(SQLiteDatabase.Error) {
                    let row = try files.withPath(at: i) { path throws(SQLiteDatabase.Error) in
                        try database.add(path: path, size: file.size, modified: file.modified, place: place, recipes: recipes, problem: problem)
                    }
                    rows.withLock { $0.append((row, i)) }
                } catch {
                    failure.withLock { $0 = error }
                }
                let count = done.increment()
                if count % 250 == 0 { progress(count) }
            }
            // The readers' threads let go of all they made: give their pages back.
            cookbook_release_free_memory()
            if let error = failure.withLock({ $0 }) { throw error }
            return rows.withLock { $0 }
        }

        /// Places every recipe of the database (`LibraryBuilder.assign`: ids, categories, the
        /// library's order) and keeps the result as its placement, at the current generation,
        /// and the ids given in the state folder (`RememberedIDs`). Only what placing needs is
        /// read and held; the catalog is made after, from the rows in that order
        /// (`assemblePlaced`). Returns what became of a file of ids that did not read.
        private func place(_ files: ScannedFiles, database: LibraryDatabase, kept: FilePositions) throws(SQLiteDatabase.Error) -> FileProblem? {
            // The recipes in the files' order, each file's in its own: rows come a file at a
            // time, in the order they were written (each file's in its order), so putting
            // each file's run of rows at its file's place orders them all.
            var stored = try database.placing()
            // Each recipe was given its file's place when the file was read; the places are
            // read only for what references name.
            var places: [FilePlace?] = []
            if stored.entries.contains(where: { !$0.references.isEmpty }) {
                places = [FilePlace?](repeating: nil, count: files.count)
                try database.places { row, place in
                    if let i = kept[row] { places[i] = place }
                }
            }
            var runs = [Range<Int>?](repeating: nil, count: files.count)
            var runStart = 0
            for k in 0...stored.count where k == stored.count || (k > 0 && stored.files[k] != stored.files[k - 1]) {
                if k > runStart, let i = kept[stored.files[runStart]] { runs[i] = runStart..<k }
                runStart = k
            }
            // (Each row's file is not needed again: let go before placing holds more.)
            stored.files = []
            var inFileOrder: [Int] = []
            inFileOrder.reserveCapacity(stored.count)
            for (i, run) in runs.enumerated() {
                guard let run else { continue }
                for k in run { stored.entries[k].file = i }
                inFileOrder += run
            }
            runs = []
            // Moved into that order where they are (a copy of 100,000 entries held 10 MB more).
            var entries: [LibraryBuilder.Entry], nameRanks: [Int32]
            if inFileOrder.count == stored.count {
                stored.entries.permute(by: inFileOrder)
                stored.nameRanks.permute(by: inFileOrder)
                entries = stored.entries
                nameRanks = stored.nameRanks
            } else {
                entries = inFileOrder.map { stored.entries[$0] }
                nameRanks = inFileOrder.map { stored.nameRanks[$0] }
            }
            stored.entries = []
            stored.nameRanks = []
            let remembered = ids?.read(for: roots, keepingAside: true) ?? RememberedIDs.Memory()
            let (categories, order) = LibraryBuilder.assign(
                files: files, places: { places.isEmpty ? nil : places[$0] }, nameRanks: nameRanks, remembered: remembered, &entries)
            nameRanks = []
            places = []
            let holders = RecipeHolders(files)
            ids?.write(entries.count, id: { entries[$0].id }, hash: { holders.hash(file: entries[$0].file, recipe: entries[$0].recipe) },
                       for: roots, over: remembered)
            try database.place(
                generation: try database.generation(), categories: categories,
                rows: order.map { stored.rows[inFileOrder[$0]] }, entries: entries)
            return remembered.problem
        }

        /// The library as placed last time, read in its order straight into the catalog; nil
        /// when it was not placed at this generation, or its rows do not match the files.
        /// The recipes' sources are the paths of `files`, else the database's.
        private func assemblePlaced(
            _ files: ScannedFiles?, scanned: [FileProblem], database: LibraryDatabase, kept: FilePositions, textBytes: Int
        ) throws(SQLiteDatabase.Error) -> LoadedLibrary? {
            guard let categories = try database.placedCategories() else { return nil }
            let (problems, notRecipes, filesRead) = try fileProblems(scanned: scanned, database: database, kept: kept)
            let count = try database.recipeCount()
            var indexed = IndexedRecipes(capacity: count, textBytes: textBytes + count * 32)
            var bodies: [Int64] = []
            bodies.reserveCapacity(count)
            var matches = true
            try database.placedRecipes(searchText: searchText, paths: files == nil) {
                row, file, summary, ingredients, steps, related, name, others, facets in
                guard matches, let i = kept[file] else {
                    matches = false
                    return
                }
                var summary = summary
                if let files { summary.source = files.path(at: i) }
                indexed.append(
                    summary, ingredients: ingredients, steps: steps, related: related, nameText: searchText ? name : nil, otherText: others,
                    facets: facets)
                bodies.append(row)
            }
            guard matches, bodies.count == count,
                  let library = try? Library(categories: categories, indexed: indexed, bodies: LibraryDatabaseBodies(database: database, rows: bodies))
            else { return nil }
            return LoadedLibrary(library: library, problems: problems, filesRead: filesRead, notRecipes: notRecipes)
        }

        /// The problems of the files (after those of the scan), by path; the files that are
        /// not recipe files, by path; and how many files gave recipes.
        private func fileProblems(
            scanned: [FileProblem], database: LibraryDatabase, kept: FilePositions
        ) throws(SQLiteDatabase.Error) -> ([FileProblem], [FileProblem], Int) {
            var problems = scanned
            var notRecipes: [FileProblem] = []
            var filesRead = 0
            try database.files { row, recipes, problem in
                guard kept[row] != nil else { return }
                if let problem {
                    if problem.problem.severity == .notARecipe { notRecipes.append(problem) } else { problems.append(problem) }
                }
                if recipes > 0 { filesRead += 1 }
            }
            problems.sort { $0.path < $1.path }
            notRecipes.sort { $0.path < $1.path }
            return (problems, notRecipes, filesRead)
        }
    }
}

/// How many files are read, counted from every thread.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}

/// A value handed from one thread to another, taken once.
private final class Handover<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func take() -> Value {
        value.withLock { value in
            defer { value = nil }
            return value!
        }
    }
}
