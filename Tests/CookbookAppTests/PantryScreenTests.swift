import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// `I`: what can I cook, from the kitchen book and a pantry.
@Suite struct PantryScreenTests {
    /// 2026-11-27, as the tick said it.
    let now = Date(timeIntervalSince1970: 1_795_737_600)
    let pantry = Pantry([
        Pantry.Item(name: "potatoes", quantity: 2, unit: "kg", expire: CalendarDate(either: "2026-11-30")),
        Pantry.Item(name: "olive oil", quantity: 500, unit: "ml"),
        Pantry.Item(name: "salt"),
    ])

    func app() -> App {
        App(model: DeepLink.resolve("roast-potatoes", in: KitchenBook.library.catalog)!, catalog: KitchenBook.library.catalog,
            width: 80, height: 24, now: now, household: HouseholdSettings(pantry: pantry))
    }

    /// The ranking the session makes for `Effect.rankPantry`.
    func ranked(_ today: CalendarDate) -> PantryRanking {
        PantryRanking(KitchenBook.library.catalog.recipes.compactMap { KitchenBook.library.recipe(id: $0.id) },
                      settings: HouseholdSettings(pantry: pantry), today: today)
    }

    @Test func bigIOpensItAndAsksForTheRankingOnTheAppsDay() {
        var app = app()
        let effects = app.kitchenPress(.character("I"))
        #expect(app.model.destination == .pantry(selected: 0))
        #expect(effects.contains(.rankPantry(today: CalendarDate(either: "2026-11-27")!)), "the day of the app's now, not the clock's")
        #expect(app.kitchenFrame().canvas.text.contains("Reading the recipes…"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!)), KitchenBook.library)
        let text = app.kitchenFrame().canvas.text
        #expect(text.contains("Expiring within a week"), "\(text)")
        #expect(text.contains("2026-11-30  potatoes  Roast Potatoes, Potato Salad"), "\(text)")
        #expect(text.contains(" 75%   Roast Potatoes"), "potatoes, oil, salt at home; no garlic\n\(text)")
        #expect(text.contains("missing garlic"), "\(text)")
        #expect(text.contains(" 50%   Potato Salad"), "\(text)")
    }

    @Test func spacePutsTheHighlightedRecipeInTheBasketAndEnterOpensIt() {
        var app = app()
        app.kitchenPress(.character("I"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!)), KitchenBook.library)
        app.kitchenPress(.down)
        #expect(app.model.destination == .pantry(selected: 1))
        app.kitchenPress(.character(" "))
        #expect(app.model.basket == [BasketEntry(id: "potato-salad")])
        #expect(app.message?.hasPrefix("Potato Salad is in the basket") == true)
        app.kitchenPress(.enter)
        #expect(app.model.destination == nil)
        #expect(app.model.shownRecipeID == "potato-salad")
    }

    @Test func theCommandLineOpensItToo() {
        var app = app()
        app.kitchenPress(.character(":"))
        for character in "pantry" { app.kitchenPress(.character(character)) }
        let effects = app.kitchenPress(.enter)
        #expect(app.model.destination == .pantry(selected: 0))
        #expect(effects.contains(.rankPantry(today: CalendarDate(either: "2026-11-27")!)))
        app.kitchenPress(.escape)
        #expect(app.model.destination == nil)
    }
}
