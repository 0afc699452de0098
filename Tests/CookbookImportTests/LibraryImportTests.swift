import CookbookFormats
@testable import CookbookImport
import CookbookModel
import Foundation
import Testing

/// Imported recipes written into a library folder: where, under what name, with their
/// picture, never over a file, and never twice.
@Suite struct LibraryImportTests {
    func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-library-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        return root
    }

    func imported(_ name: String, categories: [String] = [], items: [String] = ["bread"], source: String? = nil,
                  picture: RecipePicture? = nil) -> ImportedRecipe {
        var recipe = Recipe(id: "", name: name, category: "", ingredients: items.map { Ingredient(item: $0) }, steps: ["Toast it."])
        recipe.sourceURL = source
        return ImportedRecipe(read: ReadRecipe(recipe: recipe, categories: categories), picture: picture, origin: source ?? "page.html")
    }

    func files(_ root: String) -> [String] {
        (FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []).sorted()
    }

    @Test func aRecipeGoesIntoItsCategorysFolderNamedAsItIsWithItsPictureBeside() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Dessert", withIntermediateDirectories: true)
        var known = KnownRecipes()
        let picture = RecipePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3])
        let outcomes = LibraryImport.write(
            [imported("Crème brûlée", categories: ["desserts"], picture: picture), imported("Toast", categories: ["Breakfast"]),
             imported("Plain")],
            options: ImportOptions(library: root), known: &known)
        #expect(outcomes.map(\.kind) == [
            .written(root + "/Dessert/Crème brûlée.json", picture: root + "/Dessert/Crème brûlée.jpg"),
            .written(root + "/Breakfast/Toast.json", picture: nil),
            .written(root + "/Plain.json", picture: nil),
        ])
        #expect(files(root) == ["Breakfast", "Breakfast/Toast.json", "Dessert", "Dessert/Crème brûlée.jpg", "Dessert/Crème brûlée.json", "Plain.json"],
                "no temporary file left")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: root + "/Dessert/Crème brûlée.jpg"))) == picture!.bytes)
        let written = try String(contentsOfFile: root + "/Dessert/Crème brûlée.json", encoding: .utf8)
        #expect(written.contains("\"name\": \"Crème brûlée\"") && written.contains("\"recipeCategory\": \"desserts\""))
    }

    @Test func aSecondImportWritesNothingUnlessForcedAndAClashIsNumbered() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var known = KnownRecipes()
        let options = ImportOptions(library: root)
        _ = LibraryImport.write([imported("Toast", source: "https://www.example.com/toast/")], options: options, known: &known)
        // The same address (written differently), or the same name and ingredients: there already.
        let again = LibraryImport.write(
            [imported("Toast!", source: "http://example.com/toast#top"), imported("TOAST", items: ["Bread"])], options: options, known: &known)
        #expect(again.map(\.kind) == [.alreadyThere(root + "/Toast.json"), .alreadyThere(root + "/Toast.json")])
        // Another toast, with butter: a recipe of its own, under a numbered name.
        let other = LibraryImport.write([imported("Toast", items: ["bread", "butter"])], options: options, known: &known)
        #expect(other.map(\.kind) == [.written(root + "/Toast (2).json", picture: nil)])
        var forced = options
        forced.force = true
        let third = LibraryImport.write([imported("Toast", source: "https://www.example.com/toast/")], options: forced, known: &known)
        #expect(third.map(\.kind) == [.written(root + "/Toast (3).json", picture: nil)])
    }

    @Test func aDryRunSaysWhereAndWritesNothing() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var known = KnownRecipes()
        var options = ImportOptions(library: root)
        options.dryRun = true
        options.format = .cook
        let outcomes = LibraryImport.write([imported("Toast", categories: ["Breakfast"]), imported("Toast", categories: ["Breakfast"])],
                                           options: options, known: &known)
        #expect(outcomes.map(\.kind) == [.wouldWrite(root + "/Breakfast/Toast.cook", picture: nil), .alreadyThere(root + "/Breakfast/Toast.cook")])
        #expect(files(root).isEmpty)
    }

    @Test func intoAFolderPutsEveryRecipeThereAndCookWritesCooklang() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var known = KnownRecipes()
        var options = ImportOptions(library: root, into: root + "/new/inbox")
        options.format = .cook
        let outcomes = LibraryImport.write([imported("Toast", categories: ["Breakfast"])], options: options, known: &known)
        #expect(outcomes.map(\.kind) == [.written(root + "/new/inbox/Toast.cook", picture: nil)])
        let text = try String(contentsOfFile: root + "/new/inbox/Toast.cook", encoding: .utf8)
        let read = try CooklangReader.read(text, fileName: "Toast.cook").get()
        #expect(read.recipe.name == "Toast" && read.recipe.ingredients.map(\.item) == ["bread"])
    }

    @Test func anExportStopsBetweenTwoRecipesWhenTheImportIsStopped() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        var known = KnownRecipes()
        var asked = 0
        let outcomes = LibraryImport.write([imported("Toast"), imported("Soup"), imported("Tea")], options: ImportOptions(library: root),
                                           known: &known, goOn: { asked += 1; return asked < 2 })
        #expect(outcomes.map(\.kind) == [.written(root + "/Toast.json", picture: nil)])
        #expect(files(root) == ["Toast.json"])
    }

    @Test func aRelativeFolderIsRefusedBeforeAnyFolderIsMade() throws {
        let name = "cookbook-relative-\(UUID().uuidString)"
        #expect(LibraryImport.makeFolder("tmp/\(name)/inbox") == "not a full path")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/\(name)"))
    }

    @Test func aFolderThatCannotBeMadeIsAFailureOfItsRecipeOnly() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("a file".utf8).write(to: URL(fileURLWithPath: root + "/Breakfast"))
        var known = KnownRecipes()
        let outcomes = LibraryImport.write([imported("Toast", categories: ["Breakfast"]), imported("Soup")],
                                           options: ImportOptions(library: root), known: &known)
        #expect(outcomes.map(\.kind) == [.failed("cannot make the folder \(root)/Breakfast: a file is there"),
                                         .written(root + "/Soup.json", picture: nil)])
    }

    @Test func aNameFromARecipeNeverLeavesItsFolder() {
        #expect(RecipeFileName.make("Apple Pie") == "Apple Pie")
        #expect(RecipeFileName.make("../../etc/passwd") == "etc-passwd")
        #expect(RecipeFileName.make("..") == "Recipe" && RecipeFileName.make("") == "Recipe" && RecipeFileName.make(" \t\n") == "Recipe")
        #expect(RecipeFileName.make(".hidden") == "hidden")
        #expect(RecipeFileName.make("Mac\u{0}and\u{7}cheese\r\nbake") == "Mac and cheese bake")
        #expect(RecipeFileName.make("Half/half \\ soup") == "Half-half - soup")
        let long = RecipeFileName.make(String(repeating: "é", count: 100))
        #expect(long.utf8.count == 120 && long == String(repeating: "é", count: 60), "cut between characters, at 120 bytes")
        #expect(RecipeFileName.numbered(long, 2).utf8.count <= 120 && RecipeFileName.numbered(long, 2).hasSuffix(" (2)"))
        #expect(RecipeFileName.numbered("Toast", 1) == "Toast")
    }
}
