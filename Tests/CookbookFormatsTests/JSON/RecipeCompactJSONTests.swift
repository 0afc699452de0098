import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// `Recipe.compactJSON` writes what JSONDecoder reads back as the recipe, and what
/// `RecipeReader` (the store's reader of bodies) reads the same way: every field, absent where
/// it is absent, for every recipe of the bundled and a generated book and for the odd ones.
@Suite struct RecipeCompactJSONTests {
    /// `common`: the recipe holds only what `RecipeReader` reads itself (no number with an
    /// exponent), so it must read it; else it reads it the same or leaves it to JSONDecoder.
    private func expectReadBack(_ recipe: Recipe, common: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let written = try recipe.compactJSON()
        let text = String(decoding: written, as: UTF8.self)
        #expect(try JSONDecoder().decode(Recipe.self, from: Data(written)) == recipe, "\(text)", sourceLocation: sourceLocation)
        let read = written.withUnsafeBytes(RecipeReader.recipe)
        #expect(read == recipe || (!common && read == nil), "\(text)", sourceLocation: sourceLocation)
    }

    @Test func everyRecipeOfTheBundledAndAGeneratedBook() throws {
        let bundled = try CookbookLoader.loadFully(path: FastLoaderTests.bundledPath)
        let generated = try BundledReader.decode(Data(SyntheticCookbook.json(recipes: 300, seed: 4)), file: "generated.json")
        for library in [bundled, generated] {
            for summary in library.catalog.recipes { try expectReadBack(library.recipe(id: summary.id)!) }
        }
    }

    @Test func everyFieldSetAndTextThatMustBeEscaped() throws {
        var recipe = Recipe(
            id: "a/b", name: "Crème \"brûlée\" \\ 🍮\u{1}\u{1F}\t\r\n\u{8}\u{C}", category: "c", servings: 4, prepMinutes: 0,
            cookMinutes: 12, totalMinutes: 600, tags: ["x", "\"y\""], steps: ["", "Mix.\nServe."], related: ["r"], yield: "6 to 8",
            notes: ["n", "m"], sections: [StepSection(name: "Base", firstStep: 0), StepSection(name: "Top", firstStep: 1)],
            source: "/x/y.cook", author: "Ada \"A.\" Lovelace", description: "Crisp.\nGolden \\ hot.", sourceName: "Book",
            sourceURL: "https://example.org/x?a=1&b=\"2\"")
        recipe.ingredients = [
            Ingredient(quantity: 2.5, unit: "kg", item: "flour", note: nil),
            Ingredient(quantity: 1e-7, unit: nil, item: "salt", note: "a pinch"),
            Ingredient(quantity: 3, unit: "l", item: "water", note: nil),
            Ingredient(quantity: 1.5e300, quantityTo: 2e300, unit: nil, item: "stars", note: nil, text: "lots", fixed: true),
            Ingredient(quantity: -0.25, quantityTo: -0.0, unit: nil, item: "debt", note: "\\"),
            Ingredient(item: "water", text: "some"),
        ]
        try expectReadBack(recipe, common: false)
        try expectReadBack(Recipe(id: "", name: "", category: ""))
        // What a file says of the recipe, each field alone: `RecipeReader` reads them itself.
        try expectReadBack(Recipe(id: "t", name: "T", category: "c", totalMinutes: 90))
        try expectReadBack(Recipe(id: "a", name: "A", category: "c", author: "Ann, Bob"))
        try expectReadBack(Recipe(id: "d", name: "D", category: "c", description: "What it is."))
        try expectReadBack(Recipe(id: "s", name: "S", category: "c", sourceName: "Book", sourceURL: "urn:isbn:9781784720995"))
        var extremes = Recipe(id: "e", name: "E", category: "c", servings: .max, prepMinutes: .min, cookMinutes: -7, totalMinutes: .max)
        extremes.ingredients = [
            Ingredient(quantity: 999_999_999_999_999, quantityTo: -999_999_999_999_999, item: "x"),
            Ingredient(quantity: 1e15, quantityTo: 0.1 + 0.2, item: "y"),
        ]
        try expectReadBack(extremes, common: false)
        #expect(String(decoding: try Recipe(id: "x", name: "Soup", category: "c").compactJSON(), as: UTF8.self)
            == #"{"id":"x","name":"Soup","category":"c","tags":[],"ingredients":[],"steps":[],"related":[]}"#)
    }

    @Test func aNumberJSONCannotHoldIsRefused() {
        var recipe = Recipe(id: "x", name: "Soup", category: "c")
        recipe.ingredients = [Ingredient(quantity: 1, quantityTo: .nan, unit: nil, item: "nothing", note: nil)]
        #expect(throws: JSONWriter.Failure.self) { try recipe.compactJSON() }
        recipe.ingredients = [Ingredient(quantity: .infinity, unit: nil, item: "nothing", note: nil)]
        #expect(throws: JSONWriter.Failure.notFinite(.infinity)) { try recipe.compactJSON() }
    }
}
