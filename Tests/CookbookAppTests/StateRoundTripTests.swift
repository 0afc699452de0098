import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

/// Every screen is a value: save it, read it back, and the same frame is drawn.
@Suite struct StateRoundTripTests {
    let cookbook = Fixtures.library

    @Test func randomSequencesSurviveEncodeAndDecodeWithTheSameFrame() throws {
        var random = SplitMix64(seed: 7)
        let ids = cookbook.catalog.recipes.map(\.id) + ["ghost"]
        let actions: [() -> Action] = [
            { .move(Int(random.next() % 5) - 2) }, { .moveToFirst }, { .moveToLast }, { .focusNext }, { .focusPrevious },
            { .forward }, { .forward }, { .back }, { .selectRecipe(ids[Int(random.next() % UInt64(ids.count))]) },
            { .openRelated(ids[Int(random.next() % UInt64(ids.count))]) }, { .toggleCategoryColumn },
            { .setLayout(Layout.allCases[Int(random.next() % 3)]) }, { .present(.help(TextEntry())) },
            { .present(.recipeSearch(SearchState())) }, { .input(["a", "e", "pie", "ç"][Int(random.next() % 4)]) },
            { .moveChoice(1, count: 200) }, { .choose }, { .searchRepeat(forward: true) }, { .dismiss },
            { .present(.layoutPicker(.stack)) }, { .moveChoice(-1, count: 3) }, { .choose }, { .jumpToCategory(Int(random.next() % 5)) },
        ]
        let sizes = [(80, 24), (45, 20), (120, 40), (30, 10)]
        for run in 0..<150 {
            var model = NavigationModel.start(in: cookbook.catalog)
            for _ in 0..<25 { model.reduce(actions[Int(random.next() % UInt64(actions.count))](), in: cookbook.catalog) }
            // Ids only are saved: validating against the catalog brings back the rest (search results).
            let decoded = try JSONDecoder().decode(NavigationModel.self, from: JSONEncoder().encode(model)).validated(in: cookbook.catalog)
            #expect(decoded == model, "run \(run)")
            let (width, height) = sizes[run % sizes.count]
            #expect(render(decoded, cookbook, width: width, height: height)
                == render(model, cookbook, width: width, height: height), "run \(run)")
        }
    }
}
