import CookbookModel
import CookbookFormats
import CookbookStore
import Foundation
import Testing

@Suite struct LoaderTests {
    func load(_ json: String) throws(CookbookLoadError) -> Library {
        try BundledReader.decode(Data(json.utf8), file: "test.json")
    }

    func error(_ json: String) -> CookbookLoadError? {
        do {
            _ = try load(json)
            return nil
        } catch {
            return error
        }
    }

    let valid = """
        {"version": 1,
         "categories": [{"id": "dessert", "name": "Dessert"}],
         "recipes": [
           {"id": "apple-pie", "name": "Apple Pie", "category": "dessert", "servings": 8,
            "ingredients": [{"quantity": 1.5, "unit": "cup", "item": "sugar"}],
            "steps": ["Bake."], "related": ["pie-crust"]},
           {"id": "pie-crust", "name": "Pie Crust", "category": "dessert"}
         ]}
        """

    @Test func aValidFileLoadsWithOptionalFieldsLeftOut() throws {
        let cookbook = try load(valid)
        #expect(cookbook.catalog.recipes.count == 2)
        #expect(cookbook.recipe(id: "pie-crust")?.steps == [])
        #expect(cookbook.recipe(id: "apple-pie")?.ingredients.first?.quantity == 1.5)
        #expect(cookbook.catalog.recipes(in: "dessert").map(\.id) == ["apple-pie", "pie-crust"])
    }

    @Test func aByteOrderMarkIsAccepted() throws {
        let data = Data([0xEF, 0xBB, 0xBF]) + Data(valid.utf8)
        #expect(try BundledReader.decode(data, file: "bom.json").catalog.recipes.count == 2)
    }

    @Test func notJSONSaysSo() {
        let e = error("this is not json")
        #expect(e?.description.hasPrefix("test.json: not valid JSON") == true, "\(String(describing: e))")
        #expect(error("")?.description == "test.json: not valid JSON: the file is empty")
    }

    @Test func aTruncatedFileIsNotJSON() {
        let truncated = String(valid.prefix(valid.count / 2))
        guard case .notJSON? = error(truncated)?.reason else {
            Issue.record("expected notJSON, got \(String(describing: error(truncated)))")
            return
        }
    }

    @Test func invalidUTF8NamesTheByte() {
        var data = Data(#"{"version": 1, "categories": [{"id": "x", "name": ""#.utf8)
        let offset = data.count
        data.append(contentsOf: [0xFF, 0xFE])
        data.append(contentsOf: Data(#""}], "recipes": []}"#.utf8))
        do {
            _ = try BundledReader.decode(data, file: "bad.json")
            Issue.record("loaded invalid UTF-8")
        } catch {
            #expect(error.description == "bad.json: not valid JSON: invalid UTF-8 at byte \(offset)")
        }
    }

    @Test func aWrongTypeNamesTheJSONPath() {
        let json = valid.replacingOccurrences(of: #""servings": 8"#, with: #""servings": "eight""#)
        #expect(error(json)?.description == "test.json: at recipes[0].servings: expected a whole number")
        let item = valid.replacingOccurrences(of: #""item": "sugar""#, with: #""item": 3"#)
        #expect(error(item)?.description == "test.json: at recipes[0].ingredients[0].item: expected a string")
    }

    @Test func aMissingFieldNamesIt() {
        let json = valid.replacingOccurrences(of: #""name": "Pie Crust", "#, with: "")
        #expect(error(json)?.description == #"test.json: at recipes[1]: missing required field "name""#)
        #expect(error(#"{"version": 1, "categories": []}"#)?.description == #"test.json: at the top level: missing required field "recipes""#)
    }

    @Test func duplicateIdsAreFatal() {
        let json = valid.replacingOccurrences(of: #""id": "pie-crust""#, with: #""id": "apple-pie""#)
        #expect(error(json)?.reason == .invalid(["recipes[1] ('apple-pie'): duplicate recipe id (first at recipes[0])"]))
        let categories = valid.replacingOccurrences(
            of: #"[{"id": "dessert", "name": "Dessert"}]"#,
            with: #"[{"id": "dessert", "name": "Dessert"}, {"id": "dessert", "name": "Again"}]"#)
        #expect(error(categories)?.reason == .invalid(["categories[1]: duplicate category id 'dessert'"]))
    }

    @Test func anUnknownCategoryIsFatal() {
        let json = valid.replacingOccurrences(of: #""category": "dessert"}"#, with: #""category": "sweets"}"#)
        #expect(error(json)?.reason == .invalid(["recipes[1] ('pie-crust'): category 'sweets' does not exist"]))
    }

    @Test func emptyNamesAndBadIdsAreFatal() {
        let json = valid.replacingOccurrences(of: #""name": "Pie Crust""#, with: #""name": "  ""#)
        #expect(error(json)?.reason == .invalid(["recipes[1] ('pie-crust'): name is empty"]))
        let slug = valid.replacingOccurrences(of: #""id": "pie-crust""#, with: #""id": "Pie Crust""#)
            .replacingOccurrences(of: #"["pie-crust"]"#, with: "[]")
        #expect(error(slug)?.reason == .invalid(["recipes[1] ('Pie Crust'): id must be lowercase letters, digits and '-'"]))
    }

    @Test func manyProblemsAreSummarisedInOneParagraph() {
        let json = valid.replacingOccurrences(of: #""category": "dessert""#, with: #""category": "nope""#)
        let description = error(json)?.description ?? ""
        #expect(description == "test.json: 2 problems: recipes[0] ('apple-pie'): category 'nope' does not exist; recipes[1] ('pie-crust'): category 'nope' does not exist")
        #expect(!description.contains("\n"))
    }

    @Test func unknownRelatedIdsAreDroppedWithAWarning() throws {
        let json = valid.replacingOccurrences(of: #"["pie-crust"]"#, with: #"["ghost", "pie-crust", "apple-pie"]"#)
        let cookbook = try load(json)
        #expect(cookbook.recipe(id: "apple-pie")?.related == ["pie-crust"], "unknown and self links dropped, order kept")
        #expect(cookbook.warnings == ["recipe 'apple-pie': related recipe 'ghost' does not exist (dropped)"])
    }

    @Test func anotherVersionIsRefused() {
        let json = valid.replacingOccurrences(of: #""version": 1"#, with: #""version": 2"#)
        #expect(error(json)?.reason == .invalid(["version is 2, but this program reads version 1"]))
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let json = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(error(json)?.description == "test.json: not valid JSON: nested more than 512 levels deep at line 1, column 513")
    }

    @Test func missingFilesAndDirectoriesAreClearErrors() {
        #expect(throws: CookbookLoadError.self) { try CookbookLoader.load(path: "/no/such/file.json") }
        do {
            _ = try CookbookLoader.load(path: NSTemporaryDirectory())
        } catch {
            #expect(error.description.hasSuffix("cannot read the file: it is a directory"))
        }
        do {
            _ = try CookbookLoader.load(path: "/no/such/file.json")
        } catch {
            #expect(error.description == "/no/such/file.json: cannot read the file: no such file")
        }
    }
}
