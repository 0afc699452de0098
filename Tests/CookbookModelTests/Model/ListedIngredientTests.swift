import CookbookModel
import Testing

@Suite struct ListedIngredientTests {
    /// A Cooklang file's ingredients: each mention, in the order its steps make them.
    static let pancakes = Recipe(
        id: "pancakes", name: "Pancakes", category: "c", servings: 2,
        ingredients: [
            Ingredient(quantity: 3, item: "eggs"), Ingredient(item: "sea salt", text: "pinch sea salt"),
            Ingredient(quantity: 30, unit: "g", item: "butter", note: "melted"), Ingredient(quantity: 1, item: "egg"),
            Ingredient(quantity: 20, unit: "g", item: "Butter", note: "for the pan"),
            Ingredient(quantity: 1, unit: "tbsp", item: "sea salt"), Ingredient(item: "oil"), Ingredient(item: "oil"),
        ],
        steps: ["Beat the eggs with sea salt and butter.", "Add the egg.", "Fry in Butter and oil; add sea salt and oil."],
        source: "Breakfast/Pancakes.cook")

    @Test func theMentionsOfAnIngredientAreOneLineAtTheFirst() {
        let list = ListedIngredient.list(of: Self.pancakes)
        #expect(list.map(\.item) == ["eggs", "sea salt", "butter", "oil"])
        #expect(list.map { $0.mentions.count } == [2, 2, 2, 2])
        #expect(ListedIngredient.count(of: Self.pancakes) == 4)
        #expect(Self.pancakes.outline.ingredients == 4, "the cursor moves over the lines")
    }

    @Test func amountsThatMeasureTheSameWayAreAddedTheOthersKeptSideBySide() {
        let list = ListedIngredient.list(of: Self.pancakes)
        #expect(list.map { $0.amount() } == ["4", "1 tbsp + pinch", "50 g", ""])
        #expect(list.map(\.description) == ["eggs", "sea salt", "butter, melted; for the pan", "oil"])
        // Scaled and converted as one amount.
        #expect(list.map { $0.amount(scale: 2) } == ["8", "2 tbsp + pinch", "100 g", ""])
        #expect(list[2].amount(scale: 30) == "1.5 kg")
        #expect(list[1].amount(units: .metric) == "1 tbsp + pinch")
        #expect(list[1].amount(scale: 1, units: .us) == "1 tbsp + pinch")
    }

    @Test func oneMentionIsShownAsItIsWritten() {
        var one = Self.pancakes
        one.ingredients = [Ingredient(quantity: 24.6, unit: "g", item: "yeast"), Ingredient(quantity: 1.3, unit: "cups", item: "milk")]
        let list = ListedIngredient.list(of: one)
        #expect(list.map { $0.amount() } == ["24.6 g", "1.3 cups"], "the source's own numbers, unrounded")
        #expect(list.map(\.description) == ["yeast", "milk"])
    }

    @Test func aListItsAuthorWroteKeepsEveryLine() {
        var written = Self.pancakes
        written.source = "pages/pancakes.html"
        #expect(ListedIngredient.list(of: written).count == written.ingredients.count)
        #expect(written.outline.ingredients == written.ingredients.count)
        written.source = nil
        #expect(ListedIngredient.count(of: written) == 8)
    }

    @Test func aLineIsOneIngredientToScaleByWhenItsAmountsAddUp() {
        let list = ListedIngredient.list(of: Self.pancakes)
        #expect(list[2].single() == Ingredient(quantity: 50, unit: "g", item: "butter"))
        #expect(list[0].single() == Ingredient(quantity: 4, item: "eggs"))
        #expect(list[1].single() == nil, "1 tbsp + pinch")
        var fixed = Self.pancakes
        fixed.ingredients = [Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true), Ingredient(quantity: 1, unit: "tsp", item: "salt")]
        #expect(ListedIngredient.list(of: fixed)[0].single() == nil, "only one of them scales")
    }

    @Test func whatIsListedIsDecidedByTheFile() {
        #expect(Recipe.listsMentions(file: "a/b/Pancakes.cook"))
        #expect(Recipe.listsMentions(file: "PANCAKES.COOK"))
        #expect(!Recipe.listsMentions(file: "pancakes.json"))
        #expect(!Recipe.listsMentions(file: "cook"))
        #expect(!Recipe.listsMentions(file: nil))
    }
}
