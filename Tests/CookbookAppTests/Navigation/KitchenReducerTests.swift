import CookbookFixtures
import CookbookModel
import CookbookApp
import Foundation
import Testing

/// Scaling, units, the basket, cooking mode and timers, as the reducer does them.
@Suite struct KitchenReducerTests {
    let catalog = Fixtures.catalog
    /// Apple Pie (written for 8) shown, the detail focused.
    var applePie: NavigationModel { DeepLink.resolve("apple-pie", in: catalog)! }

    func reduced(_ model: NavigationModel, _ actions: Action...) -> NavigationModel {
        Fixtures.reduced(model, actions)
    }

    @Test func plusAndMinusChangeServingsByOneAndNeverBelowOne() {
        #expect(reduced(applePie, .scaleServings(1)).scale(of: "apple-pie") == 9.0 / 8)
        #expect(reduced(applePie, .scaleServings(-1), .scaleServings(-1)).scale(of: "apple-pie") == 6.0 / 8)
        #expect(reduced(applePie, .scaleServings(-100)).scale(of: "apple-pie") == 1.0 / 8)
        // Back to as written is no scale kept at all.
        #expect(reduced(applePie, .scaleServings(1), .scaleServings(-1)).scales.isEmpty)
    }

    @Test func starCyclesHalfOnceTwiceThrice() {
        var model = applePie
        var seen: [Double] = []
        for _ in 0..<5 {
            model = reduced(model, .cycleScale)
            seen.append(model.scale(of: "apple-pie"))
        }
        #expect(seen == [2, 3, 0.5, 1, 2])
    }

    @Test(arguments: [0, -3, .infinity, .nan, 1e308, 1e-9, 1001])
    func absurdFactorsAreRefused(factor: Double) {
        #expect(reduced(applePie, .setScale("apple-pie", factor)).scales.isEmpty)
    }

    @Test func servingsAreCheckedBeforeTheyBecomeAFactor() {
        #expect(Scale.factor(servings: 12, of: 8) == .success(1.5))
        #expect(Scale.factor(servings: 0, of: 4) == .failure(.notPositive))
        #expect(Scale.factor(servings: 1_000_000, of: 4) == .failure(.tooLarge(maximum: 4000)))
        #expect(Scale.parse("2x", base: 4) == .success(2))
        #expect(Scale.parse("×0,5", base: 4) == .success(0.5))
        #expect(Scale.parse("6", base: 4) == .success(1.5))
        #expect(Scale.parse("six", base: 4) == .failure(.notANumber))
    }

    @Test func theYieldLineScalesItsNumbersButNotSizes() {
        #expect(Scale.yield("8-10 cookies", by: 1.5) == "12-15 cookies")
        #expect(Scale.yield("4人分", by: 2) == "8人分")
        #expect(Scale.yield("one 9-inch pie", by: 2) == "one 9-inch pie")
        #expect(Scale.yield("2 loaves", by: 0.75) == "1½ loaves")
        #expect(Scale.yield("4 servings", by: 1) == "4 servings")
    }

    @Test func unitsCycleAsWrittenMetricUS() {
        #expect(reduced(applePie, .cycleUnits).units == .metric)
        #expect(reduced(applePie, .cycleUnits, .cycleUnits).units == .us)
        #expect(reduced(applePie, .cycleUnits, .cycleUnits, .cycleUnits).units == .asWritten)
    }

    @Test func theBasketTakesARecipeAtItsScaleAndFollowsItsScale() {
        let model = reduced(applePie, .cycleScale, .toggleBasket)
        #expect(model.basket == [BasketEntry(id: "apple-pie", scale: 2)])
        #expect(reduced(model, .cycleScale).basket == [BasketEntry(id: "apple-pie", scale: 3)])
        #expect(reduced(model, .toggleBasket).basket.isEmpty)
    }

    @Test func scalingWorksOnTheRecipeBeingCooked() {
        let cooking = reduced(applePie, .cook)
        #expect(cooking.destination == .cooking(CookingState(recipe: "apple-pie")))
        let scaled = reduced(cooking, .scaleServings(1), .cycleUnits)
        #expect(scaled.destination == cooking.destination, "the kitchen keys never close cooking mode")
        #expect(scaled.scale(of: "apple-pie") == 9.0 / 8)
    }

    @Test func cookingMovesThroughTheStepsAndStaysInThem() {
        var model = reduced(applePie, .cook)
        model = reduced(model, .move(1), .move(1), .move(1), .move(1))
        #expect(model.destination == .cooking(CookingState(recipe: "apple-pie", step: 2)))
        model = reduced(model, .moveToFirst)
        #expect(model.destination == .cooking(CookingState(recipe: "apple-pie", step: 0)))
        model = reduced(model, .move(-1))
        #expect(model.destination == .cooking(CookingState(recipe: "apple-pie", step: 0)))
        let back = reduced(model, .dismiss)
        #expect(back.destination == nil)
        #expect(back.path == ["apple-pie"] && back.focus == .detail, "Esc returns to where you were")
    }

    @Test func timersStartStopRingOnceAndGoWhenAcknowledged() {
        let start = Date(timeIntervalSinceReferenceDate: 1000)
        let timer = KitchenTimer(label: "step 1: 25 minutes", recipeID: "apple-pie", step: 0, seconds: 1500,
                                 ends: start.addingTimeInterval(1500))
        var model = reduced(applePie, .toggleTimer(timer))
        #expect(model.timers == [timer])
        #expect(reduced(model, .toggleTimer(timer)).timers.isEmpty, "t again stops it")
        model = reduced(model, .tick(start.addingTimeInterval(1499)))
        #expect(model.timers.first?.rang == false)
        #expect(model.timers.first?.remaining(at: start.addingTimeInterval(1499)) == 1)
        model = reduced(model, .tick(start.addingTimeInterval(1500)))
        #expect(model.timers.first?.rang == true)
        #expect(reduced(model, .acknowledgeTimers).timers.isEmpty)
    }

    @Test func fiftyTimersRunAtMost() {
        var model = applePie
        for seconds in 1...60 {
            model.reduce(.toggleTimer(KitchenTimer(label: "\(seconds)", recipeID: "apple-pie", step: 0, seconds: seconds,
                                                   ends: Date(timeIntervalSinceReferenceDate: Double(seconds)))), in: catalog)
        }
        #expect(model.timers.count == KitchenTimer.limit)
    }

    @Test func theBasketKeepsDeletedRecipesWhereTheScreenDropsThem() {
        var saved = applePie
        saved.scales = ["apple-pie": 2, "ghost": 3]
        saved.basket = [BasketEntry(id: "ghost"), BasketEntry(id: "apple-pie", scale: 2)]
        saved.destination = .cooking(CookingState(recipe: "ghost", step: 4))
        let (restored, missing) = saved.restored(in: catalog)
        #expect(restored.scales == ["apple-pie": 2])
        #expect(restored.basket == saved.basket, "the user's, until the user takes it out")
        #expect(restored.missingFromBasket(in: catalog) == [BasketEntry(id: "ghost")])
        #expect(restored.destination == nil)
        #expect(missing == 0, "the place lost nothing")
    }

    @Test func theKitchenIsSavedAndRestored() throws {
        var model = reduced(applePie, .cycleScale, .toggleBasket, .cycleUnits, .toggleTicked("flour"), .cook, .move(1))
        model.reduce(.toggleTimer(KitchenTimer(label: "bake", recipeID: "apple-pie", step: 1, seconds: 60,
                                               ends: Date(timeIntervalSinceReferenceDate: 5000))), in: catalog)
        let data = try JSONEncoder().encode(model)
        let decoded = try JSONDecoder().decode(NavigationModel.self, from: data)
        #expect(decoded == model)
        // A file from before the kitchen reads as a kitchen with nothing in it.
        let old = try JSONDecoder().decode(NavigationModel.self, from: Data(#"{"version":1,"recipePathIds":[]}"#.utf8))
        #expect(old.scales.isEmpty && old.basket.isEmpty && old.timers.isEmpty && old.units == .asWritten)
    }
}
