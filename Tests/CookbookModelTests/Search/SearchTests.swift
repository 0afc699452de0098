import CookbookFixtures
@testable import CookbookModel
import Foundation
import Testing

@Suite struct SearchTests {
    let cookbook = Fixtures.library

    func ids(_ query: String) -> [String] {
        RecipeSearch.results(for: query, in: cookbook).map(\.recipeID)
    }

    @Test func ignoresCaseAndAccents() {
        #expect(ids("creme") == ["creme-brulee"])
        #expect(ids("BRÛLÉE") == ["creme-brulee"])
        #expect(ids("coban") == ["coban-salatasi"])
        #expect(ids("salatasi") == ["coban-salatasi"], "the dotless ı folds to i")
        #expect(ids("お好み") == ["okonomiyaki"])
    }

    @Test func ranksNamePrefixThenWordThenSubstringThenIngredients() {
        let hits = RecipeSearch.results(for: "pie", in: cookbook)
        #expect(hits.map(\.recipeID) == ["pie-crust", "apple-pie", "fruit-pie-filling"])
        #expect(hits.map(\.rank) == [.namePrefix, .wordPrefix, .wordPrefix])
        #expect(RecipeSearch.results(for: "rust", in: cookbook).map(\.rank) == [.substring, .ingredientOrTag])
        let cabbage = RecipeSearch.results(for: "cabbage", in: cookbook)
        #expect(cabbage == [SearchHit(recipeID: "okonomiyaki", rank: .ingredientOrTag, matched: "cabbage")])
        #expect(RecipeSearch.results(for: "japanese", in: cookbook).first?.matched == "#japanese")
        #expect(ids("").isEmpty && ids("   ").isEmpty && ids("zzz").isEmpty)
    }
}
