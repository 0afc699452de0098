import CookbookFixtures
import CookbookKit
@testable import CookbookUI
import Foundation
import Testing

/// Every screen is a value: save it, read it back, and the same frame is drawn.
@Suite struct StateRoundTripTests {
    let cookbook = Fixtures.cookbook

    @Test func randomSequencesSurviveEncodeAndDecodeWithTheSameFrame() throws {
        var random = SystemRandomNumberGenerator.Seeded(seed: 7)
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

extension SystemRandomNumberGenerator {
    /// A seeded generator (SplitMix64), so a failure can be replayed.
    struct Seeded {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
