import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

/// The registry of presented screens: each screen once, found from its destination, and
/// what is derived from it (scopes, config tables, footers) as the screens said it by hand.
@Suite struct ScreenRegistryTests {
    /// One destination of every case.
    let destinations: [Destination] = [
        .help(TextEntry()), .commandLine(TextEntry()), .fileProblems(TextEntry()), .recipeSearch(SearchState()),
        .alert("note"), .confirmReset, .layoutPicker(.stack), .cooking(CookingState(recipe: "apple-pie")),
        .scaleTo(ScalePrompt(recipe: "apple-pie", ingredient: 0)), .shoppingList(selected: 0),
        .pantry(selected: 0), .plans(PlansState()),
        .planDay(PlanDayPrompt(purpose: .add(recipe: "apple-pie", scale: 1), plan: nil)),
    ]

    @Test func everyDestinationHasItsScreenInTheRegistryOnce() {
        let names = ScreenRegistry.all.map { $0.name }
        #expect(Set(names).count == names.count)
        #expect(ScreenRegistry.all.count == destinations.count)
        for destination in destinations {
            let scope = Scope(destination)
            #expect(scope != .browse)
            #expect(scope.screen.map { ObjectIdentifier($0) } == ObjectIdentifier(destination.screen), "\(destination)")
            #expect(Scope(table: scope.name) == scope, "[keys.\(scope.name)]")
        }
        #expect(Set(destinations.map(Scope.init)).count == destinations.count)
    }

    @Test func theFootersReadAsTheyWereWrittenByHand() {
        let footers = Dictionary(uniqueKeysWithValues: destinations.map { (Scope($0).name, Keymap.standard.footer(in: Scope($0))) })
        #expect(footers["search"] == "↑↓ choose · Enter open · Esc cancel")
        #expect(footers["help"] == "type to filter · Enter run · Esc close")
        #expect(footers["problems"] == "↑↓ move · Esc close")
        #expect(footers["layout-picker"] == "Enter choose · Esc cancel")
        #expect(footers["confirm-reset"] == "y yes · any other key no")
        #expect(footers["alert"] == "any key closes")
        #expect(footers["scale-to"] == "↑↓ ingredient · Enter scale · Esc cancel")
        #expect(footers["shopping-list"] == "Space tick · c clear ticks · D clear list · u units · Esc close")
        #expect(footers["pantry"] == "Space basket · Enter open · Esc close")
        #expect(footers["plans"] == "Enter open · Space list · d remove · m to day · Esc back")
        #expect(footers["plan-day"] == "↑↓ day · Tab plan · Enter use · Esc cancel")
    }

    @Test func aFooterSaysTheKeysTheUserBound() {
        let shopping = Scope(table: "shopping-list")!
        let keymap = Keymap(screenOverrides: [(shopping, .character("X"), Invocation(.clearTicks)), (shopping, .character("c"), nil)])
        #expect(keymap.footer(in: shopping) == "Space tick · X clear ticks · D clear list · u units · Esc close")
        #expect(Keymap.standard.footer(in: shopping) == "Space tick · c clear ticks · D clear list · u units · Esc close")
    }

    @Test func theRestoredPlaceDropsNoticesAndQuestionsOnly() {
        for destination in destinations {
            let model = NavigationModel(selectedCategory: "dessert", path: ["apple-pie"], focus: .detail, destination: destination)
            let restored = model.restored(in: Fixtures.catalog).model
            let dropped = destination == .confirmReset || destination == .alert("note")
            #expect((restored.destination == nil) == dropped, "\(destination)")
        }
    }

    /// Two cases were renamed when the screens got folders (`search`, `problems` were also
    /// the names of a method and of properties all over); the saved place keeps the old names.
    @Test func theSavedPlaceNamesTheRenamedScreensAsBefore() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]  // as StateStore writes it
        let search = try encoder.encode(Destination.recipeSearch(SearchState(query: "pie")))
        #expect(String(decoding: search, as: UTF8.self) == #"{"search":{"_0":{"query":"pie","selected":0}}}"#)
        let problems = #"{"problems":{"_0":{"text":"","choices":[],"selected":2}}}"#
        #expect(try JSONDecoder().decode(Destination.self, from: Data(problems.utf8)) == .fileProblems(TextEntry(selected: 2)))
    }
}
