@testable import CookbookFormats
import CookbookModel
import Testing

/// schema.org's category, cuisine, keywords, diet, author and page as facets.
@Suite struct SchemaOrgFacetsTests {
    @Test func aRecipesFacetsFromItsFields() throws {
        let json = """
            {"@context": "https://schema.org", "@type": "Recipe", "name": "Ratatouille",
             "recipeCategory": "Main course, Side", "recipeCuisine": ["French"], "keywords": "summer, vegetables",
             "suitableForDiet": ["https://schema.org/VeganDiet", "LowLactoseDiet"],
             "author": [{"@type": "Person", "name": "Ann Cook"}, "Bo Chef"],
             "mainEntityOfPage": {"@id": "https://www.example.com/ratatouille#page"}}
            """
        let read = try #require(try SchemaOrgReader.read(json: Array(json.utf8)).get().first)
        #expect(read.values(.course) == ["Main course", "Side"] && read.values(.cuisine) == ["French"])
        #expect(read.values(.tag) == ["summer", "vegetables"])
        #expect(read.values(.diet) == ["Vegan", "Low Lactose"])
        #expect(read.values(.author) == ["Ann Cook", "Bo Chef"])
        #expect(read.values(.source) == ["example.com"])
    }

    @Test func aPublisherWhenThereIsNoPage() throws {
        let json = #"{"@type": "Recipe", "name": "X", "publisher": {"@type": "Organization", "name": "Food & Wine"}}"#
        let read = try #require(try SchemaOrgReader.read(json: Array(json.utf8)).get().first)
        #expect(read.values(.source) == ["Food & Wine"])
    }
}
