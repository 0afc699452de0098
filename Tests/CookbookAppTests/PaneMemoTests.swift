import CookbookFixtures
@testable import CookbookModel
@testable import CookbookRender
@testable import CookbookApp
import FoundationEssentials
import Testing

/// A frame drawn with the panes kept from earlier frames is the frame drawn afresh: cells
/// and click zones, whatever happened in between (keys, another size, another theme, a
/// message, a catalog read again with other counts or names, recipes edited).
@Suite struct PaneMemoTests {
    let cookbook = Fixtures.library
    /// The same categories with fewer recipes: a library read again after files went.
    let smaller = try! Library(categories: Fixtures.categories, recipes: Array(Fixtures.recipes.dropLast(5)))
    /// A category renamed longer: the first column is as wide as its widest row.
    let renamed = try! Library(
        categories: Fixtures.categories.map { $0.id == "salad" ? Category(id: "salad", name: "Salads of the Whole Summer") : $0 },
        recipes: Fixtures.recipes)
    /// Every recipe with a step more: its file edited, its id the same.
    let edited = try! Library(categories: Fixtures.categories, recipes: Fixtures.recipes.map {
        var recipe = $0
        recipe.steps.append("Serve at once.")
        return recipe
    })

    @Test func framesWithKeptPanesAreTheFramesDrawnAfresh() {
        var random = SplitMix64(seed: 12)
        let ids = cookbook.catalog.recipes.map(\.id)
        let actions: [() -> Action] = [
            { .move(Int(random.next() % 5) - 2) }, { .move(1) }, { .move(-1) }, { .moveToFirst }, { .moveToLast },
            { .focusNext }, { .focusPrevious }, { .forward }, { .back }, { .toggleCategoryColumn }, { .toggleBasket },
            { .selectRecipe(ids[Int(random.next() % UInt64(ids.count))]) }, { .jumpToCategory(Int(random.next() % 6)) },
            { .setLayout(Layout.allCases[Int(random.next() % 3)]) }, { .present(.help(TextEntry())) },
            { .present(.recipeSearch(SearchState())) }, { .input("a") }, { .dismiss }, { .cook }, { .dismiss },
        ]
        let sizes = [(120, 40), (80, 24), (45, 20), (200, 50)]
        let messages: [String?] = [nil, nil, nil, "saved", "2 files not read — ! to see"]
        var memo = RenderMemo()
        var model = NavigationModel.start(in: cookbook.catalog)
        var size = sizes[0], theme = Theme.dark, library = cookbook
        for step in 0..<600 {
            model.reduce(actions[Int(random.next() % UInt64(actions.count))](), in: library.catalog)
            if random.next() % 25 == 0 { size = sizes[Int(random.next() % UInt64(sizes.count))] }
            if random.next() % 40 == 0 { theme = [Theme.dark, .light, .monochrome][Int(random.next() % 3)] }
            if random.next() % 60 == 0 {
                library = [cookbook, smaller, renamed, edited][Int(random.next() % 4)]
                model = model.validated(in: library.catalog)
            }
            let message = messages[Int(random.next() % UInt64(messages.count))]
            var recipes: [String: Recipe] = [:]
            for id in Screen.recipesShown(model, height: size.1) { recipes[id] = library.recipe(id: id) }
            let data = ScreenData(catalog: library.catalog, recipes: recipes)
            let kept = Screen.render(model, data, width: size.0, height: size.1, theme: theme, message: message, memo: &memo)
            let fresh = Screen.render(model, data, width: size.0, height: size.1, theme: theme, message: message)
            let same = kept.canvas == fresh.canvas
            #expect(same, "step \(step): kept\n\(kept.canvas.text)\nafresh\n\(fresh.canvas.text)\nzones kept \(kept.canvas.zones.count), afresh \(fresh.canvas.zones.count)")
            if !same { break }
        }
    }
}
