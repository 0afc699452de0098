import CookbookModel

/// What the cooking, shopping, pantry and plans screens show that takes work to find: the times in the
/// step being cooked and the basket's shopping list. Worked out once a frame, by
/// `Screen.render` (each screen's `PresentedScreen.shown`), for the views and the status
/// bar, and kept in the `Frame` for the keys that act on it (`t`, `T`, ticking a line), so
/// none of them works it out again.
struct WorkedOut: Equatable, Sendable {
    /// The durations the step being cooked names, in order (none when not cooking).
    var durations: [FoundDuration] = []
    /// How many lines each step of the recipe being cooked has (`TextLines`; none when not
    /// cooking).
    var stepLines: [Int] = []
    /// The basket's shopping list, when the shopping list is shown.
    var shoppingList: ShoppingList?
    /// The pantry screen's rows, when it is shown.
    var pantryRows: [PantryView.Row] = []
    /// The Plans screen's rows (the plans, or a plan's days and meals), when it is shown.
    var planRows: [PlanRow] = []

    init() {}

    /// What the presented screen shows that takes work (its folder's `shown`).
    init(_ model: NavigationModel, _ data: ScreenData) {
        guard let presented = model.destination else { return }
        self = presented.screen.shown(presented, model, data)
    }
}
