import CookbookKit
@testable import CookbookLibrary
import Foundation
import Testing

/// The cache of a library read before: used only when it matches the files exactly.
@Suite struct LibraryCacheTests {
    func setUp() throws -> (root: String, cache: LibraryCache) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-cache-\(UUID().uuidString)")
        let root = base.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soup"), withIntermediateDirectories: true)
        try Data("Leek Soup".utf8).write(to: root.appendingPathComponent("Soup/leek.txt"))
        try Data("!".utf8).write(to: root.appendingPathComponent("broken.txt"))
        return (root.path, LibraryCache(folder: base.appendingPathComponent("cache").path))
    }

    func load(_ root: String, _ cache: LibraryCache) -> LoadedLibrary {
        LibraryLoader.load([root], formats: [LibraryLoaderTests.text], cache: cache)
    }

    /// Marks the kept cookbook, so a test can tell a library read from the cache.
    func mark(_ cache: LibraryCache, _ root: String) throws {
        let path = cache.paths(for: [root]).cookbook
        let text = try String(contentsOfFile: path, encoding: .utf8).replacing("Leek Soup", with: "Leek Soup (kept)")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aLibraryReadBeforeOpensFromTheCacheWithItsProblems() throws {
        let (root, cache) = try setUp()
        let first = load(root, cache)
        #expect(first.library.catalog.recipes.map(\.name) == ["Leek Soup"])
        try mark(cache, root)
        let second = load(root, cache)
        #expect(second.library.catalog.recipes.map(\.name) == ["Leek Soup (kept)"], "read from the cache")
        #expect(second.problems == first.problems && second.filesRead == 1)
        #expect(second.library.catalog.recipes.first?.source == root + "/Soup/leek.txt")
    }

    @Test func aChangedAddedOrRemovedFileMakesItReadTheFilesAgain() throws {
        let (root, cache) = try setUp()
        _ = load(root, cache)
        try mark(cache, root)
        try Data("Leek and Potato Soup".utf8).write(to: URL(fileURLWithPath: root + "/Soup/leek.txt"))
        #expect(load(root, cache).library.catalog.recipes.map(\.name) == ["Leek and Potato Soup"])
        try mark(cache, root)
        try Data("Pea Soup".utf8).write(to: URL(fileURLWithPath: root + "/Soup/pea.txt"))
        #expect(load(root, cache).library.catalog.recipes.map(\.name).sorted() == ["Leek and Potato Soup", "Pea Soup"])
    }

    @Test func aDamagedCacheIsNeverShownAndIsWrittenAnew() throws {
        let (root, cache) = try setUp()
        _ = load(root, cache)
        try Data("{\"version\": 1, \"categ".utf8).write(to: URL(fileURLWithPath: cache.paths(for: [root]).cookbook))
        #expect(load(root, cache).library.catalog.recipes.map(\.name) == ["Leek Soup"])
        try Data("not json".utf8).write(to: URL(fileURLWithPath: cache.paths(for: [root]).manifest))
        #expect(load(root, cache).library.catalog.recipes.map(\.name) == ["Leek Soup"])
        try mark(cache, root)
        #expect(load(root, cache).library.catalog.recipes.map(\.name) == ["Leek Soup (kept)"], "written anew, and used")
    }

    @Test func theManifestReadsBackWhateverItsPathsAndMessagesHold() {
        let manifest = LibraryCache.Manifest(
            roots: ["/a\tb", "/c\\d"], files: [.init(path: "/x\ny.cook", size: 3, modified: 1_700_000_000_123_456_789)],
            problems: [FileProblem(path: "/p\r", problem: FormatProblem(line: 2, column: nil, message: "tab\there"), isNotice: true),
                       FileProblem(path: "/q/\u{301}é\\\u{301}", problem: FormatProblem(line: nil, column: 4, message: "\u{301}mark\r\n"))],
            recipes: 7, filesRead: 1)
        #expect(LibraryCache.Manifest(text: Substring(manifest.text)) == manifest)
        #expect(LibraryCache.Manifest(text: Substring(manifest.text.dropLast())) == nil, "cut short")
        #expect(LibraryCache.Manifest(text: "cookbook library cache 0\n7\t1\n") == nil, "another version")
        #expect(LibraryCache.Manifest(text: "") == nil && LibraryCache.Manifest(text: "cookbook library cache 1\n7\n") == nil)
        #expect(LibraryCache.Manifest(text: Substring(manifest.text.replacing("file\t3", with: "file\tx"))) == nil, "a size that is no number")
    }
}
