@testable import CookbookModel
import Testing

/// The packed summaries give back exactly the summaries put in.
@Suite struct RecipeSummariesTests {
    static let summaries = [
        RecipeSummary(id: "creme-brulee", name: "Crème Brûlée", category: "dessert", servings: 6, prepMinutes: 20, cookMinutes: 45,
                      source: "/home/cook/recipes/Dessert/Crème Brûlée.cook"),
        RecipeSummary(id: "a", name: "", category: "x"),
        RecipeSummary(id: "ramen", name: "ラーメン", category: "dessert", servings: 0, source: ""),
        RecipeSummary(id: "b", name: "B", category: "y", cookMinutes: 1_000_001),
    ]

    @Test func everySummaryComesBackAsItWasPut() {
        let packed = RecipeSummaries(Self.summaries)
        #expect(Array(packed) == Self.summaries)
        #expect(packed.count == 4)
        #expect(packed.id(at: 2) == "ramen" && packed.name(at: 2) == "ラーメン" && packed.category(at: 3) == "y")
        #expect(packed[1].source == nil && packed[2].source == "", "no source is not an empty one")
        #expect(packed.hasNumbers(at: 0) && !packed.hasNumbers(at: 1) && packed.hasNumbers(at: 2))
        #expect(packed.withID(at: 0) { Array($0) } == Array("creme-brulee".utf8))
    }

    @Test func summariesAppendedFromAnotherKeepTheirCategories() {
        var first = RecipeSummaries(Self.summaries.prefix(2))
        let second = RecipeSummaries(Self.summaries.suffix(2).reversed())
        first.append(contentsOf: second)
        #expect(Array(first) == Array(Self.summaries.prefix(2)) + Self.summaries.suffix(2).reversed())
        #expect(first != RecipeSummaries(Self.summaries))
    }
}
