import CookbookFormats
import CookbookModel
import Testing

/// Sub-recipes (Cooklang `@./Shared/Pizza Dough{6%balls}`) made, not bought, as the conventions'
/// "Scaling Referenced Recipes" says, with recipes written as cookcli's seed writes them.
@Suite struct ReferenceExpansionTests {
    /// A recipe read from Cooklang text, at `file` (relative to the root "/lib").
    static func recipe(_ file: String, _ text: String) -> Recipe {
        var recipe = try! CooklangReader.read(text, fileName: file).get().recipe
        recipe.summary.id = file
        recipe.summary.source = "/lib/" + file
        return recipe
    }

    static let dough = recipe("Shared/Pizza Dough.cook", """
        ---
        servings: 6
        yield: 6%balls
        ---
        Mix @water{533%ml}, @salt{24.6%g} and @tipo zero flour{820%g}.
        """)
    static let vinaigrette = recipe("Shared/Vinaigrette.cook", """
        ---
        servings: 1
        yield: 200%ml
        ---
        Whisk @olive oil{150%ml} and @vinegar{50%ml}.
        """)

    static func resolve(_ library: [Recipe]) -> ReferenceExpansion.Resolver {
        var bySource: [String: String] = [:]
        for recipe in library { bySource[recipe.summary.source!] = recipe.id }
        return ReferenceExpansion.resolver(roots: ["/lib"], bySource: bySource) { id in library.first { $0.id == id } }
    }

    func expanded(_ recipe: Recipe, scale: Double = 1, library: [Recipe]) -> (entries: [(recipe: Recipe, scale: Double)], problems: [String]) {
        ReferenceExpansion.expand([(recipe, scale)], resolve: Self.resolve(library + [recipe]))
    }

    @Test func aReferenceIsReplacedByTheSubRecipeScaledByItsYield() {
        let pizza = Self.recipe("Neapolitan Pizza.cook", "Use the @./Shared/Pizza Dough{3%balls} and @mozzarella{100%g}.")
        let (entries, problems) = expanded(pizza, scale: 2, library: [Self.dough])
        #expect(problems.isEmpty)
        #expect(entries.map(\.recipe.name) == ["Neapolitan Pizza", "Pizza Dough"])
        #expect(entries[0].recipe.ingredients.map(\.item) == ["mozzarella"], "the dough is made, not bought")
        #expect(entries[1].scale == 1, "3 of 6 balls, twice")
    }

    @Test func aFactorServingsAndAConvertedYieldEachScale() {
        let salad = Self.recipe("Salads/Caprese.cook", """
            Dress with @./Shared/Vinaigrette{0.1%l}, then @./Shared/Vinaigrette{2}, then @./Shared/Vinaigrette{3%servings}, then @./Shared/Vinaigrette{}.
            """)
        let (entries, problems) = expanded(salad, library: [Self.vinaigrette])
        #expect(problems.isEmpty)
        #expect(entries.dropFirst().map(\.scale) == [0.5, 2, 3, 1], "100 ml of 200 ml; twice; 3 of 1 serving; as written")
    }

    @Test func aReferenceWithItsExtensionOrFromItsOwnFolderIsFound() {
        let sauce = Self.recipe("Mains/Sauces/Pesto.cook", "Blend @basil{50%g}.")
        let pasta = Self.recipe("Mains/Pasta.cook", "Toss with @./Sauces/Pesto.cook{1}.")
        #expect(ReferenceExpansion.candidates("./Sauces/Pesto", folder: "Mains") == ["Sauces/Pesto.cook", "Mains/Sauces/Pesto.cook"])
        let (entries, problems) = expanded(pasta, library: [sauce])
        #expect(problems.isEmpty)
        #expect(entries.map(\.recipe.name) == ["Pasta", "Pesto"])
    }

    @Test func aMissingRecipeIsSaidAndListedToBuy() {
        let burrito = Self.recipe("Breakfast/Burrito.cook", "Spoon @./Shared/Guacamole{} over @tortillas{6}.")
        let (entries, problems) = expanded(burrito, library: [])
        #expect(problems == ["Burrito.cook: ./Shared/Guacamole: no such recipe; listed to buy"])
        #expect(entries.map(\.recipe.name) == ["Burrito"])
        #expect(entries[0].recipe.ingredients.map(\.item) == ["Guacamole", "tortillas"])
        #expect(entries[0].recipe.ingredients[0].reference == nil)
    }

    @Test func aLoopIsRefusedWithTheFilesThatMakeIt() {
        let a = Self.recipe("A.cook", "Add @./B{} and @flour{100%g}.")
        let b = Self.recipe("B.cook", "Add @./A{} and @sugar{50%g}.")
        let (entries, problems) = expanded(a, library: [b])
        #expect(problems == ["B.cook: ./A makes a loop (A.cook → B.cook → A.cook); not followed"])
        #expect(entries.map(\.recipe.name) == ["A", "B"], "each made once")
        let itself = Self.recipe("Self.cook", "Add @./Self{2}.")
        #expect(expanded(itself, library: []).problems == ["Self.cook: ./Self makes a loop (Self.cook → Self.cook); not followed"])
    }

    @Test func aYieldInAnotherKindOfUnitIsMadeAsWrittenAndSaid() {
        let salad = Self.recipe("Salad.cook", "Dress with @./Shared/Vinaigrette{100%g}.")
        let (entries, problems) = expanded(salad, library: [Self.vinaigrette])
        #expect(entries.last?.scale == 1)
        #expect(problems == ["Salad.cook: ./Shared/Vinaigrette: g is not a measure of Vinaigrette's yield (200 ml); made as written"])
    }

    @Test func theShoppingListOfARecipeListsItsSubRecipesIngredients() {
        let pizza = Self.recipe("Neapolitan Pizza.cook", "Use the @./Shared/Pizza Dough{12%balls}.")
        let (list, problems) = ShoppingList.making([(pizza, 1)], resolve: Self.resolve([pizza, Self.dough]))
        #expect(problems.isEmpty)
        #expect(list.lines.first { $0.key == "tipo zero flour" }?.amount == "1.64 kg")
        #expect(!list.lines.contains { $0.name == "Pizza Dough" })
    }
}
