import CookbookFixtures
import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

/// Copy Me That's `recipes.html`: a small export written for these tests
/// (Fixtures/copymethat/), and the real one in ../shared/realdata/exports/copymethat.zip.
@Suite struct CopyMeThatReaderTests {
    static let fixture = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/copymethat")

    /// The pictures of an export folder, by the path the page names.
    static func pictures(in folder: URL) -> (String) -> RecipePicture? {
        { path in
            guard !path.contains(".."), let data = try? Data(contentsOf: folder.appendingPathComponent(path)) else { return nil }
            return RecipePicture(bytes: Array(data))
        }
    }

    @Test func eachPartOfARecipeIsRead() throws {
        let bytes = Array(try Data(contentsOf: Self.fixture.appendingPathComponent("recipes.html")))
        var asked: [String] = []
        let reading = CopyMeThatReader.read(html: bytes) { path in
            asked.append(path)
            return Self.pictures(in: Self.fixture)(path)
        }
        #expect(reading.recipes.map(\.read.recipe.name) == ["Fennel & Orange Salad", "Plain Rice"])
        #expect(reading.failures == [ImportFailure(origin: "recipes.html › recipe 3", reason: "a recipe with no name")])
        #expect(asked == ["images/fennel_orange_salad_ab12c.jpg"])

        let salad = try #require(reading.recipes.first)
        #expect(salad.origin == "recipes.html › Fennel & Orange Salad")
        #expect(salad.picture?.kind == .jpeg)
        #expect(salad.read.image == "images/fennel_orange_salad_ab12c.jpg")
        let recipe = salad.read.recipe
        #expect(recipe.sourceURL == "https://example.org/fennel-orange-salad/")
        #expect(recipe.description == "Sharp and sweet.\nGood with fish.")
        #expect(recipe.tags == ["salad", "winter"])
        #expect(recipe.servings == 4)
        #expect(recipe.ingredients.map { $0.text ?? $0.item } == ["1 fennel bulb, shaved", "2 oranges", "Dressing", "2 tbsp olive oil"])
        #expect(recipe.ingredients[1].quantity == 2)
        #expect(recipe.steps == [
            "Peel the oranges and slice them into rounds.", "Lay the fennel and the oranges on a plate.",
            "Pour the oil over \"just before\" serving.",
        ])
        #expect(recipe.sections == [StepSection(name: "Salad", firstStep: 0), StepSection(name: "To finish", firstStep: 2)])
        #expect(recipe.notes == ["Blood oranges look best."])
        #expect(salad.read.values(.source) == ["example.org"])

        let rice = reading.recipes[1]
        #expect(rice.picture == nil && rice.read.image == nil)
        #expect(rice.read.recipe.ingredients.count == 2 && rice.read.recipe.steps.count == 1)
    }

    @Test func partsInsidePartsAreGatheredOnlyThirtyTwoDeep() throws {
        let steps = (1...100).map { "<span class=instruction>step \($0) " }.joined()
        let page = #"<div class="recipe"><div id="name">Deep</div>"# + steps + "</div>"
        let recipe = try #require(CopyMeThatReader.read(html: Array(page.utf8)) { _ in nil }.recipes.first?.read.recipe)
        // The 31 outermost steps (the recipe is the 32nd part open) each hold the text after them.
        #expect(recipe.steps.count == 31)
        #expect(recipe.steps.contains { $0.hasPrefix("step 31 step 32") && $0.hasSuffix("step 100") })
    }

    @Test func aPageWithNoRecipeIsOneFailure() {
        for page in ["", "<html><body><p>Hello</p></body></html>", "\u{0}\u{0}binary"] {
            let reading = CopyMeThatReader.read(html: Array(page.utf8)) { _ in nil }
            #expect(reading.recipes.isEmpty)
            #expect(reading.failures.count == 1 && reading.failures.first?.origin == "recipes.html", "\(page)")
        }
    }

    @Test func aPictureThatIsNotAnImageIsLeftOut() throws {
        let bytes = Array(try Data(contentsOf: Self.fixture.appendingPathComponent("recipes.html")))
        let reading = CopyMeThatReader.read(html: bytes) { _ in RecipePicture(bytes: Array("<html>".utf8)) }
        #expect(reading.recipes.first?.picture == nil)
        #expect(reading.recipes.first?.read.image == "images/fennel_orange_salad_ab12c.jpg")
    }

    static let realExportZip = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/realdata/exports/copymethat.zip")

    @Test(
        "The real Copy Me That export's recipes.html reads whole",
        .enabled(
            if: FileManager.default.fileExists(atPath: realExportZip.path),
            "SKIPPED: ../shared/realdata/exports/copymethat.zip is not beside the repository, so the real Copy Me That export was not read"))
    func readsTheRealExport() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("copymethat-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unzip = Process()
        unzip.executableURL = URL(fileURLWithPath: "/usr/bin/unzip")
        unzip.arguments = ["-q", Self.realExportZip.path, "-d", folder.path]
        try unzip.run()
        unzip.waitUntilExit()
        try #require(unzip.terminationStatus == 0, "unzip failed")

        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent("recipes.html")))
        let reading = CopyMeThatReader.read(html: bytes, picture: Self.pictures(in: folder))
        #expect(reading.failures.isEmpty)
        #expect(reading.recipes.map(\.read.recipe.name) == ["Classic Stuffed Shells", "Crockpot Cilantro Lime Chicken", "Spam Zoodles"])
        #expect(reading.recipes.map(\.read.recipe.ingredients.count) == [12, 11, 10])
        #expect(reading.recipes.map(\.read.recipe.steps.count) == [6, 8, 4])
        #expect(reading.recipes.map(\.read.recipe.servings) == [6, 4, nil])
        #expect(reading.recipes.map(\.read.recipe.notes.count) == [0, 3, 0])
        #expect(reading.recipes.map { $0.picture?.kind } == [.jpeg, .jpeg, .jpeg])
        #expect(reading.recipes.map(\.read.image) == [
            "images/classic_stuffed_shells_f89m7.jpg", "images/crockpot_cilantro_lime_chicken_rhs9m.jpg", "images/spam_zoodles_y92tv.jpg",
        ])
        let shells = reading.recipes[0].read.recipe
        #expect(shells.sourceURL == "https://www.spendwithpennies.com/classic-stuffed-shells-recipe/")
        #expect(shells.ingredients.first?.text == "24 jumbo pasta shells")
        #expect(shells.steps[2] == "Lightly grease a 9x13\" baking dish with non-stick spray and spread 1 cup marinara sauce in the bottom.")
        #expect(shells.steps[4].hasSuffix("that's okay."))
        #expect(reading.recipes[1].read.recipe.tags == ["chicken", "dinner", "instantpot", "slowcooker", "texmex"])
    }
}
