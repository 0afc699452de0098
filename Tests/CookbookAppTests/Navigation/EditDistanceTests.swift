import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

@Suite struct EditDistanceTests {
    /// The textbook full table, to compare the banded one with.
    static func full(_ a: [Character], _ b: [Character]) -> Int {
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
        }
        return d[a.count][b.count]
    }

    @Test func theBandGivesTheFullDistanceUpToTheLimit() {
        var random = SyntheticCookbook.Random(state: 17)
        let alphabet = Array("abcé-")
        for _ in 0..<2_000 {
            let a = (0..<random.below(9)).map { _ in random.pick(alphabet) }
            let b = (0..<random.below(9)).map { _ in random.pick(alphabet) }
            let limit = random.below(5)
            let exact = Self.full(a, b)
            #expect(EditDistance.between(a, b, limit: limit) == min(exact, limit + 1), "\(String(a)) \(String(b)) \(limit)")
        }
    }

    @Test func suggestionsLookAtNamesWithAccentsToo() throws {
        let cookbook = Fixtures.library
        #expect(DeepLink.suggestions(for: "creme brulee", in: cookbook.catalog) == ["creme-brulee"])
        #expect(DeepLink.suggestions(for: "Crème Brulée", in: cookbook.catalog) == ["creme-brulee"])
        #expect(DeepLink.suggestions(for: "お好み焼", in: cookbook.catalog) == ["okonomiyaki"])
    }
}
