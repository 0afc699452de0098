import CookbookFixtures
import CookbookKit
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
        #expect(goneCategory.validated(in: cookbook.catalog) == NavigationModel(selectedCategory: "dessert", focus: .recipes))
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

@Suite struct IngredientFormatterTests {
    @Test(arguments: [
        (1.5, "cup", "1½ cups"), (0.5, "cup", "½ cup"), (1, "cup", "1 cup"), (200, "g", "200 g"),
        (0.333, "cup", "⅓ cup"), (0.25, "tsp", "¼ tsp"), (2.75, "cup", "2¾ cups"), (2.4, "kg", "2.4 kg"),
        (2, "clove", "2 cloves"), (1.999, "l", "2 l"), (3, "pinch", "3 pinches"),
    ])
    func amounts(quantity: Double, unit: String, expected: String) {
        #expect(IngredientFormatter.amount(Ingredient(quantity: quantity, unit: unit, item: "x")) == expected)
    }

    @Test func countsAndBareItems() {
        #expect(IngredientFormatter.amount(Ingredient(quantity: 2, item: "eggs")) == "2")
        #expect(IngredientFormatter.amount(Ingredient(item: "salt", note: "to taste")) == "")
        #expect(IngredientFormatter.description(Ingredient(item: "salt", note: "to taste")) == "salt, to taste")
        #expect(IngredientFormatter.description(Ingredient(item: "salt")) == "salt")
    }
}

@Suite struct BundledCookbookTests {
    @Test func looksNextToAnInstalledBinaryThenUpTheTree() {
        let paths = BundledCookbook.candidates(forExecutable: "/opt/x/bin/cookbook")
        #expect(paths.first == "/opt/x/share/cookbook/recipes.json")
        #expect(paths.contains("/opt/x/Data/recipes.json"))
        #expect(paths.contains("/opt/Data/recipes.json"))
    }

    @Test func theBundledCookbookIsFoundFromTheBuildAndIsValid() throws {
        // The test binary lives in .build, below the repository's Data folder.
        let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let cookbook = try CookbookLoader.load(path: repo.appendingPathComponent("Data/recipes.json").path)
        #expect(cookbook.warnings.isEmpty)
        #expect(cookbook.catalog.categories.count >= 8)
        #expect(cookbook.catalog.recipes.count >= 60)
        for id in ["dessert", "pancake", "salad", "sandwich"] { #expect(cookbook.catalog.category(id: id) != nil) }
        let recipes = cookbook.catalog.recipes.compactMap { cookbook.recipe(id: $0.id) }
        #expect(recipes.count == cookbook.catalog.recipes.count)
        let withRelated = recipes.filter { !$0.related.isEmpty }.count
        #expect(withRelated * 3 >= cookbook.catalog.recipes.count)
        #expect(cookbook.recipe(id: "apple-pie")?.related.contains("pie-crust") == true)
        for recipe in recipes {
            #expect(!recipe.ingredients.isEmpty && !recipe.steps.isEmpty && recipe.servings != nil, "\(recipe.id)")
        }
    }
}
