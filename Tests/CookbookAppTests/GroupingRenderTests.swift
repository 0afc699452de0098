import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Testing

/// The first column grouped: the folder tree, open and closed, and a facet's groups.
@Suite struct GroupingRenderTests {
    func snapshot(_ model: NavigationModel, grouping: Grouping, width: Int, height: Int) -> [String] {
        var app = App(model: model, catalog: Fixtures.folders.catalog, width: width, height: height, grouping: grouping)
        app.message = nil
        var memo = RenderMemo()
        var recipes: [String: Recipe] = [:]
        for id in app.recipesShown { recipes[id] = Fixtures.folders.recipe(id: id) }
        return Screen.render(app.model, app.screenData(recipes: recipes), width: width, height: height, theme: .monochrome, message: nil,
                             memo: &memo).canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    @Test func theFolderTreeAt80x24() {
        expectSnapshot(snapshot(NavigationModel(), grouping: .folder, width: 80, height: 24), named: "folders-80x24")
    }

    @Test func aClosedFolderHidesItsFoldersAt80x24() {
        let model = NavigationModel(selectedCategory: "breakfast", collapsed: ["breakfast"])
        expectSnapshot(snapshot(model, grouping: .folder, width: 80, height: 24), named: "folders-closed-80x24")
    }

    @Test func everyFolderClosedKeepsItsMarker() {
        let model = NavigationModel(selectedCategory: "salads", collapsed: ["baking", "breakfast"])
        let rows = snapshot(model, grouping: .folder, width: 80, height: 24)
        #expect(rows[2].hasPrefix(" ▸ Baking") && rows[3].hasPrefix(" ▸ Breakfast") && rows[4].hasPrefix("›  Salads"))
    }

    @Test func coursesFoldedAt80x24() {
        expectSnapshot(snapshot(NavigationModel(), grouping: .course, width: 80, height: 24), named: "courses-80x24")
    }

    /// A library kept in folders with long names, as the cookcli seed collection is.
    static let longFolders: Library = {
        let categories = [
            Category(id: "seed", name: "Cookcli Seed Collection"),
            Category(id: "seed-breakfast", name: "Cookcli Seed Collection › Breakfast Classics"),
        ]
        let recipes = [Recipe(id: "pancakes", name: "Easy Pancakes", category: "seed-breakfast"),
                       Recipe(id: "risotto", name: "Risotto", category: "seed")]
        return try! Library(categories: categories, recipes: recipes, placesAreFolders: true)
    }()

    func rows(of library: Library, width: Int, height: Int, focus: Focus = .categories) -> (rows: [String], panes: PaneGeometry) {
        var app = App(model: NavigationModel(focus: focus), catalog: library.catalog, width: width, height: height, grouping: .folder)
        app.message = nil
        var memo = RenderMemo()
        let frame = Screen.render(app.model, app.screenData(recipes: [:]), width: width, height: height, theme: .monochrome, message: nil, memo: &memo)
        let rows = frame.canvas.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return (rows, Screen.panes(app.model, app.screenData(recipes: [:]), width: width, height: height)!)
    }

    @Test func theFirstColumnGrowsToItsFolderNamesWhereThereIsRoom() {
        let wide = rows(of: Self.longFolders, width: 200, height: 20)
        #expect(wide.panes.categories!.width == 29, "as wide as its widest row, within a quarter of 200")
        #expect(wide.rows[2].hasPrefix("›▾ Cookcli Seed Collection 2 │"), "\(wide.rows[2])")
        #expect(wide.rows[3].hasPrefix("     Breakfast Classics    1 │"), "\(wide.rows[3])")
        // At 80 columns it grows to a quarter, and the recipe keeps the rest.
        let narrow = rows(of: Self.longFolders, width: 80, height: 24)
        #expect(narrow.panes.categories!.width == 20)
        #expect(narrow.rows[3].hasPrefix("     Breakfast C… 1 │"), "\(narrow.rows[3])")
        // Short names keep the column at a fifth.
        let short = rows(of: Fixtures.folders, width: 200, height: 20)
        #expect(short.panes.categories!.width == 24)
    }

    @Test func theRecipesColumnsBackHintNamesTheFirstColumn() {
        let folders = rows(of: Self.longFolders, width: 120, height: 20, focus: .recipes).rows.last!
        #expect(folders.contains("← folders"), "\(folders)")
    }

    @Test func theFolderTreeAt40x15() {
        let model = NavigationModel(selectedCategory: "baking-pies", focus: .categories)
        expectSnapshot(snapshot(model, grouping: .folder, width: 40, height: 15), named: "folders-40x15")
    }
}
