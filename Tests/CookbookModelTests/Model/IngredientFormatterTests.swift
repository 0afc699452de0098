import CookbookFixtures
import CookbookModel
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

    /// (quantity, quantityTo, unit, fixed, scale, units, cups) → shown.
    @Test(arguments: [
        // Counts: halves, quarters below one, never 1.3333 eggs.
        (2, nil, nil, false, 2.0 / 3, UnitSystem.asWritten, CupStandard.us, "1½"), (3, nil, nil, false, 0.5, .asWritten, .us, "1½"),
        (1, nil, nil, false, 0.25, .asWritten, .us, "¼"), (4, nil, nil, false, 1.1, .asWritten, .us, "4½"),
        (3, nil, "large", false, 0.5, .asWritten, .us, "1½ large"), (2, nil, "cloves", false, 0.5, .asWritten, .us, "1 clove"),
        (1, nil, "pinch", false, 3, .asWritten, .us, "3 pinches"), (2, nil, "cloves", false, 1, .metric, .us, "2 cloves"),
        // Cups and spoons: kitchen fractions; the spelling follows the number.
        (1, nil, "cup", false, 1.5, .asWritten, .us, "1½ cups"), (1.5, nil, "cups", false, 0.5, .asWritten, .us, "¾ cup"),
        (0.75, nil, "cup", false, 2.0 / 3, .asWritten, .us, "½ cup"), (1, nil, "tbsp", false, 1.0 / 3, .asWritten, .us, "⅓ tbsp"),
        (1, nil, "tsp", false, 0.125, .asWritten, .us, "⅛ tsp"), (2, nil, "EL", false, 1.5, .asWritten, .us, "3 EL"),
        (1, nil, "tablespoon", false, 2, .asWritten, .us, "2 tablespoons"),
        (0.58, nil, "cup", false, 1.0001, .asWritten, .us, "0.58 cup"),
        // Grams and millilitres whole (a tenth below 10), kg and l from 1000.
        (200, nil, "g", false, 1.5, .asWritten, .us, "300 g"), (24.6, nil, "g", false, 2, .asWritten, .us, "49 g"),
        (24.6, nil, "g", false, 1, .asWritten, .us, "24.6 g"), (500, nil, "g", false, 3, .asWritten, .us, "1500 g"),
        (500, nil, "g", false, 3, .metric, .us, "1.5 kg"), (1000, nil, "g", false, 1, .metric, .us, "1 kg"),
        (1250, nil, "g", false, 1, .metric, .us, "1.25 kg"), (2.5, nil, "g", false, 1, .metric, .us, "2.5 g"),
        (1, nil, "cup", false, 1, .metric, .us, "240 ml"), (1, nil, "cup", false, 1, .metric, .uk, "250 ml"),
        (5, nil, "cups", false, 1, .metric, .us, "1.2 l"), (8, nil, "oz", false, 1, .metric, .us, "227 g"),
        (1, nil, "lb", false, 1, .metric, .us, "454 g"), (3, nil, "tsp", false, 1, .metric, .us, "1 tbsp"),
        (2, nil, "tbsp", false, 1, .metric, .us, "2 tbsp"), (1, nil, "inch", false, 1, .metric, .us, "2.5 cm"),
        // US cups and fluid ounces as US food labels count them (240 and 30 ml); what becomes
        // millilitres is to the nearest 5 ml from 50 ml up, what was millilitres stays.
        (0.75, nil, "cup", false, 1, .metric, .us, "180 ml"), (1.0 / 3, nil, "cup", false, 1, .metric, .us, "80 ml"),
        (1, nil, "fl oz", false, 1, .metric, .us, "30 ml"), (8, nil, "fl oz", false, 1, .metric, .us, "240 ml"),
        (1.1, nil, "cups", false, 1, .metric, .us, "265 ml"), (0.125, nil, "cup", false, 1, .metric, .us, "30 ml"),
        (7, nil, "tbsp", false, 1, .metric, .us, "105 ml"), (3.3, nil, "fl oz", false, 1, .metric, .us, "100 ml"),
        (0.2, nil, "cup", false, 1, .metric, .us, "48 ml"), (1, nil, "pint", false, 1, .metric, .us, "475 ml"),
        (1, nil, "pint", false, 1, .metric, .uk, "570 ml"), (123, nil, "ml", false, 1, .metric, .us, "123 ml"),
        (122, nil, "ml", false, 1.5, .metric, .us, "183 ml"), (0.25, nil, "l", false, 1, .metric, .us, "250 ml"),
        (0.333, nil, "l", false, 1, .metric, .us, "335 ml"),
        // US: spoons, then cups from ¼ cup; ounces, then pounds from 16 oz.
        (3, nil, "tsp", false, 1, .us, .us, "1 tbsp"), (4, nil, "tbsp", false, 1, .us, .us, "¼ cup"),
        (3, nil, "tbsp", false, 1, .us, .us, "3 tbsp"), (4, nil, "tsp", false, 1, .us, .us, "4 tsp"),
        (250, nil, "ml", false, 1, .us, .us, "1 cup"), (1, nil, "l", false, 1, .us, .us, "4¼ cups"),
        (16, nil, "oz", false, 1, .us, .us, "1 lb"), (100, nil, "g", false, 1, .us, .us, "3½ oz"),
        (1, nil, "kg", false, 1, .us, .us, "2¼ lb"), (1, nil, "tbsp", false, 4, .us, .us, "¼ cup"),
        (2, nil, "gramos", false, 1, .us, .us, "0.07 oz"),
        // Ranges.
        (2, 3, "cloves", false, 1, .asWritten, .us, "2–3 cloves"), (2, 3, "cloves", false, 2, .asWritten, .us, "4–6 cloves"),
        (1, 2, "cups", false, 1, .metric, .us, "240–480 ml"), (1, 2, nil, false, 1, .asWritten, .us, "1–2"),
        (0.5, 1, "cup", false, 1, .asWritten, .us, "½–1 cup"),
        // Fixed amounts, and numbers that are not amounts: as written.
        (1, nil, "tsp", true, 4, .asWritten, .us, "1 tsp"), (1, nil, "tsp", true, 4, .metric, .us, "1 tsp"),
        (1e308, nil, "g", false, 2, .asWritten, .us, "1e+308 g"), (-1, nil, "g", false, 2, .metric, .us, "-1.0 g"),
        (0, nil, "g", false, 2, .asWritten, .us, "0 g"), (.nan, nil, "cup", false, 2, .us, .us, "nan cup"),
        (2, nil, "g", false, .nan, .asWritten, .us, "2 g"), (2, nil, "g", false, .infinity, .asWritten, .us, "2 g"),
    ] as [(Double, Double?, String?, Bool, Double, UnitSystem, CupStandard, String)])
    func scaledAndConverted(
        _ quantity: Double, _ quantityTo: Double?, _ unit: String?, _ fixed: Bool, _ scale: Double, _ units: UnitSystem,
        _ cups: CupStandard, _ expected: String
    ) {
        let ingredient = Ingredient(quantity: quantity, quantityTo: quantityTo, unit: unit, item: "x", fixed: fixed)
        #expect(IngredientFormatter.amount(ingredient, scale: scale, units: units, cups: cups) == expected)
    }

    /// Its words are the line's (the description) or the unit, as written, never scaled.
    @Test func anAmountWithNoNumberIsNeverScaled() {
        let drops = Ingredient(unit: "drops", item: "vanilla", text: "few drops vanilla")
        #expect(IngredientFormatter.amount(drops, scale: 3, units: .metric) == "")
        #expect(IngredientFormatter.description(drops) == "few drops vanilla")
        let pinches = Ingredient(unit: "pinches", item: "salt")
        #expect(IngredientFormatter.amount(pinches) == "pinches")
        #expect(IngredientFormatter.amount(pinches, scale: 3, units: .us) == "pinches")
        #expect(IngredientFormatter.description(pinches) == "salt")
        #expect(IngredientFormatter.amount(Ingredient(item: "salt", note: "to taste"), scale: 3, units: .us) == "")
    }

    @Test func aSumShowsAsCooksWriteIt() throws {
        let sum = try #require(Measure(1, unit: Units.cup).adding(Measure(4, unit: Units.tablespoon)))
        #expect(IngredientFormatter.amount(sum) == "1¼ cups")
        #expect(IngredientFormatter.amount(Measure(2, written: "large")) == "2 large")
    }
}
