@testable import CookbookModel
import Testing

/// The id table finds an id through the recipes' summaries, which hold the ids it no longer
/// copies: each id at its first position, nothing that is not an id.
@Suite struct IdTableTests {
    /// `ids` as summaries and as a table, the builder grown from a small start.
    func table(_ ids: [String]) -> (IdTable, duplicates: [(Int, Int)]) {
        var summaries = RecipeSummaries()
        var builder = IdTableBuilder(capacity: 4)
        var duplicates: [(Int, Int)] = []
        for (i, id) in ids.enumerated() {
            summaries.append(RecipeSummary(id: id, name: "Recipe \(i)", category: "c\(i % 7)"))
            if let first = builder.append(id) { duplicates.append((i, first)) }
        }
        return (IdTable(builder, summaries: summaries), duplicates)
    }

    @Test func findsEveryIdAtItsFirstPosition() {
        // Repeats, an empty id, ids that are prefixes of others and ids in several scripts.
        let ids = (0..<3000).map { "recipe-\($0 % 2500)" } + ["", "recipe", "recipe-1-", "crème-brûlée", "お好み焼き", "recipe-1"]
        let (table, duplicates) = table(ids)
        var first: [String: Int] = [:]
        for (i, id) in ids.enumerated() where first[id] == nil { first[id] = i }
        for id in Set(ids) {
            #expect(table.index(of: id) == first[id], "\(id)")
        }
        #expect(duplicates.count == ids.count - first.count)
        #expect(duplicates.allSatisfy { ids[$0.0] == ids[$0.1] && first[ids[$0.0]] == $0.1 })
        #expect(table.count == ids.count)
    }

    @Test func findsNothingThatIsNotAnId() {
        let (table, _) = table((0..<500).map { "recipe-\($0)" })
        for missing in ["recipe-500", "recipe-", "Recipe-1", "recipe-1 ", "ecipe-1", "", "recipe-0000"] {
            #expect(table.index(of: missing) == nil, "\(missing)")
        }
    }
}
