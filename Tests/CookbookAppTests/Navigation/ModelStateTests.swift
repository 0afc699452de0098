import CookbookFixtures
import CookbookApp
import Foundation
import Testing

@Suite struct ModelStateTests {
    let cookbook = Fixtures.library

    @Test func validationDropsWhatTheCookbookDoesNotHave() {
        let stale = NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "ghost", "pie-crust"], focus: .detail, detailCursor: 99)
        let model = stale.validated(in: cookbook.catalog)
        #expect(model.path == ["apple-pie", "pie-crust"], "unknown ids dropped, order kept")
        #expect(model.detailCursor == 5, "clamped to the last item of Pie Crust")

        let wrongCategory = NavigationModel(selectedCategory: "salad", path: ["apple-pie"], focus: .detail)
        #expect(wrongCategory.validated(in: cookbook.catalog) == NavigationModel(selectedCategory: "salad", focus: .recipes))

        let goneCategory = NavigationModel(selectedCategory: "ghost", path: ["apple-pie"], focus: .detail)
        #expect(goneCategory.validated(in: cookbook.catalog) == NavigationModel(selectedCategory: "dessert", path: ["apple-pie"], focus: .detail),
                "a category gone (the library grouped otherwise): the recipe in its own")
    }

    @Test func theModelRoundTripsThroughJSONWithIdsOnly() throws {
        let model = NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: .detail, detailCursor: 2)
        let data = try JSONEncoder().encode(model)
        let json = String(decoding: data, as: UTF8.self)
        #expect(json.contains("\"recipePathIds\":[\"apple-pie\",\"pie-crust\"]"))
        #expect(!json.contains("Apple Pie"), "stores ids, never recipe contents")
        #expect(try JSONDecoder().decode(NavigationModel.self, from: data) == model)
    }
}
