import CookbookFixtures
@testable import CookbookModel
import Testing

/// Faceted search: words among the recipes every filter lets through.
@Suite struct CatalogSearchTests {
    let folders = Fixtures.folders.catalog
    let book = Fixtures.catalog

    func ids(_ query: String, in catalog: Catalog) -> [String] {
        catalog.search(query, limit: 50).hits.map(\.id)
    }

    @Test func anIngredientAndItsExclusion() {
        #expect(ids("@egg", in: folders) == ["buttermilk-pancakes", "okonomiyaki"], "eggs, by name")
        #expect(ids("@eggs", in: folders) == ids("@egg", in: folders), "a plural finds the same")
        #expect(ids("@flour -@eggs", in: folders) == ["pie-crust"])
        #expect(ids("pie -@crust", in: folders) == ["pie-crust", "fruit-pie-filling"], "Apple Pie takes a pie crust")
        #expect(ids("@baking", in: folders).isEmpty, "a tag is not an ingredient")
    }

    @Test func aTagAFacetAndTime() {
        #expect(ids("#Baking", in: folders) == ["apple-pie", "pie-crust"])
        #expect(ids("#japanese", in: book) == ["okonomiyaki"], "a book's tags, from its search text")
        #expect(ids("course:desserts", in: folders) == ["apple-pie", "creme-brulee", "pie-crust"], "folded as the groups are")
        #expect(ids("diet:vegetarian -course:dessert", in: folders) == ["buttermilk-pancakes"])
        #expect(ids("course:pancake", in: book) == ["buttermilk-pancakes", "okonomiyaki"], "a book's categories are its courses")
        #expect(ids("time<30m", in: book) == ["coban-salatasi", "fruit-pie-filling", "pie-crust"])
        #expect(ids("time>=1h", in: book) == ["apple-pie", "creme-brulee"])
        #expect(ids("time<=25 @flour", in: book) == ["pie-crust"])
    }

    @Test func aQueryThatExtendsTheLastLooksAtWhatItFoundAndAnotherDoesNot() {
        let first = folders.search("#baking", limit: 50)
        let words = folders.search("#baking pie", limit: 50, after: first)
        #expect(words.hits.map(\.id) == ["pie-crust", "apple-pie"], "names starting with it first")
        let plain = folders.search("pie", limit: 50, after: words)
        #expect(plain.hits.map(\.id) == ["pie-crust", "apple-pie", "fruit-pie-filling"], "without the tag: all of them again")
        let filtered = folders.search("pie #baking", limit: 50, after: plain)
        #expect(filtered.hits.map(\.id) == ["pie-crust", "apple-pie"])
    }

    @Test func typingAfterFiltersFindsWhatAFreshSearchFinds() {
        for catalog in [folders, book] {
            for typed in ["@flour pie", "#baking -@apple cr", "course:dessert time<2h p", "-@egg pie"] {
                var previous: SearchResults?
                for end in typed.indices.dropFirst() {
                    let query = String(typed[..<end])
                    let results = catalog.search(query, limit: 50, after: previous)
                    #expect(results.hits == catalog.search(query, limit: 50).hits, "\(query)")
                    previous = results
                }
            }
        }
    }

    @Test func aQueryWithoutAFilterIsTheIndexsSearch() {
        for query in ["pie", "cr", "eggs", "  Crème  "] {
            #expect(book.search(query, limit: 20).hits == book.searchIndex.search(query, limit: 20))
        }
    }
}
