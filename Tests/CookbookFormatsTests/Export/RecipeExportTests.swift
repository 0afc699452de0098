@testable import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

/// Ranges and fixed amounts through each format `show --format` writes.
@Suite struct RecipeExportTests {
    static let recipe = Recipe(
        id: "garlic-bread", name: "Garlic Bread", category: "sides",
        ingredients: [
            Ingredient(quantity: 2, quantityTo: 3, unit: "cloves", item: "garlic"),
            Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true),
            Ingredient(quantity: 0.5, quantityTo: 0.75, unit: "cup", item: "butter", note: "soft"),
            Ingredient(quantity: 1, item: "baguette"),
        ],
        steps: ["Crush the garlic with the salt; mix in the butter.", "Spread on the baguette."])

    @Test func jsonKeepsRangesAndFixedAmounts() throws {
        let json = RecipeExport.json(Self.recipe)
        #expect(json.contains(#""quantityTo" : 3"#))
        #expect(json.contains(#""fixed" : true"#))
        #expect(json.components(separatedBy: "\"fixed\"").count == 2, "only where true")
        #expect(try JSONDecoder().decode(Recipe.self, from: Data(json.utf8)) == Self.recipe)
    }

    @Test func jsonLDWritesTheRangeInTheLine() throws {
        let object = try JSONSerialization.jsonObject(with: Data(RecipeExport.jsonLD(Self.recipe, categoryName: nil).utf8)) as! [String: Any]
        #expect(object["recipeIngredient"] as? [String] == ["2–3 cloves garlic", "1 tsp salt", "½–¾ cup butter, soft", "1 baguette"])
    }

    @Test func jsonLDLinesReadBackAsTheSameAmounts() {
        for ingredient in Self.recipe.ingredients {
            let read = IngredientLine.parse(RecipeExport.line(ingredient))
            #expect(read.quantity == ingredient.quantity && read.quantityTo == ingredient.quantityTo && read.unit == ingredient.unit)
        }
    }

    @Test func cooklangWritesFixedAmountsAndRangesAndReadsThemBack() throws {
        let cook = RecipeExport.cooklang(Self.recipe, categoryName: nil)
        #expect(cook.contains("@garlic{2-3%cloves}"))
        #expect(cook.contains("@salt{=1%tsp}"))
        #expect(cook.contains("@butter{0.5-0.75%cup}(soft)"))
        let read = try CooklangReader.read(cook, fileName: "Garlic Bread.cook").get().recipe
        #expect(read.ingredients == Self.recipe.ingredients)
    }

    @Test func cooklangMarksEachMentionWhereItsStepNamesIt() throws {
        let salty = Recipe(
            id: "caramel", name: "Caramel", category: "c",
            ingredients: [Ingredient(item: "sea salt", text: "pinch sea salt"), Ingredient(quantity: 1, unit: "tbsp", item: "sea salt")],
            steps: ["Melt the sugar with sea salt.", "Add more sea salt."], source: "Caramel.cook")
        let text = RecipeExport.cooklang(salty, categoryName: nil)
        #expect(text.contains("Melt the sugar with @sea salt{pinch}.") && text.contains("Add more @sea salt{1%tbsp}."), "\(text)")
        let back = try CooklangReader.read(text, fileName: "Caramel.cook").get().recipe
        #expect(back.ingredients == salty.ingredients)
    }
}
