import CookbookFixtures
import CookbookStore
import Foundation
import Testing

/// The watcher sees a change in every folder of the library: however deep, whatever bytes
/// its name is.
@Suite struct LibraryWatcherTests {
    @Test func aChangeDeeperThanPathMaxAndSixtyFourFoldersIsSeen() throws {
        let tree = try ByteTree("cookbook-watch-deep")
        // 70 folders of 100 letters: 7,000 bytes of path, and more than 64 levels.
        let folders = ByteTree.deepFolders(70, length: 100)
        try tree.write("Deep Soup", at: folders + [Array("soup.txt".utf8)])
        let watcher = try #require(LibraryWatcher(roots: [tree.root]))
        #expect(!watcher.changed())
        try tree.write("Deeper Soup", at: folders + [Array("soup.txt".utf8)])
        #expect(watcher.changed(), "the file at the bottom")
        #expect(!watcher.changed())
        try tree.write("Soup", at: Array(folders.prefix(66)) + [Array("new.txt".utf8)])
        #expect(watcher.changed(), "a new file 66 folders down")
    }

    @Test func aChangeInAFolderWhoseNameIsNotUTF8IsSeen() throws {
        let tree = try ByteTree("cookbook-watch-names")
        let folder: [UInt8] = Array("Soup".utf8) + [0xFF]
        try tree.write("Leek Soup", at: [folder, Array("leek.txt".utf8)])
        let watcher = try #require(LibraryWatcher(roots: [tree.root]))
        #expect(!watcher.changed())
        try tree.write("Leek and Potato Soup", at: [folder, Array("leek.txt".utf8)])
        #expect(watcher.changed())
    }
}
