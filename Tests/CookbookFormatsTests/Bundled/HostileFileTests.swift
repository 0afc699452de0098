import CookbookFixtures
import CookbookFormats
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Files no one should have to write, and what the loader says about them.
@Suite struct HostileFileTests {
    func error(_ data: Data) -> CookbookLoadError? {
        do {
            _ = try BundledReader.decode(data, file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    func cookbookJSON(categories: String = #"[{"id": "a", "name": "A"}]"#, recipes: String) -> Data {
        Data(#"{"version": 1, "categories": \#(categories), "recipes": \#(recipes)}"#.utf8)
    }

    @Test func everyFuzzRegressionLoadsOrFailsCleanly() throws {
        let files = Fixtures.fuzzRegressions("loader") + Fixtures.fuzzRegressions("render")
        #expect(!files.isEmpty, "the regressions are where this test looks")
        for file in files {
            let data = try Data(contentsOf: file)
            do {
                _ = try BundledReader.decode(data, file: file.lastPathComponent)
            } catch {
                #expect(error.description.hasPrefix("\(file.lastPathComponent): "), "\(error)")
            }
        }
    }

    @Test func deepNestingAnywhereIsAQuickClearError() {
        let depth = 100_000
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        // Each stopped at the 513th level, on one line that says where.
        for (name, json, column) in [
            ("arrays", arrays, 513), ("objects", objects, 2_561),
            ("arrays in a field", #"{"version": 1, "categories": "# + arrays + #", "recipes": []}"#, 541),
        ] {
            let start = Date()
            let e = error(Data(json.utf8))
            #expect(e?.description == "bad.json: not valid JSON: nested more than 512 levels deep at line 1, column \(column)", "\(name)")
            #expect(Date().timeIntervalSince(start) < 2, "\(name) took \(Date().timeIntervalSince(start)) s")
        }
    }

    @Test func numbersThatDoNotFitSayWhereTheyAre() {
        // JSONDecoder itself calls these "not valid JSON" and gives no place.
        let fraction = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 2.5}]"#)
        #expect(error(fraction)?.description == "bad.json: at recipes[0].servings: expected a whole number")
        let huge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "ingredients": [{"item": "x"}, {"item": "y", "quantity": 1e400}]}]"#)
        #expect(error(huge)?.description == "bad.json: at recipes[0].ingredients[1].quantity: the number is too large")
        #expect(error(Data(#"{"version": 1.5, "categories": [], "recipes": []}"#.utf8))?.description == "bad.json: at version: expected a whole number")
        #expect(error(Data(#"{"categories": [], "recipes": []}"#.utf8))?.description == #"bad.json: at the top level: missing required field "version""#)
        #expect(error(Data(#"{"version": null, "categories": [], "recipes": []}"#.utf8))?.description == "bad.json: at version: expected a whole number, found null")
    }

    @Test func aBOMOnlyOrWhitespaceFileIsEmpty() {
        #expect(error(Data([0xEF, 0xBB, 0xBF]))?.reason == .notJSON("the file is empty"))
        #expect(error(Data(" \n\t".utf8))?.reason == .notJSON("the file is empty"))
    }

    @Test func timesAndServingsOutOfRangeAreFatalBeforeTheyCanOverflowASum() {
        let huge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "prepMinutes": 9223372036854775807, "cookMinutes": 1}]"#)
        #expect(error(huge)?.reason == .invalid(["recipes[0] ('r').prepMinutes: 9223372036854775807 is not between 0 and 1000000"]))
        let negative = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": -2, "cookMinutes": -1}]"#)
        #expect(error(negative)?.reason == .invalid([
            "recipes[0] ('r').servings: -2 is not between 0 and 1000000",
            "recipes[0] ('r').cookMinutes: -1 is not between 0 and 1000000",
        ]))
        let tooBigForInt = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 1e30}]"#)
        #expect(error(tooBigForInt)?.description == "bad.json: at recipes[0].servings: expected a whole number")
        let edge = cookbookJSON(recipes: #"[{"id": "r", "name": "R", "category": "a", "servings": 0, "prepMinutes": 1000000, "cookMinutes": 1000000}]"#)
        #expect(error(edge) == nil)
    }

    @Test func aHugeNameAndTenThousandIngredientsLoad() throws {
        let name = String(repeating: "n", count: 100_000)
        let ingredients = (0..<10_000).map { #"{"quantity": \#($0), "item": "ingredient \#($0)"}"# }.joined(separator: ",")
        let data = cookbookJSON(recipes: #"[{"id": "big", "name": "\#(name)", "category": "a", "ingredients": [\#(ingredients)]}]"#)
        let cookbook = try BundledReader.decode(data, file: "big.json")
        #expect(cookbook.recipe(id: "big")?.name.count == 100_000)
        #expect(cookbook.recipe(id: "big")?.ingredients.count == 10_000)
    }

    @Test func anEmptyCookbookAndAnEmptyCategoryLoad() throws {
        let empty = try BundledReader.decode(Data(#"{"version": 1, "categories": [], "recipes": []}"#.utf8), file: "empty.json")
        #expect(empty.catalog.categories.isEmpty && empty.catalog.recipes.isEmpty)
        let emptyCategory = try BundledReader.decode(cookbookJSON(recipes: "[]"), file: "shelf.json")
        #expect(emptyCategory.catalog.recipes(in: "a").isEmpty)
        #expect(emptyCategory.catalog.recipeCount(in: "a") == 0)
    }

    @Test func controlsInIdsStayInTheMessageForTheCommandLineToShowSafely() {
        // The loader reports what the file says; `cookbook` prints it through
        // TerminalText.visible (see the end-to-end tests), which turns a line break into ^J.
        let e = error(cookbookJSON(recipes: #"[{"id": "x", "name": "X", "category": "a\nb"}]"#))
        #expect(e?.reason == .invalid(["recipes[0] ('x'): category 'a\nb' does not exist"]))
    }
}
