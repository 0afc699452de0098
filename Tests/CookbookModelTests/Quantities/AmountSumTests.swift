import CookbookModel
import Testing

@Suite struct AmountSumTests {
    @Test func amountsThatMeasureTheSameWayAreAddedTheOthersSetSideBySide() {
        var sum = AmountSum()
        sum.add(Ingredient(quantity: 1, unit: "tbsp", item: "salt"))
        sum.add(Ingredient(item: "salt", text: "pinch salt"))
        sum.add(Ingredient(quantity: 1, unit: "tsp", item: "salt"))
        sum.add(Ingredient(quantity: 10, unit: "g", item: "salt"))
        sum.add(Ingredient(unit: "pinch", item: "salt"))
        #expect(sum.text() == "1⅓ tbsp + 10 g + pinch", "the words once")
        #expect(sum.text(units: .metric) == "4 tsp + 10 g + pinch")
    }

    @Test func scaledUnlessFixed() {
        var sum = AmountSum()
        sum.add(Ingredient(quantity: 100, unit: "g", item: "butter"), scale: 3)
        sum.add(Ingredient(quantity: 50, unit: "g", item: "butter", fixed: true), scale: 3)
        #expect(sum.text() == "350 g")
    }

    @Test func whatIsAtHomeIsTakenAway() {
        var sum = AmountSum()
        sum.add(Ingredient(quantity: 500, unit: "g", item: "flour"))
        let left = sum.subtract(Measure(200, unit: Units.named("g")))
        #expect(left && sum.text() == "300 g")
        let more = sum.subtract(Measure(1, unit: Units.named("kg")))
        #expect(!more, "nothing left to buy")
    }
}
