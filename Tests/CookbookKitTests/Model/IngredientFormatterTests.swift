import CookbookFixtures
import CookbookKit
import Foundation
import Testing

@Suite struct IngredientFormatterTests {
    @Test(arguments: [
        (1.5, "cup", "1½ cups"), (0.5, "cup", "½ cup"), (1, "cup", "1 cup"), (200, "g", "200 g"),
        (0.333, "cup", "⅓ cup"), (0.25, "tsp", "¼ tsp"), (2.75, "cup", "2¾ cups"), (2.4, "kg", "2.4 kg"),
        (2, "clove", "2 cloves"), (1.999, "l", "2 l"), (3, "pinch", "3 pinches"),
    ])
    func amounts(quantity: Double, unit: String, expected: String) {
        #expect(IngredientFormatter.amount(Ingredient(quantity: quantity, unit: unit, item: "x")) == expected)
    }

    @Test func countsAndBareItems() {
        #expect(IngredientFormatter.amount(Ingredient(quantity: 2, item: "eggs")) == "2")
        #expect(IngredientFormatter.amount(Ingredient(item: "salt", note: "to taste")) == "")
        #expect(IngredientFormatter.description(Ingredient(item: "salt", note: "to taste")) == "salt, to taste")
        #expect(IngredientFormatter.description(Ingredient(item: "salt")) == "salt")
    }
}
