import CookbookModel
import CookbookRender
import FoundationEssentials

/// `I`: what can I cook. The items of the pantry that expire within a week, with the recipes
/// that use them; then every recipe ranked by how much of what it needs is at home, with what
/// is missing. Space puts the highlighted recipe in the basket (or takes it out), Enter opens it.
/// The ranking is the session's to make (`Effect.rankPantry`, on the app's day), in the
/// background: every recipe is read for it. The screen opens at once and says how far it is;
/// the ranking is kept while the library and the day stay the same (see `App+Pantry`).
enum PantryScreen: ListScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "pantry"
    static let helpSection: String? = "pantry"

    static var commands: [CommandInfo] {
        [CommandInfo(.pantry, "what can I cook: recipes ranked by what pantry.conf says is at home", keys: [.character("I")])]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "move" }), ScreenKey(.top), ScreenKey(.bottom),
        ScreenKey(.pageUp), ScreenKey(.pageDown), ScreenKey(.accept, hint: .always("open")),
        ScreenKey(.basket, hint: .always("basket")), ScreenKey(.shoppingList, hint: .always("list")),
        ScreenKey(.pantry), ScreenKey(.quit, hint: .always("quit")), ScreenKey(.cancel, hint: .always("close")),
    ]

    static let footer: [FooterPart] = [.key(.basket, "basket"), .key(.accept, "open"), .key(.cancel, "close")]

    static func highlighted(_ destination: Destination) -> Int? {
        guard case .pantry(let selected) = destination else { return nil }
        return selected
    }

    static func highlighting(_ row: Int, in destination: Destination) -> Destination { .pantry(selected: row) }

    /// Opening it asks for the ranking, on the day the app was last told, unless it is made or
    /// under way.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .pantry else { return nil }
        app.apply(.present(.pantry(selected: 0)))
        return app.askPantryRanking()
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .pantry(let selected) = destination else { return .draw }
        let recipes = app.pantryRun?.ranking?.entries ?? []
        if app.moveHighlight(invocation.command, count: recipes.count, frame: frame) { return .draw }
        switch invocation.command {
        case .basket:
            guard recipes.indices.contains(selected) else { break }
            let entry = recipes[selected]
            app.apply(.toggleInBasket(entry.id))
            let listKey = ShoppingListScreen.openingKey(app.keymap)
            app.message = app.model.inBasket(entry.id)
                ? "\(entry.name) is in the basket (\(app.model.basket.count))" + (listKey.map { " — \($0) for the list" } ?? "")
                : "\(entry.name) taken out of the basket"
        case .accept:
            guard recipes.indices.contains(selected) else { break }
            app.apply(.dismiss, .openRecipe(recipes[selected].id))
        case .shoppingList:
            app.apply(.dismiss)
            return ShoppingListScreen.runOnColumns(invocation, app: &app, frame: frame) ?? .draw
        case .pantry, .cancel: app.apply(.dismiss)
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .pantry(let selected) = destination else { return }
        PantryView.draw(selected: selected, model, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }

    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut {
        var shown = WorkedOut()
        shown.pantryRows = data.pantryRun?.rows ?? []
        return shown
    }
}
