
/// What the status bar needs to choose and word its hints.
public struct HintContext: Equatable, Sendable {
    public var scope: Scope
    public var focus: Focus
    /// The detail cursor is on a related recipe.
    public var onLink: Bool
    /// Related recipes have been followed (the path is deeper than one).
    public var followed: Bool
    public var hasRelated: Bool
    public var showsCategoryColumn: Bool
    public var inGrid: Bool
    /// A recipe is shown (the kitchen keys act on it).
    public var hasRecipe: Bool
    /// The recipe shown is in the basket; the basket's size.
    public var inBasket: Bool
    public var basketCount: Int
    /// On the shopping list, an entry (not a line) is chosen: `d` takes it off.
    public var onShoppingEntry = false
    /// On the Plans screen, a plan's meal is chosen: `d` and `m` act on it.
    public var onPlanMeal = false
    /// The step in cooking mode has durations to time; how many.
    public var durations: Int
    /// How many lines the step in cooking mode has.
    public var stepLines: Int
    /// The cursor is on a step (Enter cooks it).
    public var onStep: Bool
    /// Where the selected group is in the folder tree, for → and ←.
    public var branch: Branch = .none
    /// What the first column is called in a hint ("folders", "courses", …).
    public var firstColumn = "categories"

    /// A group of the first column in the folder tree.
    public enum Branch: Sendable {
        /// At the top, with no folders below.
        case none
        /// With folders below, hidden (→ opens it).
        case closed
        /// With folders below, shown (← closes it).
        case open
        /// Inside another (← goes to it).
        case inside
    }
}
