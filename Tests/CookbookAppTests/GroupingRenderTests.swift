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

    @Test func theFolderTreeAt40x15() {
        let model = NavigationModel(selectedCategory: "baking-pies", focus: .categories)
        expectSnapshot(snapshot(model, grouping: .folder, width: 40, height: 15), named: "folders-40x15")
    }
}
