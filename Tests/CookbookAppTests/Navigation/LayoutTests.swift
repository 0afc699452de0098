import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

@Suite struct LayoutTests {
    let cookbook = Fixtures.library

    func reduced(_ model: NavigationModel, _ actions: Action...) -> NavigationModel {
        Fixtures.reduced(model, actions)
    }

    var start: NavigationModel { .start(in: cookbook.catalog) }

    @Test func switchingLayoutsKeepsTheCategoryAndThePath() {
        let deep = reduced(start, .selectRecipe("apple-pie"), .forward, .moveToLast, .forward)
        for layout in Layout.allCases {
            let switched = reduced(deep, .setLayout(layout))
            #expect(switched.path == ["apple-pie", "fruit-pie-filling"])
            #expect(switched.selectedCategory == "dessert")
            #expect(switched.focus == .detail)
            #expect(switched.layout == layout)
        }
    }

    @Test func theStackListHasNoCategoryColumnAndMovesAcrossCategories() {
        var stack = reduced(start, .setLayout(.stack))
        #expect(stack.focus == .recipes, "the category column is not part of the stack")
        #expect(stack.path == ["apple-pie"])
        stack = reduced(stack, .move(4))
        #expect(stack.path == ["buttermilk-pancakes"])
        #expect(stack.selectedCategory == "pancake", "crossing a section selects its category")
        #expect(reduced(stack, .back) == stack, "the list is the root of the stack")
        #expect(reduced(stack, .forward, .back) == stack)
        #expect(reduced(stack, .moveToLast).path == ["coban-salatasi"])
    }

    @Test func theCategoryColumnCanBeHiddenAndShownAgain() {
        let hidden = reduced(start, .toggleCategoryColumn)
        #expect(hidden.columnVisibility == .doubleColumn)
        #expect(hidden.focus == .recipes, "focus leaves the hidden column")
        #expect(reduced(hidden, .focusPrevious).focus == .detail, "Tab skips the hidden column")
        #expect(reduced(hidden, .back) == hidden)
        #expect(reduced(hidden, .toggleCategoryColumn).columnVisibility == .all)
    }

    @Test func thePickerChoosesALayout() {
        let picker = reduced(start, .present(.layoutPicker(.threeColumn)))
        #expect(reduced(picker, .moveChoice(1, count: 3)).destination == .layoutPicker(.twoColumn))
        #expect(reduced(picker, .moveChoice(9, count: 3)).destination == .layoutPicker(.stack))
        let chosen = reduced(picker, .moveChoice(1, count: 3), .choose)
        #expect(chosen.layout == .twoColumn)
        #expect(chosen.destination == nil)
        #expect(reduced(picker, .moveChoice(1, count: 3), .dismiss) == start, "Esc keeps the old layout")
    }

    /// `:layout stack`, and `:experience stack`, its older name, typed on the command line.
    @Test func typedLayoutAndItsOlderNameBothChooseALayout() {
        for typed in ["layout", "experience"] {
            var app = App(model: start, catalog: cookbook.catalog, width: 80, height: 24)
            for key in ":\(typed) stack" { app.press(.character(key)) }
            app.press(.enter)
            #expect(app.model.layout == .stack, "\(typed)")
            #expect(app.model.destination == nil)
        }
        #expect(TypedCommand.parse("experience two-column") == .success(Invocation(.layout, "two-column")))
        #expect(TypedCommand.parse("layout") == .success(Invocation(.layout)))
        #expect(TypedCommand.completions(for: "experience t", in: cookbook.catalog) == ["three-column", "two-column"])
        #expect(TypedCommand.completions(for: "lay", in: cookbook.catalog) == ["layout"])
        #expect(TypedCommand.completions(for: "exp", in: cookbook.catalog) == [], "the older name is read, not offered")
    }

    @Test func resetGoesBackToTheFirstScreenKeepingTheLayout() {
        let deep = reduced(start, .setLayout(.twoColumn), .selectRecipe("okonomiyaki"), .forward)
        let asked = reduced(deep, .present(.confirmReset))
        #expect(reduced(asked, .dismiss) == deep)
        let reset = reduced(asked, .confirm)
        #expect(reset == NavigationModel(selectedCategory: "dessert", layout: .twoColumn))
    }

    @Test func jumpKeysSelectACategoryByPosition() {
        #expect(reduced(start, .jumpToCategory(2)).selectedCategory == "salad")
        #expect(reduced(start, .jumpToCategory(2)).focus == .categories)
        let fromRecipes = reduced(start, .forward, .jumpToCategory(1))
        #expect(fromRecipes.selectedCategory == "pancake")
        #expect(fromRecipes.focus == .recipes)
        #expect(fromRecipes.path == ["buttermilk-pancakes"])
        #expect(reduced(start, .jumpToCategory(9)) == start)
    }

    @Test func openRecipeSelectsItsCategoryAndShowsIt() {
        let opened = reduced(start, .openRecipe("coban-salatasi"))
        #expect(opened == NavigationModel(selectedCategory: "salad", path: ["coban-salatasi"], focus: .detail))
        #expect(reduced(start, .openRecipe("ghost")) == start)
    }

    @Test func anyActionClosesAPresentedScreenFirst() {
        let help = reduced(start, .present(.help(TextEntry())))
        #expect(reduced(help, .selectRecipe("pie-crust")).path == ["pie-crust"])
        #expect(reduced(help, .selectRecipe("pie-crust")).destination == nil)
    }
}
