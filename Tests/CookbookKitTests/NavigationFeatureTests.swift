import CookbookFixtures
@testable import CookbookKit
import Foundation
import Testing

@Suite struct ExperienceTests {
    let cookbook = Fixtures.library

    func reduced(_ model: NavigationModel, _ actions: Action...) -> NavigationModel {
        Fixtures.reduced(model, actions)
    }

    var start: NavigationModel { .start(in: cookbook.catalog) }

    @Test func switchingExperiencesKeepsTheCategoryAndThePath() {
        let deep = reduced(start, .selectRecipe("apple-pie"), .forward, .moveToLast, .forward)
        for experience in Experience.allCases {
            let switched = reduced(deep, .setExperience(experience))
            #expect(switched.path == ["apple-pie", "fruit-pie-filling"])
            #expect(switched.selectedCategory == "dessert")
            #expect(switched.focus == .detail)
            #expect(switched.experience == experience)
        }
    }

    @Test func theStackListHasNoCategoryColumnAndMovesAcrossCategories() {
        var stack = reduced(start, .setExperience(.stack))
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

    @Test func thePickerChoosesAnExperience() {
        let picker = reduced(start, .present(.experiencePicker(.threeColumn)))
        #expect(reduced(picker, .moveChoice(1, count: 3)).destination == .experiencePicker(.twoColumn))
        #expect(reduced(picker, .moveChoice(9, count: 3)).destination == .experiencePicker(.stack))
        let chosen = reduced(picker, .moveChoice(1, count: 3), .choose)
        #expect(chosen.experience == .twoColumn)
        #expect(chosen.destination == nil)
        #expect(reduced(picker, .moveChoice(1, count: 3), .dismiss) == start, "Esc keeps the old experience")
    }

    @Test func resetGoesBackToTheFirstScreenKeepingTheLayout() {
        let deep = reduced(start, .setExperience(.twoColumn), .selectRecipe("okonomiyaki"), .forward)
        let asked = reduced(deep, .present(.confirmReset))
        #expect(reduced(asked, .dismiss) == deep)
        let reset = reduced(asked, .confirm)
        #expect(reset == NavigationModel(selectedCategory: "dessert", experience: .twoColumn))
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

@Suite struct SearchTests {
    let cookbook = Fixtures.library

    func ids(_ query: String) -> [String] {
        RecipeSearch.results(for: query, in: cookbook).map(\.recipeID)
    }

    @Test func ignoresCaseAndAccents() {
        #expect(ids("creme") == ["creme-brulee"])
        #expect(ids("BRÛLÉE") == ["creme-brulee"])
        #expect(ids("coban") == ["coban-salatasi"])
        #expect(ids("salatasi") == ["coban-salatasi"], "the dotless ı folds to i")
        #expect(ids("お好み") == ["okonomiyaki"])
    }

    @Test func ranksNamePrefixThenWordThenSubstringThenIngredients() {
        let hits = RecipeSearch.results(for: "pie", in: cookbook)
        #expect(hits.map(\.recipeID) == ["pie-crust", "apple-pie", "fruit-pie-filling"])
        #expect(hits.map(\.rank) == [.namePrefix, .wordPrefix, .wordPrefix])
        #expect(RecipeSearch.results(for: "rust", in: cookbook).map(\.rank) == [.substring, .ingredientOrTag])
        let cabbage = RecipeSearch.results(for: "cabbage", in: cookbook)
        #expect(cabbage == [SearchHit(recipeID: "okonomiyaki", rank: .ingredientOrTag, matched: "cabbage")])
        #expect(RecipeSearch.results(for: "japanese", in: cookbook).first?.matched == "#japanese")
        #expect(ids("").isEmpty && ids("   ").isEmpty && ids("zzz").isEmpty)
    }

    @Test func typingNarrowsAndEnterNavigates() {
        var model = NavigationModel.start(in: cookbook.catalog)
        let before = model
        model.reduce(.present(.search(SearchState())), in: cookbook.catalog)
        for c in "eggs" { model.reduce(.input(String(c)), in: cookbook.catalog) }
        let eggs = SearchState(query: "eggs").searched(in: cookbook.catalog)
        #expect(eggs.results.hits.map(\.id) == ["buttermilk-pancakes", "okonomiyaki"])
        #expect(model.destination == .search(eggs))
        model.reduce(.moveChoice(1, count: 200), in: cookbook.catalog)
        #expect(model.destination == .search(SearchState(query: "eggs", selected: 1, results: eggs.results)))
        model.reduce(.moveChoice(5, count: 200), in: cookbook.catalog)
        #expect(model.destination == .search(SearchState(query: "eggs", selected: 1, results: eggs.results)), "clamped to the two results")
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
        model.reduce(.present(.search(SearchState())), in: cookbook.catalog)
        model.reduce(.input("okono"), in: cookbook.catalog)
        model.reduce(.deleteBackward, in: cookbook.catalog)
        #expect(model.destination == .search(SearchState(query: "okon").searched(in: cookbook.catalog)))
        model.reduce(.dismiss, in: cookbook.catalog)
        #expect(model == before)
    }

    @Test func enterWithNoResultsStaysInSearch() {
        var model = NavigationModel.start(in: cookbook.catalog)
        model.reduce(.present(.search(SearchState(query: "zzz"))), in: cookbook.catalog)
        let searching = model
        model.reduce(.choose, in: cookbook.catalog)
        #expect(model == searching)
    }
}

@Suite struct LinkTests {
    let cookbook = Fixtures.library

    @Test func parsingAndFormattingRoundTrip() {
        for url in ["cookbook://recipe/apple-pie", "cookbook://recipe/apple-pie/pie-crust", "cookbook://category/dessert"] {
            #expect(Link(url: url)?.url == url)
        }
        #expect(Link(url: "cookbook://recipe/apple-pie/") == .recipe(["apple-pie"]))
    }

    @Test func garbageIsNotALink() {
        for text in ["", "apple-pie", "cookbook://", "cookbook://recipe", "cookbook://recipe/", "cookbook://dish/apple-pie",
                     "cookbook://category/a/b", "cookbook://recipe/Apple Pie", "cookbook://recipe//x", "http://recipe/apple-pie",
                     "cookbook://recipe/\u{1B}[2J", String(repeating: "cookbook://recipe/a/", count: 1000) + "%"] {
            #expect(Link(url: text) == nil, "\(text.prefix(40))")
        }
    }

    @Test func linksOpenTheirScreenDroppingUnknownIds() {
        #expect(Link(url: "cookbook://recipe/apple-pie/pie-crust")?.screen(in: cookbook.catalog)
            == NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: .detail))
        #expect(Link.recipe(["apple-pie", "ghost", "pie-crust"]).screen(in: cookbook.catalog)?.path == ["apple-pie", "pie-crust"])
        #expect(Link.recipe(["ghost", "apple-pie"]).screen(in: cookbook.catalog) == nil)
        #expect(Link.category("salad").screen(in: cookbook.catalog) == NavigationModel(selectedCategory: "salad"))
        #expect(Link.category("ghost").screen(in: cookbook.catalog) == nil)
        #expect(DeepLink.resolve("cookbook://recipe/okonomiyaki", in: cookbook.catalog)?.path == ["okonomiyaki"])
    }

    @Test func theLinkOfAScreen() {
        #expect(Link(NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"]))?.url
            == "cookbook://recipe/apple-pie/pie-crust")
        #expect(Link(NavigationModel(selectedCategory: "salad"))?.url == "cookbook://category/salad")
        #expect(Link(NavigationModel()) == nil)
    }
}

@Suite struct SavedStateTests {
    let cookbook = Fixtures.library

    func decode(_ json: String) throws -> NavigationModel {
        try JSONDecoder().decode(NavigationModel.self, from: Data(json.utf8))
    }

    @Test func theFormatIsSmallStableAndIdsOnly() throws {
        let model = NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: .detail,
                                    experience: .twoColumn, columnVisibility: .doubleColumn)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(model), as: UTF8.self)
        #expect(json == #"{"columnVisibility":"doubleColumn","detailCursor":0,"experience":"twoColumn","focus":"detail","recipePathIds":["apple-pie","pie-crust"],"selectedCategory":"dessert","version":1}"#)
        #expect(try decode(json) == model)
    }

    @Test func anOlderFileWithFewerFieldsStillReads() throws {
        #expect(try decode(#"{"selectedCategory":"salad"}"#) == NavigationModel(selectedCategory: "salad"))
    }

    @Test func anotherVersionOrGarbageIsRefused() {
        #expect(throws: DecodingError.self) { try decode(#"{"version":2,"selectedCategory":"salad"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"focus":"sideways"}"#) }
        #expect(throws: DecodingError.self) { try decode(#"{"recipePathIds":"apple-pie"}"#) }
        #expect(throws: (any Error).self) { try decode("not json") }
    }

    @Test func restoringDropsWhatIsGoneAndCountsIt() throws {
        let saved = try decode(#"{"selectedCategory":"dessert","recipePathIds":["apple-pie","gone","pie-crust"],"focus":"detail"}"#)
        let (model, missing) = saved.restored(in: cookbook.catalog)
        #expect(model.path == ["apple-pie", "pie-crust"])
        #expect(missing == 1)
        let goneFirst = try decode(#"{"selectedCategory":"dessert","recipePathIds":["gone","pie-crust"],"focus":"detail"}"#)
        #expect(goneFirst.restored(in: cookbook.catalog).model.path.isEmpty, "a path whose first recipe is gone is cleared")
        let goneCategory = try decode(#"{"selectedCategory":"gone","recipePathIds":["apple-pie"]}"#)
        #expect(goneCategory.restored(in: cookbook.catalog) == (NavigationModel(selectedCategory: "dessert"), 1))
    }

    @Test func theStoreWritesAtomicallyAndReadsBack() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = StateStore(url: folder.appendingPathComponent("cookbook/navigation.json"))
        #expect(store.load() == .none)
        let model = NavigationModel(selectedCategory: "salad", path: ["coban-salatasi"], focus: .detail)
        try store.save(model)
        #expect(store.load() == .loaded(model))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("cookbook").path)
        #expect(leftovers == ["navigation.json"], "no temporary file left behind")
        try "{broken".write(to: store.url, atomically: true, encoding: .utf8)
        #expect(store.load() == .unreadable("saved state is not valid"))
    }

    @Test func aStoreThatCannotBeWrittenThrows() {
        let store = StateStore(url: URL(fileURLWithPath: "/proc/cookbook-cannot-write-here/navigation.json"))
        #expect(throws: (any Error).self) { try store.save(NavigationModel()) }
    }

    @Test func eachDataSourceHasItsOwnFile() {
        let environment = ["HOME": "/home/cook"]
        let bundled = StateStore.standard(dataFile: nil, environment: environment).url.path
        #expect(bundled == "/home/cook/.local/state/cookbook/navigation.json")
        let other = StateStore.standard(dataFile: "/tmp/mine.json", environment: environment).url.path
        let another = StateStore.standard(dataFile: "/tmp/yours.json", environment: environment).url.path
        #expect(other != bundled && other != another)
        #expect(other.hasPrefix("/home/cook/.local/state/cookbook/navigation-"))
        #expect(StateStore.standard(dataFile: nil, environment: ["XDG_STATE_HOME": "/x/state", "HOME": "/h"]).url.path
            == "/x/state/cookbook/navigation.json")
    }
}

@Suite struct RecipeOfTheDayTests {
    let cookbook = Fixtures.library
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func theSameAllDayAndNotTheSameEveryDay() {
        let morning = Date(timeIntervalSince1970: 1_800_000_000)
        let evening = morning.addingTimeInterval(3600 * 10)
        let day = RecipeOfTheDay.recipeID(on: morning, in: cookbook.catalog, calendar: calendar)
        #expect(day != nil)
        #expect(RecipeOfTheDay.recipeID(on: evening, in: cookbook.catalog, calendar: calendar) == day)
        let week = (0..<14).map { RecipeOfTheDay.recipeID(on: morning.addingTimeInterval(86_400 * Double($0)), in: cookbook.catalog, calendar: calendar) }
        #expect(Set(week).count >= 3)
    }
}
