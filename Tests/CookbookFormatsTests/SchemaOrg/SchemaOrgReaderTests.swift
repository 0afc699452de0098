import CookbookFixtures
import CookbookModel
import CookbookFormats
import Foundation
import Testing

/// The reader on small files written for these tests (Fixtures/schemaorg/), one per shape the
/// real pages have.
@Suite struct SchemaOrgReaderTests {
    static let folder = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/schemaorg")

    static func bytes(_ name: String) throws -> [UInt8] {
        Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func recipes(_ name: String) throws -> [ReadRecipe] {
        let bytes = try bytes(name)
        return try (name.hasSuffix(".html") ? SchemaOrgReader.read(html: bytes) : SchemaOrgReader.read(json: bytes)).get()
    }

    static func only(_ name: String) throws -> ReadRecipe {
        let recipes = try recipes(name)
        try #require(recipes.count == 1, "\(name): \(recipes.count) recipes")
        return recipes[0]
    }

    @Test func graphWithIDReferences() throws {
        let read = try Self.only("graph-with-id-refs.jsonld")
        let recipe = read.recipe
        #expect(recipe.name == "Barley Soup")
        #expect(recipe.id == "" && recipe.category == "")
        #expect(read.categories == ["Soup", "Winter"])
        #expect(recipe.tags == ["barley", "soup", "winter"])
        #expect(recipe.servings == 6 && recipe.yield == "6 bowls")
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 45 && recipe.statedTotalMinutes == 60)
        // Who and where, through references to the graph's nodes.
        #expect(recipe.author == "A. Cook")
        #expect(recipe.sourceName == "Test Kitchen" && recipe.sourceURL == "https://example.test/barley-soup/")
        #expect(recipe.ingredients.map(\.text) == ["1 cup pearl barley", "2 carrots, diced", "6 cups stock"])
        // The third instruction is a reference to a HowToSection whose step is a reference too.
        #expect(recipe.steps == ["Rinse the barley.", "Soften the carrots in a pot.", "Simmer for forty minutes."])
        #expect(recipe.sections == [StepSection(name: "Simmer", firstStep: 2)])
    }

    @Test func topLevelArray() throws {
        let recipe = try Self.only("top-level-array.json").recipe
        #expect(recipe.name == "Lemon Rice")
        #expect(recipe.servings == 4 && recipe.yield == nil)
        #expect(recipe.cookMinutes == 20 && recipe.prepMinutes == nil)
        #expect(recipe.steps == ["Cook the rice.", "Stir in the zest."])
    }

    @Test func mainEntity() throws {
        let recipe = try Self.only("main-entity.json").recipe
        #expect(recipe.name == "Herb Omelette")
        #expect(recipe.servings == 1 && recipe.yield == nil)
        // Only a totalTime: a total, never a cooking time.
        #expect(recipe.prepMinutes == nil && recipe.cookMinutes == nil && recipe.statedTotalMinutes == 10)
        #expect(recipe.steps.count == 2)
    }

    @Test func itemList() throws {
        let recipe = try Self.only("item-list.json").recipe
        #expect(recipe.name == "Tomato Toast")
        #expect(recipe.servings == 2)
        #expect(recipe.ingredients.count == 2 && recipe.steps.isEmpty)
    }

    @Test func typeListHeadlineAndOddValues() throws {
        let read = try Self.only("type-list.json")
        #expect(read.recipe.name == "Pea Salad", "no name: the headline")
        #expect(read.categories == ["7"], "a number as category")
        #expect(read.recipe.servings == 4 && read.recipe.yield == "Serves 4-6", "a repeated list item read once")
        #expect(read.recipe.prepMinutes == 30, "PT0D0H30M: a D after the T")
        #expect(read.recipe.cookMinutes == nil, "PTNaNM")
        #expect(read.recipe.steps == ["Blanch the peas.", "Slice the shallot.", "Toss together."])
    }

    @Test func extendedRecipeStubMergesWithTheFullRecipe() throws {
        let recipe = try Self.only("extended-recipe-stub.html").recipe
        #expect(recipe.name == "Fig Tart")
        #expect(recipe.ingredients.count == 2 && recipe.steps.count == 2)
    }

    @Test func stubWithoutIngredientsOrStepsIsDroppedForTheFullOne() throws {
        let recipe = try Self.only("stub-and-full.html").recipe
        #expect(recipe.ingredients.count == 2 && recipe.steps == ["Bake."])
    }

    @Test func sectionsMixedWithSteps() throws {
        let recipe = try Self.only("sections-mixed.json").recipe
        #expect(recipe.ingredients.map(\.text) == ["3 potatoes", "1 onion", "100 g cheese"], "one string split at <br>")
        #expect(recipe.steps == [
            "Heat the oven.", "Slice the potatoes.", "Fry the onion.", "Grate the cheese.", "Scatter it over.", "Bake until golden.",
        ])
        #expect(recipe.sections == [StepSection(name: "Filling", firstStep: 1), StepSection(name: "Topping", firstStep: 3)])
    }

    @Test func oneStringOfStepsSeparatedByCR() throws {
        let recipe = try Self.only("instructions-cr-only.json").recipe
        #expect(recipe.steps == ["Soak the beans overnight;", "Drain them;", "Simmer with the onion;"])
    }

    @Test func quirkyJSON() throws {
        // Raw CR LF, LF, CR and TAB in strings, trailing commas, `\'`, a CDATA and comment wrapper.
        let recipe = try Self.only("quirky.json").recipe
        #expect(recipe.name == "Quirky Pickles")
        #expect(recipe.description == "Crisp pickles.\nKeep them cold." && recipe.notes.isEmpty)
        #expect(recipe.ingredients.map(\.text) == ["1 cucumber", "1 cup vinegar"])
        #expect(recipe.steps == ["Don't peel the cucumber.", "Slice it.", "Pour over the vinegar.", "Close the jar."])
    }

    @Test func quirkyJSONWithAByteOrderMark() throws {
        let read = try SchemaOrgReader.read(json: [0xEF, 0xBB, 0xBF] + Self.bytes("quirky.json")).get()
        #expect(read.map(\.recipe.name) == ["Quirky Pickles"])
    }

    @Test func doubleEncodedEntitiesAndTags() throws {
        let recipe = try Self.only("double-encoded-entities.json").recipe
        #expect(recipe.name == "Mom's Fish & Chips")
        #expect(recipe.description == "Crisp & golden.\nBest eaten hot…")
        #expect(recipe.ingredients.map(\.text) == ["½ cup flour", "1 egg", "salt & pepper", "Crème fraîche – a spoonful"])
        #expect(recipe.steps == ["Heat oil to 180°C.", "Fry… then drain."])
    }

    @Test func twoBlocksOneSingleQuotedAndUppercase() throws {
        let recipes = try Self.recipes("two-blocks.html")
        // Not the block inside JavaScript, nor the commented-out one.
        #expect(recipes.map(\.recipe.name) == ["Green Sauce", "Flatbread"])
        #expect(recipes.map(\.recipe.steps.count) == [2, 2])
    }

    @Test func pageWithoutLDJSON() throws {
        let result = SchemaOrgReader.read(html: try Self.bytes("no-ld-json.html"))
        #expect(result == .failure(SchemaOrgReader.noRecipeInPage))
    }

    @Test func windows1252Page() throws {
        let recipe = try Self.only("windows-1252.html").recipe
        #expect(recipe.name == "Crème brûlée")
        #expect(recipe.ingredients.map(\.text) == ["500 ml crème", "5 jaunes d’œufs"])
        #expect(recipe.steps == ["Chauffer la crème – sans bouillir.", "Caraméliser le sucre."])
    }

    @Test func windows1252JSONFile() throws {
        let bytes: [UInt8] = Array(#"{"@type":"Recipe","name":"Caf"#.utf8) + [0xE9, 0x20, 0x93, 0x6E, 0x6F, 0x69, 0x72, 0x94] + Array(#""}"#.utf8)
        let read = try SchemaOrgReader.read(json: bytes).get()
        #expect(read.map(\.recipe.name) == ["Café “noir”"])
    }

    @Test func utf16JSONFile() throws {
        let text = #"{"@type":"Recipe","name":"Tarte aux pommes"}"#
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        #expect(try SchemaOrgReader.read(json: bytes).get().map(\.recipe.name) == ["Tarte aux pommes"])
    }

    @Test func nextcloudCookbookRecipe() throws {
        let read = try Self.only("nextcloud-recipe.json")
        let recipe = read.recipe
        #expect(recipe.name == "Oat Pancakes")
        #expect(read.categories == ["Breakfast"])
        #expect(recipe.tags == ["oats", "pancakes"])
        #expect(recipe.servings == 3 && recipe.yield == nil)
        #expect(recipe.prepMinutes == 10 && recipe.cookMinutes == 15 && recipe.statedTotalMinutes == 25)
        #expect(recipe.description == "Quick pancakes for a weekday.")
        // Its `url` is empty: no address.
        #expect(recipe.sourceURL == nil && recipe.sourceName == nil && recipe.author == nil)
        #expect(recipe.ingredients.count == 3 && recipe.steps.count == 3)
        #expect(recipe.ingredients[0] == Ingredient(quantity: 1, unit: "cup", item: "rolled oats", text: "1 cup rolled oats"))
    }

    @Test(arguments: [
        (#""author": "Jane Doe""#, "Jane Doe"),
        (#""author": {"@type": "Person", "name": "Jane Doe", "url": "https://example.test/jane"}"#, "Jane Doe"),
        (#""author": [{"@type": "Person", "name": "Ann"}, {"@type": "Person", "name": "Bob"}, "Ann"]"#, "Ann, Bob"),
        (#""author": {"@type": "Organization", "name": "Test &amp; Kitchen"}"#, "Test & Kitchen"),
        (#""author": {"@type": "Person"}"#, nil),
    ] as [(String, String?)])
    func authorsOfEveryShape(_ field: String, _ author: String?) throws {
        let json = #"{"@type": "Recipe", "name": "A", "# + field + "}"
        #expect(try SchemaOrgReader.read(json: Array(json.utf8)).get().first?.recipe.author == author)
    }

    @Test(arguments: [
        (#""url": "https://site.test/a", "publisher": {"@type": "Organization", "name": "Site"}"#, "Site", "https://site.test/a"),
        (#""isBasedOn": "https://other.test/b", "url": "https://site.test/a""#, nil, "https://other.test/b"),
        (#""isBasedOn": {"@type": "Book", "name": "Palomar", "url": "urn:isbn:9781784720995"}"#, "Palomar", "urn:isbn:9781784720995"),
        (#""isBasedOn": "Grandma's card", "publisher": {"name": "Site"}"#, "Grandma's card", nil),
        (#""mainEntityOfPage": "https://site.test/c""#, nil, "https://site.test/c"),
        (#""url": "/relative/d""#, nil, nil),
    ] as [(String, String?, String?)])
    func whereARecipeComesFrom(_ fields: String, _ name: String?, _ url: String?) throws {
        let json = #"{"@type": "Recipe", "name": "A", "# + fields + "}"
        let recipe = try #require(try SchemaOrgReader.read(json: Array(json.utf8)).get().first?.recipe)
        #expect(recipe.sourceName == name && recipe.sourceURL == url, "\(fields)")
    }

    @Test func nextcloudRecipeWithoutType() throws {
        let json = #"{"id":"7","name":"Plain","recipeIngredient":["1 egg"],"recipeInstructions":["Boil."],"printImage":false}"#
        #expect(try SchemaOrgReader.read(json: Array(json.utf8)).get().map(\.recipe.name) == ["Plain"])
    }

    @Test func legacyIngredientsAndHTMLSteps() throws {
        let recipe = try Self.only("legacy-ingredients.json").recipe
        #expect(recipe.ingredients.map(\.text) == ["3 cups flour", "1 tsp salt", "1 cup water"], "[null] gives way to ingredients")
        #expect(recipe.steps == ["Mix.", "Knead.", "Shape the loaf.", "Bake."], "<li> and <p> lines, numbers dropped")
    }

    @Test func problemsSayWhatAndWhere() {
        #expect(SchemaOrgReader.read(json: Array(#"{"@type": "WebSite"}"#.utf8)) == .failure(FormatProblem(message: "no Recipe in the JSON-LD")))
        #expect(SchemaOrgReader.read(json: []) == .failure(FormatProblem(line: 1, column: 1, message: "not JSON: no value (the text is empty)")))
        let broken = Array("{\n  \"name\": \"x\"\n  \"recipeYield\": 4\n}".utf8)
        #expect(SchemaOrgReader.read(json: broken) == .failure(FormatProblem(
            line: 3, column: 3, message: "not JSON: expected ',' or '}' after a member, found '\"'")))
        #expect(SchemaOrgReader.read(json: [0x7B, 0x00, 0x7D]) == .failure(FormatProblem(message: "not UTF-8 text (the file has NUL bytes)")))
    }

    @Test func aBrokenBlockIsPlacedOnThePage() throws {
        let page = "<html>\n<head>\n<script type=\"application/ld+json\">\n{\"@type\": \"Recipe\",\n \"name\": }\n</script>"
        #expect(SchemaOrgReader.read(html: Array(page.utf8)) == .failure(FormatProblem(
            line: 5, column: 10, message: "not JSON: expected a value, found '}'")))
        // With a good Recipe in another block, the broken one is passed over.
        let both = page + "<script type=application/ld+json>{\"@type\":\"Recipe\",\"name\":\"Good\"}</script>"
        #expect(try SchemaOrgReader.read(html: Array(both.utf8)).get().map(\.recipe.name) == ["Good"])
    }
}
