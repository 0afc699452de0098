import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// Grouping the first column: `:group`, `o`, the folder tree's keys, the place kept across
/// groupings, links to a category of another grouping, and `:random`.
@Suite struct GroupingTests {
    let folders = Fixtures.folders

    func app(_ model: NavigationModel = NavigationModel(), grouping: Grouping? = nil, seed: UInt64 = 0) -> App {
        App(model: model, catalog: folders.catalog, grouping: grouping, random: RandomNumbers(seed: seed))
    }

    func typed(_ app: inout App, _ line: String) {
        app.press(.character(":"), folders)
        for character in line { app.press(.character(character), folders) }
        app.press(.enter, folders)
    }

    @Test func aLibraryOfFoldersOpensOnItsTreeAndConfigOrAChoiceGroupsItOtherwise() {
        #expect(app().catalog.grouping == .folder && app().catalog.groupsTitle == "Folders")
        #expect(app(grouping: .cuisine).catalog.grouping == .cuisine, "config.toml's group")
        #expect(app(NavigationModel(grouping: .diet), grouping: .cuisine).catalog.grouping == .diet, "the last choice over config")
    }

    @Test func groupingOtherwiseKeepsTheRecipeSelectedAndIsRemembered() {
        var app = app(DeepLink.recipeScreen("okonomiyaki", in: folders.catalog.grouped(by: .folder))!)
        #expect(app.model.selectedCategory == "breakfast-pancakes")
        typed(&app, "group course")
        #expect(app.model.grouping == .course && app.catalog.groupsTitle == "Courses")
        #expect(app.model.path == ["okonomiyaki"] && app.model.selectedCategory == "breakfast", "the recipe, in its first course")
        #expect(app.message == "grouped by course (o for the next)")
        typed(&app, "group cusine")
        #expect(app.message?.hasPrefix("no grouping 'cusine'") == true && app.model.grouping == .course)
        // o: the next grouping that groups something (every recipe has a value of none: passed by).
        app.press(.character("o"), folders)
        #expect(app.model.grouping == .cuisine)
        app.press(.character("o"), folders)
        #expect(app.model.grouping == .tag)
        app.press(.character("o"), folders)
        #expect(app.model.grouping == .diet)
        app.press(.character("o"), folders)
        #expect(app.model.grouping == .folder, "no author, no source: back to the folders")
        #expect(app.model.path == ["okonomiyaki"] && app.model.selectedCategory == "breakfast-pancakes")
    }

    @Test func onABookOPassesCoursesByTheyAreItsCategories() {
        let book = Fixtures.library
        var app = App(model: .start(in: book.catalog), catalog: book.catalog)
        #expect(book.catalog.offers(.folder) && !book.catalog.offers(.course))
        var seen: [Grouping] = []
        for _ in 0..<Grouping.allCases.count {
            app.press(.character("o"), book)
            seen.append(app.model.grouping ?? .folder)
        }
        #expect(!seen.contains(.course) && seen.contains(.folder), "\(seen)")
    }

    @Test func rightOpensAClosedFolderAndLeftClosesItOrGoesUp() {
        let catalog = folders.catalog.grouped(by: .folder)
        var model = NavigationModel(selectedCategory: "baking-pies").validated(in: catalog)
        model.reduce(.back, in: catalog)
        #expect(model.selectedCategory == "baking" && model.collapsed.isEmpty, "a folder without folders: up")
        model.reduce(.back, in: catalog)
        #expect(model.collapsed == ["baking"], "an open folder closes")
        model.reduce(.move(1), in: catalog)
        #expect(model.selectedCategory == "breakfast", "Pies is hidden")
        model.reduce(.jumpToCategory(2), in: catalog)
        #expect(model.selectedCategory == "breakfast-pancakes", "the third row shown")
        model.reduce(.moveToFirst, in: catalog)
        model.reduce(.forward, in: catalog)
        #expect(model.collapsed.isEmpty && model.focus == .categories, "a closed folder opens")
        model.reduce(.forward, in: catalog)
        #expect(model.focus == .recipes && model.path == ["apple-pie"], "an open one: its recipes, its folders' too")
        let hidden = NavigationModel(selectedCategory: "baking-pies", collapsed: ["baking", "breakfast"]).validated(in: catalog)
        #expect(hidden.collapsed == ["breakfast"], "the folders around the one selected open")
    }

    @Test func aLinkToACategoryOfAnotherGroupingOpensItSoGrouped() throws {
        let catalog = folders.catalog.grouped(by: .folder)
        let linked = try #require(DeepLink.resolve("cookbook://category/dessert", in: catalog))
        #expect(linked.grouping == .course && linked.selectedCategory == "dessert")
        let app = app(linked)
        #expect(app.catalog.grouping == .course && app.model.selectedCategory == "dessert")
        #expect(DeepLink.resolve("dessert", as: .category, in: catalog)?.grouping == .course, "a category named on the command line")
        #expect(DeepLink.resolve("cookbook://category/nowhere", in: catalog) == nil)
    }

    @Test func theGroupingAndTheClosedFoldersAreSavedWithThePlace() throws {
        let model = NavigationModel(selectedCategory: "salads", grouping: .cuisine, collapsed: ["baking"])
        let json = String(decoding: try JSONEncoder().encode(model), as: UTF8.self)
        #expect(json.contains(#""grouping":"cuisine""#) && json.contains(#""collapsed":["baking"]"#))
        #expect(try JSONDecoder().decode(NavigationModel.self, from: Data(json.utf8)) == model)
        let older = try JSONDecoder().decode(NavigationModel.self, from: Data(#"{"selectedCategory":"dessert"}"#.utf8))
        #expect(older.grouping == nil && older.collapsed.isEmpty, "a place saved before: none chosen")
        let unknown = try JSONDecoder().decode(NavigationModel.self, from: Data(#"{"grouping":"colour"}"#.utf8))
        #expect(unknown.grouping == nil)
    }

    @Test func randomPicksOneOfTheRecipesListedWithTheChanceGiven() {
        var picked: Set<String> = []
        for seed in 0..<40 {
            var app = app(NavigationModel(selectedCategory: "baking"), seed: UInt64(seed))
            typed(&app, "random")
            #expect(app.model.selectedCategory == "baking" && app.model.focus == .detail)
            picked.insert(app.model.path[0])
        }
        #expect(picked == ["apple-pie", "creme-brulee", "fruit-pie-filling", "pie-crust"], "any of those listed, none other")
        var first = app(NavigationModel(selectedCategory: "baking"), seed: 7), second = first
        typed(&first, "random")
        typed(&second, "random")
        #expect(first.model.path == second.model.path, "the same seed, the same pick")
        var stack = app(NavigationModel(layout: .stack), seed: 3)
        typed(&stack, "random")
        #expect(stack.model.path.count == 1 && stack.message?.hasPrefix("picked at random from ") == true, "in the stack, of every group")
    }
}

/// config.toml's `[searches]`: a group each, at the top of the first column.
@Suite struct SavedSearchGroupTests {
    @Test func eachSavedSearchIsAGroupOfWhatItFindsAboveTheOthers() {
        let searches = [SavedSearch(name: "quick", query: "time<30m"), SavedSearch(name: "no eggs", query: "-@egg #baking")]
        var app = App(model: NavigationModel(), catalog: Fixtures.folders.catalog, searches: searches)
        #expect(Array(app.catalog.categories.prefix(3).map(\.id)) == ["search-quick", "search-no-eggs", "baking"])
        #expect(app.catalog.recipes(in: "search-quick").map(\.id) == ["fruit-pie-filling", "pie-crust", "coban-salatasi"], "in the library's order")
        #expect(app.catalog.recipes(in: "search-no-eggs").map(\.id) == ["apple-pie", "pie-crust"])
        #expect(app.model.selectedCategory == "search-quick", "the first group")
        app.apply(.selectRecipe("okonomiyaki"))
        #expect(app.model.selectedCategory == "breakfast-pancakes", "a recipe's own group is never a search")
        let row = app.lastFrame(Fixtures.folders).canvas.lines()[2]
        #expect(row.contains("/ quick") && row.contains("3"))
    }
}
