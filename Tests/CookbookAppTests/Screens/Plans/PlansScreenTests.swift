import CookbookFixtures
import CookbookFormats
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// A library of files under /lib with two plans, as the session would hand them to the app.
enum PlanBook {
    static let risotto = Recipe(id: "risotto", name: "Risotto", category: "mains", servings: 2,
                                ingredients: [Ingredient(quantity: 300, unit: "g", item: "rice")], steps: ["Stir."], source: "/lib/Risotto.cook")
    static let pancakes = Recipe(id: "breakfast-easy-pancakes", name: "Easy Pancakes", category: "breakfast", servings: 2,
                                 ingredients: [Ingredient(quantity: 3, item: "eggs")], steps: ["Whisk."], source: "/lib/Breakfast/Easy Pancakes.cook")
    static let library = try! Library(
        categories: [Category(id: "mains", name: "Mains"), Category(id: "breakfast", name: "Breakfast")], recipes: [risotto, pancakes])
    static let week = """
        == Monday (2026-03-09) ==

        Breakfast: \\
        - @./Breakfast/Easy Pancakes{4%servings} with @maple syrup{2%tbsp}

        Dinner: \\
        - @./Risotto{}

        == Tuesday (2026-03-10) ==

        Dinner: \\
        - @./Nothing Here{}
        -- leftovers

        """
    static let plans = [
        PlanFile(path: "/lib/Week.menu", root: "/lib", menu: MenuFile(bytes: Array(week.utf8))),
        PlanFile(path: "/lib/Plans/Later.menu", root: "/lib", menu: MenuFile(bytes: Array("= Someday\n@./Risotto{2}\n".utf8))),
    ]
    static let problems = plans.map { FileProblem(path: $0.path, problem: FormatProblem(message: "a menu, not a recipe (skipped)", severity: .notice)) }
    /// Tuesday 2026-03-10, noon where the tests run.
    static let tuesday: Date = Calendar.current.date(from: DateComponents(year: 2026, month: 3, day: 10, hour: 12))!

    static func app(_ model: NavigationModel = NavigationModel(), at now: Date = tuesday) -> App {
        var app = App(model: model, catalog: library.catalog, problems: problems, width: 80, height: 24, now: now)
        app.libraryRoots = ["/lib"]
        return app
    }
}

@Suite struct PlansScreenTests {
    func press(_ app: inout App, _ key: Key) -> [Effect] { app.press(key, PlanBook.library) }

    @Test func pOpensThePlansAndAsksForThemToBeReadAndTodaysDayComesFirstMarked() {
        var app = PlanBook.app()
        #expect(press(&app, .character("P")) == [.readPlans])
        #expect(app.lastFrame(PlanBook.library).canvas.text.contains("Reading the plans"))
        #expect(app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library)) == [.draw])
        let list = app.lastFrame(PlanBook.library).canvas.text
        #expect(list.contains("Week  (2 days, today's)"))
        #expect(list.contains("Plans/Later  (1 day)"))
        _ = press(&app, .enter)
        let text = app.lastFrame(PlanBook.library).canvas.text
        let tuesday = text.range(of: "Tuesday  2026-03-10  · today")
        let monday = text.range(of: "Monday  2026-03-09")
        #expect(tuesday != nil && monday != nil && tuesday!.lowerBound < monday!.lowerBound)
        #expect(text.contains("Nothing Here  (missing: no recipe ./Nothing Here)"))
        #expect(text.contains("Easy Pancakes  ×2"))
        #expect(text.contains("-- leftovers"))
    }

    @Test func enterOnAMealOpensItsRecipeScaledAsThePlanSays() {
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Week", day: nil)))
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        // Tuesday (today) first: its day, label, the missing meal, the note; then Monday, Breakfast, Pancakes.
        for _ in 0..<6 { _ = press(&app, .down) }
        _ = press(&app, .enter)
        #expect(app.model.destination == nil)
        #expect(app.model.path == ["breakfast-easy-pancakes"])
        #expect(app.model.scale(of: "breakfast-easy-pancakes") == 2)
    }

    @Test func spaceOnAPlanPutsItOnTheListWithItsRecipesAndOnADayItsMeals() {
        var model = NavigationModel(destination: PlansScreen.destination(plan: nil, day: nil))
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = PlanBook.app(model)
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        let effects = press(&app, .character(" "))
        let written = effects.lazy.compactMap { if case .writeShoppingList(let change) = $0 { change } else { nil } }.first
        #expect(written.map { ShoppingListWriter.text($0.now) } == "./Week.menu\n  ./Breakfast/Easy Pancakes{2}\n  ./Risotto\n")
        #expect(app.message == "Week is on the shopping list (1 missing from the library left out)")
        // In the plan: Monday (the second day, after today's) as its meals' recipes, which the
        // plan put on already; on a list without the plan, put on.
        _ = press(&app, .enter)
        let rows = PlansScreen.rows(PlansState(plan: "Week"), app: app)
        let monday = rows.firstIndex { if case .day(let name) = $0.kind { name.hasPrefix("Monday") } else { false } }!
        for _ in 0..<monday { _ = press(&app, .down) }
        _ = press(&app, .character(" "))
        #expect(app.message == "nothing new on the shopping list (2 on it already)")
        var fresh = PlanBook.app(model)
        _ = fresh.update(.plansRead(PlanBook.plans), frame: fresh.lastFrame(PlanBook.library))
        _ = press(&fresh, .enter)
        for _ in 0..<monday { _ = press(&fresh, .down) }
        _ = press(&fresh, .character(" "))
        #expect(fresh.message == "2 recipes on the shopping list")
        #expect(fresh.model.basket.map(\.id).contains("risotto"))
    }

    @Test func aMealAskedByAmountIsScaledByTheYieldReadWithThePlans() {
        let plan = PlanFile(path: "/lib/Later.menu", root: "/lib", menu: MenuFile(bytes: Array("= Someday\n@./Risotto{1.2%kg}\n".utf8)))
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Later", day: nil)))
        _ = app.update(.plansRead([plan], yields: ["risotto": "600%g"]), frame: app.lastFrame(PlanBook.library))
        #expect(app.lastFrame(PlanBook.library).canvas.text.contains("Risotto  ×2"))
        _ = press(&app, .down)
        _ = press(&app, .enter)
        #expect(app.model.path == ["risotto"])
        #expect(app.model.scale(of: "risotto") == 2)
        // Without its yield the amount cannot be made: as written, and said why.
        var without = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Later", day: nil)))
        _ = without.update(.plansRead([plan]), frame: without.lastFrame(PlanBook.library))
        _ = press(&without, .down)
        _ = press(&without, .enter)
        #expect(without.model.scale(of: "risotto") == 1)
        #expect(without.message?.contains("yield") == true)
    }

    @Test func spaceOnADayWithARecipeTwicePutsItOnOnceWithBothScalesAndSaysWhatWasThere() {
        let plan = PlanFile(path: "/lib/Later.menu", root: "/lib", menu: MenuFile(bytes: Array(
            "= Someday\nLunch: @./Risotto{2}\nDinner: @./Risotto{4}\n@./Breakfast/Easy Pancakes{}\n".utf8)))
        var model = NavigationModel(destination: PlansScreen.destination(plan: "Later", day: nil))
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = PlanBook.app(model)
        _ = app.update(.plansRead([plan]), frame: app.lastFrame(PlanBook.library))
        let effects = press(&app, .character(" "))
        let written = effects.lazy.compactMap { if case .writeShoppingList(let change) = $0 { change } else { nil } }.first
        #expect(written.map { ShoppingListWriter.text($0.now) } == "./Risotto.cook{6}\n./Breakfast/Easy Pancakes.cook\n")
        #expect(app.message == "2 recipes on the shopping list")
        _ = press(&app, .character(" "))
        #expect(app.message == "nothing new on the shopping list (2 on it already)")
    }

    @Test func aMissingMealIsSaidAndOpensNothing() {
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Week", day: nil)))
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        _ = press(&app, .down)
        _ = press(&app, .down)
        _ = press(&app, .enter)
        #expect(app.message == "./Nothing Here is missing: the library has no recipe there")
        #expect(app.model.path.isEmpty)
    }

    @Test func dRemovesTheMealAsAnEffectAndSaysWhat() {
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Week", day: nil)))
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        for _ in 0..<8 { _ = press(&app, .down) }
        let effects = press(&app, .character("d"))
        #expect(effects == [.editPlan(path: "/lib/Week.menu", edit: .remove(path: "./Risotto", day: "Monday (2026-03-09)"),
                                      creating: false, said: "removed Risotto from Monday (2026-03-09)")])
        #expect(app.update(.planEdited(path: "/lib/Week.menu", failure: nil, said: "removed Risotto from Monday (2026-03-09)"),
                           frame: app.lastFrame(PlanBook.library)) == [.readPlans, .draw])
        #expect(app.message == "removed Risotto from Monday (2026-03-09)")
    }

    @Test func dOnTheSecondMealOfARecipeInADayRemovesThatOne() {
        let plan = PlanFile(path: "/lib/Later.menu", root: "/lib", menu: MenuFile(bytes: Array("= Someday\n@./Risotto{}\n@./Risotto{2}\n".utf8)))
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Later", day: nil)))
        _ = app.update(.plansRead([plan]), frame: app.lastFrame(PlanBook.library))
        _ = press(&app, .down)
        _ = press(&app, .down)
        #expect(press(&app, .character("d")) == [.editPlan(path: "/lib/Later.menu", edit: .remove(path: "./Risotto", day: "Someday", occurrence: 1),
                                                          creating: false, said: "removed Risotto from Someday")])
    }

    @Test func removeAndMoveAreOfferedOnlyOnAMeal() {
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: nil, day: nil)))
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        let list = app.lastFrame(PlanBook.library).canvas.text
        #expect(!list.contains("remove") && !list.contains("to day"), "the list of plans has no meal to act on")
        #expect(list.contains("open"))
        _ = press(&app, .enter)
        // On Tuesday's heading: the box says the keys, the status line does not offer them.
        let day = app.lastFrame(PlanBook.library).canvas.text
        #expect(day.contains("d remove · m to day"))
        let statusOnDay = day.split(separator: "\n").last.map(String.init) ?? ""
        #expect(!statusOnDay.contains("remove"))
        _ = press(&app, .down)
        _ = press(&app, .down)
        let statusOnMeal = app.lastFrame(PlanBook.library).canvas.text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(statusOnMeal.contains("remove") && statusOnMeal.contains("to day"))
        // A link to a plan the library does not have: nothing to act on either.
        var nowhere = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Nowhere", day: nil)))
        _ = nowhere.update(.plansRead(PlanBook.plans), frame: nowhere.lastFrame(PlanBook.library))
        let missing = nowhere.lastFrame(PlanBook.library).canvas.text
        #expect(missing.contains("No plan Nowhere in the library.") && !missing.contains("remove"))
    }

    @Test func mAsksForTheDayAndMovesTheMealThere() {
        var app = PlanBook.app(NavigationModel(destination: PlansScreen.destination(plan: "Week", day: nil)))
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        for _ in 0..<8 { _ = press(&app, .down) }
        _ = press(&app, .character("m"))
        #expect(app.lastFrame(PlanBook.library).canvas.text.contains("Move Risotto from Monday (2026-03-09) to"))
        for c in "Friday" { _ = press(&app, .character(c)) }
        let effects = press(&app, .enter)
        #expect(effects == [.editPlan(path: "/lib/Week.menu", edit: .move(path: "./Risotto", from: "Monday (2026-03-09)", to: "Friday"),
                                      creating: false, said: "moved Risotto to Friday")])
        // Back on the plan.
        #expect(app.model.destination == PlansScreen.destination(plan: "Week", day: nil).withSelected(8))
    }

    @Test func pOnARecipeAddsItToTheChosenPlanAndDayAtItsScale() {
        var app = PlanBook.app(DeepLink.resolve("cookbook://recipe/risotto?servings=4", in: PlanBook.library.catalog)!)
        #expect(press(&app, .character("p")) == [.readPlans])
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        #expect(app.lastFrame(PlanBook.library).canvas.text.contains("Add Risotto to"))
        _ = press(&app, .down)
        let effects = press(&app, .enter)
        #expect(effects == [.editPlan(path: "/lib/Week.menu", edit: .add(reference: "@./Risotto{4%servings}", day: "Tuesday (2026-03-10)"),
                                      creating: false, said: "added Risotto to Tuesday (2026-03-10) in Week")])
        #expect(app.model.destination == nil)
    }

    @Test func planAddOnTheCommandLineFindsThePlanByTheWordsBeforeTheDay() {
        var app = PlanBook.app(DeepLink.resolve("cookbook://recipe/risotto", in: PlanBook.library.catalog)!)
        let frame = app.lastFrame(PlanBook.library)
        #expect(app.run(Invocation(.plans, "add plans/later Sunday lunch"), on: .browse, frame: frame)
            == .editPlan(path: "/lib/Plans/Later.menu", edit: .add(reference: "@./Risotto{}", day: "Sunday lunch"), creating: false,
                         said: "added Risotto to Sunday lunch in Plans/Later"))
        _ = app.run(Invocation(.plans, "add Monday"), on: .browse, frame: frame)
        #expect(app.message == "which plan? :plan add PLAN DAY (Week, Plans/Later)")
        #expect(app.run(Invocation(.plans, "new Soon Friday"), on: .browse, frame: frame)
            == .editPlan(path: "/lib/Soon.menu", edit: .add(reference: "@./Risotto{}", day: "Friday"), creating: true,
                         said: "added Risotto to Friday in Soon (a new plan)"))
    }

    @Test func aLinkOpensAPlanOnADayAndReadsBackAsItself() throws {
        let link = try #require(Link(url: "cookbook://plan/Plans/Week%201?day=Day%202"))
        #expect(link.place == .plan("Plans/Week 1", day: "Day 2"))
        #expect(link.url == "cookbook://plan/Plans/Week%201?day=Day%202")
        let model = try #require(link.screen(in: PlanBook.library.catalog))
        #expect(model.destination == PlansScreen.destination(plan: "Plans/Week 1", day: "Day 2"))
        var app = PlanBook.app(model)
        #expect(app.update(.start(PlanBook.tuesday), frame: app.lastFrame(PlanBook.library)) == [.readPlans, .draw])
    }

    @Test func theMealsOfAPlanOrADayAreGivenForTheShoppingList() {
        var app = PlanBook.app()
        #expect(app.plannedMeals(plan: "Week") == nil)
        _ = app.update(.plansRead(PlanBook.plans), frame: app.lastFrame(PlanBook.library))
        #expect(app.plannedMeals(plan: "Week")?.map(\.id) == ["breakfast-easy-pancakes", "risotto", nil])
        #expect(app.plannedMeals(plan: "Week")?.map(\.scale) == [2, 1, 1])
        #expect(app.plannedMeals(plan: "Week", day: "Tuesday")?.map(\.reference.path) == ["./Nothing Here"])
    }
}

extension Destination {
    /// The Plans screen with another row highlighted.
    func withSelected(_ row: Int) -> Destination {
        guard case .plans(var state) = self else { return self }
        state.selected = row
        return .plans(state)
    }
}
