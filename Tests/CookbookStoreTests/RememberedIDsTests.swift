import CookbookModel
@testable import CookbookStore
import Foundation
import Testing

/// An id, once given, stays its recipe's when another file comes that makes the same id
/// (issue 21, item 2): the ids given are remembered in the state folder, not the cache, and a
/// file of them that does not read never stops the library nor is written over.
@Suite struct RememberedIDsTests {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-ids-\(UUID().uuidString)").path
    var root: String { base + "/recipes" }
    var ids: RememberedIDs { RememberedIDs(folder: base + "/state/cookbook") }
    var cache: LibraryCache { LibraryCache(folder: base + "/cache/cookbook") }

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    func load(remembering: Bool = true) -> LoadedLibrary {
        LibraryLoader.load([root], formats: [LibraryLoaderTests.text], cache: cache, ids: remembering ? ids : nil)
    }

    /// The names by id.
    func named(_ loaded: LoadedLibrary) -> [String: String] {
        Dictionary(uniqueKeysWithValues: loaded.library.catalog.recipes.map { ($0.id, $0.name) })
    }

    @Test func aFileThatComesNeverTakesAnIDGivenBefore() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        // `Apple Pie` is before `apple pie` in byte order: nothing but memory keeps the id.
        try write("apple pie.txt", "the first")
        #expect(named(load()) == ["apple-pie": "the first"])
        try write("Apple Pie.txt", "the newcomer")
        let after = named(load())
        #expect(after["apple-pie"] == "the first")
        #expect(after.count == 2 && after.contains { $0.key.hasPrefix("apple-pie-") && $0.value == "the newcomer" })
        // The cache is disposable: the ids are not kept there.
        try FileManager.default.removeItem(atPath: base + "/cache")
        #expect(named(load()) == after)
        // The first goes: the newcomer keeps the id it was given, not the one freed.
        try FileManager.default.removeItem(atPath: root + "/apple pie.txt")
        #expect(named(load()) == after.filter { $0.value == "the newcomer" })
    }

    @Test func withNothingRememberedTheFileNamedExactlyTheIDKeepsItThenByteOrder() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("Apple Pie.txt", "named after it")
        try write("apple-pie.txt", "named exactly the id")
        try write("apple pie.txt", "after it in byte order")
        let loaded = named(load(remembering: false))
        #expect(loaded["apple-pie"] == "named exactly the id")
        try FileManager.default.removeItem(atPath: root + "/apple-pie.txt")
        #expect(named(load(remembering: false))["apple-pie"] == "named after it", "`A` is before `a`")
    }

    @Test func theIDsGivenAreWrittenWhenThePlacingGivesOthersAndAgainWhenTheFileIsGone() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("Soup.txt", "Soup")
        _ = load()
        let path = ids.path(for: [root])
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text.hasPrefix("cookbook ids 1\nsoup "))
        #expect(text.split(separator: "\n").count == 2)
        // Nothing changed: nothing placed, nothing written.
        let written = try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date
        _ = load()
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date == written)
        // The state folder emptied: the library, placed from the cache, is placed again to say them.
        try FileManager.default.removeItem(atPath: base + "/state")
        _ = load()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        // Files come and go: the lines follow, in the library's order.
        try write("Bread.txt", "Bread")
        try write("Tart.txt", "Tart")
        _ = load()
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { $0.prefix(5) } == ["cookb", "bread", "soup ", "tart "])
        try FileManager.default.removeItem(atPath: root + "/Tart.txt")
        _ = load()
        #expect(try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { $0.prefix(5) } == ["cookb", "bread", "soup "])
        try FileManager.default.removeItem(atPath: root + "/Bread.txt")
        _ = load()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func aFileOfIDsThatDoesNotReadIsKeptAsideAndTheLibraryOpens() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("apple pie.txt", "the first")
        _ = load()
        try write("Apple Pie.txt", "the newcomer")
        let path = ids.path(for: [root])
        let broken = "cookbook ids 2\nsomething this version does not know\n"
        try Data(broken.utf8).write(to: URL(fileURLWithPath: path))
        let loaded = load()
        #expect(loaded.library.catalog.recipes.count == 2, "it opens, as if nothing were remembered")
        #expect(named(loaded)["apple-pie"] == "the newcomer", "byte order, then")
        let asides = try FileManager.default.contentsOfDirectory(atPath: ids.folder).filter { $0.contains(".bak-") }
        #expect(asides.count == 1)
        #expect(try String(contentsOfFile: ids.folder + "/" + (asides.first ?? ""), encoding: .utf8) == broken, "kept as it was")
        #expect(loaded.problems.count == 1)
        #expect(loaded.problems.first?.isNotice == true)
        #expect(loaded.problems.first?.problem.message.contains("written by another version") == true)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("cookbook ids 1\n"), "given anew")
    }

    @Test func aFileOfIDsThatCannotBeMovedAsideIsNeverWrittenOver() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("Soup.txt", "Soup")
        let path = ids.path(for: [root])
        try FileManager.default.createDirectory(atPath: ids.folder, withIntermediateDirectories: true)
        let broken = Data("not ids at all\n".utf8)
        try broken.write(to: URL(fileURLWithPath: path))
        // A folder where it would be kept aside, for each second the test may take: a file
        // cannot be renamed over a folder (tests run as root, whom permissions do not stop).
        let now = Int(Date().timeIntervalSince1970)
        for second in now - 1...now + 5 {
            var parts = tm()
            var time = time_t(second)
            gmtime_r(&time, &parts)
            let name = String(format: "%04d%02d%02d-%02d%02d%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
                              parts.tm_hour, parts.tm_min, parts.tm_sec)
            try FileManager.default.createDirectory(atPath: path + ".bak-" + name + "/x", withIntermediateDirectories: true)
        }
        let loaded = load()
        #expect(loaded.library.catalog.summary(id: "soup") != nil)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == broken, "not written over")
        #expect(loaded.problems.first?.problem.message.contains("nor moved aside") == true)
    }

    @Test func theHolderHashedInPartsIsTheHashOfItsText() {
        let files = ScannedFiles([
            ScannedFile(path: "/r/Crème Brûlée.cook", root: "/r", components: ["Crème Brûlée.cook"]),
            ScannedFile(path: "/elsewhere/x.cook", root: "/r", components: ["Sides", "x.cook"]),
            ScannedFile(path: "/r", root: "/r", components: []),
            ScannedFile(path: "/s/y.cook", root: "/s", components: ["y.cook"]),
        ])
        let holders = RecipeHolders(files)
        for file in files.indices {
            for recipe in [0, 12] {
                #expect(Slug.hash(of: holders.hash(file: file, recipe: recipe)) == Slug.hash(holders.text(file: file, recipe: recipe)))
            }
        }
        #expect(holders.text(file: 3, recipe: 0) == "/s\u{0}y.cook\u{0}0")
        #expect(Slug.hash("a") == String(StableHash.fnv1a("a").suffix(8)), "the eight digits ids have ended with")
    }

    @Test func aFolderNamedAnotherWayIsTheSameHolder() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("apple pie.txt", "the first")
        #expect(named(load())["apple-pie"] == "the first")
        try write("Apple Pie.txt", "the newcomer")
        // The same folder through a link: the same cache, the same ids.
        let link = base + "/link"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: root)
        let through = LibraryLoader.load([link], formats: [LibraryLoaderTests.text], cache: cache, ids: ids)
        #expect(named(through)["apple-pie"] == "the first")
        #expect(named(load())["apple-pie"] == "the first")
    }

    @Test func aFolderOrAFIFOInPlaceOfTheFileIsPassedByWithoutWaiting() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        try write("Soup.txt", "Soup")
        let path = ids.path(for: [root])
        try FileManager.default.createDirectory(atPath: ids.folder, withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0)
        let loaded = load()
        #expect(loaded.library.catalog.summary(id: "soup") != nil)
        #expect(loaded.problems.first?.problem.message.contains("not a regular file") == true)
    }
}

extension RememberedIDsTests {
    /// The lines of a large library, written as they are made from the first that differs.
    @Test func manyIDsAreWrittenWholeAndAChangeKeepsTheLinesBeforeIt() throws {
        defer { try? FileManager.default.removeItem(atPath: base) }
        let count = 5000
        var names = (0..<count).map { "recipe-number-\($0)" }
        func expected() -> String { "cookbook ids 1\n" + names.indices.map { "\(names[$0]) \(Slug.hash(of: UInt64($0)))\n" }.joined() }
        func write() {
            ids.write(count, id: { names[$0] }, hash: { UInt64($0) }, for: [root], over: ids.read(for: [root], keepingAside: true))
        }
        write()
        let path = ids.path(for: [root])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected())
        names[4000] = "renamed"
        write()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected())
        names[10] = "renamed-early"
        write()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == expected())
    }
}
