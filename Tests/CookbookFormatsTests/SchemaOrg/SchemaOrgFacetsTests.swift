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

    @Test func aListsLastItemIsReadWithoutItsConjunction() throws {
        let json = #"{"@type": "Recipe", "name": "X", "recipeCategory": "Salads, Soups, & Chili", "recipeCuisine": "Thai, and Lao", "keywords": "Andalusian, &"}"#
        let read = try #require(try SchemaOrgReader.read(json: Array(json.utf8)).get().first)
        #expect(read.values(.course) == ["Salads", "Soups", "Chili"])
        #expect(read.values(.cuisine) == ["Thai", "Lao"])
        #expect(read.values(.tag) == ["Andalusian", "&"])
    }

    @Test func aPublisherWhenThereIsNoPage() throws {
        let json = #"{"@type": "Recipe", "name": "X", "publisher": {"@type": "Organization", "name": "Food & Wine"}}"#
        let read = try #require(try SchemaOrgReader.read(json: Array(json.utf8)).get().first)
        #expect(read.values(.source) == ["Food & Wine"])
    }

    @Test func theMainImageIsTheFirstAddressTheImageFieldGives() throws {
        func image(_ field: String) throws -> String? {
            try SchemaOrgReader.read(json: Array(#"{"@type": "Recipe", "name": "X", "image": \#(field)}"#.utf8)).get().first?.image
        }
        #expect(try image(#""https://example.com/a.jpg""#) == "https://example.com/a.jpg")
        #expect(try image(#"["https://example.com/1x1.jpg", "https://example.com/4x3.jpg"]"#) == "https://example.com/1x1.jpg")
        #expect(try image(#"{"@type": "ImageObject", "url": "https://example.com/b.png", "width": 800}"#) == "https://example.com/b.png")
        #expect(try image(#"[{"@type": "ImageObject", "contentUrl": "/img/c.webp"}]"#) == "/img/c.webp")
        #expect(try image(#"{"@type": "ImageObject", "width": 800}"#) == nil)
        #expect(try image("[]") == nil && image(#""""#) == nil)
    }
}
