import CookbookKit

/// What the cooking and shopping screens show that takes work to find: the times in the
/// step being cooked and the basket's shopping list. Worked out once a frame, by
/// `Screen.render`, for the views and the status bar, and kept in the `Frame` for the keys
/// that act on it (`t`, `T`, ticking a line), so none of them works it out again.
struct KitchenShown: Equatable, Sendable {
    /// The durations the step being cooked names, in order (none when not cooking).
    var durations: [FoundDuration] = []
    /// The basket's shopping list, when the shopping list is shown.
    var shoppingList: ShoppingList?

    init() {}

    init(_ model: NavigationModel, _ data: ScreenData) {
        switch model.destination {
        case .cooking(let cooking)?:
            if let recipe = data.recipe(id: cooking.recipe), recipe.steps.indices.contains(cooking.step) {
                durations = StepDurations.find(in: recipe.steps[cooking.step])
            }
        case .shoppingList?:
            let entries = model.basket.compactMap { entry in data.recipe(id: entry.id).map { ($0, entry.scale) } }
            shoppingList = ShoppingList(entries, units: model.units, settings: data.kitchen)
        default:
            break
        }
    }
}
