import CookbookFixtures
import CookbookModel
@testable import CookbookStore
import Foundation
import Testing

/// Only recipes are recipes: a library's scan passes over hidden names, `node_modules` and
/// what the root's `.cookbookignore` says, and its watcher watches none of those folders.
@Suite struct LibraryIgnoreTests {
    /// A collection kept in a web app's folder: recipes, the app's packages, its git folder,
    /// drafts, and a `.cookbookignore`.
    private func collection(ignoring rules: String?) throws -> ByteTree {
        let tree = try ByteTree("cookbook-ignore")
        try tree.write("Boil @leeks{2}.", at: [Array("Soups".utf8), Array("Leek.cook".utf8)])
        try tree.write("Mix @basil.", at: [Array("Pesto.cook".utf8)])
        try tree.write(#"{"name": "app", "version": "1.0.0"}"#, at: [Array("node_modules".utf8), Array("left-pad".utf8), Array("package.json".utf8)])
        try tree.write("Not mine.", at: [Array("node_modules".utf8), Array("demo".utf8), Array("Example.cook".utf8)])
        try tree.write("Hidden.", at: [Array(".git".utf8), Array("Stash.cook".utf8)])
        try tree.write("Hidden.", at: [Array(".Draft.cook".utf8)])
        try tree.write("Half done.", at: [Array("drafts".utf8), Array("Stew.cook".utf8)])
        try tree.write("Old.", at: [Array("Soups".utf8), Array("Old.tmp.cook".utf8)])
        try tree.write("Kept.", at: [Array("Soups".utf8), Array("Keep.tmp.cook".utf8)])
        try tree.write("Top.", at: [Array("Archive".utf8), Array("Top.cook".utf8)])
        try tree.write("Deep.", at: [Array("Soups".utf8), Array("Archive".utf8), Array("Deep.cook".utf8)])
        if let rules { try tree.write(rules, at: [Array(".cookbookignore".utf8)]) }
        return tree
    }

    private static let rules = """
        # not recipes yet
        drafts/
        *.tmp.cook
        !Keep.tmp.cook
        /Archive/
        """

    private func scanned(_ tree: ByteTree) -> [String] {
        LibraryScan.scan([tree.root]).files.map { $0.components.joined(separator: "/") }
    }

    @Test func hiddenNamesAndNodeModulesArePassedOver() throws {
        let tree = try collection(ignoring: nil)
        let scan = LibraryScan.scan([tree.root])
        #expect(scan.files.map { $0.components.joined(separator: "/") }.sorted() == [
            "Archive/Top.cook", "Pesto.cook", "Soups/Archive/Deep.cook", "Soups/Keep.tmp.cook", "Soups/Leek.cook",
            "Soups/Old.tmp.cook", "drafts/Stew.cook",
        ])
        #expect(scan.problems.isEmpty)
    }

    @Test func theIgnoreFileAtTheRootPassesOverMore() throws {
        let tree = try collection(ignoring: Self.rules)
        #expect(scanned(tree).sorted() == ["Pesto.cook", "Soups/Archive/Deep.cook", "Soups/Keep.tmp.cook", "Soups/Leek.cook"])
        // The same, named with a `/` at the end.
        #expect(LibraryScan.scan([tree.root + "/"]).files.count == 4)
    }

    @Test func anIgnoreFileInAFolderBelowTheRootSaysNothing() throws {
        let tree = try collection(ignoring: nil)
        try tree.write("Leek.cook\n", at: [Array("Soups".utf8), Array(".cookbookignore".utf8)])
        #expect(scanned(tree).contains("Soups/Leek.cook"))
    }

    @Test func anIgnoreFileThatCannotBeReadIsSaidAndLeavesNothingOut() throws {
        let tree = try collection(ignoring: nil)
        try FileManager.default.createDirectory(atPath: tree.root + "/.cookbookignore", withIntermediateDirectories: false)
        let scan = LibraryScan.scan([tree.root])
        #expect(scan.problems.map(\.path) == [tree.root + "/.cookbookignore"])
        #expect(scan.problems.first?.problem.message == "not a regular file: nothing is left out by it")
        #expect(scan.files.count == 7)
        // An empty one is no problem.
        try FileManager.default.removeItem(atPath: tree.root + "/.cookbookignore")
        try tree.write("", at: [Array(".cookbookignore".utf8)])
        #expect(LibraryScan.scan([tree.root]).problems.isEmpty)
    }

    /// The library read with its cache: recipes the ignore file leaves out go when it is
    /// written, and come back when it is taken away.
    @Test func theLibraryFollowsItsIgnoreFile() throws {
        let tree = try collection(ignoring: nil)
        let cache = LibraryCache(folder: tree.root + "-cache")
        let before = LibraryLoader.load([tree.root], cache: cache)
        #expect(before.problems.isEmpty, "\(before.problems)")
        #expect(before.library.catalog.recipes.count == 7)
        try tree.write(Self.rules, at: [Array(".cookbookignore".utf8)])
        let after = LibraryLoader.load([tree.root], cache: cache)
        #expect(after.library.catalog.recipes.map(\.name).sorted() == ["Deep", "Keep.tmp", "Leek", "Pesto"])
        try FileManager.default.removeItem(atPath: tree.root + "/.cookbookignore")
        #expect(LibraryLoader.load([tree.root], cache: cache).library.catalog.recipes.count == 7)
    }

    @Test func theWatcherWatchesNoFolderTheScanPassesOver() throws {
        let tree = try collection(ignoring: Self.rules)
        let watcher = try #require(LibraryWatcher(roots: [tree.root]))
        #expect(!watcher.changed())
        try tree.write("{}", at: [Array("node_modules".utf8), Array("left-pad".utf8), Array("package.json".utf8)])
        try tree.write("Changed.", at: [Array("node_modules".utf8), Array("demo".utf8), Array("Example.cook".utf8)])
        try tree.write("Changed.", at: [Array(".git".utf8), Array("Stash.cook".utf8)])
        try tree.write("Changed.", at: [Array("drafts".utf8), Array("Stew.cook".utf8)])
        try tree.write("Changed.", at: [Array("Archive".utf8), Array("Top.cook".utf8)])
        #expect(!watcher.changed(), "nothing the library reads changed")
        try tree.write("Changed.", at: [Array("Soups".utf8), Array("Archive".utf8), Array("Deep.cook".utf8)])
        #expect(watcher.changed(), "Archive/ is tied to the root: Soups/Archive is read, and watched")
        // A change to the ignore file is a change in the root, and its rules are read again.
        try tree.write("", at: [Array(".cookbookignore".utf8)])
        #expect(watcher.changed())
        try tree.write("Changed again.", at: [Array("drafts".utf8), Array("Stew.cook".utf8)])
        #expect(watcher.changed(), "drafts/ is read now, and watched")
    }
}
