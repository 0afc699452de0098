import CookbookFixtures
import CookbookModel
import CookbookStore
import CookbookApp
import Foundation
import Testing

@Suite struct ReducerTests {
    let cookbook = Fixtures.library

    func reduced(_ model: NavigationModel, _ actions: Action...) -> NavigationModel {
        Fixtures.reduced(model, actions)
    }

    var start: NavigationModel { .start(in: cookbook.catalog) }

    /// The reducer's whole world is the catalog: one taken from a cookbook file that is then
    /// deleted, and whose library (the open file) is gone, still moves through recipes,
    /// their items and related recipes, and searches.
    @Test func aCatalogWithNoFileBehindItDrivesEveryAction() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-catalog-\(UUID().uuidString).json")
        try JSONEncoder().encode(CookbookFile(version: 1, categories: Fixtures.categories, recipes: Fixtures.recipes)).write(to: url)
        let catalog: Catalog = try {
            let library = try CookbookLoader.load(path: url.path)
            try FileManager.default.removeItem(at: url)
            return library.catalog
        }()
        var model = NavigationModel.start(in: catalog)
        for action: Action in [.focus(.recipes), .forward, .moveToLast, .forward] { model.reduce(action, in: catalog) }
        #expect(model.path == ["apple-pie", "fruit-pie-filling"], "the last item of Apple Pie is its last related recipe")
        model.reduce(.back, in: catalog)
        #expect(model.detailCursor == 4 + 3 + 1, "back on the related entry that was followed")
        model.reduce(.present(.recipeSearch(SearchState())), in: catalog)
        model.reduce(.input("cabbage"), in: catalog)
        model.reduce(.choose, in: catalog)
        #expect(model.path == ["okonomiyaki"])
        for action in Fixtures.everyAction { model.reduce(action, in: catalog) }
        #expect(model.validated(in: catalog) == model)
    }

    @Test func startsOnTheFirstCategoryWithNoRecipe() {
        #expect(start == NavigationModel(selectedCategory: "dessert", path: [], focus: .categories))
        #expect(start.shownRecipeID == nil)
    }

    @Test func movingInCategoriesSelectsAndClearsThePath() {
        let model = reduced(start, .focus(.recipes), .focus(.categories), .move(1))
        #expect(model.selectedCategory == "pancake")
        #expect(model.path.isEmpty)
        #expect(reduced(start, .move(-1)).selectedCategory == "dessert")  // clamps at the top
        #expect(reduced(start, .moveToLast).selectedCategory == "empty")
        #expect(reduced(start, .moveToLast, .moveToFirst).selectedCategory == "dessert")
        #expect(reduced(start, .move(100)).selectedCategory == "empty")
    }

    @Test func focusingTheRecipeColumnSelectsItsFirstRecipe() {
        let model = reduced(start, .forward)
        #expect(model.focus == .recipes)
        #expect(model.path == ["apple-pie"])
    }

    @Test func movingInRecipesReplacesThePath() {
        let model = reduced(start, .forward, .move(1))
        #expect(model.path == ["pie-crust"])
        #expect(reduced(model, .move(1), .move(1), .move(1)).path == ["creme-brulee"])
        #expect(reduced(model, .moveToFirst).path == ["apple-pie"])
    }

    @Test func selectingARecipeAfterFollowingLinksReplacesTheWholePath() {
        var model = reduced(start, .forward, .forward, .moveToLast, .forward)
        #expect(model.path == ["apple-pie", "fruit-pie-filling"])
        model = reduced(model, .focus(.recipes), .move(0))
        #expect(model.path == ["apple-pie"], "re-selecting the same recipe in the column drops the pushed ones")
        #expect(reduced(model, .selectRecipe("pie-crust")).path == ["pie-crust"])
    }

    @Test func forwardFromRecipesFocusesTheDetailWithTheCursorAtTheTop() {
        let model = reduced(start, .forward, .forward)
        #expect(model.focus == .detail)
        #expect(model.detailCursor == 0)
        #expect(model.path == ["apple-pie"])
    }

    @Test func theDetailCursorMovesOverIngredientsStepsAndRelatedAndClamps() {
        // Apple Pie: 4 ingredients, 3 steps, 2 related = 9 items.
        let model = reduced(start, .forward, .forward)
        #expect(reduced(model, .move(3)).detailCursor == 3)
        #expect(reduced(model, .moveToLast).detailCursor == 8)
        #expect(reduced(model, .move(50)).detailCursor == 8)
        #expect(reduced(model, .move(-5)).detailCursor == 0)
    }

    @Test func forwardOnARelatedRecipePushesIt() {
        let model = reduced(start, .forward, .forward, .move(7), .forward)
        #expect(model.path == ["apple-pie", "pie-crust"])
        #expect(model.shownRecipeID == "pie-crust")
        #expect(model.selectedRecipeID == "apple-pie")
        #expect(model.focus == .detail)
        #expect(model.detailCursor == 0)
        #expect(model.breadcrumb(in: cookbook.catalog) == ["Apple Pie", "Pie Crust"])
    }

    @Test func forwardOnAnIngredientDoesNothingAndOnAStepCooksFromIt() {
        let model = reduced(start, .forward, .forward, .move(2))
        #expect(reduced(model, .forward) == model)
        let onStep = reduced(model, .move(3))
        let outline = cookbook.catalog.outline(id: "apple-pie")!
        guard case .step(let step)? = DetailItems.item(at: onStep.detailCursor, of: outline) else {
            Issue.record("the cursor is not on a step")
            return
        }
        #expect(reduced(onStep, .forward).destination == .cooking(CookingState(recipe: "apple-pie", step: step)))
    }

    @Test func chainsAndCyclesCanBeFollowedAndUnwound() {
        // apple-pie → pie-crust → apple-pie → pie-crust: a cycle, followed three deep.
        var model = reduced(start, .forward, .forward)
        for id in ["pie-crust", "apple-pie", "pie-crust"] {
            model.reduce(.openRelated(id), in: cookbook.catalog)
        }
        #expect(model.path == ["apple-pie", "pie-crust", "apple-pie", "pie-crust"])
        model = reduced(model, .back, .back, .back)
        #expect(model.path == ["apple-pie"])
        #expect(model.focus == .detail)
    }

    @Test func backPopsWithTheCursorOnTheRecipeThatWasFollowed() {
        let model = reduced(start, .forward, .forward, .moveToLast, .forward, .back)
        #expect(model.path == ["apple-pie"])
        #expect(model.focus == .detail)
        #expect(model.detailCursor == 8, "on Fruit Pie Filling, the related entry that was opened")
    }

    @Test func poppingTheLastItemReturnsFocusToTheRecipeColumn() {
        let model = reduced(start, .forward, .forward, .back)
        #expect(model.focus == .recipes)
        #expect(model.path == ["apple-pie"])
        #expect(reduced(model, .back).focus == .categories)
        #expect(reduced(model, .back, .back) == reduced(model, .back), "back in categories does nothing")
    }

    @Test func openingARecipeThatIsNotRelatedIsIgnored() {
        let model = reduced(start, .forward, .forward)
        #expect(reduced(model, .openRelated("okonomiyaki")) == model)
        #expect(reduced(model, .openRelated("no-such-recipe")) == model)
        #expect(reduced(start, .openRelated("pie-crust")) == start, "nothing shown, nothing to follow")
    }

    @Test func unknownIdsNeverEnterTheModel() {
        #expect(reduced(start, .selectCategory("nope")) == start)
        #expect(reduced(start, .selectRecipe("nope")) == start)
    }

    @Test func selectingARecipeSelectsItsCategory() {
        let model = reduced(start, .selectRecipe("okonomiyaki"))
        #expect(model.selectedCategory == "pancake")
        #expect(model.path == ["okonomiyaki"])
        #expect(model.focus == .recipes)
    }

    @Test func anEmptyCategoryHasNothingToFocusBeyondTheRecipeColumn() {
        let model = reduced(start, .selectCategory("empty"), .forward)
        #expect(model.focus == .recipes)
        #expect(model.path.isEmpty)
        #expect(reduced(model, .forward) == model)
        #expect(reduced(model, .move(1)) == model)
    }

    @Test func tabCyclesThroughTheColumns() {
        #expect(reduced(start, .focusNext).focus == .recipes)
        #expect(reduced(start, .focusNext, .focusNext).focus == .detail)
        #expect(reduced(start, .focusNext, .focusNext, .focusNext).focus == .categories)
        #expect(reduced(start, .focusPrevious).focus == .detail)
        let empty = reduced(start, .selectCategory("empty"))
        #expect(reduced(empty, .focusNext, .focusNext).focus == .categories, "skips a detail with nothing to show")
        #expect(reduced(empty, .focusPrevious).focus == .recipes)
    }

    @Test func helpIsPresentedAndAnyActionDismissesIt() {
        let help = reduced(start, .present(.help(TextEntry())))
        #expect(help.destination == .help(TextEntry()))
        #expect(reduced(help, .dismiss) == start)
        #expect(reduced(help, .back) == start)
        #expect(reduced(help, .move(1)).destination == nil)
    }

    @Test func randomActionSequencesKeepEveryInvariant() {
        var generator = SplitMix64(seed: 42)
        let ids = cookbook.catalog.recipes.map(\.id) + ["ghost"]
        let categoryIDs = cookbook.catalog.categories.map(\.id) + ["ghost"]
        for _ in 0..<300 {
            var model = start
            for _ in 0..<40 {
                let action: Action
                switch generator.next() % 13 {
                case 0: action = .move(Int(generator.next() % 7) - 3)
                case 1: action = .moveToFirst
                case 2: action = .moveToLast
                case 3: action = .focusNext
                case 4: action = .focusPrevious
                case 5, 6: action = .forward
                case 7: action = .back
                case 8: action = .selectCategory(categoryIDs[Int(generator.next() % UInt64(categoryIDs.count))])
                case 9: action = .selectRecipe(ids[Int(generator.next() % UInt64(ids.count))])
                case 10: action = .openRelated(ids[Int(generator.next() % UInt64(ids.count))])
                case 11: action = .present(.help(TextEntry()))
                default: action = .focus(Focus.allCases[Int(generator.next() % 3)])
                }
                model.reduce(action, in: cookbook.catalog)
                #expect(model.validated(in: cookbook.catalog) == model, "after \(action): \(model)")
                for id in model.path { #expect(cookbook.recipe(id: id) != nil) }
                if let first = model.path.first {
                    #expect(cookbook.recipe(id: first)?.category == model.selectedCategory)
                }
                for (parent, child) in zip(model.path, model.path.dropFirst()) {
                    #expect(cookbook.recipe(id: parent)!.related.contains(child))
                }
                if model.focus == .detail { #expect(!model.path.isEmpty) }
            }
        }
    }
}
