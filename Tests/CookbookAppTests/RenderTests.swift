import CookbookFixtures
@testable import CookbookRender
@testable import CookbookApp
import Testing

/// Whole frames drawn from models, compared as text with the files in Snapshots/. Each was
/// looked at before it was recorded; a change here is a change users see.
@Suite struct RenderTests {
    let cookbook = Fixtures.library

    func model(_ actions: Action...) -> NavigationModel {
        var model = NavigationModel.start(in: cookbook.catalog)
        for action in actions { model.reduce(action, in: cookbook.catalog) }
        return model
    }

    var pushed: NavigationModel { model(.forward, .forward, .moveToLast, .forward) }

    /// Issue 12: moving the cursor in a recipe moves its marker and, on a related recipe,
    /// the selection bar; the items' text stays as it is.
    @Test(arguments: [Theme.dark, .light, .monochrome])
    func aCursorMoveInARecipeChangesItsMarkerOnly(_ theme: Theme) {
        let recipe = model(.forward, .forward)
        #expect(recipe.focus == .detail && recipe.detailCursor == 0)
        let outline = cookbook.catalog.outline(id: recipe.shownRecipeID!)!
        #expect(outline.related.count >= 2)
        func changed(_ from: Int, _ to: Int) -> [(x: Int, y: Int)] {
            var before = recipe, after = recipe
            before.reduce(.setDetailCursor(from), in: cookbook.catalog)
            after.reduce(.setDetailCursor(to), in: cookbook.catalog)
            let old = render(before, width: 120, height: 40, theme: theme), new = render(after, width: 120, height: 40, theme: theme)
            return (0..<40).flatMap { y in (0..<120).map { (x: $0, y: y) } }.filter { old[$0.x, $0.y] != new[$0.x, $0.y] }
        }
        let marker = changed(0, 1)
        #expect(marker.count == 2 && Set(marker.map(\.x)).count == 1, "the marker leaves one line for the next: \(marker)")
        // The last two items are related recipes: the bar moves with the marker.
        let last = outline.ingredients + outline.steps + outline.related.count - 1
        let link = changed(last - 1, last)
        #expect(link.count > 2 && Set(link.map(\.y)).count == 2, "between two links: their lines' bars and markers")
    }

    @Test func theFirstScreenAt80x24() {
        expectSnapshot(snapshot(model(), width: 80, height: 24), named: "three-column-start-80x24")
    }

    @Test func aFollowedRelatedRecipeAt80x24() {
        #expect(pushed.path == ["apple-pie", "fruit-pie-filling"])
        expectSnapshot(snapshot(pushed, width: 80, height: 24), named: "three-column-pushed-80x24")
    }

    @Test func aJapaneseRecipeAt120x40() {
        let frame = snapshot(DeepLink.resolve("okonomiyaki", in: cookbook.catalog)!, width: 120, height: 40)
        expectSnapshot(frame, named: "three-column-japanese-120x40")
    }

    @Test func theHelpOverlayAt80x24() {
        var help = pushed
        help.reduce(.present(.help(TextEntry())), in: cookbook.catalog)
        expectSnapshot(snapshot(help, width: 80, height: 24), named: "help-80x24")
    }

    @Test func theHelpFilteredAndTheCommandLineWithCompletionsAt80x24() {
        var help = pushed
        help.reduce(.present(.help(TextEntry())), in: cookbook.catalog)
        for c in "page" { help.reduce(.input(String(c)), in: cookbook.catalog) }
        help.reduce(.moveChoice(1, count: 4), in: cookbook.catalog)
        expectSnapshot(snapshot(help, width: 80, height: 24), named: "help-filtered-80x24")
        var line = pushed
        line.reduce(.present(.commandLine(TextEntry())), in: cookbook.catalog)
        line.reduce(.setEntry(TypedCommand.complete(TextEntry(text: "open "), in: cookbook.catalog)), in: cookbook.catalog)
        expectSnapshot(snapshot(line, width: 80, height: 24), named: "command-line-80x24")
    }

    @Test func belowTheMinimumSizeOneCentredNotice() {
        expectSnapshot(snapshot(model(), width: 19, height: 8), named: "too-small-19x8")
    }

    @Test func theCategoryColumnHidden() {
        expectSnapshot(snapshot(model(.toggleCategoryColumn), width: 80, height: 24), named: "three-column-no-categories-80x24")
    }

    @Test func twoColumnsShowAGridAndPushTheRecipeOverIt() {
        let grid = model(.setLayout(.twoColumn), .forward, .move(1))
        expectSnapshot(snapshot(grid, width: 80, height: 24), named: "two-column-grid-80x24")
        var recipe = grid
        recipe.reduce(.forward, in: cookbook.catalog)
        expectSnapshot(snapshot(recipe, width: 80, height: 24), named: "two-column-recipe-80x24")
    }

    @Test func theStackLayoutListsEveryCategoryInSections() {
        let list = model(.setLayout(.stack), .move(4))
        #expect(list.path == ["buttermilk-pancakes"])
        expectSnapshot(snapshot(list, width: 80, height: 24), named: "stack-list-80x24")
        var recipe = list
        recipe.reduce(.forward, in: cookbook.catalog)
        expectSnapshot(snapshot(recipe, width: 80, height: 24), named: "stack-recipe-80x24")
    }

    @Test func narrowTerminalsCollapseIntoOneColumn() {
        expectSnapshot(snapshot(model(), width: 40, height: 20), named: "collapsed-categories-40x20")
        expectSnapshot(snapshot(model(.forward), width: 40, height: 20), named: "collapsed-recipes-40x20")
        expectSnapshot(snapshot(pushed, width: 40, height: 20), named: "collapsed-recipe-40x20")
    }

    @Test func searchShowsRankedResultsAsYouType() {
        var search = model(.present(.recipeSearch(SearchState())))
        for letter in "cr" { search.reduce(.input(String(letter)), in: cookbook.catalog) }
        expectSnapshot(snapshot(search, width: 80, height: 24), named: "search-cr-80x24")
    }

    @Test func theLayoutPickerAndAnAlert() {
        expectSnapshot(snapshot(model(.present(.layoutPicker(.twoColumn))), width: 80, height: 24), named: "picker-80x24")
        expectSnapshot(snapshot(model(.present(.alert("2 saved items no longer exist in this cookbook; the rest of your place is restored."))), width: 80, height: 24), named: "alert-80x24")
    }
}
