import CookbookModel
import CookbookFixtures
@testable import CookbookStore
import Foundation
import Testing

/// The scan under hostile trees: names that are not UTF-8 and folders deeper than a path
/// the system takes at once are read like any other, shown repaired, and found again in the
/// cache.
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
}
