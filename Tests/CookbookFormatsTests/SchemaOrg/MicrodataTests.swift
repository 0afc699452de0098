import CookbookFixtures
import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

/// Pages whose recipe is schema.org microdata, written for these tests
/// (Fixtures/microdata/), one per shape real pages use.
@Suite struct MicrodataTests {
    static let folder = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/microdata")

    func read(_ name: String) throws -> [ReadRecipe] {
        try SchemaOrgReader.read(html: Array(Data(contentsOf: Self.folder.appendingPathComponent(name)))).get()
    }

    func read(page: String) -> Result<[ReadRecipe], FormatProblem> {
        SchemaOrgReader.read(html: Array(page.utf8))
    }

    @Test func aPropertyGivenThousandsOfTimesIsAListOfThemAllInOrder() throws {
        let lines = (1...5_000).map { "<b itemprop=recipeIngredient>\($0) g flour</b>" }.joined()
        let page = #"<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop=name>Many</h1>"# + lines + "</div>"
        let recipe = try #require(try read(page: page).get().first?.recipe)
        #expect(recipe.ingredients.count == 5_000)
        #expect(recipe.ingredients.first?.quantity == 1 && recipe.ingredients.last?.quantity == 5_000)
    }

    @Test func oneElementHoldingAWholeListGivesALinePerItem() throws {
        let recipes = try read("one-element-lists.html")
        #expect(recipes.count == 1)
        let read = try #require(recipes.first)
        let recipe = read.recipe
        #expect(recipe.name == "Barley & Leek Soup", "the name's line break is a space; the Person's and the footer's names are theirs")
        #expect(recipe.ingredients.map { $0.text ?? $0.item } == ["100 g pearl barley", "2 leeks, sliced", "1.5 l vegetable stock", "1 tbsp butter"])
        #expect(recipe.ingredients[0].quantity == 100 && recipe.ingredients[0].unit == "g")
        #expect(recipe.steps == [
            "Rinse the barley and soak it for an hour.", "Melt the butter and soften the leeks for ten minutes.",
            "Add the barley and the stock; simmer for an hour.",
        ])
        #expect(recipe.description == "A thick soup for cold evenings.\nBetter the next day.")
        #expect(recipe.author == "Ada Palmer")
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 70 && recipe.summary.totalMinutes == 85)
        #expect(recipe.servings == nil && recipe.yield == "6 bowls", "bowls are not servings")
        #expect(recipe.tags == ["barley", "winter", "leek"])
        #expect(read.categories == ["Soup", "Main course"])
        #expect(read.values(.cuisine) == ["Scottish"])
        #expect(read.values(.author) == ["Ada Palmer"])
        #expect(read.image == "images/barley-soup.jpg")
        #expect(recipe.sourceURL == nil, "the author's url is the author's, not the recipe's")
    }

    @Test func listItemsUnclosedItemsAndHowToSteps() throws {
        let recipes = try read("list-items-and-steps.html")
        #expect(recipes.map(\.recipe.name) == ["Oat Pancakes"], "the Review's itemReviewed is the same recipe, not a second")
        let recipe = try #require(recipes.first).recipe
        #expect(recipe.ingredients.map { $0.text ?? $0.item } == ["200 g oats", "2 eggs", "300 ml milk", "1 pinch of salt"])
        #expect(recipe.steps == ["Blend the oats to a flour.", "Whisk in the eggs, the milk and the salt.", "Fry small rounds in a hot pan."])
        #expect(recipe.author == "Bo Lindqvist", "an author's link gives its text, not its address")
        #expect(recipe.servings == 8, "content= before the element's text")
    }

    @Test func aPageWithJSONLDUsesTheJSONLD() throws {
        #expect(try read("json-ld-and-microdata.html").map(\.recipe.name) == ["Lemon Curd (from JSON-LD)"])
    }

    @Test func metaContentHoldingJSONAndAHiddenInput() throws {
        let read = try #require(try read("meta-content-json.html").first)
        #expect(read.recipe.name == "Herb Flatbread")
        #expect(read.recipe.ingredients.map { $0.text ?? $0.item } == ["250 g flour", "150 ml warm water", "1 tsp dried thyme"])
        #expect(read.recipe.steps == ["Mix everything to a soft dough.", "Roll thin and bake at 220°C for 8 minutes."])
        #expect(read.recipe.servings == 4)
        #expect(read.image == "https://example.org/flatbread.webp")
        #expect(read.recipe.tags == ["bread", "quick"])
    }

    @Test func aWholeIngredientListInOneContentWithCommas() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Dressing">
            <meta itemprop="recipeIngredient" content="3 tbsp oil, 1 tbsp vinegar, 1 tsp mustard"></div>
            <div itemscope itemtype="https://schema.org/Recipe"><meta itemprop="name" content="Leeks">
            <meta itemprop="recipeIngredient" content="2 leeks, sliced"></div>
            """
        let recipes = try read(page: page).get()
        #expect(recipes.map { $0.recipe.ingredients.map { $0.text ?? $0.item } } == [["3 tbsp oil", "1 tbsp vinegar", "1 tsp mustard"], ["2 leeks, sliced"]])
    }

    @Test func nestedItemsKeepTheirProperties() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe">
              <span itemprop="name">Flapjacks</span>
              <div itemprop="nutrition" itemscope itemtype="https://schema.org/NutritionInformation">
                <span itemprop="name">Nutrition</span><span itemprop="recipeIngredient">not an ingredient</span></div>
              <span itemprop="recipeIngredient">250 g oats</span>
              <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToSection">
                <span itemprop="name">Bake</span>
                <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Press into a tin.</p></div>
                <div itemprop="itemListElement" itemscope itemtype="https://schema.org/HowToStep"><p itemprop="text">Bake for 25 minutes.</p></div>
              </div>
            </div>
            """
        let recipe = try #require(try read(page: page).get().first).recipe
        #expect(recipe.name == "Flapjacks")
        #expect(recipe.ingredients.map(\.item) == ["oats"])
        #expect(recipe.steps == ["Press into a tin.", "Bake for 25 minutes."])
        #expect(recipe.sections == [StepSection(name: "Bake", firstStep: 0)])
    }

    @Test func stepsAsBreaksAndLinksAsAddresses() throws {
        let page = """
            <article itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Toast</h1>
            <a itemprop="url" href="https://example.org/toast">this page</a>
            <img itemprop="image" src="data:image/gif;base64,R0lGOD" data-src="https://example.org/toast.jpg">
            <span itemprop="recipeIngredient">1 slice of bread</span>
            <div itemprop="recipeInstructions">Toast the bread.<br>Butter it.<br/>Eat it &amp; smile.</div></article>
            """
        let read = try #require(try read(page: page).get().first)
        #expect(read.recipe.steps == ["Toast the bread.", "Butter it.", "Eat it & smile."])
        #expect(read.recipe.sourceURL == "https://example.org/toast")
        #expect(read.image == "https://example.org/toast.jpg", "a lazy image's data-src, not its placeholder")
    }

    @Test func aPageWithNeitherSaysSo() {
        #expect(read(page: "<p itemscope itemtype='https://schema.org/Person'><span itemprop=name>Ada</span></p>") == .failure(SchemaOrgReader.noRecipeInPage))
        #expect(read(page: "") == .failure(SchemaOrgReader.noRecipeInPage))
    }

    @Test func aWindows1252PageReadsAsText() throws {
        let page: [UInt8] = Array("<div itemscope itemtype=\"https://schema.org/Recipe\"><b itemprop=\"name\">Cr".utf8) + [0xE8]
            + Array("me br".utf8) + [0xFB] + Array("l".utf8) + [0xE9, 0x3C, 0x2F, 0x62, 0x3E, 0x3C, 0x2F, 0x64, 0x69, 0x76, 0x3E]
        let recipes = try SchemaOrgReader.read(html: page).get()
        #expect(recipes.map(\.recipe.name) == ["Crème brûlé"])
    }

    @Test func anItemUnderSeveralNamesAtEveryLevelIsReadOnce() throws {
        // Each level's item named four times would be 4^16 copies if each name had it.
        var page = #"<div itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Deep</span>"#
        page += String(repeating: #"<div itemprop="author creator editor contributor" itemscope itemtype="https://schema.org/Person">"#, count: 16)
        page += #"<span itemprop="name">Ada</span>"# + String(repeating: "</div>", count: 17)
        let start = ContinuousClock.now
        let recipes = try read(page: page).get()
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(recipes.map(\.recipe.name) == ["Deep"])
    }

    @Test func everyInputThatOnceFailedTheFuzzerReads() {
        for file in Fixtures.fuzzRegressions("microdata") {
            guard let bytes = try? Array(Data(contentsOf: file)) else { continue }
            let start = ContinuousClock.now
            _ = SchemaOrgReader.read(html: bytes)
            _ = CopyMeThatReader.read(html: bytes) { _ in nil }
            #expect(ContinuousClock.now - start < .seconds(2), "\(file.lastPathComponent)")
        }
    }
}
