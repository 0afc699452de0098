@testable import CookbookModel
@testable import CookbookFormats
import Testing

/// What `CooklangWriter` writes, and that each part reads back.
@Suite struct CooklangWriterTests {
    static func back(_ text: String) throws -> ReadRecipe {
        try CooklangReader.read(text, fileName: "x.cook").get()
    }

    @Test func frontMatterUsesTheCanonicalKeysAndReadsBack() throws {
        let recipe = Recipe(
            id: "", name: "Pão de queijo: \"the\" best", category: "", servings: 4, prepMinutes: 15, cookMinutes: 25, totalMinutes: 90,
            tags: ["snack", "gluten free"], yield: "4 to 6 servings", author: "Ana, Bia", description: "Cheese bread.\nFrom Minas.",
            sourceName: "Brazil Cooks", sourceURL: "https://example.org/pao")
        let read = ReadRecipe(
            recipe: recipe, categories: ["Snacks"], facets: [.cuisine: ["Brazilian"], .diet: ["vegetarian"], .author: ["Ana", "Bia"]],
            image: "https://example.org/pao.jpg")
        let text = CooklangWriter.text(read)
        for line in [
            #"title: "Pão de queijo: \"the\" best""#, #"description: "Cheese bread.\nFrom Minas.""#, "author: [Ana, Bia]",
            "source:\n  name: Brazil Cooks\n  url: \"https://example.org/pao\"", "servings: 4 to 6 servings", "prep time: 15 minutes",
            "cook time: 25 minutes", "time: 90 minutes", "course: [Snacks]", "cuisine: [Brazilian]", "diet: [vegetarian]",
            "tags: [snack, gluten free]", #"image: "https://example.org/pao.jpg""#,
        ] {
            #expect(text.contains(line + "\n"), "\(line)\n\(text)")
        }
        let back = try Self.back(text)
        #expect(back.recipe == recipe)
        #expect(back.categories == ["Snacks"] && back.image == read.image)
        #expect(back.facets[.cuisine] == ["Brazilian"] && back.facets[.diet] == ["vegetarian"] && back.facets[.author] == ["Ana", "Bia"])
    }

    @Test func aYieldOfAnotherNumberThanTheServingsHasItsOwnKey() throws {
        let recipe = Recipe(id: "", name: "Rolls", category: "", servings: 4, yield: "12 rolls")
        let text = CooklangWriter.text(ReadRecipe(recipe: recipe))
        #expect(text.contains("servings: 4\n") && text.contains("yield: 12 rolls\n"))
        #expect(try Self.back(text).recipe == recipe)
    }

    @Test func theLongestNameIsMarkedFirstAndEachMentionOnce() throws {
        let recipe = Recipe(
            id: "", name: "Dressing", category: "",
            ingredients: [Ingredient(quantity: 1, unit: "tbsp", item: "oil"), Ingredient(quantity: 3, unit: "tbsp", item: "olive oil")],
            steps: ["Whisk the olive oil, then a little oil more."])
        let text = CooklangWriter.text(ReadRecipe(recipe: recipe))
        #expect(text.contains("Whisk the @olive oil{3%tbsp}, then a little @oil{1%tbsp} more."), "\(text)")
        let back = try Self.back(text).recipe
        #expect(back.steps == recipe.steps)
        #expect(back.ingredients.map(\.item) == ["olive oil", "oil"], "in the order the step names them")
    }

    @Test func aMentionIsAWholeWordInAnyCaseElseTheIngredientGoesInAFirstStep() throws {
        let recipe = Recipe(
            id: "", name: "Soup", category: "",
            ingredients: [Ingredient(quantity: 2, item: "leek"), Ingredient(quantity: 1, unit: "tsp", item: "salt"),
                          Ingredient(quantity: 1, item: "garlic")],
            steps: ["Garlic first; fry the leeks in salted butter.", "Add the leek."])
        let text = CooklangWriter.text(ReadRecipe(recipe: recipe))
        #expect(text.contains("\n@salt{1%tsp}\n\n@garlic{1} first; fry the leeks in salted butter.\n\nAdd the @leek{2}.\n"), "\(text)")
        let back = try Self.back(text).recipe
        #expect(back.steps == ["salt", "garlic first; fry the leeks in salted butter.", "Add the leek."])
    }

    @Test func amountsAreWrittenAsTheyRead() throws {
        let ingredients = [
            Ingredient(quantity: 0.5, unit: "cup", item: "milk"), Ingredient(quantity: 1.5, unit: "cups", item: "flour"),
            Ingredient(quantity: 2, quantityTo: 3, unit: "cloves", item: "garlic"), Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true),
            Ingredient(quantity: 0.3, item: "lemon"), Ingredient(quantity: 0.00001, unit: "g", item: "saffron"),
            Ingredient(unit: "g", item: "sugar", text: "1,000 g sugar"), Ingredient(item: "pepper", text: "pinch pepper"),
            Ingredient(unit: "handful", item: "basil"), Ingredient(quantity: 100, unit: "g} 50%", item: "butter", note: "soft, cold"),
        ]
        let recipe = Recipe(id: "", name: "All", category: "", ingredients: ingredients, steps: ["Mix."])
        let text = CooklangWriter.text(ReadRecipe(recipe: recipe))
        for mark in ["@milk{1/2%cup}", "@flour{1 1/2%cups}", "@garlic{2-3%cloves}", "@salt{=1%tsp}", "@lemon{0.3}", "@saffron{0.00001%g}",
                     "@sugar{1,000%g}", "@pepper{pinch}", "@basil{%handful}", #"@butter{100%g\} 50\%}(soft, cold)"#] {
            #expect(text.contains(mark), "\(mark)\n\(text)")
        }
        #expect(try Self.back(text).recipe.ingredients == ingredients)
    }

    @Test func stepsKeepTheirLinesAndWhatCooklangWouldReadAsMarkup() throws {
        let steps = ["Heat the oven.\nGrease the tin.", "> not a note", "= not a section", #"Save it in C:\"#, "Email me@home about #1 and ~2 cups -- or --- not."]
        let recipe = Recipe(id: "", name: "Odd", category: "", steps: steps, notes: ["Keep -- cool."], sections: [StepSection(name: "Bake", firstStep: 1)])
        let text = CooklangWriter.text(ReadRecipe(recipe: recipe))
        #expect(text.contains("Heat the oven.\\\nGrease the tin.\n") && text.contains(#"C:\\"#) && text.contains("= Bake\n"), "\(text)")
        let back = try Self.back(text).recipe
        #expect(Array(back.steps.prefix(4)) == Array(steps.prefix(4)))
        #expect(back.steps[4] == "Email me@ home about # 1 and ~ 2 cups - - or --- not.", "a space where Cooklang would read markup")
        #expect(back.notes == ["Keep - - cool."] && back.sections == recipe.sections)
    }

    @Test func aCooklangFileShownAsItReadsIsPrintedAsItIsWithItsCookwareAndTimers() throws {
        let source = """
            ---
            title: Eggs
            time: 10 minutes
            ---
            -- a comment
            Boil @eggs{2} in a #pot for ~{8%minutes}.
            """
        var read = try Self.back(source)
        read.recipe.summary.id = "eggs"
        read.recipe.summary.source = "lib/Eggs.cook"
        #expect(RecipeExport.cooklang(read, from: source) == source)
        // Scaled, it is the file's markup with the amounts now.
        let scaled = read.recipe.scaled(by: 2)
        read.recipe = scaled
        let text = RecipeExport.cooklang(read, from: source)
        #expect(text == "---\ntitle: Eggs\ntime: 10 minutes\n---\n\nBoil @eggs{4} in a #pot{} for ~{8%minutes}.\n")
        #expect(try Self.back(text).recipe.ingredients == scaled.ingredients)
        // Changed in more than its amounts, it is the recipe written anew.
        read.recipe.steps = ["Boil the eggs."]
        #expect(RecipeExport.cooklang(read, from: source).contains("Boil the @eggs{4}."))
    }
}
