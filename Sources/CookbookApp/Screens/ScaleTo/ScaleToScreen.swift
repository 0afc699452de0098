import CookbookModel
import CookbookRender

/// `=`: "Scale so that <ingredient> is <amount>", the ingredient chosen with ↑↓ and the
/// amount typed.
enum ScaleToScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "scale-to"
    static let takesText = true

    static var commands: [CommandInfo] {
        [CommandInfo(.scaleTo, "scale so that an ingredient is an amount you type", keys: [.character("=")])]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "ingredient" }),
        ScreenKey(.accept, hint: .always("use")), ScreenKey(.deleteBackward), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.keys(.up, .down, "ingredient"), .key(.accept, "scale"), .key(.cancel, "cancel")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .scaleTo(var prompt) = destination else { return false }
        switch action {
        case .input(let text):
            prompt.text += text
        case .deleteBackward:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .moveChoice(let delta, let count):
            prompt.ingredient = NavigationModel.step(prompt.ingredient, by: delta, count: count)
        default:
            return false
        }
        model.destination = .scaleTo(prompt)
        return true
    }

    /// Closed when its recipe is gone or has no ingredients; the ingredient kept inside it.
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination? {
        guard case .scaleTo(var prompt) = destination else { return destination }
        guard let outline = catalog.outline(id: prompt.recipe), outline.ingredients > 0 else { return nil }
        prompt.ingredient = clamp(prompt.ingredient, 0, outline.ingredients - 1)
        return .scaleTo(prompt)
    }

    static func kitchenRecipe(_ destination: Destination) -> String? {
        if case .scaleTo(let prompt) = destination { prompt.recipe } else { nil }
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .scaleTo(let prompt) = destination else { return .draw }
        // Backspace on an empty amount closes the prompt, as on the command line.
        if invocation.command == .deleteBackward, prompt.text.isEmpty {
            app.apply(.dismiss)
            return .draw
        }
        let count = app.catalog.outline(id: prompt.recipe)?.ingredients ?? 0
        return app.runOnChoices(invocation, count: count, frame: frame) { app, frame in
            scale(&app, to: prompt, frame: frame)
            return .draw
        }
    }

    /// `=` on the columns: the prompt, on the ingredient under the cursor, else the first
    /// with an amount.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .scaleTo else { return nil }
        guard let id = app.model.shownRecipeID, let recipe = frame.recipes[id], !recipe.ingredients.isEmpty else {
            app.message = "choose a recipe with ingredients to scale"
            return .draw
        }
        var ingredient = ListedIngredient.list(of: recipe).firstIndex { $0.single(cups: app.household.cups)?.quantity != nil } ?? 0
        if app.model.focus == .detail, let outline = app.catalog.outline(id: id),
           case .ingredient(let i)? = DetailItems.item(at: app.model.detailCursor, of: outline) {
            ingredient = i
        }
        app.apply(.present(.scaleTo(ScalePrompt(recipe: id, ingredient: ingredient))))
        return .draw
    }

    /// Enter on the prompt: the factor that makes the ingredient the amount typed.
    static func scale(_ app: inout App, to prompt: ScalePrompt, frame: Frame) {
        guard let recipe = frame.recipes[prompt.recipe] else { return }
        let list = ListedIngredient.list(of: recipe)
        guard list.indices.contains(prompt.ingredient) else { return }
        guard let ingredient = list[prompt.ingredient].single(cups: app.household.cups) else {
            app.message = "\(list[prompt.ingredient].item) has amounts that do not add up to one: scale by another ingredient"
            return
        }
        guard let written = ingredient.quantity, written > 0, !ingredient.fixed else {
            app.message = "\(ingredient.item) has no amount to scale by"
            return
        }
        guard let wanted = IngredientAmount.typed(prompt.text, for: ingredient, cups: app.household.cups) else {
            app.message = "type an amount of \(ingredient.item), e.g. 300" + (ingredient.unit.map { " " + $0 } ?? "")
            return
        }
        switch Scale.checked(wanted / written, base: recipe.servings) {
        case .success(let factor):
            app.apply(.dismiss, .setScale(prompt.recipe, factor))
            app.message = app.scaleMessage(prompt.recipe)
        case .failure(let error):
            app.message = error.message
        }
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .scaleTo(let prompt) = destination else { return }
        ScalePromptView.draw(prompt, model, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }

    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String] {
        guard case .scaleTo(let prompt) = destination else { return [] }
        return [prompt.recipe]
    }
}
