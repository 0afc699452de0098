@testable import CookbookModel
@testable import CookbookFormats
import Testing

/// Which `.json` files are the bundled format, told from their first kilobytes.
@Suite struct RecipeFormatsTests {
    static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aCookbookIsAnObjectNamingVersionAndCategories() {
        #expect(RecipeFormats.looksLikeBundledFormat(Self.bytes(#"{"version": 1, "categories": [], "recipes": []}"#)))
        #expect(RecipeFormats.looksLikeBundledFormat(Self.bytes(" \r\n\t{\"categories\": [], \"version\": 1}")))
        #expect(RecipeFormats.looksLikeBundledFormat([0xEF, 0xBB, 0xBF] + Self.bytes("\n{\"version\":1,\"categories\":[]}")), "a byte order mark")
        #expect(!RecipeFormats.looksLikeBundledFormat(Self.bytes(#"[{"version": 1, "categories": []}]"#)), "not an object")
        #expect(!RecipeFormats.looksLikeBundledFormat(Self.bytes(#"{"version": 1, "category": "x"}"#)), "no categories")
        #expect(!RecipeFormats.looksLikeBundledFormat(Self.bytes(#"{"@type": "Recipe", "name": "x"}"#)))
        #expect(!RecipeFormats.looksLikeBundledFormat([]))
        // Named only after the first 4 KB: not looked at.
        let late = "{\"a\": \"" + String(repeating: "x", count: 5000) + "\", \"version\": 1, \"categories\": []}"
        #expect(!RecipeFormats.looksLikeBundledFormat(Self.bytes(late)))
    }

    @Test func aRecipeOfTheBundledFormatIsNotASchemaOrgOne() {
        #expect(RecipeFormats.bundledRecipe(Self.bytes(#"{"id": "soup", "name": "Soup", "category": "c"}"#))?.name == "Soup")
        #expect(RecipeFormats.bundledRecipe(Self.bytes(#"{"@type": "Recipe", "id": "soup", "name": "Soup", "category": "c"}"#)) == nil)
        #expect(RecipeFormats.bundledRecipe(Self.bytes(#"{"name": "Soup", "category": "c"}"#)) == nil, "no id")
    }

    @Test func bytesAreFoundWhereverTheyStart() {
        let head = ArraySlice(Self.bytes(#"x""id"ab"idd"#))
        #expect(head.has("\"id\""))
        #expect(head.has("dd") && head.has("x") && head.has(""))
        #expect(!head.has("\"idd\"") && !head.has("ddd") && !head.has("y"))
        #expect(ArraySlice(Self.bytes("abcabd")).has("abd"), "a first match that fails, then one that holds")
        #expect(ArraySlice(Self.bytes("éa")).has("é"))
    }
}
