import CookbookModel
import Testing

@Suite struct StepIngredientsTests {
    let recipe = Recipe(
        id: "r", name: "R", category: "c",
        ingredients: [Ingredient(quantity: 6, item: "tart apples"), Ingredient(quantity: 1, unit: "cup", item: "brown sugar"),
                      Ingredient(quantity: 2, item: "eggs"), Ingredient(item: "salt")],
        steps: ["Toss the apple slices with the brown sugar.", "Beat the egg.", "Rest the dough."])

    @Test func aStepUsesTheIngredientsItNames() {
        #expect(StepIngredients.of(recipe, step: 0) == [0, 1])
        #expect(StepIngredients.of(recipe, step: 1) == [2])
        #expect(StepIngredients.of(recipe, step: 2) == [])
        #expect(StepIngredients.of(recipe, step: 9) == [])
    }

    @Test func aCooklangStepUsesTheIngredientsItNamesWhole() {
        var cooklang = recipe
        cooklang.source = "/recipes/Pie.cook"
        #expect(StepIngredients.of(cooklang, step: 0) == [1], "brown sugar by name; the apples only by a word")
    }

    @Test func aCooklangStepUsesItsOwnMentionsOfAnIngredientNamedTwice() {
        let pancakes = Recipe(
            id: "p", name: "P", category: "c",
            ingredients: [Ingredient(quantity: 2, item: "eggs"), Ingredient(item: "salt", text: "pinch salt"),
                          Ingredient(quantity: 1, unit: "tsp", item: "salt"), Ingredient(quantity: 1, unit: "tbsp", item: "salt"),
                          Ingredient(quantity: 5, unit: "g", item: "gone")],
            steps: ["Beat the eggs with salt.", "Rest.", "Add salt, then more salt."],
            source: "Pancakes.cook")
        #expect(StepIngredients.of(pancakes, step: 0) == [0, 1])
        #expect(StepIngredients.of(pancakes, step: 1) == [])
        #expect(StepIngredients.of(pancakes, step: 2) == [2, 3], "each salt of its own step, not every salt")
    }
}
