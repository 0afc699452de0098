import CookbookFixtures
import CookbookApp
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The start argument and saved screens: any text gives a valid screen or nothing.
@Suite struct HostileArgumentTests {
    let cookbook = Fixtures.library

    @Test func everyFuzzRegressionResolvesToAValidScreenOrNothing() throws {
        for file in Fixtures.fuzzRegressions("deeplink") {
            let bytes = try Data(contentsOf: file)
            guard let first = bytes.first else { continue }
            let kind: DeepLink.Kind = [.any, .recipe, .category][Int(first) % 3]
            let argument = String(decoding: bytes.dropFirst(), as: UTF8.self)
            if let model = DeepLink.resolve(argument, as: kind, in: cookbook.catalog) {
                #expect(model.validated(in: cookbook.catalog) == model)
            }
            for id in DeepLink.suggestions(for: argument, as: kind, in: cookbook.catalog) {
                #expect(cookbook.recipe(id: id) != nil || cookbook.catalog.category(id: id) != nil)
            }
        }
    }

    @Test func longAndStrangeArgumentsAreQuick() {
        let start = Date()
        for argument in [String(repeating: "a", count: 100_000), String(repeating: "é", count: 200), "\u{0}", "\u{1B}[2J", "apple-pie\n"] {
            #expect(DeepLink.resolve(argument, in: cookbook.catalog) == nil)
            _ = DeepLink.suggestions(for: argument, in: cookbook.catalog)
        }
        #expect(Date().timeIntervalSince(start) < 2)
    }

    @Test func savedScreensWithAnythingInThemValidate() throws {
        let texts = [
            #"{"selectedCategory": "ghost", "recipePathIds": ["apple-pie", "ghost"], "focus": "detail", "detailCursor": -9223372036854775808}"#,
            #"{"selectedCategory": "dessert", "recipePathIds": ["apple-pie", "pie-crust", "apple-pie", "okonomiyaki"], "focus": "detail", "detailCursor": 9223372036854775807, "destination": {"help": {}}}"#,
            #"{"destination": {"search": {"_0": {"query": "\u001b]0;x\u0007", "selected": -3}}}, "lastSearch": "\u009b", "layout": "stack"}"#,
            #"{"recipePathIds": [], "focus": "recipes", "detailCursor": 0}"#,
        ]
        for text in texts {
            let model = try JSONDecoder().decode(NavigationModel.self, from: Data(text.utf8)).validated(in: cookbook.catalog)
            #expect(model.validated(in: cookbook.catalog) == model)
            #expect(model.path.allSatisfy { cookbook.recipe(id: $0) != nil })
            #expect(model.detailCursor >= 0)
        }
        for file in Fixtures.fuzzRegressions("savedstate") {
            if let model = try? JSONDecoder().decode(NavigationModel.self, from: Data(contentsOf: file)) {
                #expect(model.validated(in: cookbook.catalog).validated(in: cookbook.catalog) == model.validated(in: cookbook.catalog))
            }
        }
    }
}
