import CookbookFixtures
import CookbookStore
import Foundation
import Testing

@Suite struct BundledCookbookTests {
    @Test func looksNextToAnInstalledBinaryThenUpTheTree() {
        let paths = BundledCookbook.candidates(forExecutable: "/opt/x/bin/cookbook")
        #expect(paths.first == "/opt/x/share/cookbook/recipes.json")
        #expect(paths.contains("/opt/x/Data/recipes.json"))
        #expect(paths.contains("/opt/Data/recipes.json"))
        #expect(paths.last == "/opt/Data/recipes.json", "up to the folder below the root")
        #expect(BundledCookbook.candidates(forExecutable: "/cookbook") == ["/share/cookbook/recipes.json"])
        // A relative path is taken from the working folder.
        let here = FileManager.default.currentDirectoryPath
        #expect(BundledCookbook.candidates(forExecutable: "no-such-dir/cookbook").contains(here + "/no-such-dir/Data/recipes.json"))
    }

    @Test func theBundledCookbookIsFoundFromTheBuildAndIsValid() throws {
        // The test binary lives in .build, below the repository's Data folder.
        let repo = Fixtures.repository
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
