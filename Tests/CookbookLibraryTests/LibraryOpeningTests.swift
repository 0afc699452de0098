import CookbookKit
@testable import CookbookLibrary
import Foundation
import Synchronization
import Testing

/// Opening a library whose files must be read: the names first, with the ids and folders'
/// categories they will keep; then every file, with progress.
@Suite struct LibraryOpeningTests {
    @Test func theNamesComeFirstWithTheIdsTheRecipesKeep() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-opening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soup"), withIntermediateDirectories: true)
        try Data("Leek and Potato Soup".utf8).write(to: root.appendingPathComponent("Soup/leek.txt"))
        try Data("Bread".utf8).write(to: root.appendingPathComponent("bread.txt"))
        try Data("menu".utf8).write(to: root.appendingPathComponent("week.txt"))
        let cache = LibraryCache(folder: root.path + "-cache")
        guard case .reading(let names, let files, let finish) = LibraryLoader.open([root.path], formats: [LibraryLoaderTests.text], cache: cache) else {
            Issue.record("nothing was cached yet: the files must be read")
            return
        }
        #expect(files == 3)
        #expect(names.catalog.recipes.map(\.name).sorted() == ["bread", "leek", "week"], "each file's name")
        #expect(names.catalog.summary(id: "soup-leek")?.category == "soup")
        let counted = Mutex<[Int]>([])
        let loaded = finish { count in counted.withLock { $0.append(count) } }
        #expect(loaded.library.catalog.recipes.map(\.id).sorted() == ["bread", "soup-leek"], "the same ids, the menu skipped")
        #expect(loaded.library.catalog.summary(id: "soup-leek")?.name == "Leek and Potato Soup")
        loaded.keepInCache?()
        guard case .ready(let kept) = LibraryLoader.open([root.path], formats: [LibraryLoaderTests.text], cache: cache) else {
            Issue.record("the second opening is from the cache")
            return
        }
        #expect(kept.library.catalog.recipes.count == 2)
    }
}
