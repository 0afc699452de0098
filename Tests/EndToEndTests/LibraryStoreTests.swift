@testable import CookbookStore
import Foundation
import Testing

/// The library's SQLite store seen from outside, through the built binary: what `list` prints
/// whatever state the cache is in, and what it leaves in the cache.
@Suite struct LibraryStoreTests {
    /// A folder of recipes, and a cache folder of its own.
    func setUp() throws -> (root: String, cache: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-store-\(UUID().uuidString)")
        let root = base.appendingPathComponent("recipes")
        let files = [
            "Soup/Leek Soup.cook": "---\ntitle: Leek Soup\n---\nCook @leeks{3}.\n",
            "Soup/Pea Soup.cook": "Cook @peas{500%g}.\n",
            "Bread/Rye.cook": "---\ntitle: Rye Bread\ntags: [baking, rye]\n---\nKnead @rye flour{500%g}.\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (root.path, base.appendingPathComponent("cache").path)
    }

    /// In the library's order: by name.
    static let expected = "soup-leek-soup\tSoup\tLeek Soup\nsoup-pea-soup\tSoup\tPea Soup\nbread-rye\tBread\tRye Bread\n"

    func list(_ root: String, cache: String) throws -> String {
        let result = try run(cookbookBinary, ["list", "--data", root], environment: ["XDG_CACHE_HOME": cache])
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    func database(_ cache: String) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: cache + "/cookbook").filter { $0.hasSuffix(".sqlite") }
        #expect(names.count == 1)
        return cache + "/cookbook/" + (names.first ?? "")
    }

    @Test func theCacheIsAnSQLiteDatabaseThatPassesItsIntegrityCheck() throws {
        let (root, cache) = try setUp()
        #expect(try list(root, cache: cache) == Self.expected)
        #expect(try list(root, cache: cache) == Self.expected, "from the cache")
        let check = try SQLiteDatabase(path: try database(cache)).prepare("PRAGMA integrity_check")
        #expect(try check.step() && check.text(0) == "ok")
    }

    @Test func oneChangedFileIsSeenAtTheNextList() throws {
        let (root, cache) = try setUp()
        _ = try list(root, cache: cache)
        _ = try list(root, cache: cache)
        try Data("---\ntitle: Pea and Mint Soup\n---\nCook @peas{500%g}.\n".utf8).write(to: URL(fileURLWithPath: root + "/Soup/Pea Soup.cook"))
        let changed = Self.expected.replacingOccurrences(of: "\tPea Soup", with: "\tPea and Mint Soup")
        #expect(try list(root, cache: cache) == changed)
        #expect(try list(root, cache: cache) == changed)
        try FileManager.default.removeItem(atPath: root + "/Bread/Rye.cook")
        #expect(try list(root, cache: cache) == changed.split(separator: "\n").dropLast().map { $0 + "\n" }.joined())
    }

    @Test func aBrokenForeignOrUnusableCacheListsTheRightLibrary() throws {
        let (root, cache) = try setUp()
        _ = try list(root, cache: cache)
        let path = try database(cache)
        // Garbage.
        try Data(repeating: 0x42, count: 10_000).write(to: URL(fileURLWithPath: path))
        #expect(try list(root, cache: cache) == Self.expected)
        // Cut short.
        let whole = try Data(contentsOf: URL(fileURLWithPath: path))
        try whole.prefix(whole.count / 3).write(to: URL(fileURLWithPath: path))
        #expect(try list(root, cache: cache) == Self.expected)
        // Another library's, in its place.
        let (other, otherCache) = try setUp()
        try Data("Cook @carrots{4}.\n".utf8).write(to: URL(fileURLWithPath: other + "/Soup/Pea Soup.cook"))
        _ = try list(other, cache: otherCache)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: try database(otherCache), toPath: path)
        #expect(try list(root, cache: cache) == Self.expected)
        // A file where the cache's folder should be.
        try FileManager.default.removeItem(atPath: cache + "/cookbook")
        try Data("not a folder".utf8).write(to: URL(fileURLWithPath: cache + "/cookbook"))
        #expect(try list(root, cache: cache) == Self.expected)
        // A FIFO where the database should be (no writer: opening it to read would block).
        try FileManager.default.removeItem(atPath: cache + "/cookbook")
        try FileManager.default.createDirectory(atPath: cache + "/cookbook", withIntermediateDirectories: true)
        #expect(mkfifo(path, 0o600) == 0)
        #expect(try list(root, cache: cache) == Self.expected)
    }

    @Test func twoColdListsAtOnceAgree() async throws {
        let (root, cache) = try setUp()
        for n in 0..<400 {
            try Data("Simmer @stock{\(n)%ml}.\n".utf8).write(to: URL(fileURLWithPath: root + "/Soup/stock \(n).cook"))
        }
        async let first = Task.detached { try list(root, cache: cache) }.value
        async let second = Task.detached { try list(root, cache: cache) }.value
        let (a, b) = try await (first, second)
        #expect(a.split(separator: "\n").count == 403 && a == b)
        #expect(try list(root, cache: cache) == a)
    }
}
