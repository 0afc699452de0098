@testable import CookbookModel
import Testing

/// Facet values packed as the store keeps them come back as written, each distinct one once.
@Suite struct RecipeFacetsTests {
    @Test func valuesComeBackByFacetAndEachSpellingIsKeptOnce() {
        var builder = RecipeFacets.Builder(capacity: 3)
        builder.append(packed: RecipeFacets.pack([(.course, ["Dessert", " Dessert ", ""]), (.tag, ["quick", "sweet"]), (.cuisine, ["French"])]))
        builder.append(packed: [])
        builder.append(packed: RecipeFacets.pack([(.tag, ["sweet"]), (.course, ["dessert"])]))
        let facets = builder.finish()
        #expect(facets.values(.course, of: 0) == ["Dessert"], "trimmed, blank ones left out, each once")
        #expect(facets.values(.tag, of: 0) == ["quick", "sweet"] && facets.values(.cuisine, of: 0) == ["French"])
        #expect(facets.values(.course, of: 1).isEmpty && facets.values(.tag, of: 2) == ["sweet"])
        #expect(facets.values(.course, of: 2) == ["dessert"], "a spelling as its file writes it")
        #expect(facets.spellings.count == 5, "sweet once")
        #expect(facets.has(.cuisine) && !facets.has(.author))
    }

    @Test func noValuesHoldNothing() {
        var builder = RecipeFacets.Builder(capacity: 2)
        builder.append(packed: [])
        builder.append(packed: [])
        let facets = builder.finish()
        #expect(facets.values(of: 1).isEmpty && facets.spellings.isEmpty)
    }
}
