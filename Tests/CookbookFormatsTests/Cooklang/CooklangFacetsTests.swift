@testable import CookbookFormats
import CookbookModel
import Testing

/// The canonical metadata keys a recipe is grouped and searched by.
@Suite struct CooklangFacetsTests {
    @Test func canonicalKeysAreFacets() throws {
        let text = """
            ---
            course: [Dinner, Main]
            cuisine: Italian, French
            diet: gluten-free
            tags: [quick]
            author: Jane Doe
            source: https://www.example.org/recipes/risotto
            ---
            Stir @rice{300%g}.
            """
        let read = try CooklangReader.read(text, fileName: "Risotto.cook").get()
        #expect(read.values(.course) == ["Dinner", "Main"])
        #expect(read.values(.cuisine) == ["Italian", "French"])
        #expect(read.values(.diet) == ["gluten-free"] && read.values(.tag) == ["quick"])
        #expect(read.values(.author) == ["Jane Doe"])
        #expect(read.values(.source) == ["example.org"], "an address is its site")
    }

    @Test func aNestedSourceAndABookTitle() throws {
        let nested = try CooklangReader.read(
            "---\nsource:\n  name: The Palomar Cookbook\n  author: Layo Paskin\n---\nMix.", fileName: "a.cook").get()
        #expect(nested.values(.source) == ["The Palomar Cookbook"] && nested.values(.author) == ["Layo Paskin"])
        let dotted = try CooklangReader.read(">> source.url: http://food.example.com/x\n\nMix.", fileName: "b.cook").get()
        #expect(dotted.values(.source) == ["food.example.com"])
        let titled = try CooklangReader.read(">> source: The Palomar Cookbook <urn:isbn:9781784720995>\n\nMix.", fileName: "c.cook").get()
        #expect(titled.values(.source) == ["The Palomar Cookbook"])
        let none = try CooklangReader.read("Mix.", fileName: "d.cook").get()
        #expect(Facet.allCases.allSatisfy { none.values($0).isEmpty } && none.packedFacets.isEmpty)
    }

    @Test func theCanonicalImageKeyNamesTheMainImage() throws {
        let one = try CooklangReader.read(">> image: https://example.org/pie.jpg?w=800,h=600\n\nMix.", fileName: "a.cook").get()
        #expect(one.image == "https://example.org/pie.jpg?w=800,h=600", "an address is not split at its commas")
        let list = try CooklangReader.read("---\npictures:\n  - https://example.org/1.jpg\n  - https://example.org/2.jpg\n---\nMix.", fileName: "b.cook").get()
        #expect(list.image == "https://example.org/1.jpg")
        #expect(try CooklangReader.read("Mix.", fileName: "c.cook").get().image == nil)
    }
}
