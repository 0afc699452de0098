import CookbookModel
import CookbookFixtures
@testable import CookbookStore
import Foundation
import Testing

/// The scan under hostile trees: names that are not UTF-8 and folders deeper than a path
/// the system takes at once are read like any other, shown repaired, and found again in the
/// cache. It lists the files it is told to keep, with their size and time, whether named,
/// in a folder or reached through a link; the others are not listed.
@Suite struct LibraryScanTests {
    let cafe: [UInt8] = Array("caf".utf8) + [0xE9] + Array(".txt".utf8)  // Latin-1 é
    let folder: [UInt8] = Array("Soup".utf8) + [0xFF]

    func load(_ root: String, _ cache: LibraryCache) -> LoadedLibrary {
        LibraryLoader.load([root], formats: [LibraryLoaderTests.text], cache: cache)
    }

    @Test func aNameThatIsNotUTF8IsReadShownRepairedAndFoundAgain() throws {
        let tree = try ByteTree("cookbook-names")
        try tree.write("Café au Lait", at: [cafe])
        try tree.write("Leek Soup", at: [folder, Array("leek.txt".utf8)])
        let cache = LibraryCache(folder: tree.root + "-cache")
        let root = tree.root + "/"
        let first = load(root, cache)
        #expect(first.problems.isEmpty, "\(first.problems)")
        #expect(first.filesRead == 2)
        let recipes = first.library.catalog.recipes
        #expect(recipes.map(\.name).sorted() == ["Café au Lait", "Leek Soup"])
        #expect(recipes.compactMap(\.source).sorted() == [root + "Soup\u{FFFD}/leek.txt", root + "caf\u{FFFD}.txt"])
        #expect(recipes.map(\.id).sorted() == ["caf", "soup-leek"], "ids from the names as shown")
        #expect(first.library.catalog.categories.map(\.name).contains("Soup\u{FFFD}"))
        #expect(first.library.recipe(id: "caf")?.steps == ["Cook."], "the whole recipe")

        // The cache has the file by its bytes: opening again reads nothing.
        let database = try SQLiteDatabase(path: cache.path(for: [root]))
        try database.execute("UPDATE recipe SET name = name || ' (kept)'")
        let second = load(root, cache)
        #expect(second.library.catalog.recipes.map(\.name).sorted() == ["Café au Lait (kept)", "Leek Soup (kept)"])
        // And a change to it is seen (another size).
        try tree.write("Café Crème", at: [cafe])
        #expect(load(root, cache).library.catalog.recipes.map(\.name).sorted() == ["Café Crème", "Leek Soup (kept)"])
        #expect(try database.number("SELECT count(*) FROM file") == 2, "one row a file")
    }

    @Test func namesThatShowAlikeAreRecipesWithTheirOwnIds() throws {
        let tree = try ByteTree("cookbook-alike")
        try tree.write("One", at: [Array("a".utf8) + [0xFE] + Array(".txt".utf8)])
        try tree.write("Two", at: [Array("a".utf8) + [0xFF] + Array(".txt".utf8)])
        try tree.write("Three", at: [Array("a".utf8) + [0xFD] + Array(".txt".utf8)])
        let loaded = LibraryLoader.load([tree.root], formats: [LibraryLoaderTests.text])
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        let ids = loaded.library.catalog.recipes.map(\.id)
        #expect(ids.count == 3 && Set(ids).count == 3, "\(ids)")
        // One keeps the id they all make; the others get their path's hash, made of its own
        // bytes (their names show alike).
        #expect(ids.sorted().first == "a" && ids.sorted().dropFirst().allSatisfy { $0.hasPrefix("a-") }, "\(ids)")
    }

    @Test func aTreeDeeperThanPathMaxIsReadToTheBottom() throws {
        let tree = try ByteTree("cookbook-deep")
        // 30 folders of 200 letters: the file's path is over 6,000 bytes (PATH_MAX is 4,096).
        let folders = ByteTree.deepFolders(30, length: 200)
        try tree.write("Deep Soup", at: folders + [Array("soup.txt".utf8)])
        try tree.write("Deep Café", at: folders + [cafe])
        try tree.write("Top", at: [Array("top.txt".utf8)])
        let cache = LibraryCache(folder: tree.root + "-cache")
        let loaded = load(tree.root, cache)
        #expect(loaded.problems.isEmpty, "\(loaded.problems)")
        #expect(loaded.filesRead == 3)
        #expect(loaded.library.catalog.recipes.map(\.name).sorted() == ["Deep Café", "Deep Soup", "Top"])
        let deep = try #require(loaded.library.catalog.recipes.first { $0.name == "Deep Soup" })
        #expect(deep.source?.utf8.count ?? 0 > 6_000)
        #expect(loaded.library.recipe(id: deep.id)?.steps == ["Cook."])
        // Found again in the cache.
        let database = try SQLiteDatabase(path: cache.path(for: [tree.root]))
        try database.execute("UPDATE recipe SET name = name || ' (kept)'")
        #expect(load(tree.root, cache).library.catalog.recipes.map(\.name).sorted() == ["Deep Café (kept)", "Deep Soup (kept)", "Top (kept)"])
    }

    private func keptTree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soups"), withIntermediateDirectories: true)
        try Data("Boil @leeks{2}.".utf8).write(to: root.appendingPathComponent("Soups/Leek.cook"))
        try Data("jpeg".utf8).write(to: root.appendingPathComponent("Soups/Leek.jpg"))
        try Data("Mix.".utf8).write(to: root.appendingPathComponent("Pesto.COOK"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Linked.cook", withDestinationPath: root.path + "/Pesto.COOK")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Gone.cook", withDestinationPath: root.path + "/nowhere")
        return root.path
    }

    private static func cook(_ name: String) -> Bool { ScannedFile.pathExtension(of: name) == "cook" }

    @Test func onlyTheFilesKeptAreListedWithTheirSizeAndTime() throws {
        let root = try keptTree()
        let scan = LibraryScan.scan([root], keeping: Self.cook)
        #expect(scan.files.map(\.components) == [["Linked.cook"], ["Pesto.COOK"], ["Soups", "Leek.cook"]])
        for file in scan.files {
            // A link's are its file's.
            let info = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path)
            let modified = (info[.modificationDate] as? Date).map { Int(($0.timeIntervalSince1970 * 1e9).rounded()) } ?? 0
            #expect(file.size == (info[.size] as? Int) && abs(file.modified - modified) < 1000, "\(file.path)")
            #expect(file.root == root)
        }
        #expect(scan.files.map(\.size) == [4, 4, 15])
        // A link that leads nowhere is said, whatever it is named.
        #expect(scan.problems.map(\.path) == [root + "/Gone.cook"])
        #expect(LibraryScan.scan([root]).files.map(\.name) == ["Linked.cook", "Pesto.COOK", "Leek.cook", "Leek.jpg"])
        // A root that is a file is kept or not as a file in a folder is.
        #expect(LibraryScan.scan([root + "/Soups/Leek.jpg"], keeping: Self.cook).files.isEmpty)
        #expect(LibraryScan.scan([root + "/Soups/Leek.cook"], keeping: Self.cook).files.map(\.name) == ["Leek.cook"])
    }

    @Test func anExtensionIsTheEndAfterTheLastDotInLowercaseAndTheStemWhatIsBefore() {
        let cases = [
            "Pesto.cook": "cook", "Pesto.COOK": "cook", "a.b.Json": "json", ".cook": "", "noextension": "", "trailing.": "",
            "Crème.COOK": "cook", "Crème.ÉTÉ": "été", "Brûlé.Cook": "cook", "日本.料理": "料理", "x.\u{301}cook": "", // (a dot with a mark on it is no dot)
        ]
        for (name, expected) in cases {
            #expect(ScannedFile.pathExtension(of: name) == expected, "\(name)")
        }
        let stems = [
            "Pesto.cook": "Pesto", "Brûlé.cook": "Brûlé", "a.b.Json": "a.b", ".cook": ".cook", "noextension": "noextension",
            "trailing.": "trailing", "x.\u{301}cook": "x.\u{301}cook", "日本.料理": "日本", "a.\u{301}b.c": "a.\u{301}b",
        ]
        for (name, expected) in stems {
            #expect(ScannedFile.nameWithoutExtension(of: name) == expected, "\(name)")
        }
    }
}
