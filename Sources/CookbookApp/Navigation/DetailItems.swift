import CookbookModel

public enum DetailItems {
    public static func count(of recipe: RecipeOutline) -> Int {
        recipe.ingredients + recipe.steps + recipe.related.count
    }

    public static func item(at index: Int, of recipe: RecipeOutline) -> DetailItem? {
        let ingredients = recipe.ingredients, steps = recipe.steps
        switch index {
        case ..<0: return nil
        case ..<ingredients: return .ingredient(index)
        case ..<(ingredients + steps): return .step(index - ingredients)
        case ..<(ingredients + steps + recipe.related.count): return .related(index - ingredients - steps)
        default: return nil
        }
    }

    public static func index(of item: DetailItem, in recipe: RecipeOutline) -> Int {
        switch item {
        case .ingredient(let i): return i
        case .step(let i): return recipe.ingredients + i
        case .related(let i): return recipe.ingredients + recipe.steps + i
        }
    }
}
