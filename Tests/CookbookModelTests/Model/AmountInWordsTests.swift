import CookbookModel
import Testing

@Suite struct AmountInWordsTests {
    @Test func anAmountWithNoNumberIsItsWords() {
        #expect(Ingredient(unit: "handful", item: "basil").amountInWords == "handful")
        #expect(Ingredient(item: "sea salt", text: "pinch sea salt").amountInWords == "pinch")
        #expect(Ingredient(item: "salt", text: "salt to taste").amountInWords == nil)
        #expect(Ingredient(quantity: 2, item: "eggs", text: "2 eggs").amountInWords == nil)
        #expect(Ingredient(item: "salt").amountInWords == nil)
    }
}
