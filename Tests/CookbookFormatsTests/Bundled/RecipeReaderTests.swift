import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// `RecipeReader` reads a recipe's bytes as JSONDecoder decodes them into a `Recipe`, or
/// leaves them to JSONDecoder; never anything else.
@Suite struct RecipeReaderTests {
    private func read(_ json: String) -> Recipe? {
        Data(json.utf8).withUnsafeBytes(RecipeReader.recipe)
    }

    private func decoded(_ json: String) -> Recipe? {
        try? JSONDecoder().decode(Recipe.self, from: Data(json.utf8))
    }

    /// Every recipe of a cookbook, from its own bytes in the file: read here, and the same
    /// as JSONDecoder's.
    private func expectEveryRecipeRead(_ library: Library, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(library.decodesLazily, sourceLocation: sourceLocation)
        for index in library.catalog.recipes.indices {
            let data = (library.store.bodies as! BundledBodies).bytes(at: index)!
            let read = data.withUnsafeBytes(RecipeReader.recipe)
            #expect(read != nil, "\(library.catalog.recipes.id(at: index))", sourceLocation: sourceLocation)
            #expect(read == (try? JSONDecoder().decode(Recipe.self, from: data)), sourceLocation: sourceLocation)
        }
    }

    @Test func everyRecipeOfTheBundledBookIsReadAsJSONDecoderReadsIt() throws {
        expectEveryRecipeRead(try CookbookLoader.load(path: FastLoaderTests.bundledPath))
    }

    @Test func everyRecipeOfAGeneratedBookIsReadAsJSONDecoderReadsIt() throws {
        expectEveryRecipeRead(try BundledReader.decode(Data(SyntheticCookbook.json(recipes: 800, seed: 9)), file: "generated.json"))
    }

    @Test(arguments: [
        // Escapes in values, one of them a surrogate pair; absent, null and empty fields.
        #"{"id": "a\/b", "name": "Cr\u00e8me \"br\u00fbl\u00e9e\" \ud83c\udf6e", "category": "c\ttab"}"#,
        #"{"id": "a", "name": "A", "category": "c", "servings": null, "prepMinutes": 0, "cookMinutes": -5, "source": null,"#
            + #" "yield": "4 to 6", "tags": null, "steps": [], "related": ["b", "c"], "notes": ["n"], "sections": null}"#,
        // Ingredients: whole and decimal quantities, ranges, null fields, fixed or not.
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"quantity": 2, "unit": "cup", "item": "flour"},"#
            + #" {"quantity": 0.1, "quantityTo": 0.30000000000000004, "item": "salt", "note": null, "fixed": true},"#
            + #" {"quantity": null, "item": "pepper", "text": "a pinch", "fixed": null}, {"item": "x", "fixed": false}]}"#,
        #"{"id": "a", "name": "A", "category": "c", "steps": ["one", "two"], "sections": [{"name": "Dough", "firstStep": 0},"#
            + #" {"firstStep": 1, "name": "Filling"}]}"#,
        "  {\n  \"id\" : \"a\" ,\n  \"name\":\"A\",\"category\":\"c\"  }  ",
        #"{"name": "A", "category": "c", "id": "a", "servings": 123456789012345678}"#,
    ])
    func aRecipeInTheCommonFormIsReadAsJSONDecoderReadsIt(json: String) {
        let read = read(json)
        #expect(read != nil)
        #expect(read == decoded(json))
    }

    @Test(arguments: [
        // Shapes only JSONDecoder judges: an escaped field name, a field twice, a lone
        // surrogate, numbers with an exponent or a fraction where a whole one is needed; a
        // field this reader does not know (a field added to `Recipe` before this reader
        // learns it), in a recipe, an ingredient or a section, with a nested value.
        #"{"id": "a", "name": "A", "category": "c", "extra": {"deep": [1, {"x": null}], "s": "\u0041"}, "tags": ["t"]}"#,
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"item": "x", "fixed": false, "other": 1}]}"#,
        #"{"id": "a", "name": "A", "category": "c", "steps": ["one"], "sections": [{"firstStep": 0, "name": "F", "more": true}]}"#,
        #"{"i\u0064": "a", "name": "A", "category": "c"}"#,
        #"{"id": "a", "id": "b", "name": "A", "category": "c"}"#,
        #"{"id": "a\ud800", "name": "A", "category": "c"}"#,
        #"{"id": "a", "name": "A", "category": "c", "servings": 1e2}"#,
        #"{"id": "a", "name": "A", "category": "c", "servings": 2.0}"#,
        #"{"id": "a", "name": "A", "category": "c", "servings": 1234567890123456789}"#,
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"item": "x", "quantity": 1e-3}]}"#,
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"item": "x", "item": "y"}]}"#,
        // What JSONDecoder refuses too: a required field missing or null, a value of
        // another type.
        #"{"id": "a", "name": "A"}"#,
        #"{"id": null, "name": "A", "category": "c"}"#,
        #"{"id": "a", "name": "A", "category": "c", "servings": "4"}"#,
        #"{"id": "a", "name": "A", "category": "c", "tags": "t"}"#,
        #"{"id": "a", "name": "A", "category": "c", "tags": [null]}"#,
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"quantity": 1}]}"#,
        #"{"id": "a", "name": "A", "category": "c", "sections": [{"name": "S", "firstStep": null}]}"#,
        #"{"id": "a", "name": "A", "category": "c", "ingredients": [{"item": "x", "fixed": 1}]}"#,
        #"["id"]"#,
        #"{"id": "a", "name": "A", "category": "c""#,
    ])
    func anyOtherShapeIsLeftToJSONDecoder(json: String) {
        #expect(read(json) == nil)
    }
}
