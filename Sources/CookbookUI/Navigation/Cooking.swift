import CookbookKit

/// Cooking mode: one step of one recipe at a time.
public struct CookingState: Equatable, Codable, Sendable {
    public var recipe: String
    /// The step shown, from 0.
    public var step: Int
    /// Which of the step's durations `T` has highlighted to start (when it lists them).
    public var timerChoice: Int?

    public init(recipe: String, step: Int = 0, timerChoice: Int? = nil) {
        self.recipe = recipe
        self.step = step
        self.timerChoice = timerChoice
    }
}

/// "Scale so that <ingredient> is <amount>": the ingredient (by position in the recipe)
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

/// A recipe in the basket, at the scale it was put in at.
public struct BasketEntry: Equatable, Hashable, Codable, Sendable {
    public var id: String
    public var scale: Double

    public init(id: String, scale: Double = 1) {
        self.id = id
        self.scale = scale
    }
}
