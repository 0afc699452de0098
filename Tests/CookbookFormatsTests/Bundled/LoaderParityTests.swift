import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

/// Broken and unusual files: both loaders must accept the same files with the same result,
/// and refuse the same files for the same reason (the same message, except that for JSON
/// syntax the fast loader says where, which JSONDecoder does not).
@Suite struct LoaderParityTests {
    static let valid = """
        {"version": 1,
         "categories": [{"id": "dessert", "name": "Dessert"}, {"id": "salad", "name": "Salad"}],
         "recipes": [
           {"id": "apple-pie", "name": "Apple Pie", "category": "dessert", "servings": 8,
            "prepMinutes": 30, "cookMinutes": 50, "tags": ["baking", "fruit"],
            "ingredients": [{"quantity": 1.5, "unit": "cup", "item": "sugar", "note": "fine"},
                            {"quantity": 6, "item": "apples"}, {"item": "salt"}],
            "steps": ["Bake.", "Cool."], "related": ["pie-crust"]},
           {"id": "pie-crust", "name": "Pie Crust", "category": "dessert", "related": ["apple-pie"]},
           {"id": "coban-salatasi", "name": "Çoban Salatası", "category": "salad"}
         ]}
        """

    /// (what, from, to): replace `from` with `to` in `valid`.
    static let mutations: [(String, String, String)] = [
        ("servings as a string", #""servings": 8"#, #""servings": "8""#),
        // The fields recipes from other formats bring, in their usual form and not.
        ("yield, notes, sections, source", #""steps": ["Bake.", "Cool."]"#,
         #""steps": ["Bake.", "Cool."], "yield": "one pie", "notes": ["Good warm."], "sections": [{"name": "Pie", "firstStep": 0}], "source": "/r/pie.cook""#),
        ("yield null", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "yield": null"#),
        // What a file says of the recipe: who, what, where from, and the total it states.
        ("author, description, source, total", #""steps": ["Bake.", "Cool."]"#,
         #""steps": ["Bake.", "Cool."], "author": "Ann", "description": "Warm.", "sourceName": "Book", "sourceURL": "https://x.test/p", "totalMinutes": 600"#),
        ("author null", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "author": null"#),
        ("author a number", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "author": 5"#),
        ("sourceURL a list", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "sourceURL": ["https://x.test"]"#),
        ("totalMinutes a string", #""prepMinutes": 30"#, #""prepMinutes": 30, "totalMinutes": "90""#),
        ("totalMinutes too large", #""prepMinutes": 30"#, #""prepMinutes": 30, "totalMinutes": 2000000"#),
        ("totalMinutes 1.5", #""prepMinutes": 30"#, #""prepMinutes": 30, "totalMinutes": 1.5"#),
        // A recipe exported from a Cooklang file: its mentions of salt are one line.
        ("a Cooklang export", #"{"item": "salt"}"#, #"{"item": "salt"}, {"quantity": 1, "unit": "tsp", "item": "Salt"}], "source": "/r/pie.cook", "x": [0"#),
        ("yield a number", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "yield": 4"#),
        ("notes a string", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "notes": "Good warm.""#),
        ("a section without firstStep", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "sections": [{"name": "Pie"}]"#),
        ("a section's firstStep 1.5", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "sections": [{"name": "Pie", "firstStep": 1.5}]"#),
        ("a section's firstStep a string", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "sections": [{"name": "Pie", "firstStep": "1"}]"#),
        ("a section a string", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "sections": ["Pie"]"#),
        ("an ingredient's text", #"{"item": "salt"}"#, #"{"item": "salt", "text": "salt, a pinch"}"#),
        ("an ingredient's text a number", #"{"item": "salt"}"#, #"{"item": "salt", "text": 3}"#),
        ("source null", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", "Cool."], "source": null"#),
        ("servings 8.0", #""servings": 8"#, #""servings": 8.0"#),
        ("servings 1e1", #""servings": 8"#, #""servings": 1e1"#),
        ("servings 1.5", #""servings": 8"#, #""servings": 1.5"#),
        ("servings too large", #""servings": 8"#, #""servings": 99999999999999999999"#),
        ("servings null", #""servings": 8"#, #""servings": null"#),
        ("servings true", #""servings": 8"#, #""servings": true"#),
        ("servings a list", #""servings": 8"#, #""servings": [8]"#),
        ("prep -0", #""prepMinutes": 30"#, #""prepMinutes": -0"#),
        ("cook 1E2", #""cookMinutes": 50"#, #""cookMinutes": 1E2"#),
        ("name null", #""name": "Pie Crust""#, #""name": null"#),
        ("name a number", #""name": "Pie Crust""#, #""name": 3"#),
        ("name missing", #""name": "Pie Crust", "#, ""),
        ("name blank", #""name": "Pie Crust""#, #""name": " \t ""#),
        ("name escaped", #""name": "Pie Crust""#, #""name": "\u00c9clair \"best\" \ud83d\ude00""#),
        ("name unpaired surrogate", #""name": "Pie Crust""#, #""name": "Pie \ud800""#),
        ("name twice", #""name": "Pie Crust""#, #""name": "Pie Crust", "name": "Other""#),
        ("servings twice, second wrong", #""servings": 8"#, #""servings": 8, "servings": "x""#),
        ("id not a slug", #""id": "pie-crust""#, #""id": "Pie Crust""#),
        ("id duplicated", #""id": "pie-crust""#, #""id": "apple-pie""#),
        ("id escaped", #""id": "pie-crust""#, #""id": "pie\u002dcrust""#),
        ("unknown category", #""category": "salad""#, #""category": "soup""#),
        ("escaped field name", #""name": "Pie Crust""#, #""n\u0061me": "Pie Crust""#),
        ("ingredients null", #""ingredients": [{"quantity": 1.5"#, #""ingredients": null, "x": [{"quantity": 1.5"#),
        ("ingredients a string", #""tags": ["baking", "fruit"]"#, #""tags": ["baking", "fruit"], "ingredients": "x""#),
        ("an ingredient null", #"{"item": "salt"}"#, "null"),
        ("quantity a string", #""quantity": 6"#, #""quantity": "6""#),
        ("unit a number", #""unit": "cup""#, #""unit": 3"#),
        ("item missing", #"{"item": "salt"}"#, "{}"),
        ("item empty", #"{"item": "salt"}"#, #"{"item": ""}"#),
        ("item blank", #"{"item": "salt"}"#, #"{"item": "\u00a0 "}"#),
        ("quantity overflows", #""quantity": 6"#, #""quantity": 1e400"#),
        ("quantity underflows", #""quantity": 6"#, #""quantity": 2e-324"#),
        ("quantity with exponent", #""quantity": 6"#, #""quantity": 0.6e1"#),
        // A range's upper end and a fixed amount, in their usual form and not.
        ("a range and a fixed amount", #""quantity": 6"#, #""quantity": 6, "quantityTo": 8, "fixed": true"#),
        ("quantityTo and fixed null", #""quantity": 6"#, #""quantity": 6, "quantityTo": null, "fixed": null"#),
        ("fixed false", #""quantity": 6"#, #""quantity": 6, "fixed": false"#),
        ("quantityTo a string", #""quantity": 6"#, #""quantity": 6, "quantityTo": "8""#),
        ("quantityTo overflows", #""quantity": 6"#, #""quantity": 6, "quantityTo": 1e400"#),
        ("fixed a number", #""quantity": 6"#, #""quantity": 6, "fixed": 1"#),
        ("fixed a string", #""quantity": 6"#, #""quantity": 6, "fixed": "true""#),
        ("fixed misspelt", #""quantity": 6"#, #""quantity": 6, "fixed": tru"#),
        ("fixed twice", #""quantity": 6"#, #""quantity": 6, "fixed": true, "fixed": "x""#),
        ("tags null", #""tags": ["baking", "fruit"]"#, #""tags": null"#),
        ("a tag a number", #""tags": ["baking", "fruit"]"#, #""tags": ["baking", 1]"#),
        ("tags a string", #""tags": ["baking", "fruit"]"#, #""tags": "baking""#),
        ("a step null", #""steps": ["Bake.", "Cool."]"#, #""steps": ["Bake.", null]"#),
        ("a raw tab in a step", #""Bake.""#, "\"Ba\tke.\""),
        ("a NUL escape in a step", #""Bake.""#, #""Ba\u0000ke.""#),
        ("an invalid escape in a step", #""Bake.""#, #""Ba\xke.""#),
        ("an unpaired surrogate in a step", #""Bake.""#, #""Ba\udc00ke.""#),
        ("related to nothing", #""related": ["pie-crust"]"#, #""related": ["ghost", "pie-crust", "apple-pie"]"#),
        ("a related id a number", #""related": ["pie-crust"]"#, #""related": [1]"#),
        ("related null", #""related": ["pie-crust"]"#, #""related": null"#),
        ("an unknown field", #""servings": 8"#, #""servings": 8, "extra": {"deep": [1, 2.5e3, {"x": null}], "s": "\/"}"#),
        ("an invalid escape in an unknown field", #""servings": 8"#, #""servings": 8, "extra": "a\xb""#),
        ("a lone '-' in an unknown field", #""servings": 8"#, #""servings": 8, "extra": -"#),
        ("a surrogate in an unknown field", #""servings": 8"#, #""servings": 8, "extra": "\ud800""#),
        ("trailing commas", #""related": ["pie-crust"]}"#, #""related": ["pie-crust",],}"#),
        ("two commas", #""related": ["pie-crust"]}"#, #""related": ["pie-crust",,]}"#),
        ("a missing comma", #""servings": 8,"#, #""servings": 8"#),
        ("an unclosed string", #""Cool."]"#, #""Cool.]"#),
        ("a truncated file", #"{"id": "coban-salatasi""#, #"{"id": "coban"#),
        ("a control character in a field name", #""servings": 8"#, "\"serv\u{01}ings\": 8"),
        ("nesting 600 deep", #""servings": 8"#, #""servings": 8, "x": "# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600)),
        ("nesting 500 deep", #""servings": 8"#, #""servings": 8, "x": "# + String(repeating: "[", count: 500) + String(repeating: "]", count: 500)),
        ("a recipe that is a number", #"{"id": "pie-crust", "name": "Pie Crust", "category": "dessert", "related": ["apple-pie"]}"#, "1"),
        ("a recipe that is null", #"{"id": "pie-crust", "name": "Pie Crust", "category": "dessert", "related": ["apple-pie"]}"#, "null"),
        ("version a string", #""version": 1"#, #""version": "1""#),
        ("version 2", #""version": 1"#, #""version": 2"#),
        ("version 1.0", #""version": 1"#, #""version": 1.0"#),
        ("version missing", #""version": 1,"#, ""),
        ("categories null", #""categories": [{"id": "dessert", "name": "Dessert"}, "#, #""categories": null, "x": [{"id": "dessert", "name": "Dessert"}, "#),
        ("recipes an object", #""recipes": ["#, #""recipes": {}, "x": ["#),
        ("recipes twice", #""recipes": ["#, #""recipes": [], "recipes": ["#),
        ("recipes twice the other way", #"{"version": 1,"#, #"{"version": 1, "recipes": [{"id": "x", "name": "X", "category": "salad"}],"#),
        ("an escaped top-level name", #""version": 1"#, #""v\u0065rsion": 1"#),
        ("a category without a name", #"{"id": "salad", "name": "Salad"}"#, #"{"id": "salad"}"#),
        ("a category id a number", #"{"id": "salad", "name": "Salad"}"#, #"{"id": 5, "name": "Salad"}"#),
        ("a category twice", #"{"id": "salad", "name": "Salad"}"#, #"{"id": "dessert", "name": "Salad"}"#),
        ("a category id not a slug", #"{"id": "salad", "name": "Salad"}"#, #"{"id": "Salad!", "name": "Salad"}"#),
        ("errors in a category and a recipe", #""servings": 8"#, #""servings": "8""#),
        ("trailing text", #" ]}"#, #" ]} x"#),
        ("a trailing NUL", #" ]}"#, " ]}\u{0}"),
        ("white space around", #"{"version": 1,"#, " \n\t{\"version\": 1,"),
    ]

    static func outcome(_ load: () throws(CookbookLoadError) -> Library) -> Result<Library, CookbookLoadError> {
        do { return .success(try load()) } catch { return .failure(error) }
    }

    static func expectParity(_ data: Data, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let fast = outcome { () throws(CookbookLoadError) in try BundledReader.decode(data, file: "t.json") }
        let split = outcome { () throws(CookbookLoadError) in try BundledReader.decode(data, file: "t.json", splitLimit: 0) }
        let plain = outcome { () throws(CookbookLoadError) in try BundledReader.decodeFully(data, file: "t.json") }
        for (name, result) in [("fast", fast), ("split", split)] {
            switch (result, plain) {
            case (.success(let a), .success(let b)):
                FastLoaderTests.expectSame(a, b, sourceLocation: sourceLocation)
            case (.failure(let a), .failure(let b)):
                if case .notJSON = b.reason {
                    guard case .notJSON = a.reason else {
                        Issue.record("\(what) (\(name)): \(a) but the plain decoder: \(b)", sourceLocation: sourceLocation)
                        continue
                    }
                } else {
                    #expect(a.description == b.description, "\(what) (\(name))", sourceLocation: sourceLocation)
                }
            default:
                Issue.record("\(what) (\(name)): \(result) but the plain decoder: \(plain)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test func theValidFileLoads() throws {
        let cookbook = try BundledReader.decode(Data(Self.valid.utf8), file: "t.json")
        #expect(cookbook.catalog.recipes.count == 3)
        Self.expectParity(Data(Self.valid.utf8), "valid")
    }

    @Test(arguments: mutations.indices)
    func bothLoadersAgree(_ index: Int) {
        let (what, from, to) = Self.mutations[index]
        #expect(Self.valid.contains(from), "\(what): the mutation does not apply")
        let json = Self.valid.replacingOccurrences(of: from, with: to)
        Self.expectParity(Data(json.utf8), what)
    }

    @Test func bothLoadersAgreeOnByteLevelDamage() {
        // Deterministic damage at every tenth byte: a byte dropped, doubled, or replaced.
        let bytes = Array(Self.valid.utf8)
        var random = SyntheticCookbook.Random(state: 42)
        for position in stride(from: 0, to: bytes.count, by: 10) {
            var damaged = bytes
            switch random.below(4) {
            case 0: damaged.remove(at: position)
            case 1: damaged.insert(damaged[position], at: position)
            case 2: damaged[position] = UInt8(ascii: "\"")
            default: damaged[position] = 0xFF
            }
            Self.expectParity(Data(damaged), "damage at byte \(position)")
        }
    }

    @Test func syntaxErrorsSayWhere() {
        let json = Self.valid.replacingOccurrences(of: #""servings": 8,"#, with: #""servings": 8"#)
        do {
            _ = try BundledReader.decode(Data(json.utf8), file: "t.json")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "t.json: not valid JSON: expected ',' or '}', found '\"' at line 5, column 5")
        }
    }

    @Test func invalidUTF8IsFoundWhereverItIs() {
        var data = Data(Self.valid.utf8)
        let offset = data.count - 10
        data[offset] = 0xC3
        do {
            _ = try BundledReader.decode(data, file: "t.json")
            Issue.record("loaded")
        } catch {
            #expect(error.description == "t.json: not valid JSON: invalid UTF-8 at byte \(offset)")
        }
    }
}
