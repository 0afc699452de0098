import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// `Recipe.compactJSON` writes, byte for byte, what `CompactJSONEncoder` writes of the recipe
/// through `encode(to:)`: every field, in its order, absent where it is absent.
@Suite struct RecipeCompactJSONTests {
    private func expectSameBytes(_ recipe: Recipe, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = try recipe.compactJSON()
        let encoded = try CompactJSONEncoder().encode(recipe)
        // (Compared as bytes, said as text: the arrays would print a number a byte.)
        let same = written == encoded
        #expect(
            same, "\(recipe.id):\n\(String(decoding: written, as: UTF8.self))\n\(String(decoding: encoded, as: UTF8.self))",
            sourceLocation: sourceLocation)
    }

    @Test func everyRecipeOfTheBundledAndAGeneratedBook() throws {
        let bundled = try CookbookLoader.loadFully(path: FastLoaderTests.bundledPath)
        let generated = try BundledReader.decode(Data(SyntheticCookbook.json(recipes: 300, seed: 4)), file: "generated.json")
        for library in [bundled, generated] {
            for summary in library.catalog.recipes { try expectSameBytes(library.recipe(id: summary.id)!) }
        }
    }

    @Test func everyFieldSetAndTextThatMustBeEscaped() throws {
        var recipe = Recipe(
            id: "a/b", name: "Crème \"brûlée\" \\ 🍮\u{1}\u{1F}\t\r\n\u{8}\u{C}", category: "c", servings: 4, prepMinutes: 0,
            cookMinutes: 12, tags: ["x", "\"y\""], steps: ["", "Mix.\nServe."], related: ["r"], yield: "6 to 8", notes: ["n", "m"],
            sections: [StepSection(name: "Base", firstStep: 0), StepSection(name: "Top", firstStep: 1)], source: "/x/y.cook")
        recipe.ingredients = [
            Ingredient(quantity: 2.5, unit: "kg", item: "flour", note: nil),
            Ingredient(quantity: 1e-7, unit: nil, item: "salt", note: "a pinch"),
            Ingredient(quantity: 3, unit: "l", item: "water", note: nil),
            Ingredient(quantity: 1.5e300, quantityTo: 2e300, unit: nil, item: "stars", note: nil, text: "lots", fixed: true),
            Ingredient(quantity: -0.25, quantityTo: -0.0, unit: nil, item: "debt", note: "\\"),
            Ingredient(item: "water", text: "some"),
        ]
        try expectSameBytes(recipe)
        try expectSameBytes(Recipe(id: "", name: "", category: ""))
        var extremes = Recipe(id: "e", name: "E", category: "c", servings: .max, prepMinutes: .min, cookMinutes: -7)
        extremes.ingredients = [
            Ingredient(quantity: 999_999_999_999_999, quantityTo: -999_999_999_999_999, item: "x"),
            Ingredient(quantity: 1e15, quantityTo: 0.1 + 0.2, item: "y"),
        ]
        try expectSameBytes(extremes)
        #expect(String(decoding: try Recipe(id: "x", name: "Soup", category: "c").compactJSON(), as: UTF8.self)
            == #"{"id":"x","name":"Soup","category":"c","tags":[],"ingredients":[],"steps":[],"related":[]}"#)
    }

    @Test func aNumberJSONCannotHoldIsRefused() {
        var recipe = Recipe(id: "x", name: "Soup", category: "c")
        recipe.ingredients = [Ingredient(quantity: 1, quantityTo: .nan, unit: nil, item: "nothing", note: nil)]
        #expect(throws: CompactJSONEncoder.Failure.self) { try recipe.compactJSON() }
    }
}
