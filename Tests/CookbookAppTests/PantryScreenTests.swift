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

    /// The run the app asked for last, from the effects of a key.
    func run(of effects: [Effect]) -> Int? {
        effects.lazy.compactMap { if case .rankPantry(_, let run) = $0 { run } else { nil } }.first
    }

    @Test func bigIOpensItAndAsksForTheRankingOnTheAppsDay() {
        var app = app()
        let effects = app.kitchenPress(.character("I"))
        #expect(app.model.destination == .pantry(selected: 0))
        #expect(effects.contains(.rankPantry(today: CalendarDate(either: "2026-11-27")!, run: 1)), "the day of the app's now, not the clock's")
        let count = KitchenBook.library.catalog.recipes.count
        #expect(app.kitchenFrame().canvas.text.contains("Ranking \(count) recipes… 0%"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
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
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
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
        #expect(effects.contains(.rankPantry(today: CalendarDate(either: "2026-11-27")!, run: 1)))
        app.kitchenPress(.escape)
        #expect(app.model.destination == nil)
    }

    @Test func theScreenSaysHowFarTheRankingIsWhileTheKeysWork() {
        var app = app()
        app.kitchenPress(.character("I"))
        let count = KitchenBook.library.catalog.recipes.count
        #expect(app.wake(at: now) == App.progressInterval, "asked how far it is while it runs")
        #expect(app.send(.pantryProgress(run: 1, ranked: count / 2), KitchenBook.library) == [.draw])
        #expect(app.kitchenFrame().canvas.text.contains("Ranking \(count) recipes… \(count / 2 * 100 / count)%"))
        #expect(app.send(.pantryProgress(run: 1, ranked: count / 2), KitchenBook.library).isEmpty, "the same percentage is not drawn again")
        app.kitchenPress(.down)
        #expect(app.model.destination == .pantry(selected: 0), "nothing to move through yet")
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
        #expect(app.kitchenFrame().canvas.text.contains(" 75%   Roast Potatoes"))
        #expect(app.wake(at: now) != App.progressInterval, "no longer asked how far it is")
    }

    @Test func leavingAndComingBackDoesNotRankTwice() {
        var app = app()
        #expect(run(of: app.kitchenPress(.character("I"))) == 1)
        app.kitchenPress(.escape)
        #expect(app.model.destination == nil)
        #expect(run(of: app.kitchenPress(.character("I"))) == nil, "the ranking under way goes on")
        #expect(app.kitchenFrame().canvas.text.contains("Ranking "))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
        app.kitchenPress(.escape)
        #expect(run(of: app.kitchenPress(.character("I"))) == nil, "the ranking made is of this library on this day")
        #expect(app.kitchenFrame().canvas.text.contains(" 75%   Roast Potatoes"))
    }

    @Test func aLibraryChangedWhileItRanksIsRankedAgainAndTheStaleRankingIsDropped() {
        var app = app()
        app.kitchenPress(.character("I"))
        let effects = app.send(.libraryChanged(KitchenBook.library.catalog, problems: []), KitchenBook.library)
        #expect(run(of: effects) == 2, "the library shown is ranked")
        #expect(app.send(.pantryProgress(run: 1, ranked: 3), KitchenBook.library).isEmpty)
        #expect(app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library).isEmpty)
        #expect(app.pantryRun?.ranking == nil, "a ranking of the library that is gone is not shown")
        #expect(app.kitchenFrame().canvas.text.contains("Ranking "))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 2), KitchenBook.library)
        #expect(app.kitchenFrame().canvas.text.contains(" 75%   Roast Potatoes"))
    }

    @Test func aLibraryChangedUnderTheRankingShownIsRankedAgain() {
        var app = app()
        app.kitchenPress(.character("I"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
        #expect(run(of: app.send(.libraryChanged(KitchenBook.library.catalog, problems: []), KitchenBook.library)) == 2)
        #expect(app.kitchenFrame().canvas.text.contains("Ranking "), "not the ranking of the library before")
    }

    @Test func aRankingMadeIsForgottenWhenTheLibraryChangesWithTheScreenClosed() {
        var app = app()
        app.kitchenPress(.character("I"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
        app.kitchenPress(.escape)
        #expect(run(of: app.send(.libraryChanged(KitchenBook.library.catalog, problems: []), KitchenBook.library)) == nil)
        #expect(run(of: app.kitchenPress(.character("I"))) == 2, "asked again when the screen opens")
    }

    @Test func anotherDayRanksAgain() {
        var app = app()
        app.kitchenPress(.character("I"))
        app.send(.pantryRanked(ranked(CalendarDate(either: "2026-11-27")!), run: 1), KitchenBook.library)
        app.kitchenPress(.escape)
        app.send(.tick(now.addingTimeInterval(86_400)), KitchenBook.library)
        let effects = app.kitchenPress(.character("I"))
        #expect(effects.contains(.rankPantry(today: CalendarDate(either: "2026-11-28")!, run: 2)))
    }
}
