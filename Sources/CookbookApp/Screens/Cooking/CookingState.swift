/// Cooking mode: one step of one recipe at a time.
public struct CookingState: Equatable, Codable, Sendable {
    public var recipe: String
    /// The step shown, from 0.
    public var step: Int
    /// The line of the step the cook is at, from 0: a step written one instruction a line is
    /// walked a line at a time (`TextLines`); 0 for a step of one line.
    public var line: Int
    /// Which of the step's durations `T` has highlighted to start (when it lists them).
    public var timerChoice: Int?

    public init(recipe: String, step: Int = 0, line: Int = 0, timerChoice: Int? = nil) {
        self.recipe = recipe
        self.step = step
        self.line = line
        self.timerChoice = timerChoice
    }

    private enum CodingKeys: String, CodingKey {
        case recipe, step, line, timerChoice
    }

    /// A place saved before steps had lines has none: the first.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        recipe = try c.decode(String.self, forKey: .recipe)
        step = try c.decode(Int.self, forKey: .step)
        line = try c.decodeIfPresent(Int.self, forKey: .line) ?? 0
        timerChoice = try c.decodeIfPresent(Int.self, forKey: .timerChoice)
    }
}
