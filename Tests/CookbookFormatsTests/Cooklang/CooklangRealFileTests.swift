import CookbookModel
import CookbookFormats
import Foundation
import Testing

/// The real recipe files in ../shared/cooklang/examples (from cooklang/spec, cookcli's seed and
/// cooklang-rs's benches): every one reads, and a few values read by hand from the files.
@Suite struct CooklangRealFileTests {
    static let recipes = SharedCooklang.examples("cook")
    static let menus = SharedCooklang.examples("menu")
    static let usesExtensions = "cooklang-rs-benches/complex_test_recipe.cook"

    static func read(_ path: String) throws -> ReadRecipe {
        let text = try SharedCooklang.text(ofExample: path)
        switch CooklangReader.read(text, fileName: path) {
        case .success(let read): return read
        case .failure(let problem): throw problem
        }
    }

    /// The README's count: 19 `.cook` and 2 `.menu` files.
    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func everyFileIsFound() {
        #expect(Self.recipes.count == 19)
        #expect(Self.menus.count == 2)
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason), arguments: recipes)
    func readsWithoutAProblem(_ path: String) throws {
        let read = try Self.read(path)
        let recipe = read.recipe
        #expect(!recipe.name.isEmpty)
        #expect(!recipe.name.contains("/") && !recipe.name.hasSuffix(".cook"))
        #expect(!recipe.ingredients.isEmpty)
        #expect(!recipe.steps.isEmpty)
        #expect(recipe.id.isEmpty && recipe.category.isEmpty)
        for ingredient in recipe.ingredients {
            #expect(!ingredient.item.isEmpty)
            #expect(!ingredient.item.contains("{") && !ingredient.item.contains("}"), "\(ingredient.item)")
            if let quantity = ingredient.quantity { #expect(quantity.isFinite && quantity >= 0) }
        }
        for step in recipe.steps {
            // Markup is read, not shown: no `{…}` amounts or `%` units left in the text. The
            // file that uses cooklang-rs's extensions keeps some as text (`spanishWithExtensions`).
            if path != Self.usesExtensions { #expect(!step.contains("{") && !step.contains("%"), "\(step)") }
            #expect(step == step.trimmingCharacters(in: .whitespacesAndNewlines) && !step.contains("  "), "\(step)")
        }
        for section in recipe.sections {
            #expect(recipe.steps.indices.contains(section.firstStep))
        }
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason), arguments: menus)
    func menusAreNotices(_ path: String) throws {
        let text = try SharedCooklang.text(ofExample: path)
        let result = CooklangReader.read(text, fileName: path)
        #expect(result == .failure(CooklangReader.menuNotice))
        #expect(CooklangReader.menuNotice.severity == .notice)
        // The text itself would parse: a menu is told apart by its name, not by failing.
        #expect((try? CooklangParser.parse(text).get()) != nil)
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func risotto() throws {
        let recipe = try Self.read("cookcli-seed/Risotto.cook").recipe
        #expect(recipe.name == "Classic Risotto alla Milanese")
        #expect(recipe.servings == 4)
        #expect(recipe.prepMinutes == 10 && recipe.cookMinutes == 35)
        #expect(recipe.tags == ["italian", "rice", "comfort food"])
        #expect(recipe.sections == [
            StepSection(name: "Prepare the base", firstStep: 0), StepSection(name: "Cook the rice", firstStep: 2),
            StepSection(name: "Finish", firstStep: 6),
        ])
        #expect(recipe.steps.count == 9)
        #expect(recipe.steps[0] == "Finely dice the onion. Warm the vegetable stock in a saucepan and keep it at a gentle simmer.")
        #expect(recipe.steps[2].hasSuffix("cook for 5 minutes until translucent but not browned."))
        #expect(recipe.description == "A creamy saffron risotto from Milan — the key is patience and good stock.")
        #expect(recipe.sourceURL == "https://cooklang.org" && recipe.sourceName == nil && recipe.author == nil)
        #expect(recipe.notes == [
            "Use homemade stock if possible — it makes a big difference.",
            "The key to risotto is patience — stir often and add stock slowly.",
        ])
        #expect(recipe.ingredients.count == 11)
        #expect(recipe.ingredients.first == Ingredient(quantity: 1, item: "onion"))
        #expect(recipe.ingredients.contains(Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true)))  // {=1%tsp}
        #expect(recipe.ingredients.last == Ingredient(item: "black pepper"))
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func pancakesSayWhoAndWhereAndListTheirSaltOnce() throws {
        var recipe = try Self.read("cookcli-seed/Breakfast/Easy Pancakes.cook").recipe
        #expect(recipe.author == "CookCLI Team" && recipe.sourceURL == "https://cooklang.org")
        #expect(recipe.description == "Simple crepes that are perfect for a lazy weekend breakfast.")
        #expect(recipe.prepMinutes == 5 && recipe.cookMinutes == 20 && recipe.statedTotalMinutes == nil)
        // `on \` ends its line: the line break is kept, as the spec says.
        #expect(recipe.steps[2] == "Melt butter in a large non-stick frying pan on\na medium heat, then tilt the pan so the butter coats the surface.")
        // Its other lines are a paragraph wrapped.
        #expect(recipe.steps[3].hasPrefix("Pour in 1 ladle of batter and tilt again, so that the batter spreads all over the base, then"))
        // Sea salt is mentioned twice: two mentions, as the file has them; one line of the list.
        #expect(recipe.ingredients.filter { $0.item == "sea salt" }.count == 2)
        recipe.summary.source = "cookcli-seed/Breakfast/Easy Pancakes.cook"
        let salt = ListedIngredient.list(of: recipe).filter { $0.item == "sea salt" }
        #expect(salt.count == 1 && salt.first?.amount() == "1 tbsp + pinch")
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func capreseUsesTheVinaigrette() throws {
        let read = try Self.read("cookcli-seed/Salads/Caprese.cook")
        #expect(read.recipe.name == "Caprese")
        #expect(read.recipe.servings == 2)
        #expect(read.categories.isEmpty)
        #expect(read.references == ["./Shared/Vinaigrette"])
        #expect(read.recipe.ingredients.contains(Ingredient(quantity: 50, unit: "ml", item: "Vinaigrette", reference: "./Shared/Vinaigrette")))
        #expect(read.recipe.ingredients[0] == Ingredient(quantity: 3, unit: "large", item: "ripe tomatoes"))
        #expect(read.recipe.steps.contains("Drizzle with Vinaigrette."))
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func vinaigretteYieldsAndFractions() throws {
        let recipe = try Self.read("cookcli-seed/Shared/Vinaigrette.cook").recipe
        #expect(recipe.servings == 1)
        #expect(recipe.yield == "200 ml")
        #expect(recipe.ingredients.contains(Ingredient(quantity: 0.5, unit: "tsp", item: "salt")))
        #expect(recipe.ingredients.contains(Ingredient(quantity: 0.25, unit: "tsp", item: "black pepper")))
        #expect(recipe.steps.contains("Close the lid and shake vigorously for 30 seconds until emulsified."))
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func textQuantitiesAndATotalTime() throws {
        let recipe = try Self.read("cookcli-seed/Thai Green Curry.cook").recipe
        #expect(recipe.name == "Thai Green Curry")
        // `time: 30 min` alone is the total: never a cooking time.
        #expect(recipe.prepMinutes == nil && recipe.cookMinutes == nil && recipe.statedTotalMinutes == 30)
        #expect(recipe.ingredients.contains(
            Ingredient(item: "thai basil", text: "handful thai basil")))
        #expect(recipe.ingredients.contains(Ingredient(quantity: 1, item: "lime", note: "juiced")))
        // A note goes on over a line break, as the official parser reads it.
        #expect(recipe.ingredients.contains(Ingredient(quantity: 100, unit: "g", item: "baby corn", note: "halved lengthways")))
        #expect(recipe.steps.contains("Add the red bell pepper and baby corn. Simmer for 8 minutes."))
        // The block comment at the top is not a step.
        #expect(recipe.steps.first == "Heat coconut oil in a large wok over high heat.")

        let dough = try Self.read("cookcli-seed/Shared/Pizza Dough.cook").recipe
        #expect(dough.yield == "6 balls")
        #expect(dough.prepMinutes == 30)
        #expect(dough.ingredients.contains(Ingredient(quantity: 24.6, unit: "g", item: "salt")))
        #expect(dough.steps.contains { $0.contains("for 10-20 minutes.") })
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func olderMetadataLines() throws {
        let read = try Self.read("cooklang-rs-benches/test_recipe.cook")
        #expect(read.recipe.name == "Test recipe", "the file's name read as a title")
        #expect(read.recipe.servings == 4)
        #expect(read.recipe.prepMinutes == 20 && read.recipe.cookMinutes == 30)
        #expect(read.recipe.tags == ["warm", "fried", "starter"])
        #expect(read.recipe.steps[0]
            == "Let's first make some dough. Set kettle with some water and prepare strong white flour and plain flour.")
        // The same recipe with YAML front matter reads the same.
        let front = try Self.read("cooklang-rs-benches/frontmatter_test_recipe.cook")
        #expect(front.recipe.ingredients == read.recipe.ingredients)
        #expect(front.recipe.steps == read.recipe.steps)
        #expect(front.recipe.tags == read.recipe.tags)
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func sectionsWithoutMetadata() throws {
        let recipe = try Self.read("cookcli-seed/Breakfast/Chocolate Toast Delight.cook").recipe
        #expect(recipe.name == "Chocolate Toast Delight")
        #expect(recipe.sections.map(\.name) == ["First", "Second", "Third"])
        #expect(recipe.steps == ["Toast a slice of bread", "Spread the butter on the toast", "Spread the chocolate spread on the slice"])
        #expect(recipe.ingredients.map(\.item) == ["bread", "butter", "chocolate spread"])
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func spanishWithExtensions() throws {
        let recipe = try Self.read(Self.usesExtensions).recipe
        #expect(recipe.name == "Complex test recipe")
        #expect(recipe.tags == ["mejicano", "picante"])
        #expect(recipe.sections.map(\.name) == ["Salsa", "Enchiladas"])
        #expect(recipe.ingredients.contains(Ingredient(quantity: 1.5, item: "pechuga de pollo", note: "deshuesado y sin piel")))
        #expect(recipe.ingredients.contains(Ingredient(quantity: 0.25, unit: "cup", item: "polvo de chile")))
        #expect(recipe.notes.count == 2)
        #expect(recipe.description == "De las comidas más satisfactorias que he comido.")
        #expect(recipe.sourceURL == "https://www.gimmesomeoven.com/best-chicken-enchiladas-ever/print-recipe/59596/")
        // Two lines that end sentences are two lines of the step; a paragraph wrapped is one.
        #expect(recipe.steps.contains("Pela y corta en dados la cebolla. En dados los chiles verdes.\nEn dados de 1,5 cm la pechuga de pollo."))
        #expect(recipe.steps.contains("Calienta el aceite en un cazo pequeño a fuego medio-alto."))
        // The extensions are not the spec's: a name must begin with a word character, so
        // `@?queso cotija{}` (optional) and `@&(=1)salsa` (a reference) stay text, and `@@` is
        // an `@` before an ingredient.
        #expect(recipe.steps.last?.hasPrefix("Acompañar de @?queso cotija{}, @?queso feta{},") == true)
        #expect(recipe.steps.contains { $0.contains("@&(=1)salsa") })
        #expect(recipe.steps.contains { $0.contains("Añade el @polvo de chile, polvo de ajo comino molido,") })
    }

    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func specExamples() throws {
        let souffle = try Self.read("spec/Coffee Souffle.cook").recipe
        #expect(souffle.name == "Coffee Souffle")
        // `{1,1/2cups}` has no `%`: all of it is the quantity, and it is not a number.
        #expect(souffle.ingredients.contains(Ingredient(item: "water", text: "1,1/2cups water")))
        #expect(souffle.steps.first?.hasPrefix("Crack the egg yoke into a bowl") == true)
        let rice = try Self.read("spec/Fried Rice.cook").recipe
        #expect(rice.ingredients.filter { $0.item == "scallions" }.map(\.quantity) == [5, 2])
    }
}
