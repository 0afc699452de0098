import CookbookFixtures
@testable import CookbookModel
import Foundation
import Testing

/// The query language: words and filters, whatever is typed.
@Suite struct SearchQueryTests {
    @Test func wordsAndEveryKindOfFilter() {
        let query = SearchQuery(#"lemon  @chicken -@"pine nuts" #Vegan -#spicy course:dessert -diet:keto time<=1h30 tart"#)
        #expect(query.words == "lemon tart")
        #expect(query.filters == [
            .ingredient("chicken", excluded: false), .ingredient("pine nuts", excluded: true), .tag("Vegan", excluded: false),
            .tag("spicy", excluded: true), .facet(.course, "dessert", excluded: false), .facet(.diet, "keto", excluded: true),
            .time(.atMost, minutes: 90),
        ])
    }

    @Test(arguments: [
        ("time<30m", SearchQuery.Filter.time(.below, minutes: 30)), ("time>2h", .time(.above, minutes: 120)),
        ("time>=45", .time(.atLeast, minutes: 45)), ("TIME=1.5h", .time(.exactly, minutes: 90)), ("time<1h30m", .time(.below, minutes: 90)),
        ("tags:quick", .tag("quick", excluded: false)), ("Cuisine:\"South Indian\"", .facet(.cuisine, "South Indian", excluded: false)),
    ])
    func oneFilter(_ text: String, _ filter: SearchQuery.Filter) {
        #expect(SearchQuery(text) == SearchQuery(words: "", filters: [filter]))
    }

    @Test func whatIsBegunAsksNothingAndTheRestAreWords() {
        for begun in ["@", "-@", "#", "course:", "time<", "time>=", "-#"] {
            #expect(SearchQuery(begun) == SearchQuery(words: ""), "\(begun)")
        }
        #expect(SearchQuery("10:30 time<soon -x a-b colour:red").words == "10:30 time<soon -x a-b colour:red")
        #expect(SearchQuery("\"apple pie\"").words == "apple pie", "quotes hold a phrase")
        #expect(SearchQuery("time<99999999999999999999h").filters.isEmpty)
    }
}

/// Every query that once failed the fuzz target (`Tests/Fuzz/regressions/searchquery`).
@Suite struct SearchQueryRegressionTests {
    @Test func everyQueryThatOnceFailedParsesAndSearches() throws {
        let inputs = Fixtures.fuzzRegressions("searchquery")
        #expect(!inputs.isEmpty)
        for url in inputs {
            let text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            let query = SearchQuery(text)
            #expect(query.words == query.words.trimmingWhitespace, "\(url.lastPathComponent)")
            let catalog = Fixtures.folders.catalog
            let allowed = catalog.allowed(by: query.filters)
            for hit in catalog.search(text, limit: 20).hits { #expect(allowed[catalog.position(of: hit.id)!] == 0) }
        }
    }
}
