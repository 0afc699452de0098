@testable import CookbookConfig
import CookbookModel
import Testing

/// `group =` and `[searches]` in config.toml.
@Suite struct ConfigGroupingTests {
    @Test func aGroupingAndSavedSearchesInTheOrderOfTheFile() {
        let (config, problems) = Config.parse("""
            group = "Cuisines"

            [searches]
            quick = "time<30m -@meat"
            "sunday roast" = "course:main @beef"
            broken = 3
            """)
        #expect(config.grouping == .cuisine)
        #expect(config.searches == [SavedSearch(name: "quick", query: "time<30m -@meat"), SavedSearch(name: "sunday roast", query: "course:main @beef")])
        #expect(problems.map(\.description) == [#"line 6: the search 'broken' is a query in quotes ("time<30m -@meat")"#])
    }

    @Test func anUnknownGroupingIsSaidAndTheDefaultStands() {
        let (config, problems) = Config.parse(#"group = "colour""#)
        #expect(config.grouping == nil)
        #expect(problems.map(\.description) == [#"line 1: group is one of "folder", "course", "cuisine", "tag", "diet", "author", "source""#])
    }
}
