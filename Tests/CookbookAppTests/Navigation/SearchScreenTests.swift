import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

/// The search screen over the reducer: typing, choosing, Escape and `n`/`N`.
@Suite struct SearchScreenTests {
    let cookbook = Fixtures.library

    @Test func typingNarrowsAndEnterNavigates() {
        var model = NavigationModel.start(in: cookbook.catalog)
        let before = model
        model.reduce(.present(.recipeSearch(SearchState())), in: cookbook.catalog)
        for c in "eggs" { model.reduce(.input(String(c)), in: cookbook.catalog) }
        let eggs = SearchState(query: "eggs").searched(in: cookbook.catalog)
        #expect(eggs.results.hits.map(\.id) == ["buttermilk-pancakes", "okonomiyaki"])
        #expect(model.destination == .recipeSearch(eggs))
        model.reduce(.moveChoice(1, count: 200), in: cookbook.catalog)
        #expect(model.destination == .recipeSearch(SearchState(query: "eggs", selected: 1, results: eggs.results)))
        model.reduce(.moveChoice(5, count: 200), in: cookbook.catalog)
        #expect(model.destination == .recipeSearch(SearchState(query: "eggs", selected: 1, results: eggs.results)), "clamped to the two results")
        model.reduce(.choose, in: cookbook.catalog)
        #expect(model.destination == nil)
        #expect(model.path == ["okonomiyaki"])
        #expect(model.selectedCategory == "pancake")
        #expect(model.focus == .detail)
        #expect(model.lastSearch == "eggs")
        // n and N go through the results of the last search, wrapping.
        var next = model
        next.reduce(.searchRepeat(forward: true), in: cookbook.catalog)
        #expect(next.path == ["buttermilk-pancakes"])
        next.reduce(.searchRepeat(forward: true), in: cookbook.catalog)
        #expect(next.path == ["okonomiyaki"])
        next.reduce(.searchRepeat(forward: false), in: cookbook.catalog)
        #expect(next.path == ["buttermilk-pancakes"])
        #expect(before.lastSearch == nil)
        var none = before
        none.reduce(.searchRepeat(forward: true), in: cookbook.catalog)
        #expect(none == before, "nothing to repeat")
    }

    @Test func escapeRestoresThePreviousScreenExactly() {
        var model = NavigationModel.start(in: cookbook.catalog)
        model.reduce(.openRecipe("pie-crust"), in: cookbook.catalog)
        let before = model
        model.reduce(.present(.recipeSearch(SearchState())), in: cookbook.catalog)
        model.reduce(.input("okono"), in: cookbook.catalog)
        model.reduce(.deleteBackward, in: cookbook.catalog)
        #expect(model.destination == .recipeSearch(SearchState(query: "okon").searched(in: cookbook.catalog)))
        model.reduce(.dismiss, in: cookbook.catalog)
        #expect(model == before)
    }

    @Test func enterWithNoResultsStaysInSearch() {
        var model = NavigationModel.start(in: cookbook.catalog)
        model.reduce(.present(.recipeSearch(SearchState(query: "zzz"))), in: cookbook.catalog)
        let searching = model
        model.reduce(.choose, in: cookbook.catalog)
        #expect(model == searching)
    }
}
