/// "Add <recipe> to <plan>, day …" or "Move <meal> to day …": the plan, the day highlighted
/// among its days, and the day typed (a day the plan does not have yet is added to it).
public struct PlanDayPrompt: Equatable, Codable, Sendable {
    public enum Purpose: Equatable, Codable, Sendable {
        /// `p` on a recipe, `:plan add`: the recipe to add, at its scale.
        case add(recipe: String, scale: Double)
        /// `m` on the Plans screen: the meal's path as the plan writes it, its day, and which of
        /// the day's meals of that recipe it is (`MenuEdit.move`).
        case move(path: String, from: String, occurrence: Int = 0)
    }

    public var purpose: Purpose
    /// The plan, by its name below its root; nil while there is none to choose.
    public var plan: String?
    /// The highlighted day, among the plan's.
    public var day: Int
    public var text: String
    /// The Plans screen to go back to (moving).
    public var returning: PlansState?

    public init(purpose: Purpose, plan: String?, day: Int = 0, text: String = "", returning: PlansState? = nil) {
        self.purpose = purpose
        self.plan = plan
        self.day = day
        self.text = text
        self.returning = returning
    }

    init(move path: String, from day: String, occurrence: Int = 0, plan: String, returning: PlansState) {
        self.init(purpose: .move(path: path, from: day, occurrence: occurrence), plan: plan, returning: returning)
    }
}
