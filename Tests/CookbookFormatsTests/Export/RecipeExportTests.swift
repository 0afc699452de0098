import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// Ranges and fixed amounts through each format `show --format` writes; the JSON ones exactly.
@Suite struct RecipeExportTests {
    static let recipe = Recipe(
        id: "garlic-bread", name: "Garlic Bread", category: "sides",
        ingredients: [
            Ingredient(quantity: 2, quantityTo: 3, unit: "cloves", item: "garlic"),
            Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true),
            Ingredient(quantity: 0.5, quantityTo: 0.75, unit: "cup", item: "butter", note: "soft"),
            Ingredient(quantity: 1, item: "baguette"),
        ],
        steps: ["Crush the garlic with the salt; mix in the butter.", "Spread on the baguette."])

    @Test func jsonKeepsRangesAndFixedAmounts() throws {
        let json = RecipeExport.json(Self.recipe)
        #expect(json.contains(#""quantityTo": 3"#))
        #expect(json.contains(#""fixed": true"#))
        #expect(json.components(separatedBy: "\"fixed\"").count == 2, "only where true")
        #expect(try JSONDecoder().decode(Recipe.self, from: Data(json.utf8)) == Self.recipe)
    }

    /// Sections after a step of their own, notes, tags with quotes, a backslash: as
    /// `Garlic Bread.cook` with them reads.
    static let sectioned = Recipe(
        id: "garlic-bread", name: "Garlic Bread", category: "lib", servings: 4, prepMinutes: 10, cookMinutes: 75,
        tags: ["bread", "side \"dish\""],
        ingredients: [
            Ingredient(quantity: 2, quantityTo: 3, unit: "cloves", item: "garlic"),
            Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true),
        ],
        steps: ["Heat the oven.", "Crush garlic with salt.", "Spread on the baguette.", #"Bake, C:\ oven "hot"."#],
        notes: ["Best warm."],
        sections: [StepSection(name: "Butter", firstStep: 1), StepSection(name: "Bake", firstStep: 2)])

    @Test func jsonIsTheRecipeIndentedWithItsKeysSorted() {
        #expect(RecipeExport.json(Self.sectioned) == #"""
            {
              "category": "lib",
              "cookMinutes": 75,
              "id": "garlic-bread",
              "ingredients": [
                {
                  "item": "garlic",
                  "quantity": 2,
                  "quantityTo": 3,
                  "unit": "cloves"
                },
                {
                  "fixed": true,
                  "item": "salt",
                  "quantity": 1,
                  "unit": "tsp"
                }
              ],
              "name": "Garlic Bread",
              "notes": [
                "Best warm."
              ],
              "prepMinutes": 10,
              "related": [],
              "sections": [
                {
                  "firstStep": 1,
                  "name": "Butter"
                },
                {
                  "firstStep": 2,
                  "name": "Bake"
                }
              ],
              "servings": 4,
              "steps": [
                "Heat the oven.",
                "Crush garlic with salt.",
                "Spread on the baguette.",
                "Bake, C:\\ oven \"hot\"."
              ],
              "tags": [
                "bread",
                "side \"dish\""
              ]
            }
            """#)
        var unwritable = Self.recipe
        unwritable.ingredients[0].quantity = .nan
        #expect(RecipeExport.json(unwritable) == "{}")
    }

    @Test func jsonOfEveryRecipeOfTheBundledAndAGeneratedBookReadsBackAsTheRecipe() throws {
        let bundled = try CookbookLoader.loadFully(path: FastLoaderTests.bundledPath)
        let generated = try BundledReader.decode(Data(SyntheticCookbook.json(recipes: 300, seed: 4)), file: "generated.json")
        for library in [bundled, generated] {
            for summary in library.catalog.recipes {
                let recipe = library.recipe(id: summary.id)!
                let json = RecipeExport.json(recipe)
                #expect(try JSONDecoder().decode(Recipe.self, from: Data(json.utf8)) == recipe, "\(json)")
            }
        }
    }

    @Test func jsonLDIsASchemaOrgRecipeIndentedWithItsKeysSorted() {
        #expect(RecipeExport.jsonLD(Self.sectioned, categoryName: "Sides") == #"""
            {
              "@context": "https://schema.org",
              "@type": "Recipe",
              "cookTime": "PT1H15M",
              "description": "Best warm.",
              "keywords": "bread, side \"dish\"",
              "name": "Garlic Bread",
              "prepTime": "PT10M",
              "recipeCategory": "Sides",
              "recipeIngredient": [
                "2–3 cloves garlic",
                "1 tsp salt"
              ],
              "recipeInstructions": [
                {
                  "@type": "HowToStep",
                  "text": "Heat the oven."
                },
                {
                  "@type": "HowToSection",
                  "itemListElement": [
                    {
                      "@type": "HowToStep",
                      "text": "Crush garlic with salt."
                    }
                  ],
                  "name": "Butter"
                },
                {
                  "@type": "HowToSection",
                  "itemListElement": [
                    {
                      "@type": "HowToStep",
                      "text": "Spread on the baguette."
                    },
                    {
                      "@type": "HowToStep",
                      "text": "Bake, C:\\ oven \"hot\"."
                    }
                  ],
                  "name": "Bake"
                }
              ],
              "recipeYield": "4",
              "totalTime": "PT1H25M"
            }
            """#)
    }

    @Test func jsonLDWritesTheRangeInTheLine() throws {
        let object = try JSONSerialization.jsonObject(with: Data(RecipeExport.jsonLD(Self.recipe, categoryName: nil).utf8)) as! [String: Any]
        #expect(object["recipeIngredient"] as? [String] == ["2–3 cloves garlic", "1 tsp salt", "½–¾ cup butter, soft", "1 baguette"])
    }

    @Test func jsonLDLinesReadBackAsTheSameAmounts() {
        for ingredient in Self.recipe.ingredients {
            let read = IngredientLine.parse(RecipeExport.line(ingredient))
            #expect(read.quantity == ingredient.quantity && read.quantityTo == ingredient.quantityTo && read.unit == ingredient.unit)
        }
    }

    @Test func cooklangWritesFixedAmountsAndRangesAndReadsThemBack() throws {
        let cook = RecipeExport.cooklang(ReadRecipe(recipe: Self.recipe))
        #expect(cook.contains("@garlic{2-3%cloves}"))
        #expect(cook.contains("@salt{=1%tsp}"))
        #expect(cook.contains("@butter{0.5-0.75%cup}(soft)"))
        let read = try CooklangReader.read(cook, fileName: "Garlic Bread.cook").get().recipe
        #expect(read.ingredients == Self.recipe.ingredients)
    }

    @Test func cooklangMarksEachMentionWhereItsStepNamesIt() throws {
        let salty = Recipe(
            id: "caramel", name: "Caramel", category: "c",
            ingredients: [Ingredient(item: "sea salt", text: "pinch sea salt"), Ingredient(quantity: 1, unit: "tbsp", item: "sea salt")],
            steps: ["Melt the sugar with sea salt.", "Add more sea salt."], source: "Caramel.cook")
        let text = RecipeExport.cooklang(ReadRecipe(recipe: salty))
        #expect(text.contains("Melt the sugar with @sea salt{pinch}.") && text.contains("Add more @sea salt{1%tbsp}."), "\(text)")
        let back = try CooklangReader.read(text, fileName: "Caramel.cook").get().recipe
        #expect(back.ingredients == salty.ingredients)
    }
}

extension RecipeExportTests {
    @Test func jsonLDOfSectionsThatStartPastTheStepsGivesThemNoSteps() {
        var recipe = Recipe(id: "odd", name: "Odd", category: "c", steps: ["One.", "Two."])
        recipe.sections = [StepSection(name: "Later", firstStep: 5), StepSection(name: "Before", firstStep: 1)]
        let text = RecipeExport.jsonLD(recipe, categoryName: nil)
        #expect(text.contains("\"name\": \"Later\""))
        #expect(text.contains("\"text\": \"One.\""))
    }
}

extension RecipeExportTests {
    @Test func jsonLDOfAReadRecipeKeepsItsCategoriesFacetsAndImageAndReadsBackTheSame() throws {
        var recipe = Self.recipe
        recipe.author = "Ann Cook"
        recipe.sourceURL = "https://www.example.com/garlic-bread"
        let read = ReadRecipe(recipe: recipe, categories: ["Side", "Starter"],
                              facets: [.cuisine: ["French", "Italian"], .diet: ["Vegetarian"], .author: ["Ann Cook", "Bo Chef"]],
                              image: "https://www.example.com/garlic-bread.jpg")
        let back = try #require(try SchemaOrgReader.read(json: Array(RecipeExport.jsonLD(read).utf8)).get().first)
        for facet in [Facet.course, .cuisine, .diet, .author] {
            #expect(back.values(facet) == read.values(facet), "\(facet)")
        }
        #expect(back.image == read.image)
        #expect(back.recipe.ingredients.map(\.item) == recipe.ingredients.map(\.item))
    }
}

extension RecipeExportTests {
    @Test func aSourceGroupsUnderTheNameItGoesByWrittenAsJSONOrAsCooklang() throws {
        var recipe = Self.recipe
        recipe.sourceName = "BBC Good Food"
        recipe.sourceURL = "https://www.bbcgoodfood.com/recipes/garlic-bread"
        let read = ReadRecipe(recipe: recipe)
        let json = try #require(try SchemaOrgReader.read(json: Array(RecipeExport.jsonLD(read).utf8)).get().first)
        let cook = try CooklangReader.read(RecipeExport.cooklang(read), fileName: "Garlic Bread.cook").get()
        #expect(json.values(.source) == ["BBC Good Food"] && cook.values(.source) == ["BBC Good Food"])
        recipe.sourceName = nil
        let site = try #require(try SchemaOrgReader.read(json: Array(RecipeExport.jsonLD(ReadRecipe(recipe: recipe)).utf8)).get().first)
        #expect(site.values(.source) == ["bbcgoodfood.com"], "no name: the site")
    }
}
