import CookbookFormats
import Testing

/// A Review that names the page's Recipe (`itemReviewed`) gives that recipe once.
@Suite struct ItemReviewedTests {
    @Test func aReviewedRecipeWithTheSameIdOrNameIsTheSameRecipe() throws {
        let sameID = #"""
            {"@graph": [
              {"@type": "Recipe", "@id": "#r", "name": "Shortbread", "recipeIngredient": ["200 g flour"], "recipeInstructions": "Bake."},
              {"@type": "Review", "reviewBody": "Lovely", "itemReviewed": {"@type": "Recipe", "@id": "#r", "name": "Shortbread", "recipeYield": "12"}}
            ]}
            """#
        let recipes = try SchemaOrgReader.read(json: Array(sameID.utf8)).get()
        #expect(recipes.map(\.recipe.name) == ["Shortbread"])
        #expect(recipes.first?.recipe.servings == 12, "the reviewed copy fills what the recipe lacks")

        let sameName = #"""
            [{"@type": "Review", "itemReviewed": {"@type": "Recipe", "name": "Shortbread", "recipeIngredient": ["200 g flour"]}},
             {"@type": "Recipe", "name": "Shortbread ", "recipeIngredient": ["200 g flour", "100 g butter"], "recipeInstructions": "Bake."}]
            """#
        let byName = try SchemaOrgReader.read(json: Array(sameName.utf8)).get()
        #expect(byName.map(\.recipe.ingredients.count) == [2])
    }

    @Test func aReviewedRecipeAloneIsTheRecipe() throws {
        let alone = #"{"@type": "Review", "itemReviewed": {"@type": "Recipe", "name": "Scones", "recipeIngredient": ["1 egg"]}}"#
        #expect(try SchemaOrgReader.read(json: Array(alone.utf8)).get().map(\.recipe.name) == ["Scones"])
        let other = #"""
            [{"@type": "Recipe", "name": "Jam", "recipeIngredient": ["1 kg plums"]},
             {"@type": "Review", "itemReviewed": {"@type": "Recipe", "name": "Scones", "recipeIngredient": ["1 egg"]}}]
            """#
        #expect(try SchemaOrgReader.read(json: Array(other.utf8)).get().map(\.recipe.name) == ["Jam", "Scones"])
    }

    @Test func aMicrodataReviewOfThePageRecipe() throws {
        let page = """
            <div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soda Bread</h1>
              <span itemprop="recipeIngredient">500 g flour</span></div>
            <div itemscope itemtype="https://schema.org/Review"><span itemprop="reviewBody">Easy.</span>
              <div itemprop="itemReviewed" itemscope itemtype="https://schema.org/Recipe"><span itemprop="name">Soda Bread</span>
              <span itemprop="recipeIngredient">500 g flour</span></div></div>
            """
        #expect(try SchemaOrgReader.read(html: Array(page.utf8)).get().map(\.recipe.name) == ["Soda Bread"])
    }
}
