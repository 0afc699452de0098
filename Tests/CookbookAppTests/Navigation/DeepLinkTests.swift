import CookbookFixtures
import CookbookApp
import Foundation
import Testing

@Suite struct DeepLinkTests {
    let cookbook = Fixtures.library

    @Test func aRecipeIdOpensTheRecipeInItsCategoryWithTheDetailFocused() {
        #expect(DeepLink.resolve("pie-crust", in: cookbook.catalog)
            == NavigationModel(selectedCategory: "dessert", path: ["pie-crust"], focus: .detail))
    }

    @Test func anExactNameInAnyCaseOpensTheRecipe() {
        #expect(DeepLink.resolve("apple pie", in: cookbook.catalog)?.path == ["apple-pie"])
        #expect(DeepLink.resolve("CRÈME BRÛLÉE", in: cookbook.catalog)?.path == ["creme-brulee"])
        #expect(DeepLink.resolve("お好み焼き", in: cookbook.catalog)?.path == ["okonomiyaki"])
    }

    @Test func aCategoryIdSelectsTheCategory() {
        #expect(DeepLink.resolve("salad", in: cookbook.catalog) == NavigationModel(selectedCategory: "salad", focus: .categories))
    }

    @Test func kindsRestrictWhatMatches() {
        #expect(DeepLink.resolve("salad", as: .recipe, in: cookbook.catalog) == nil)
        #expect(DeepLink.resolve("apple-pie", as: .category, in: cookbook.catalog) == nil)
        #expect(DeepLink.resolve("apple-pie", as: .recipe, in: cookbook.catalog)?.path == ["apple-pie"])
    }

    @Test func unknownArgumentsGetCloseSuggestions() {
        #expect(DeepLink.resolve("aple-pie", in: cookbook.catalog) == nil)
        #expect(DeepLink.suggestions(for: "aple-pie", in: cookbook.catalog) == ["apple-pie"])
        #expect(DeepLink.suggestions(for: "pie-crsut", in: cookbook.catalog).first == "pie-crust")
        #expect(DeepLink.suggestions(for: "desert", in: cookbook.catalog) == ["dessert"])
        #expect(DeepLink.suggestions(for: "zzzzzzzzzz", in: cookbook.catalog).isEmpty)
        #expect(DeepLink.suggestions(for: "", in: cookbook.catalog).isEmpty)
    }
}
