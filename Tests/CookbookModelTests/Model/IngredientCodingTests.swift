@testable import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

/// An ingredient's fields through the bundled format: the Codable init and encode, and the
/// fast indexer, which reads the file itself.
@Suite struct IngredientCodingTests {
    static let ingredients = [
        Ingredient(quantity: 2, quantityTo: 3, item: "eggs"),
        Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true),
        Ingredient(quantity: 0.5, quantityTo: 0.75, unit: "cup", item: "milk", note: "warm", fixed: true),
        Ingredient(unit: "pinch", item: "pepper", text: "pinch pepper"),
    ]

    @Test func encodesOnlyWhatIsThere() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let json = String(decoding: try encoder.encode(Self.ingredients), as: UTF8.self)
        #expect(json == #"[{"item":"eggs","quantity":2,"quantityTo":3},"#
            + #"{"fixed":true,"item":"salt","quantity":1,"unit":"tsp"},"#
            + #"{"fixed":true,"item":"milk","note":"warm","quantity":0.5,"quantityTo":0.75,"unit":"cup"},"#
            + #"{"item":"pepper","text":"pinch pepper","unit":"pinch"}]"#)
    }

    @Test func decodesWhatItEncodes() throws {
        let data = try JSONEncoder().encode(Self.ingredients)
        #expect(try JSONDecoder().decode([Ingredient].self, from: data) == Self.ingredients)
    }

    @Test func anAbsentOrNullFixedIsFalse() throws {
        let read = try JSONDecoder().decode(
            [Ingredient].self, from: Data(#"[{"item": "a"}, {"item": "b", "fixed": null, "quantityTo": null}, {"item": "c", "fixed": false}]"#.utf8))
        #expect(read.map(\.fixed) == [false, false, false])
        #expect(read.map(\.quantityTo) == [nil, nil, nil])
    }

    @Test func aFixedThatIsNoBooleanIsAnError() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Ingredient.self, from: Data(#"{"item": "a", "fixed": 1}"#.utf8))
        }
    }

    /// A whole cookbook, read by the fast indexer (recipes decoded when asked for) and by
    /// JSONDecoder: the same ingredients either way.
    @Test func aCookbookKeepsRangesAndFixedAmounts() throws {
        let recipe = Recipe(id: "omelette", name: "Omelette", category: "breakfast", ingredients: Self.ingredients)
        let file = CookbookFile(version: 1, categories: [Category(id: "breakfast", name: "Breakfast")], recipes: [recipe])
        let data = try JSONEncoder().encode(file)
        let fast = try BundledReader.decode(data, file: "t.json")
        let plain = try BundledReader.decodeFully(data, file: "t.json")
        #expect(fast.decodesLazily)
        #expect(fast.recipe(id: "omelette")?.ingredients == Self.ingredients)
        #expect(plain.recipe(id: "omelette")?.ingredients == Self.ingredients)
    }
}
