@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// A library's recipes are in the order people read names (`CollationKey`), then by id,
/// whichever way it is made; ids given more than once are found however their hashes fall.
@Suite struct LibraryOrderTests {
    static let names = [
        "apple pie", "Apple Pie", "Äpfel im Schlafrock", "apfelstrudel", "Zucchini", "zucchini bread", "Éclair",
        "eclair", "Œufs en cocotte", "oeufs", "Crème brûlée", "creme", "CREME", "Ñoquis", "noodles", "", "123", "_under", "[bracket]",
        "Straße", "STRASSE", "ﬁg", "Fig", "İzmir", "izmir", "ı", "Σ", "σ", "e\u{301}clair", "Îles flottantes", "tarte", "Ärtsoppa",
        "Ölkuchen", "すし", "寿司",
    ]

    static func inOrder(_ a: (name: String, id: String), _ b: (name: String, id: String)) -> Bool {
        CollationKey.areInOrder(CollationKey(a.name), id: a.id, CollationKey(b.name), id: b.id)
    }

    @Test func aBuiltLibraryIsInNameOrderAsPeopleReadThenByID() {
        let file = ScannedFile(path: "/r/Book.json", root: "/r", components: ["Book.json"])
        let read = Self.names.map { ReadRecipe(recipe: Recipe(id: "", name: $0, category: "")) }
        let (library, _) = LibraryBuilder.build([(file, read)])
        let recipes = library.catalog.recipes
        let pairs = recipes.indices.map { (name: recipes.name(at: $0), id: recipes.id(at: $0)) }
        #expect(pairs.count == Self.names.count)
        #expect(pairs.map(\.id) == pairs.sorted(by: Self.inOrder).map(\.id))
        let names = pairs.map(\.name)
        func position(_ name: String) -> Int { names.firstIndex(of: name)! }
        #expect(position("Îles flottantes") < position("tarte"), "Î with the I's")
        #expect(position("Ärtsoppa") < position("eclair"), "Ä with the A's")
        #expect(position("Ölkuchen") < position("Zucchini"), "Ö with the O's")
        #expect(position("apple pie") < position("Apple Pie"), "case second")
    }

    @Test func categoriesAreInNameOrderAsPeopleRead() {
        let folders = ["Zuppe", "Île de France", "desserts", "Entrées", "Äpfel", "Bread", "ızgara", "Izmir"]
        let found = folders.map { folder in
            (ScannedFile(path: "/r/\(folder)/R.json", root: "/r", components: [folder, "R.json"]),
             [ReadRecipe(recipe: Recipe(id: "", name: "R " + folder, category: ""))])
        }
        let (library, _) = LibraryBuilder.build(found)
        #expect(library.catalog.categories.map(\.name) == ["Äpfel", "Bread", "desserts", "Entrées", "Île de France", "Izmir", "ızgara", "Zuppe"])
    }

    /// Cooklang files without a title, in folders: each recipe is named after its file.
    func folder(_ names: [String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-order-\(UUID().uuidString)")
        for (i, name) in names.enumerated() where !name.isEmpty && !name.hasPrefix(".") {
            let url = root.appendingPathComponent(i % 2 == 0 ? "Mains" : "Sweets").appendingPathComponent(name + ".cook")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("Cook @eggs{2}.\n".utf8).write(to: url)
        }
        return root.path
    }

    @Test func theNamesFirstLibraryTheLibraryReadAndItsCacheAgree() throws {
        let names = Self.names.filter { !$0.isEmpty && !$0.contains("/") }
        let root = try folder(names)
        let cache = LibraryCache(folder: root + "-cache")
        func ids(_ library: Library) -> [String] { library.catalog.recipes.indices.map { library.catalog.recipes.id(at: $0) } }
        func categories(_ library: Library) -> [String] { library.catalog.categories.map(\.name) }
        let first = LibraryBuilder.names(LibraryScan.scan([root]).files)
        let read = LibraryLoader.load([root], cache: cache).library
        let kept = LibraryLoader.load([root], cache: cache).library
        #expect(ids(first).count == names.count)
        #expect(ids(read) == ids(first), "the first frame's order is the read library's")
        #expect(ids(kept) == ids(read), "from the cache")
        #expect(categories(read) == categories(first))
        let recipes = read.catalog.recipes
        let pairs = recipes.indices.map { (name: recipes.name(at: $0), id: recipes.id(at: $0)) }
        #expect(pairs.map(\.id) == pairs.sorted(by: Self.inOrder).map(\.id))
    }

    @Test func anArrayIsPermutedInPlaceAsItsOrderSays() {
        var letters = Array("abcdefgh")
        let order = [3, 0, 7, 1, 2, 6, 5, 4]
        letters.permute(by: order)
        #expect(String(letters) == String(order.map { Array("abcdefgh")[$0] }))
        var same = Array("xyz")
        same.permute(by: [0, 1, 2])
        #expect(String(same) == "xyz")
        var none: [Int] = []
        none.permute(by: [])
        #expect(none.isEmpty)
    }

    @Test func repeatedIDsAreFoundWhenHashesDifferAndWhenTheyCollide() {
        let ids = ["a", "b", "a", "c", "d", "c", "a", "e"]
        let expected = [0, 2, 3, 5, 6]
        #expect(RepeatedIDs.positions(of: ids.count) { ids[$0] } == expected)
        #expect(RepeatedIDs.positions(of: ids.count, hash: { _ in 7 }) { ids[$0] } == expected, "every id the same hash")
        #expect(RepeatedIDs.positions(of: ids.count, hash: { $0 == "b" || $0 == "e" ? 1 : 2 }) { ids[$0] } == expected)
        #expect(RepeatedIDs.positions(of: 0) { _ in "" } == [])
    }
}
