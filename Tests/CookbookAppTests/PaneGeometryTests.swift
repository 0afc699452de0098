import CookbookFixtures
@testable import CookbookModel
@testable import CookbookRender
@testable import CookbookApp
import Testing

@Suite struct PaneGeometryTests {
    let cookbook = Fixtures.library

    /// Every row of the body has its separators at the same columns, measured in cells,
    /// with wide characters in the rows.
    @Test(arguments: [(80, 24), (120, 40), (200, 50), (60, 10)])
    func separatorsLineUpOnEveryRow(width: Int, height: Int) {
        for model in [NavigationModel.start(in: cookbook.catalog), DeepLink.resolve("okonomiyaki", in: cookbook.catalog)!,
                      DeepLink.resolve("coban-salatasi", in: cookbook.catalog)!] {
            let panes = paneGeometry(model, cookbook, width: width, height: height)!
            let canvas = render(model, cookbook, width: width, height: height)
            for y in 0..<(height - 1) {
                for x in panes.separators {
                    #expect(["│", "┼"].contains(canvas[x, y].text), "row \(y) column \(x) at \(width)×\(height)")
                }
            }
        }
    }

    @Test func theSelectionStaysVisibleInLongLists() {
        #expect(PaneGeometry.scrollOffset(selected: 0, count: 100, rows: 10) == 0)
        #expect(PaneGeometry.scrollOffset(selected: 4, count: 100, rows: 10) == 0)
        #expect(PaneGeometry.scrollOffset(selected: 50, count: 100, rows: 10) == 45)
        #expect(PaneGeometry.scrollOffset(selected: 99, count: 100, rows: 10) == 90)
        #expect(PaneGeometry.scrollOffset(selected: 5, count: 8, rows: 10) == 0)
        for selected in 0..<100 {
            let offset = PaneGeometry.scrollOffset(selected: selected, count: 100, rows: 7)
            #expect((offset..<offset + 7).contains(selected))
        }
    }

    @Test func aLongRecipeScrollsToKeepTheCursorVisible() {
        let steps = (1...30).map { "Step number \($0) of a long recipe." }
        let long = Recipe(id: "long", name: "Long", category: "c", servings: 1, steps: steps)
        let book = try! Library(categories: [Category(id: "c", name: "C")], recipes: [long])
        var model = DeepLink.resolve("long", in: book.catalog)!
        for cursor in [0, 10, 29] {
            model.detailCursor = cursor
            let text = render(model, book, width: 80, height: 20).text
            #expect(text.contains("Step number \(cursor + 1) of"), "cursor \(cursor) visible")
        }
        model.detailCursor = 29
        let last = render(model, book, width: 80, height: 20).lines()
        #expect(last[0].hasSuffix("End "), "the title says the end is shown")
    }

    @Test func textIsCutAtColumnEdgesWithAnEllipsisNeverMidCharacter() {
        let name = "お好み焼き お好み焼き お好み焼き and a very long name indeed"
        let recipe = Recipe(id: "x", name: name, category: "c")
        let book = try! Library(categories: [Category(id: "c", name: "C")], recipes: [recipe])
        let model = NavigationModel(selectedCategory: "c", path: ["x"], focus: .recipes)
        let canvas = render(model, book, width: 80, height: 24)
        let panes = paneGeometry(model, width: 80, height: 24)!
        let row = (panes.recipes!.x..<panes.recipes!.maxX).map { canvas[$0, 2].text }.joined()
        #expect(row.contains("…"))
        // The separator after the column is intact, and every wide glyph has its right half.
        #expect(canvas[panes.recipes!.maxX, 2].text == "│")
        for x in 0..<canvas.width where canvas[x, 2].text.isEmpty {
            #expect(x > 0 && TerminalText.width(canvas[x - 1, 2].text) == 2)
        }
    }

    @Test func theFocusedColumnIsMarkedAndItsSelectionHighlighted() {
        let model = DeepLink.resolve("pie-crust", in: cookbook.catalog)!
        let canvas = render(model, cookbook, width: 80, height: 24, theme: .monochrome)
        let panes = paneGeometry(model, width: 80, height: 24)!
        #expect(canvas[panes.main.x + 1, 0].style == Theme.monochrome.focusedTitle)
        #expect(canvas[panes.recipes!.x + 1, 0].style == Theme.monochrome.title)
        #expect(canvas[panes.recipes!.x + 1, 3].style == Theme.monochrome.inactiveSelection, "Pie Crust, second row")
        #expect(canvas[panes.recipes!.x, 3].text == "·")
    }

    @Test(arguments: [(1, 1), (2, 2), (5, 2), (10, 3), (19, 24), (20, 5), (80, 5)])
    func tinyTerminalsGetTheNoticeButNeverACrash(width: Int, height: Int) {
        let canvas = render(NavigationModel.start(in: cookbook.catalog), cookbook, width: width, height: height)
        #expect(canvas.width == width && canvas.height == height)
        let text = canvas.text
        #expect(text.contains("terminal too small") || (width < 18 && text.contains("…")), "\(text)")
    }
}
