/// "Scale so that <ingredient> is <amount>": the ingredient (by its line in the recipe's list, `ListedIngredient`)
/// and the amount typed so far.
public struct ScalePrompt: Equatable, Codable, Sendable {
    public var recipe: String
    public var ingredient: Int
    public var text: String

    public init(recipe: String, ingredient: Int, text: String = "") {
        self.recipe = recipe
        self.ingredient = ingredient
        self.text = text
    }
}
