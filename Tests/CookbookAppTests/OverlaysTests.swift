import CookbookFixtures
@testable import CookbookRender
@testable import CookbookApp
import Testing

/// A box presented over the columns covers what it lies over: the box, a cell around it and
/// every pane that touches, whole (`Overlays.cover`), so that no word of the columns shows
/// cut beside it or under it; the panes it does not touch stay as they were.
@Suite struct OverlaysTests {
    let cookbook = Fixtures.library

    /// The box's rectangle: the cells of its border's corners.
    func boxRect(in canvas: Canvas) -> Rect? {
        for y in 0..<canvas.height {
            for x in 0..<canvas.width where canvas[x, y].text == "┌" {
                var right = x + 1
                while right < canvas.width, canvas[right, y].text != "┐" { right += 1 }
                var bottom = y + 1
                while bottom < canvas.height, canvas[x, bottom].text != "└" { bottom += 1 }
                guard right < canvas.width, bottom < canvas.height else { return nil }
                return Rect(x: x, y: y, width: right + 1 - x, height: bottom + 1 - y)
            }
        }
        return nil
    }

    /// The cells outside the box, above the status bar, that show anything.
    func shownOutside(_ box: Rect, _ canvas: Canvas, columns: Range<Int>) -> [(x: Int, y: Int, text: String)] {
        (0..<(canvas.height - 1)).flatMap { y in
            columns.compactMap { x in
                box.contains(x: x, y: y) || canvas[x, y] == .blank ? nil : (x, y, canvas[x, y].text)
            }
        }
    }

    /// The columns of the rows of a frame, as text.
    func text(_ canvas: Canvas, columns: Range<Int>, rows: Range<Int>) -> [String] {
        rows.map { y in columns.map { canvas[$0, y].text }.joined() }
    }

    /// At 80 columns every box touches the three panes: nothing of them shows beside it,
    /// above it or under it (before, a cut word of each column did, and a line of the recipe
    /// under the shopping list).
    @Test(arguments: ["search", "help", "layout picker", "alert", "shopping list"])
    func nothingOfTheColumnsShowsAroundABoxAt80Columns(_ screen: String) throws {
        let apple = DeepLink.resolve("apple-pie", in: cookbook.catalog)!
        var basket = apple
        basket.reduce(.toggleBasket, in: cookbook.catalog)
        let destinations: [String: (NavigationModel, Destination)] = [
            "search": (apple, .recipeSearch(SearchState())), "help": (apple, .help(TextEntry())),
            "layout picker": (apple, .layoutPicker(.threeColumn)), "alert": (apple, .alert("3 saved items no longer exist in this cookbook.")),
            "shopping list": (basket, .shoppingList(selected: 0)),
        ]
        var (shown, destination) = try #require(destinations[screen])
        shown.reduce(.present(destination), in: cookbook.catalog)
        for theme in [Theme.dark, .light, .monochrome] {
            let canvas = render(shown, width: 80, height: 24, theme: theme)
            let box = try #require(boxRect(in: canvas))
            let outside = shownOutside(box, canvas, columns: 0..<80)
            #expect(outside.isEmpty, "\(screen): \(outside.prefix(5))")
        }
    }

    /// At 200 columns the search box lies over the recipe only: the categories and the
    /// recipes stay as they are drawn without it, and the recipe's pane is blank around it.
    @Test func aBoxCoversOnlyThePanesItTouches() throws {
        let apple = DeepLink.resolve("apple-pie", in: cookbook.catalog)!
        var search = apple
        search.reduce(.present(.recipeSearch(SearchState())), in: cookbook.catalog)
        let under = render(apple, width: 200, height: 50), over = render(search, width: 200, height: 50)
        let panes = try #require(paneGeometry(apple, width: 200, height: 50))
        let recipes = try #require(panes.recipes)
        let box = try #require(boxRect(in: over))
        #expect(box.x > panes.main.x + 1, "the box lies over the recipe's pane only")
        // The categories and the recipes, with the separator between them, as they were.
        let kept = 0..<recipes.maxX
        #expect(text(over, columns: kept, rows: 0..<49) == text(under, columns: kept, rows: 0..<49))
        #expect(text(under, columns: kept, rows: 0..<49).joined().contains("Apple Pie"))
        // The recipe's pane and the separator before it: nothing but the box.
        let outside = shownOutside(box, over, columns: recipes.maxX..<200)
        #expect(outside.isEmpty, "\(outside.prefix(5))")
        #expect(text(under, columns: panes.main.x..<200, rows: 0..<49).joined().contains("Ingredients"))
    }

    /// The separators beside the panes a box touches go with them, and a separator in the
    /// box's margin is part of both panes it stands between.
    @Test(arguments: [(21, 19), (20, 9)])
    func aBoxCoversTheSeparatorsOfThePanesItTouches(boxAt x: Int, keptColumns: Int) {
        var canvas = Canvas(width: 40, height: 10)
        canvas.panes = [Rect(x: 0, y: 0, width: 9, height: 9), Rect(x: 10, y: 0, width: 9, height: 9), Rect(x: 20, y: 0, width: 20, height: 9)]
        for y in 0..<10 { canvas.draw(String(repeating: "x", count: 40), x: 0, y: y, style: .plain) }
        Overlays.cover(Rect(x: x, y: 3, width: 10, height: 3), in: canvas.bounds, on: &canvas, theme: .dark)
        for y in 0..<9 {
            let row = (0..<40).map { canvas[$0, y].text }.joined()
            #expect(row == String(repeating: "x", count: keptColumns) + String(repeating: " ", count: 40 - keptColumns), "row \(y)")
        }
        // The status bar's row is not a pane: it stays.
        #expect((0..<40).allSatisfy { canvas[$0, 9].text == "x" })
    }
}
