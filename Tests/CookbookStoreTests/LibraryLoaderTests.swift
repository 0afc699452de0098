@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// Folders of recipe files into one library: ids, categories, and bad files that never hide
/// the good ones. A small text format stands in for the real ones here (its first line is
/// the name, an optional `category:` line names the category; `!` makes it a problem).
@Suite struct LibraryLoaderTests {
    static let text = RecipeFormat(name: "test", extensions: ["txt"]) { bytes, _ in
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
        if lines.first == "!" { return .problem(FormatProblem(line: 1, column: 1, message: "broken on purpose")) }
        if lines.first == "menu" { return .problem(FormatProblem(message: "a menu, not a recipe", severity: .notice)) }
        let categories = lines.dropFirst().filter { $0.hasPrefix("category: ") }.map { String($0.dropFirst(10)) }
        return .recipes(lines.first.map { [ReadRecipe(recipe: Recipe(id: "", name: $0, category: "", steps: ["Cook."]), categories: categories)] } ?? [])
    }

    func tree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-library-\(UUID().uuidString)/My Recipes")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    func load(_ roots: [String]) -> LoadedLibrary {
        LibraryLoader.load(roots, formats: [Self.text, RecipeFormats.json])
    }

    @Test func idsComeFromPathsAndCategoriesFromFoldersAndCoursesAreFacets() throws {
        let root = try tree([
            "Pesto.txt": "Pesto",
            "Baking/Bread/Rye.txt": "Rye Bread",
            "Sauces/Pesto.txt": "Pesto Genovese\ncategory: Italian",
            "Cakes/Lemon Tart/recipe.txt": "Lemon Tart",
            "Photos/tart.jpg": "not a recipe",
        ])
        let loaded = load([root])
        let catalog = loaded.library.catalog
        #expect(loaded.problems.isEmpty)
        #expect(catalog.recipes.map(\.id).sorted() == ["baking-bread-rye", "cakes-lemon-tart-recipe", "pesto", "sauces-pesto"])
        #expect(catalog.summary(id: "pesto")?.category == "my-recipes", "files at the top go to the library's own category")
        #expect(catalog.category(id: "my-recipes")?.name == "My Recipes")
        #expect(catalog.category(id: "baking-bread")?.name == "Baking › Bread")
        #expect(catalog.summary(id: "sauces-pesto")?.category == "sauces", "the folder, whatever course the file names")
        #expect(catalog.facets.values(.course, of: try #require(catalog.position(of: "sauces-pesto"))) == ["Italian"])
        #expect(catalog.summary(id: "baking-bread-rye")?.source == root + "/Baking/Bread/Rye.txt")
        #expect(loaded.filesRead == 4)
    }

    @Test func aNextcloudFolderIsTheRecipeNotItsCategory() throws {
        let root = try tree(["Desserts/Lemon Tart/recipe.json": "{}"])
        // The JSON here is no recipe (passed over, no problem): what matters is the id and
        // the folder's role.
        let loaded = load([root])
        #expect(loaded.problems.isEmpty && loaded.notRecipes.map(\.path) == [root + "/Desserts/Lemon Tart/recipe.json"])
        let (built, _) = LibraryBuilder.build([(
            ScannedFile(path: root + "/Desserts/Lemon Tart/recipe.json", root: root, components: ["Desserts", "Lemon Tart", "recipe.json"]),
            [ReadRecipe(recipe: Recipe(id: "", name: "Lemon Tart", category: ""))]
        )])
        #expect(built.catalog.recipes.map(\.id) == ["desserts-lemon-tart"], "the folder names the recipe; recipe.json does not")
        #expect(built.catalog.categories.map(\.name) == ["Desserts"])
    }

    @Test func idsStayWhenOtherFilesComeAndEqualOnesAreToldApart() throws {
        let root = try tree(["Soup.txt": "Soup", "Bread.txt": "Bread"])
        let before = load([root]).library.catalog.recipes.map(\.id)
        try Data("Cake".utf8).write(to: URL(fileURLWithPath: root + "/Cake.txt"))
        try FileManager.default.removeItem(atPath: root + "/Bread.txt")
        let after = load([root]).library.catalog
        #expect(before.contains("soup") && after.summary(id: "soup") != nil)
        // a-b/c.txt and a/b-c.txt would both be `a-b-c`: with nothing remembered, the first in
        // the byte order of their paths keeps it, the other gets its path's hash.
        let clash = try tree(["a-b/c.txt": "One", "a/b-c.txt": "Two"])
        let catalog = load([clash]).library.catalog
        #expect(catalog.summary(id: "a-b-c")?.name == "One")
        #expect(catalog.recipes.first { $0.name == "Two" }.map { $0.id.hasPrefix("a-b-c-") && $0.id.count == 14 } == true)
        #expect(load([clash]).library.catalog.recipes.map(\.id) == catalog.recipes.map(\.id), "the same on every load")
    }

    @Test func badFilesAreListedAndTheRestOpens() throws {
        let root = try tree([
            "Good.txt": "Good",
            "Broken.txt": "!",
            "Empty.txt": "",
            "Menu.txt": "menu",
            "Other.json": #"{"@type": "Recipe", "name": "Tart""#,
            "package.json": #"{"name": "recipe-app", "dependencies": {"left-pad": "1.3.0"}}"#,
            "Settings.json": "[1, 2",
        ])
        try FileManager.default.createSymbolicLink(atPath: root + "/Loop", withDestinationPath: root)
        let loaded = load([root])
        #expect(loaded.library.catalog.recipes.map(\.name) == ["Good"])
        let said = loaded.problems.map { "\(URL(fileURLWithPath: $0.path).lastPathComponent) \($0.problem) \($0.isNotice)" }
        #expect(said == [
            "Broken.txt 1:1: broken on purpose false",
            "Empty.txt the file is empty false",
            "Loop a folder reached again through a link (a loop?): read once false",
            "Menu.txt a menu, not a recipe true",
            "Other.json 1:35: not JSON: unterminated object: expected ',' or '}', found end of text false",
        ])
        // JSON with no recipe in it, read whole or not, is no problem: only `validate --all`
        // lists it.
        #expect(loaded.notRecipes.map { URL(fileURLWithPath: $0.path).lastPathComponent } == ["Settings.json", "package.json"])
        #expect(loaded.notRecipes.allSatisfy { $0.isNotice && $0.problem == RecipeFormats.notARecipe })
    }

    @Test func aCookbookOfTheBundledFormatInAFolderKeepsItsIds() throws {
        let root = try tree(["mine.json": #"{"version": 1, "categories": [{"id": "soup", "name": "Soup"}], "recipes": [{"id": "leek-soup", "name": "Leek Soup", "category": "soup"}]}"#])
        let catalog = load([root]).library.catalog
        #expect(catalog.recipes.map(\.id) == ["leek-soup"])
        #expect(catalog.categories.map(\.name) == ["My Recipes"], "in its folder")
        #expect(catalog.facets.values(.course, of: 0) == ["Soup"], "its category is its course")
    }

    @Test func numbersOutOfRangeAndBlankItemsAreMended() {
        let file = ScannedFile(path: "/x/a.txt", root: "/x", components: ["a.txt"])
        let recipe = Recipe(id: "", name: " ", category: "", servings: -2, cookMinutes: 9_999_999,
                            ingredients: [Ingredient(item: " ", text: "a pinch of salt"), Ingredient(item: "")])
        let mended = LibraryBuilder.sanitized(recipe, file: file)
        #expect(mended.name == "A", "the file's name read as a title")
        #expect(mended.servings == nil && mended.cookMinutes == nil)
        #expect(mended.ingredients.map(\.item) == ["a pinch of salt"])
    }

    @Test func slugsAreLowercaseASCII() {
        #expect(Slug.make("Crème Brûlée") == "creme-brulee")
        #expect(Slug.make("  Baking › Bread ") == "baking-bread")
        #expect(Slug.make("お好み焼き") == "")
        #expect(Slug.hash("a") == Slug.hash("a") && Slug.hash("a") != Slug.hash("b"))
        let long = String(repeating: "Grandmother's Sunday Recipes › ", count: 3)
        let (a, b) = (Slug.make(long + "Soups"), Slug.make(long + "Stews"))
        #expect(a != b && a.count == Slug.maximumLength && b.count == Slug.maximumLength, "cut, and told apart")
        #expect(a == Slug.make(long + "Soups"), "the same text, the same slug")
        #expect(Slug.make(String(repeating: "a", count: 80)) == String(repeating: "a", count: 80), "80 is not cut")
        #expect(!Slug.make(String(repeating: "ab ", count: 40)).contains("--"))
    }

    @Test func foldersWhosePathsShareTheirFirst80CharactersAreCategoriesApart() throws {
        let long = String(repeating: "Family Recipes Kept Since 1950 ", count: 3)
        let root = try tree([long + "Soups/Leek.txt": "Leek Soup", long + "Stews/Beef.txt": "Beef Stew"])
        let catalog = load([root]).library.catalog
        #expect(catalog.categories.count == 2)
        #expect(catalog.summary(id: catalog.recipes.first { $0.name == "Leek Soup" }!.id)?.category
                != catalog.summary(id: catalog.recipes.first { $0.name == "Beef Stew" }!.id)?.category)
    }
}

@Suite struct TextDecodingTests {
    @Test func windows1252IsReadWhenTheBytesAreNotUTF8() {
        #expect(TextDecoding.decode([0x43, 0x72, 0xE8, 0x6D, 0x65, 0x20, 0x96, 0x20, 0x80]) == "Crème – €")
        #expect(TextDecoding.decode([0xEF, 0xBB, 0xBF, 0x61]) == "a", "a byte order mark dropped")
    }

    @Test func picturesAndBinaryFilesAreNotText() {
        #expect(!TextDecoding.isText([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A]))
        #expect(!TextDecoding.isText([0xFF, 0xD8, 0xFF, 0xE0]))
        #expect(!TextDecoding.isText(Array("%PDF-1.7".utf8)))
        #expect(!TextDecoding.isText([0x61, 0x00, 0x62]))
        #expect(TextDecoding.isText(Array("@flour{200%g}".utf8)))
    }
}
