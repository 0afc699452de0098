@testable import CookbookModel
@testable import CookbookStore
import Foundation
import Testing

/// The cache of a library of files, an SQLite database: opening the library again reads only
/// the files that changed, and a cache that is damaged, foreign, of another version or cannot
/// be used is never shown as the library.
@Suite struct LibraryCacheTests {
    func setUp() throws -> (root: String, cache: LibraryCache) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-cache-\(UUID().uuidString)")
        let root = base.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soup"), withIntermediateDirectories: true)
        try Data("Leek Soup".utf8).write(to: root.appendingPathComponent("Soup/leek.txt"))
        try Data("Pea Soup".utf8).write(to: root.appendingPathComponent("Soup/pea.txt"))
        try Data("!".utf8).write(to: root.appendingPathComponent("broken.txt"))
        return (root.path, LibraryCache(folder: base.appendingPathComponent("cache").path))
    }

    func load(_ root: String, _ cache: LibraryCache) -> LoadedLibrary {
        LibraryLoader.load([root], formats: [LibraryLoaderTests.text], cache: cache)
    }

    func names(_ root: String, _ cache: LibraryCache) -> [String] {
        load(root, cache).library.catalog.recipes.map(\.name).sorted()
    }

    /// Marks every recipe kept in the cache, so a test can tell a recipe read from the cache
    /// from one read from its file.
    func mark(_ cache: LibraryCache, _ root: String) throws {
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        try database.execute("UPDATE recipe SET name = name || ' (kept)'")
    }

    func write(_ text: String, to path: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    @Test func aLibraryReadBeforeOpensFromTheCacheWithItsProblems() throws {
        let (root, cache) = try setUp()
        let first = load(root, cache)
        #expect(first.library.catalog.recipes.map(\.name) == ["Leek Soup", "Pea Soup"])
        #expect(first.problems.map(\.description) == [root + "/broken.txt:1:1: broken on purpose"])
        try mark(cache, root)
        let second = load(root, cache)
        #expect(second.library.catalog.recipes.map(\.name) == ["Leek Soup (kept)", "Pea Soup (kept)"], "read from the cache")
        #expect(second.problems == first.problems && second.filesRead == 2)
        #expect(second.library.catalog.recipes.first?.source == root + "/Soup/leek.txt")
        #expect(second.library.recipe(id: "soup-leek")?.steps == ["Cook."], "the whole recipe, from its row")
    }

    @Test func onlyTheFilesAddedOrChangedAreReadAgainAndRemovedOnesGo() throws {
        let (root, cache) = try setUp()
        _ = load(root, cache)
        try mark(cache, root)
        try write("Leek and Potato Soup", to: root + "/Soup/leek.txt")
        try write("Bean Soup", to: root + "/Soup/bean.txt")
        #expect(names(root, cache) == ["Bean Soup", "Leek and Potato Soup", "Pea Soup (kept)"])
        try FileManager.default.removeItem(atPath: root + "/Soup/pea.txt")
        try write("Mended", to: root + "/broken.txt")
        let loaded = load(root, cache)
        #expect(loaded.library.catalog.recipes.map(\.name) == ["Bean Soup", "Leek and Potato Soup", "Mended"])
        #expect(loaded.problems.isEmpty && loaded.filesRead == 3)
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        #expect(try database.number("SELECT count(*) FROM file") == 3, "the row of the file removed is gone")
        let check = try database.prepare("PRAGMA integrity_check")
        #expect(try check.step() && check.text(0) == "ok")
    }

    @Test func aDamagedOrTruncatedCacheIsNeverShownAndIsMadeAnew() throws {
        let (root, cache) = try setUp()
        _ = load(root, cache)
        let path = cache.path(for: [root])
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: path))
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"], "cut in half")
        try Data(repeating: 0x41, count: 8192).write(to: URL(fileURLWithPath: path))
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"], "garbage")
        try mark(cache, root)
        #expect(names(root, cache) == ["Leek Soup (kept)", "Pea Soup (kept)"], "made anew, and used")
    }

    @Test func aCacheOfAnotherLibraryOrVersionIsNotShown() throws {
        let (root, cache) = try setUp()
        let (other, otherCache) = try setUp()
        try write("Carrot Soup", to: other + "/Soup/leek.txt")
        _ = load(other, otherCache)
        // Another library's database where this one's would be: the same number of recipes.
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: otherCache.path(for: [other]), toPath: cache.path(for: [root]))
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"])
        try mark(cache, root)
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        try database.execute("PRAGMA user_version = 99")
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"], "another version")
    }

    @Test func aCacheThatCannotBeUsedIsPassedBy() throws {
        let (root, cache) = try setUp()
        // A file where the cache's folder should be.
        try write("not a folder", to: cache.folder)
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"])
        try FileManager.default.removeItem(atPath: cache.folder)
        // A FIFO where the database should be: opening it would block on its first read.
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        #expect(mkfifo(cache.path(for: [root]), 0o600) == 0)
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"])
        // A folder where it should be.
        try FileManager.default.removeItem(atPath: cache.path(for: [root]))
        try FileManager.default.createDirectory(atPath: cache.path(for: [root]), withIntermediateDirectories: true)
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"])
    }

    @Test func theCacheIsMadeInWALWithPagesOf16KBCheckpointedEvery4MBAndNeverWaitsForTheDisk() throws {
        let (root, cache) = try setUp()
        let database = try #require(cache.open(roots: [root], readers: LibraryCache.readers([LibraryLoaderTests.text])))
        let (synchronous, journal, page, checkpoint) = try database.withConnection { connection throws(SQLiteDatabase.Error) in
            let mode = try connection.prepare("PRAGMA journal_mode")
            return (
                try connection.number("PRAGMA synchronous"), try mode.step() ? mode.text(0) : "", try connection.number("PRAGMA page_size"),
                try connection.number("PRAGMA wal_autocheckpoint"))
        }
        #expect(synchronous == 0 && journal == "wal" && page == 16384 && page * checkpoint == 4 << 20)
    }

    @Test func twoOpeningsAtOnceAgree() async throws {
        let (root, cache) = try setUp()
        for n in 0..<300 { try write("Stock \(n)", to: root + "/Soup/stock-\(n).txt") }
        async let first = Task.detached { load(root, cache).library.catalog.recipes.map(\.id) }.value
        async let second = Task.detached { load(root, cache).library.catalog.recipes.map(\.id) }.value
        let (a, b) = await (first, second)
        #expect(a.count == 302 && a == b)
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == a)
    }

    @Test func theOldCacheFilesAreRemoved() throws {
        let (root, cache) = try setUp()
        let old = cache.folder + "/library-" + Slug.hash(root)
        try FileManager.default.createDirectory(atPath: cache.folder, withIntermediateDirectories: true)
        try write("{}", to: old + ".json")
        try write("cookbook library cache 1\n", to: old + ".manifest")
        _ = load(root, cache)
        #expect(!FileManager.default.fileExists(atPath: old + ".json") && !FileManager.default.fileExists(atPath: old + ".manifest"))
    }

    @Test func aLibraryNoFileOfWhichChangedIsReadInTheOrderKeptAndAChangeMakesItPlacedAgain() throws {
        let (root, cache) = try setUp()
        let first = load(root, cache)
        _ = load(root, cache)  // places the recipes, and keeps their order
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        #expect(try database.number("SELECT count(*) FROM placement") == 2)
        let kept = load(root, cache)
        #expect(kept.library.catalog.recipes == first.library.catalog.recipes && kept.problems == first.problems)
        #expect(kept.library.recipe(id: "soup-pea") == first.library.recipe(id: "soup-pea"))
        // Marked in the order kept, so a test can tell it was read from there.
        try database.execute("UPDATE placement SET id = 'kept-' || id")
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == ["kept-soup-leek", "kept-soup-pea"], "read in the order kept")
        try write("Leek and Potato Soup", to: root + "/Soup/leek.txt")
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == ["soup-leek", "soup-pea"], "a file changed: placed again")
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == ["soup-leek", "soup-pea"])
        #expect(try database.number("SELECT count(*) FROM placement WHERE id LIKE 'kept-%'") == 0, "the order kept anew")
    }

    @Test func aFileEditedWhereItsRecipesPlaceTheSameKeepsThePlacementAndOtherwiseIsPlacedAgain() throws {
        let (root, cache) = try setUp()
        _ = load(root, cache)
        _ = load(root, cache)
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        // Marked, so a test can tell the placement kept from one made again.
        try database.execute("UPDATE placement SET id = 'kept-' || id")
        // A line that names nothing placing reads (an editor's save of a step, an amount).
        try write("Leek Soup\nsimmer longer", to: root + "/Soup/leek.txt")
        let edited = load(root, cache)
        #expect(edited.library.catalog.recipes.map(\.id) == ["kept-soup-leek", "kept-soup-pea"], "placed as before")
        #expect(edited.library.recipe(id: "kept-soup-leek")?.name == "Leek Soup", "the whole recipe, from the file's new row")
        #expect(try database.number("SELECT count(*) FROM placement WHERE recipe NOT IN (SELECT id FROM recipe)") == 0)
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == ["kept-soup-leek", "kept-soup-pea"], "and current since")
        // A course named places the recipe nowhere else: the placement is kept, the course the new row's.
        try write("Leek Soup\ncategory: Starters", to: root + "/Soup/leek.txt")
        let coursed = load(root, cache)
        #expect(coursed.library.catalog.recipes.map(\.id) == ["kept-soup-leek", "kept-soup-pea"], "placed as before")
        #expect(coursed.library.catalog.facets.values(.course, of: 0) == ["Starters"])
        // Another name: where the recipe goes changes, and the library is placed again.
        try write("Zucchini Soup\ncategory: Starters", to: root + "/Soup/leek.txt")
        let placed = load(root, cache)
        #expect(placed.library.catalog.recipes.map(\.id) == ["soup-pea", "soup-leek"], "placed again")
        let fresh = LibraryLoader.load([root], formats: [LibraryLoaderTests.text])
        #expect(placed.library.catalog.recipes == fresh.library.catalog.recipes && placed.problems == fresh.problems)
        // A file that comes, with another edited: placed again.
        try database.execute("UPDATE placement SET id = 'kept-' || id")
        try write("Zucchini Soup\ncategory: Starters\nstir", to: root + "/Soup/leek.txt")
        try write("Bean Soup", to: root + "/Soup/bean.txt")
        #expect(load(root, cache).library.catalog.recipes.map(\.id) == ["soup-bean", "soup-pea", "soup-leek"])
    }

    /// A database of its own for a library at /nowhere, opened as the loader opens one.
    func nowhere(_ name: String) throws -> (cache: LibraryCache, library: LibraryDatabase) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-\(name)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let cache = LibraryCache(folder: folder)
        return (cache, try #require(cache.open(roots: ["/nowhere"], readers: "test")))
    }

    /// Keeps the file at `path`, of `recipes` named so, in `library`: its row.
    @discardableResult
    func add(_ path: String, size: Int = 1, names: [String], problem: FormatProblem? = nil, to library: LibraryDatabase) throws -> Int64 {
        let recipes = names.map { name in
            LibraryDatabase.RecipeRow(
                entry: LibraryBuilder.Entry(file: 0, recipe: 0, of: 1, id: "", name: name), ingredients: 0, steps: 0,
                searchText: SearchText(name: Array(name.utf8), others: []), facets: [], body: Array(name.utf8), sortKey: CollationKey(name))
        }
        var path = path
        let place = FilePlace(place: "a", base: "a", folderCategory: nil)
        return try path.withUTF8 { try library.add(path: $0, size: size, modified: size, place: place, recipes: recipes, problem: problem) }
    }

    @Test func filesReadAreCommittedAThousandAtATime() throws {
        let (cache, library) = try nowhere("batches")
        let other = try SQLiteDatabase(path: cache.path(for: ["/nowhere"]))
        try library.beginWriting()
        for n in 0..<(LibraryDatabase.filesATransaction + 5) {
            try add("/nowhere/\(n).txt", names: [], to: library)
            if n == LibraryDatabase.filesATransaction - 2 {
                #expect(try other.number("SELECT count(*) FROM file") == 0, "nothing committed yet")
            }
        }
        #expect(try other.number("SELECT count(*) FROM file") == LibraryDatabase.filesATransaction, "the first thousand, committed")
        try library.commit()
        #expect(try other.number("SELECT count(*) FROM file") == LibraryDatabase.filesATransaction + 5)
    }

    @Test func aFileKeptAgainHasItsRowsReplaced() throws {
        let (cache, library) = try nowhere("again")
        try library.beginWriting()
        let first = try add("/nowhere/a.txt", names: ["First"], to: library)
        try add("/nowhere/b.txt", names: [], problem: FormatProblem(message: "no"), to: library)
        // As another program would have kept it between two transactions of this one.
        let again = try add("/nowhere/a.txt", size: 2, names: ["Again"], to: library)
        try library.commit()
        let database = try SQLiteDatabase(path: cache.path(for: ["/nowhere"]))
        #expect(again != first)
        #expect(try database.number("SELECT count(*) FROM file") == 2 && database.number("SELECT size FROM file WHERE path = CAST('/nowhere/a.txt' AS BLOB)") == 2)
        let names = try database.prepare("SELECT r.name, b.bytes FROM recipe r JOIN body b ON b.recipe = r.id")
        #expect(try names.step() && names.text(0) == "Again" && names.text(1) == "Again")
        #expect(try !names.step(), "the first reading's recipe and body are gone")
    }

    @Test func placingRanksTheNamesByTheirKeptKeysEqualNamesAlike() throws {
        let (_, library) = try nowhere("ranks")
        let names = ["tarte", "Île flottante", "Tarte", "tarte", "apple", "Zuppa"]
        try library.beginWriting()
        for (n, name) in names.enumerated() { try add("/nowhere/\(n).txt", names: [name], to: library) }
        let stored = try library.placing()
        try library.commit()
        #expect(stored.entries.map(\.name) == names, "in the order the rows were written")
        #expect(stored.nameRanks == [2, 1, 3, 2, 0, 4], "apple, Île with the I's, tarte twice, then Tarte, Zuppa")
    }

    @Test func oneDatabaseForAFolderHoweverItIsNamed() throws {
        let (root, cache) = try setUp()
        let parent = (root as NSString).deletingLastPathComponent
        let link = parent + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        #expect(cache.path(for: [root]) == cache.path(for: [link]) && cache.path(for: [root]) == cache.path(for: [root + "/"]))
        #expect(cache.path(for: [root]) != cache.path(for: [parent]))
        // (A relative name is resolved from the working folder the same way; not changed
        // here, where tests run side by side.)
        _ = load(link, cache)
        try mark(cache, root)
        #expect(names(link, cache) == ["Leek Soup (kept)", "Pea Soup (kept)"])
        // The rows hold the paths as the files were found: named otherwise, they are read again,
        // into the same database (never two databases of one folder to tell apart).
        #expect(names(root, cache) == ["Leek Soup", "Pea Soup"])
        let databases = try FileManager.default.contentsOfDirectory(atPath: cache.folder).filter { $0.hasSuffix(".sqlite") }
        #expect(databases.count == 1)
    }
}

/// The home folder the default places are under, with HOME unset too.
@Suite struct HomeFolderTests {
    @Test func homeIsHOMEElseThePasswordFilesEntryElseNone() throws {
        let passwd = FileManager.default.temporaryDirectory.appendingPathComponent("passwd-\(UUID().uuidString)").path
        try Data("root:x:0:0:root:/root:/bin/bash\n# a comment\nada:x:1000:1000:Ada,,,:/home/ada:/bin/sh\nbad:x:7:7::relative:/bin/sh".utf8)
            .write(to: URL(fileURLWithPath: passwd))
        #expect(HomeFolder.fromPasswd(uid: 1000, passwd: passwd) == "/home/ada")
        #expect(HomeFolder.fromPasswd(uid: 0, passwd: passwd) == "/root")
        #expect(HomeFolder.fromPasswd(uid: 7, passwd: passwd) == nil, "not an absolute path")
        #expect(HomeFolder.fromPasswd(uid: 4242, passwd: passwd) == nil)
        #expect(HomeFolder.fromPasswd(uid: 0, passwd: passwd + "-missing") == nil)
        #expect(HomeFolder.find(environment: ["HOME": "/home/x"]) == "/home/x")
        #expect(HomeFolder.find(environment: ["HOME": "relative"]) == HomeFolder.find(environment: [:]), "a relative HOME is none")
        #expect(LibraryCache.standard(environment: ["XDG_CACHE_HOME": "/c"])?.folder == "/c/cookbook")
        #expect(LibraryCache.standard(environment: ["HOME": "/home/x"])?.folder == "/home/x/.cache/cookbook")
        #expect(LibraryCache.standard(environment: [:])?.folder != "/.cache/cookbook", "never under the root folder")
    }
}
