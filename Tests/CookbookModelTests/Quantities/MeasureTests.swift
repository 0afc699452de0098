@testable import CookbookModel
import Testing

@Suite struct MeasureTests {
    @Test func anIngredientsAmountScaled() throws {
        let flour = try #require(Measure(Ingredient(quantity: 1.5, unit: "cups", item: "flour"), scale: 2))
        #expect(flour == Measure(3, unit: Units.cup, written: "cups"))
        let eggs = try #require(Measure(Ingredient(quantity: 2, quantityTo: 3, item: "eggs"), scale: 0.5))
        #expect(eggs == Measure(1, upTo: 1.5))
        let large = try #require(Measure(Ingredient(quantity: 2, unit: "large", item: "eggs")))
        #expect(large.unit == nil && large.written == "large" && large.dimension == .count)
    }

    @Test func aFixedAmountIsNotScaled() {
        #expect(Measure(Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true), scale: 4)?.value == 1)
    }

    /// No number, or none to compute with: never scaled or summed.
    @Test(arguments: [
        Ingredient(unit: "pinch", item: "salt", text: "pinch salt"), Ingredient(item: "pepper", note: "to taste"),
        Ingredient(quantity: 0, item: "x"), Ingredient(quantity: -1, item: "x"), Ingredient(quantity: .nan, item: "x"),
        Ingredient(quantity: .infinity, item: "x"), Ingredient(quantity: 1e308, item: "x"),
    ])
    func noMeasure(_ ingredient: Ingredient) {
        #expect(Measure(ingredient, scale: 2) == nil)
    }

    @Test func aRangeThatGoesDownIsOneNumber() {
        #expect(Measure(Ingredient(quantity: 3, quantityTo: 2, item: "x"))?.upTo == nil)
    }

    /// (value, unit, system, cups) → (value, unit): the unit a cook would use.
    @Test(arguments: [
        (1000, "g", UnitSystem.metric, CupStandard.us, 1, "kg"), (1250, "g", .metric, .us, 1.25, "kg"),
        (0.5, "kg", .metric, .us, 500, "g"), (0.5, "g", .metric, .us, 500, "mg"), (1, "lb", .metric, .us, 453.59, "g"),
        (8, "oz", .metric, .us, 226.8, "g"), (16, "oz", .us, .us, 1, "lb"), (100, "g", .us, .us, 3.527, "oz"),
        (1, "kg", .us, .us, 2.2046, "lb"),
        (1, "cup", .metric, .us, 240, "ml"), (1, "cup", .metric, .uk, 250, "ml"), (5, "cups", .metric, .us, 1.2, "l"),
        (0.75, "cup", .metric, .us, 180, "ml"), (1.0 / 3, "cup", .metric, .us, 80, "ml"),
        (1, "pint", .metric, .uk, 568.26, "ml"), (1, "pint", .metric, .us, 473.18, "ml"), (2, "fl oz", .metric, .us, 60, "ml"),
        (3, "tsp", .metric, .us, 1, "tbsp"), (2, "tbsp", .metric, .us, 2, "tbsp"), (6, "tbsp", .metric, .us, 90, "ml"),
        (3, "tsp", .us, .us, 1, "tbsp"), (4, "tsp", .us, .us, 4, "tsp"), (11.25, "tsp", .metric, .us, 3.75, "tbsp"), (4, "tbsp", .us, .us, 0.25, "cup"),
        (4, "tbsp", .us, .uk, 4, "tbsp"), (3, "tbsp", .us, .us, 3, "tbsp"), (12, "tbsp", .us, .us, 0.75, "cup"),
        (250, "ml", .us, .us, 1.0417, "cup"), (250, "ml", .us, .uk, 1, "cup"), (15, "ml", .us, .us, 1, "tbsp"),
        (5, "ml", .us, .us, 1, "tsp"), (1, "l", .us, .us, 4.1667, "cups"), (2, "dl", .metric, .us, 200, "ml"),
        (1, "inch", .metric, .us, 2.54, "cm"), (5, "mm", .us, .us, 0.19685, "inch"), (0.5, "cm", .metric, .us, 5, "mm"),
        (2, "cloves", .metric, .us, 2, "cloves"), (1, "can", .us, .us, 1, "can"),
    ] as [(Double, String, UnitSystem, CupStandard, Double, String)])
    func converts(_ value: Double, _ written: String, _ system: UnitSystem, _ cups: CupStandard, _ expected: Double, _ unit: String) throws {
        let from = try #require(Units.named(written))
        let converted = Measure(value, unit: from, written: written).converted(to: system, cups: cups)
        #expect(abs(converted.value - expected) < 0.001 * expected, "\(converted.value)")
        #expect(converted.unit == Units.named(unit))
    }

    @Test func asWrittenAndCountsStayAsTheyAre() {
        let cups = Measure(2, unit: Units.cup, written: "cups")
        #expect(cups.converted(to: .asWritten) == cups)
        let eggs = Measure(2, written: "large")
        #expect(eggs.converted(to: .metric) == eggs)
    }

    @Test func aRangeConvertsBothEnds() {
        let converted = Measure(1, upTo: 2, unit: Units.cup).converted(to: .metric)
        #expect(converted.unit == Units.millilitre)
        #expect(converted.value == 240 && converted.upTo == 480)
    }

    @Test func addsWhatMeasuresTheSameWay() throws {
        let cup = Measure(1, unit: Units.cup)
        let sum = try #require(cup.adding(Measure(2, unit: Units.tablespoon)))
        #expect(sum.unit == Units.cup && abs(sum.value - (1 + 30.0 / 240)) < 1e-9)
        let grams = try #require(Measure(200, unit: Units.gram).adding(Measure(1, unit: Units.pound)))
        #expect(abs(grams.value - 653.59237) < 1e-9 && grams.unit == Units.gram)
        #expect(Measure(2, unit: Units.named("clove")).adding(Measure(1, unit: Units.named("cloves")))?.value == 3)
        #expect(Measure(2).adding(Measure(3)) == Measure(5))
        #expect(Measure(2, written: "large").adding(Measure(1, written: "Large")) == Measure(3, written: "large"))
        #expect(Measure(2, upTo: 3).adding(Measure(1)) == Measure(3, upTo: 4))
    }

    @Test func neverAddsCupsAndGrams() {
        #expect(Measure(1, unit: Units.cup).adding(Measure(100, unit: Units.gram)) == nil)
        #expect(Measure(2, unit: Units.named("clove")).adding(Measure(1, unit: Units.named("can"))) == nil)
        #expect(Measure(2, written: "large").adding(Measure(2)) == nil)
        #expect(Measure(2).adding(Measure(2, unit: Units.gram)) == nil)
    }
}
