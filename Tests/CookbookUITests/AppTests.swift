import CookbookFixtures
import CookbookKit
@testable import CookbookUI
import Foundation
import Testing

/// The app without a terminal: keys and clicks in, model and messages out.
@Suite struct AppTests {
    let cookbook = Fixtures.cookbook

    func app(_ model: NavigationModel? = nil, width: Int = 80, height: Int = 24) -> App {
        App(model: model ?? .start(in: cookbook), cookbook: cookbook, width: width, height: height)
    }

    @Test func clickingARowSelectsItAndFocusesItsColumn() {
        var app = app()
        let layout = Layout(width: 80, height: 24, model: app.model)!
        // Row 2 of the recipe column is Fruit Pie Filling (rows start under the title and rule).
        _ = app.handle(.mouse(MouseEvent(kind: .press, x: layout.recipes!.x + 3, y: 4)))
        #expect(app.model.path == ["fruit-pie-filling"])
        #expect(app.model.focus == .recipes)
        _ = app.handle(.mouse(MouseEvent(kind: .press, x: 2, y: 3)))
        #expect(app.model.selectedCategory == "pancake")
        #expect(app.model.focus == .categories)
    }

    @Test func clickingARelatedRecipeOpensIt() {
        var app = app(DeepLink.resolve("pie-crust", in: cookbook))
        let frame = app.frame(theme: .monochrome)
        let row = frame.lines().firstIndex { $0.contains("→ Apple Pie") }!
        let layout = Layout(width: 80, height: 24, model: app.model)!
        _ = app.handle(.mouse(MouseEvent(kind: .press, x: layout.main.x + 4, y: row)))
        #expect(app.model.path == ["pie-crust", "apple-pie"])
    }

    @Test func theWheelScrollsTheColumnUnderIt() {
        var app = app()
        let layout = Layout(width: 80, height: 24, model: app.model)!
        _ = app.handle(.mouse(MouseEvent(kind: .wheelDown, x: layout.recipes!.x + 2, y: 10)))
        #expect(app.model.focus == .recipes)
        #expect(app.model.path == ["creme-brulee"], "three rows down from the first, clamped at the end")
        _ = app.handle(.mouse(MouseEvent(kind: .wheelUp, x: layout.recipes!.x + 2, y: 10)))
        #expect(app.model.path == ["apple-pie"])
    }

    @Test func clickingOutsideAPresentedScreenClosesIt() {
        var app = app()
        _ = app.handle(.character("?"))
        #expect(app.model.destination == .help)
        _ = app.handle(.mouse(MouseEvent(kind: .press, x: 0, y: 0)))
        #expect(app.model.destination == nil)
    }

    @Test func yShowsTheLinkAndTOpensTheRecipeOfTheDay() {
        var app = app(DeepLink.resolve("cookbook://recipe/apple-pie/pie-crust", in: cookbook))
        _ = app.handle(.character("y"))
        #expect(app.message == "cookbook://recipe/apple-pie/pie-crust")
        _ = app.handle(.character("j"))
        #expect(app.message == nil, "a message lasts until the next key")
        app.now = { Date(timeIntervalSince1970: 1_800_000_000) }
        _ = app.handle(.character("t"))
        let expected = RecipeOfTheDay.recipeID(on: Date(timeIntervalSince1970: 1_800_000_000), in: cookbook)!
        #expect(app.model.path == [expected])
        #expect(app.model.focus == .detail)
    }

    @Test func inTheGridArrowsMoveByTileAndByRow() {
        var app = app(NavigationModel(selectedCategory: "dessert", path: ["apple-pie"], focus: .recipes, experience: .twoColumn))
        #expect(app.context.gridColumns == 2)
        _ = app.handle(.down)
        #expect(app.model.path == ["fruit-pie-filling"], "one row of two tiles down")
        _ = app.handle(.right)
        #expect(app.model.path == ["creme-brulee"])
        _ = app.handle(.left)
        #expect(app.model.path == ["fruit-pie-filling"])
        _ = app.handle(.left)
        #expect(app.model.focus == .categories, "left from the first tile of a row")
    }

    @Test func searchingFromTheKeyboard() {
        var app = app()
        for key: Key in [.character("/"), .character("c"), .character("a"), .character("b"), .enter] {
            _ = app.handle(key)
        }
        #expect(app.model.path == ["okonomiyaki"], "found by its ingredient, cabbage")
        #expect(app.model.focus == .detail)
    }

    @Test func qQuitsAndControlLRedraws() {
        var app = app()
        #expect(app.handle(.character("q")) == .quit)
        #expect(app.handle(.character("\u{0C}")) == .redraw)
    }
}
