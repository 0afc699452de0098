/// The shape of a recipe's screen without its text: how many ingredients and steps, and the
/// related recipes (known ids only). Every catalog knows it for every recipe, so moving
/// through a recipe never needs the recipe itself.
public struct RecipeOutline: Equatable, Hashable, Sendable {
    public var ingredients: Int
    public var steps: Int
    public var related: [String]

    public init(ingredients: Int = 0, steps: Int = 0, related: [String] = []) {
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
    }
}
