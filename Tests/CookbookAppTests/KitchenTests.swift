import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// A small book for the kitchen: a recipe whose steps name times.
enum KitchenBook {
    static let roast = Recipe(
        id: "roast-potatoes", name: "Roast Potatoes", category: "sides", servings: 4, prepMinutes: 10, cookMinutes: 50,
        ingredients: [
            Ingredient(quantity: 1, unit: "kg", item: "potatoes", note: "peeled"),
            Ingredient(quantity: 3, unit: "tbsp", item: "olive oil"),
            Ingredient(quantity: 2, unit: "clove", item: "garlic"),
            Ingredient(item: "salt", text: "salt to taste"),
        ],
        steps: [
            "Heat the oven to 220°C.",
            "Boil the potatoes for 10 minutes, then drain.",
            "Roast the potatoes with the olive oil and garlic for 40 minutes, turning them after 20 minutes.",
        ],
        sections: [StepSection(name: "Roasting", firstStep: 2)])
    static let salad = Recipe(
        id: "potato-salad", name: "Potato Salad", category: "sides", servings: 2,
        ingredients: [Ingredient(quantity: 500, unit: "g", item: "potatoes"), Ingredient(quantity: 1, item: "onion")],
        steps: ["Boil the potatoes for 15 minutes."])
    static let library = try! Library(categories: [Category(id: "sides", name: "Sides")], recipes: [roast, salad])

    static func app(_ link: String, at start: Date) -> App {
        App(model: DeepLink.resolve(link, in: library.catalog)!, catalog: library.catalog, width: 80, height: 24,
            now: start)
    }
}

extension App {
    /// The frame the session would have on screen, from the kitchen book.
    func kitchenFrame() -> Frame { lastFrame(KitchenBook.library) }

    @discardableResult
    mutating func kitchenPress(_ key: Key) -> [Effect] { press(key, KitchenBook.library) }

    /// The clock says `date`: what the app asks, but for writing the place (which follows
    /// any change after the quiet time, see SessionTests).
    mutating func kitchenTick(_ date: Date) -> [Effect] {
        update(.tick(date), frame: kitchenFrame()).filter { if case .save = $0 { false } else { true } }
    }
}

@Suite struct KitchenTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func aTimerStartsFromTheStepRingsOnceWhenItEndsAndAKeyPutsItAway() {
        var app = KitchenBook.app("cookbook://cook/roast-potatoes?step=2", at: start)
        #expect(app.kitchenFrame().canvas.text.contains("Step 2 of 3"))
        app.kitchenPress(.character("t"))
        #expect(app.model.timers.map(\.seconds) == [600])
        #expect(app.model.timers.first?.ends == start.addingTimeInterval(600))
        #expect(app.kitchenTick(start.addingTimeInterval(599)) == [.draw])
        // The status bar counts down on every screen, from the frame's clock.
        app.now = start.addingTimeInterval(30)
        app.kitchenPress(.escape)
        #expect(app.model.destination == nil)
        #expect(app.kitchenFrame().canvas.lines().last?.contains("timer 9:30") == true)
        #expect(app.kitchenTick(start.addingTimeInterval(600)) == [.draw, .bell])
        #expect(app.message == "timer done: step 2: 10 minutes")
        #expect(app.kitchenTick(start.addingTimeInterval(601)) == [.draw], "the bell rings once")
        #expect(app.kitchenFrame().canvas.lines().last?.contains("DONE step 2: 10 minu…") == true)
        app.kitchenPress(.character("j"))
        #expect(app.model.timers.isEmpty, "any key acknowledges it")
        #expect(app.kitchenTick(start.addingTimeInterval(602)).isEmpty)
    }

    @Test func bigTPicksWhichTimeOfTheStepToStartAndTStopsIt() {
        var app = KitchenBook.app("cookbook://cook/roast-potatoes?step=3", at: start)
        app.kitchenPress(.character("T"))
        app.kitchenPress(.character("t"))
        #expect(app.model.timers.map(\.seconds) == [1200])
        app.kitchenPress(.character("t"))
        #expect(app.model.timers.isEmpty)
        #expect(app.message == "timer stopped: 20 minutes")
        // A step with no time says so.
        app.kitchenPress(.character("g"))
        app.kitchenPress(.character("t"))
        #expect(app.message == "no time in this step to set a timer for")
    }

    @Test func equalsScalesSoThatAnIngredientIsTheAmountTyped() {
        var app = KitchenBook.app("roast-potatoes", at: start)
        app.kitchenPress(.character("="))
        #expect(app.model.destination == .scaleTo(ScalePrompt(recipe: "roast-potatoes", ingredient: 0)))
        for key in "1.5" { app.kitchenPress(.character(key)) }
        app.kitchenPress(.enter)
        #expect(app.model.destination == nil)
        #expect(app.model.scale(of: "roast-potatoes") == 1.5)
        #expect(app.message == "6 servings (written for 4)")
        // The cursor's ingredient is the one asked about; one with no number can't scale.
        app.kitchenPress(.character("="))
        app.kitchenPress(.down)
        app.kitchenPress(.down)
        app.kitchenPress(.down)
        app.kitchenPress(.character("2"))
        app.kitchenPress(.enter)
        #expect(app.message == "salt has no amount to scale by")
    }

    @Test func theBasketMakesOneShoppingListToTickOff() {
        var app = KitchenBook.app("roast-potatoes", at: start)
        app.kitchenPress(.character(" "))
        app.kitchenPress(.character("*"))  // 2×: the basket follows
        app.kitchenPress(.character("l"))
        app.kitchenPress(.left)
        app.kitchenPress(.down)
        app.kitchenPress(.character(" "))
        #expect(app.model.basket == [BasketEntry(id: "roast-potatoes", scale: 2), BasketEntry(id: "potato-salad")])
        app.kitchenPress(.character("L"))
        #expect(app.model.destination == .shoppingList(selected: 0))
        let text = app.kitchenFrame().canvas.text
        #expect(text.contains("2.5 kg"), "1 kg × 2 and 500 g, summed\n\(text)")
        app.kitchenPress(.character(" "))
        #expect(app.model.ticked == ["potato"])
        #expect(app.model.destination == .shoppingList(selected: 1), "ticking moves on")
        app.kitchenPress(.character("c"))
        #expect(app.model.ticked.isEmpty)
        app.kitchenPress(.escape)
        #expect(app.model.destination == nil)
    }

    @Test func theShoppingListKeyOnAnEmptyBasketSaysHowToFillIt() {
        var app = KitchenBook.app("roast-potatoes", at: start)
        app.kitchenPress(.character("L"))
        #expect(app.model.destination == nil)
        #expect(app.message == "the basket is empty: Space on a recipe puts it in")
    }

    @Test func cookingModeShowsTheStepItsIngredientsAtScaleAndItsTimes() {
        var model = DeepLink.resolve("cookbook://cook/roast-potatoes?step=3&servings=8", in: KitchenBook.library.catalog)!
        model.timers = [KitchenTimer(label: "step 3: 40 minutes", recipeID: "roast-potatoes", step: 2, seconds: 2400,
                                     ends: Date(timeIntervalSinceReferenceDate: 95))]
        expectSnapshot(render(model, KitchenBook.library, width: 80, height: 24).lines(), named: "cooking-80x24")
        expectSnapshot(render(model, KitchenBook.library, width: 40, height: 15).lines(), named: "cooking-40x15")
    }

    @Test func aScaledRecipeSaysSoAboveItsAmounts() {
        var model = DeepLink.resolve("cookbook://recipe/roast-potatoes?servings=6", in: KitchenBook.library.catalog)!
        model.basket = [BasketEntry(id: "roast-potatoes", scale: 1.5)]
        expectSnapshot(render(model, KitchenBook.library, width: 80, height: 24).lines(), named: "scaled-recipe-80x24")
    }

    @Test func theShoppingListGroupsByAisle() {
        var model = DeepLink.resolve("cookbook://shop", in: KitchenBook.library.catalog)!
        model.basket = [BasketEntry(id: "roast-potatoes", scale: 2), BasketEntry(id: "potato-salad")]
        model.ticked = ["olive oil"]
        expectSnapshot(render(model, KitchenBook.library, width: 80, height: 24).lines(), named: "shopping-list-80x24")
    }
}

extension KitchenTests {
    /// A file moved aside, or saved broken by an editor for a moment: its recipe is missing
    /// from the library, never from the basket.
    @Test func aRecipeMissingFromTheLibraryStaysInTheBasketAndComesBack() throws {
        var app = KitchenBook.app("roast-potatoes", at: start)
        app.kitchenPress(.character("*"))
        app.kitchenPress(.character(" "))
        let kept = [BasketEntry(id: "roast-potatoes", scale: 2)]
        let smaller = try Library(categories: [Category(id: "sides", name: "Sides")], recipes: [KitchenBook.salad])
        _ = app.update(.libraryChanged(smaller.catalog, problems: []), frame: app.lastFrame(smaller))
        #expect(app.model.basket == kept)
        #expect(app.message == "1 recipe in the basket is not in the library now: kept")
        _ = app.update(.libraryChanged(KitchenBook.library.catalog, problems: []), frame: app.kitchenFrame())
        #expect(app.model.basket == kept, "there again, at its scale")
    }

    @Test func theShoppingListNamesTheMissingRecipesAndLeavesThemOutOfItsSums() throws {
        let smaller = try Library(categories: [Category(id: "sides", name: "Sides")], recipes: [KitchenBook.salad])
        var model = DeepLink.resolve("cookbook://shop", in: smaller.catalog)!
        model.basket = [BasketEntry(id: "roast-potatoes", scale: 2), BasketEntry(id: "potato-salad")]
        let text = render(model, smaller, width: 100, height: 24).lines().joined(separator: "\n")
        #expect(text.contains("Shopping list · 1 recipe · 1 missing"), "\(text)")
        #expect(text.contains("500 g  potatoes"), "the salad's potatoes alone, not the roast's 2 kg\n\(text)")
        #expect(text.contains("Not in the library"))
        #expect(text.contains("roast-potatoes"))
    }

    @Test func basketWithAnIDTakesOutARecipeTheLibraryNoLongerHas() throws {
        let smaller = try Library(categories: [Category(id: "sides", name: "Sides")], recipes: [KitchenBook.salad])
        var model = NavigationModel.start(in: smaller.catalog)
        model.basket = [BasketEntry(id: "roast-potatoes")]
        var app = App(model: model, catalog: smaller.catalog, width: 80, height: 24, now: start)
        _ = app.run(Invocation(.basket, "roast-potatoes"), on: .browse, frame: app.lastFrame(smaller))
        #expect(app.model.basket.isEmpty)
        #expect(app.message == "roast-potatoes taken out of the basket")
        _ = app.run(Invocation(.basket, "roast-potatoes"), on: .browse, frame: app.lastFrame(smaller))
        #expect(app.model.basket.isEmpty, "and not put back: the library has no such recipe")
        #expect(app.message == "no recipe 'roast-potatoes'")
        _ = app.run(Invocation(.basket, "Potato Salad"), on: .browse, frame: app.lastFrame(smaller))
        #expect(app.model.basket == [BasketEntry(id: "potato-salad")], "by name, as :open finds it")
    }
}
