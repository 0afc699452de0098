import CookbookFixtures
import CookbookKit
@testable import CookbookUI
import Foundation
import Testing

/// Every screen is a value: save it, read it back, and the same frame is drawn.
@Suite struct StateRoundTripTests {
    let cookbook = Fixtures.cookbook

    @Test func randomSequencesSurviveEncodeAndDecodeWithTheSameFrame() throws {
        var random = SplitMix64(seed: 7)
        let ids = cookbook.recipes.map(\.id) + ["ghost"]
        let actions: [() -> Action] = [
            { .move(Int(random.next() % 5) - 2) }, { .moveToFirst }, { .moveToLast }, { .focusNext }, { .focusPrevious },
            { .forward }, { .forward }, { .back }, { .selectRecipe(ids[Int(random.next() % UInt64(ids.count))]) },
            { .openRelated(ids[Int(random.next() % UInt64(ids.count))]) }, { .toggleCategoryColumn },
            { .setExperience(Experience.allCases[Int(random.next() % 3)]) }, { .present(.help) },
            { .present(.search(SearchState())) }, { .searchInput(["a", "e", "pie", "ç"][Int(random.next() % 4)]) },
            { .searchMove(1) }, { .searchSubmit }, { .searchRepeat(forward: true) }, { .dismiss },
            { .present(.experiencePicker(.stack)) }, { .pickerMove(-1) }, { .pickerChoose }, { .jumpToCategory(Int(random.next() % 5)) },
        ]
        let sizes = [(80, 24), (45, 20), (120, 40), (30, 10)]
        for run in 0..<150 {
            var model = NavigationModel.start(in: cookbook)
            for _ in 0..<25 { model.reduce(actions[Int(random.next() % UInt64(actions.count))](), in: cookbook) }
            let decoded = try JSONDecoder().decode(NavigationModel.self, from: JSONEncoder().encode(model))
            #expect(decoded == model, "run \(run)")
            let (width, height) = sizes[run % sizes.count]
            #expect(Screen.render(decoded, cookbook, width: width, height: height)
                == Screen.render(model, cookbook, width: width, height: height), "run \(run)")
        }
    }
}
