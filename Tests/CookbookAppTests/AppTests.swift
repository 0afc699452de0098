import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// The app without a terminal: keys and clicks in, model and messages out.
@Suite struct AppTests {
    let cookbook = Fixtures.library

    func app(_ model: NavigationModel? = nil, width: Int = 80, height: Int = 24) -> App {
        App(model: model ?? .start(in: cookbook.catalog), catalog: cookbook.catalog, width: width, height: height)
    }

    @Test func clickingARowSelectsItAndFocusesItsColumn() {
        var app = app()
        let panes = paneGeometry(app.model, width: 80, height: 24)!
        // Row 2 of the recipe column is Fruit Pie Filling (rows start under the title and rule).
        _ = app.send(.mouse(MouseEvent(kind: .press, x: panes.recipes!.x + 3, y: 4)))
        #expect(app.model.path == ["fruit-pie-filling"])
        #expect(app.model.focus == .recipes)
        _ = app.send(.mouse(MouseEvent(kind: .press, x: 2, y: 3)))
        #expect(app.model.selectedCategory == "pancake")
        #expect(app.model.focus == .categories)
    }

    @Test func clickingARelatedRecipeOpensIt() {
        var app = app(DeepLink.resolve("pie-crust", in: cookbook.catalog))
        let frame = app.lastFrame().canvas
        let row = frame.lines().firstIndex { $0.contains("→ Apple Pie") }!
        let panes = paneGeometry(app.model, width: 80, height: 24)!
        _ = app.send(.mouse(MouseEvent(kind: .press, x: panes.main.x + 4, y: row)))
        #expect(app.model.path == ["pie-crust", "apple-pie"])
    }

    @Test func theWheelScrollsTheColumnUnderIt() {
        var app = app()
        let panes = paneGeometry(app.model, width: 80, height: 24)!
        _ = app.send(.mouse(MouseEvent(kind: .wheelDown, x: panes.recipes!.x + 2, y: 10)))
        #expect(app.model.focus == .recipes)
        #expect(app.model.path == ["creme-brulee"], "three rows down from the first, clamped at the end")
        _ = app.send(.mouse(MouseEvent(kind: .wheelUp, x: panes.recipes!.x + 2, y: 10)))
        #expect(app.model.path == ["apple-pie"])
    }

    @Test func clickingOutsideAPresentedScreenClosesIt() {
        var app = app()
        _ = app.press(.character("?"))
        #expect(app.model.destination == .help(TextEntry()))
        _ = app.send(.mouse(MouseEvent(kind: .press, x: 0, y: 0)))
        #expect(app.model.destination == nil)
    }

    @Test func yShowsTheLinkAndTOpensTheRecipeOfTheDay() {
        var app = app(DeepLink.resolve("cookbook://recipe/apple-pie/pie-crust", in: cookbook.catalog))
        _ = app.press(.character("y"))
        #expect(app.message == "cookbook://recipe/apple-pie/pie-crust")
        _ = app.press(.character("j"))
        #expect(app.message == nil, "a message lasts until the next key")
        app.now = Date(timeIntervalSince1970: 1_800_000_000)
        _ = app.press(.character("t"))
        let expected = RecipeOfTheDay.recipeID(on: Date(timeIntervalSince1970: 1_800_000_000), in: cookbook.catalog)!
        #expect(app.model.path == [expected])
        #expect(app.model.focus == .detail)
    }

    @Test func inTheGridArrowsMoveByTileAndByRow() {
        var app = app(NavigationModel(selectedCategory: "dessert", path: ["apple-pie"], focus: .recipes, layout: .twoColumn))
        #expect(app.lastFrame().gridColumns == 2)
        _ = app.press(.down)
        #expect(app.model.path == ["fruit-pie-filling"], "one row of two tiles down")
        _ = app.press(.right)
        #expect(app.model.path == ["creme-brulee"])
        _ = app.press(.left)
        #expect(app.model.path == ["fruit-pie-filling"])
        _ = app.press(.left)
        #expect(app.model.focus == .categories, "left from the first tile of a row")
    }

    @Test func searchingFromTheKeyboard() {
        var app = app()
        for key: Key in [.character("/"), .character("c"), .character("a"), .character("b"), .enter] {
            _ = app.press(key)
        }
        #expect(app.model.path == ["okonomiyaki"], "found by its ingredient, cabbage")
        #expect(app.model.focus == .detail)
    }

    @Test func qQuitsAndControlLRedraws() {
        var app = app()
        #expect(app.press(.character("q")).last == .quit(0))
        #expect(app.press(.character("\u{0C}")) == [.repaint])
    }

    @Test func filesNotReadAreCountedInTheStatusLineAndListedByBang() {
        let problems = [
            FileProblem(path: "/r/Broken.cook", problem: FormatProblem(line: 3, column: 7, message: "unclosed {")),
            FileProblem(path: "/r/Week.menu", problem: FormatProblem(message: "a menu, not a recipe"), isNotice: true),
            FileProblem(path: "/r/photo.json", problem: FormatProblem(message: "no Recipe in the JSON-LD")),
        ]
        var app = App(model: .start(in: cookbook.catalog), catalog: cookbook.catalog, problems: problems, width: 100, height: 30)
        #expect(app.lastFrame().canvas.lines().last?.contains("2 files not read — ! to see") == true)
        app.press(.character("!"))
        #expect(app.model.destination == .fileProblems(TextEntry()))
        let text = app.lastFrame().canvas.lines().joined(separator: "\n")
        #expect(text.contains("2 not read, 1 skipped"))
        #expect(text.contains("/r/Broken.cook:3:7: unclosed {"))
        #expect(text.contains("note: /r/Week.menu: a menu, not a recipe"))
        app.press(.down)
        app.press(.down)
        app.press(.down)
        #expect(app.model.destination == .fileProblems(TextEntry(selected: 2)), "clamped to the list")
        app.press(.escape)
        #expect(app.model.destination == nil)
    }
}

extension App {
    /// The frame the session would have on screen now, its recipes read from `library`.
    func lastFrame(_ library: Library = Fixtures.library) -> Frame {
        var recipes: [String: Recipe] = [:]
        for id in recipesShown { recipes[id] = library.recipe(id: id) }
        var memo = RenderMemo()
        return render(recipes: recipes, memo: &memo)
    }

    /// An event handled as the session does, with the frame on screen before it.
    @discardableResult
    mutating func send(_ event: Event, _ library: Library = Fixtures.library) -> [Effect] {
        update(event, frame: lastFrame(library))
    }

    @discardableResult
    mutating func press(_ key: Key, _ library: Library = Fixtures.library) -> [Effect] {
        send(.key(key), library)
    }
}
