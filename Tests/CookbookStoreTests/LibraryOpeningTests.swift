@testable import CookbookStore
import Foundation
import Synchronization
import Testing

/// Opening a library whose files must be read: the names first, with the ids and folders'
/// categories they will keep; then every file, with progress.
@Suite struct LibraryOpeningTests {
    @Test func aFewFilesAreReadAtOnce() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("Bread".utf8).write(to: root.appendingPathComponent("bread.txt"))
        guard case .ready(let loaded) = LibraryLoader.open([root.path], formats: [LibraryLoaderTests.text]) else {
            Issue.record("one file is read at once")
            return
        }
        #expect(loaded.library.catalog.recipes.map(\.name) == ["Bread"])
    }

    @Test func theNamesComeFirstWithTheIdsTheRecipesKeep() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soup"), withIntermediateDirectories: true)
        try Data("Leek and Potato Soup".utf8).write(to: root.appendingPathComponent("Soup/leek.txt"))
        try Data("Bread".utf8).write(to: root.appendingPathComponent("bread.txt"))
        try Data("menu".utf8).write(to: root.appendingPathComponent("week.txt"))
        // Enough files for the names to come first.
        for n in 0..<LibraryLoader.namesFirstFrom {
            try Data("Stock \(n)".utf8).write(to: root.appendingPathComponent("Soup/stock-\(n).txt"))
        }
        let cache = LibraryCache(folder: root.path + "-cache")
        guard case .reading(let names, let files, let finish) = LibraryLoader.open([root.path], formats: [LibraryLoaderTests.text], cache: cache) else {
            Issue.record("nothing was cached yet: the files must be read")
            return
        }
        #expect(files == 3 + LibraryLoader.namesFirstFrom)
        #expect(Array(names.catalog.recipes.map(\.name).sorted().prefix(3)) == ["Bread", "Leek", "Stock 0"], "each file's name, read as a title")
        #expect(names.catalog.summary(id: "week")?.name == "Week")
        #expect(names.catalog.summary(id: "soup-leek")?.category == "soup")
        let counted = Mutex<[Int]>([])
        let loaded = finish { count in counted.withLock { $0.append(count) } }
        #expect(Array(loaded.library.catalog.recipes.map(\.id).sorted().prefix(2)) == ["bread", "soup-leek"], "the same ids")
        #expect(loaded.library.catalog.summary(id: "week") == nil, "the menu skipped")
        #expect(counted.withLock { $0.last } == 500, "progress every 250 files")
        #expect(loaded.library.catalog.summary(id: "soup-leek")?.name == "Leek and Potato Soup")
        guard case .ready(let kept) = LibraryLoader.open([root.path], formats: [LibraryLoaderTests.text], cache: cache) else {
            Issue.record("the second opening is from the cache")
            return
        }
        #expect(kept.library.catalog.recipes.count == 2 + LibraryLoader.namesFirstFrom)
    }
}
