@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Testing

/// A library's recipes are in name order in any case, then by id; ids given more than once
/// are found however their hashes fall.
@Suite struct LibraryOrderTests {
    static let names = [
        "apple pie", "Apple Pie", "Äpfel im Schlafrock", "apfelstrudel", "Zucchini", "zucchini bread", "Éclair",
        "eclair", "Œufs en cocotte", "oeufs", "Crème brûlée", "creme", "CREME", "Ñoquis", "noodles", "", "123", "_under", "[bracket]",
        "Straße", "STRASSE", "ﬁg", "Fig", "İzmir", "izmir", "ı", "Σ", "σ", "e\u{301}clair",
    ]

    /// What the order was before `NameOrder`: each name lowercased.
    static func lowercasedOrder(_ a: (name: String, id: String), _ b: (name: String, id: String)) -> Bool {
        (a.name.lowercased(), a.id) < (b.name.lowercased(), b.id)
    }

    @Test func namesSortAsTheirLowercaseCopiesDo() {
        let recipes = Self.names.enumerated().map { (name: $1, id: "r\($0)") }
        let sorted = recipes.sorted { a, b in
            switch NameOrder.SortKey.compare(NameOrder.SortKey(a.name), a.name, NameOrder.SortKey(b.name), b.name) {
            case .less: true
            case .greater: false
            case .same: a.id < b.id
            }
        }
        #expect(sorted.map(\.id) == recipes.sorted(by: Self.lowercasedOrder).map(\.id))
    }

    @Test func onlyNamesThatAreNotASCIIGetAKey() {
        #expect(NameOrder.key("Apple Pie") == nil)
        #expect(NameOrder.key("Crème Brûlée") == "crème brûlée")
    }

    @Test func aBuiltLibraryIsInNameOrderInAnyCaseThenByID() {
        let file = ScannedFile(path: "/r/Book.json", root: "/r", components: ["Book.json"])
        let read = Self.names.map { ReadRecipe(recipe: Recipe(id: "", name: $0, category: "")) }
        let (library, _) = LibraryBuilder.build([(file, read)])
        let recipes = library.catalog.recipes
        let pairs = recipes.indices.map { (name: recipes.name(at: $0), id: recipes.id(at: $0)) }
        #expect(pairs.count == Self.names.count)
        #expect(pairs.map(\.id) == pairs.sorted(by: Self.lowercasedOrder).map(\.id))
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
