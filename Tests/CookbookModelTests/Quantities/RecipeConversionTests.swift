@testable import CookbookModel
import Testing

/// A whole recipe in other units, as the formats print it with `--units`.
@Suite struct RecipeConversionTests {
    let recipe: Recipe = {
        var recipe = Recipe(id: "r", name: "R", category: "c", steps: ["Bake at 350°F for 20 minutes."])
        recipe.ingredients = [
            Ingredient(quantity: 0.75, unit: "cup", item: "sugar", text: "¾ cup sugar"),
            Ingredient(quantity: 1, quantityTo: 2, unit: "lb", item: "apples"),
            Ingredient(quantity: 6, item: "eggs"),
            Ingredient(quantity: 1, unit: "batch", item: "dough"),
            Ingredient(item: "salt", note: "to taste"),
        ]
        return recipe
    }()

    @Test func amountsWithKnownUnitsAndTheStepsAreConverted() {
        let metric = recipe.converted(to: .metric)
        #expect(metric.ingredients[0].quantity == 180 && metric.ingredients[0].unit == "ml", "¾ of a 240 ml cup")
        #expect(metric.ingredients[0].text == "¾ cup sugar", "the line as written stays")
        #expect(metric.ingredients[1].unit == "g" && metric.ingredients[1].quantity == 453.59 && metric.ingredients[1].quantityTo == 907.18)
        #expect(metric.ingredients[2] == recipe.ingredients[2] && metric.ingredients[3] == recipe.ingredients[3], "counts and unknown units stay")
        #expect(metric.ingredients[4] == recipe.ingredients[4])
        #expect(metric.steps == [StepText.converted("Bake at 350°F for 20 minutes.", to: .metric)] && metric.steps != recipe.steps)
        #expect(recipe.converted(to: .asWritten) == recipe)
        #expect(metric.converted(to: .us).ingredients[1].unit == "lb")
    }
}
