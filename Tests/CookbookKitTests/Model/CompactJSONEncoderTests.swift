import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// `CompactJSONEncoder` writes what JSONDecoder reads back as the value encoded, and what
/// `RecipeReader` reads the same way, for every recipe of the bundled and a generated book.
@Suite struct CompactJSONEncoderTests {
    /// `common`: the recipe holds only what `RecipeReader` reads itself (no number with an
    /// exponent), so it must read it; else it reads it the same or leaves it to JSONDecoder.
    private func expectRoundTrip(_ recipe: Recipe, common: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let bytes = try CompactJSONEncoder().encode(recipe)
        #expect(try JSONDecoder().decode(Recipe.self, from: Data(bytes)) == recipe, "\(recipe.id)", sourceLocation: sourceLocation)
        let read = bytes.withUnsafeBytes(RecipeReader.recipe)
        #expect(read == recipe || (!common && read == nil), "\(recipe.id)", sourceLocation: sourceLocation)
    }

    @Test func everyRecipeOfTheBundledAndAGeneratedBookReadsBack() throws {
        let bundled = try CookbookLoader.loadFully(path: FastLoaderTests.bundledPath)
        let generated = try BundledReader.decode(Data(SyntheticCookbook.json(recipes: 300, seed: 4)), file: "generated.json")
        for library in [bundled, generated] {
            for summary in library.catalog.recipes { try expectRoundTrip(library.recipe(id: summary.id)!) }
        }
    }

    @Test func textThatMustBeEscapedAndNumbersOfEveryKind() throws {
        var recipe = Recipe(
            id: "a/b", name: "Crème \"brûlée\" \\ 🍮\u{1}\u{1F}\t\r\n\u{8}\u{C}", category: "c", servings: 4, prepMinutes: 0,
            source: "/x/y.cook")
        recipe.ingredients = [
            Ingredient(quantity: 2.5, unit: "kg", item: "flour", note: nil),
            Ingredient(quantity: 1e-7, unit: nil, item: "salt", note: "a pinch"),
            Ingredient(quantity: 3, unit: "l", item: "water", note: nil),
            Ingredient(quantity: 1.5e300, quantityTo: 2e300, unit: nil, item: "stars", note: nil, text: "lots", fixed: true),
            Ingredient(quantity: -0.25, unit: nil, item: "debt", note: nil),
        ]
        recipe.steps = ["", "Mix.\nServe."]
        recipe.sections = [StepSection(name: "Base", firstStep: 0)]
        recipe.notes = ["n"]
        recipe.yield = "6 to 8"
        try expectRoundTrip(recipe, common: false)
        recipe.ingredients.removeAll { $0.item == "salt" || $0.item == "stars" }
        try expectRoundTrip(recipe)
        let bytes = try CompactJSONEncoder().encode(Recipe(id: "x", name: "Soup", category: "c"))
        #expect(String(decoding: bytes, as: UTF8.self) == #"{"id":"x","name":"Soup","category":"c","tags":[],"ingredients":[],"steps":[],"related":[]}"#)
    }

    @Test func aNumberJSONCannotHoldIsRefused() {
        var recipe = Recipe(id: "x", name: "Soup", category: "c")
        recipe.ingredients = [Ingredient(quantity: .infinity, unit: nil, item: "nothing", note: nil)]
        #expect(throws: CompactJSONEncoder.Failure.notFinite(.infinity)) { try CompactJSONEncoder().encode(recipe) }
    }

    @Test func nestedAndEmptyContainersCloseWhereTheyShould() throws {
        struct Outer: Codable, Equatable {
            var a: [[Int]]
            var b: [String: [String]]
            var c: Inner?
            var d: [Inner]
        }
        struct Inner: Codable, Equatable {
            var x: Int?
            var y: [Int]
        }
        let value = Outer(a: [[], [1, 2], []], b: ["k": [], "l": ["m"]], c: Inner(x: nil, y: []), d: [Inner(x: 1, y: [2]), Inner(x: nil, y: [])])
        let bytes = try CompactJSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(Outer.self, from: Data(bytes)) == value, "\(String(decoding: bytes, as: UTF8.self))")
    }
}
