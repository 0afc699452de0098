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
