import CookbookModel
import CookbookRender

/// `=`: "Scale so that <ingredient> is <amount>", the ingredient chosen with ↑↓.
enum ScalePromptView {
    static func draw(_ prompt: ScalePrompt, _ model: NavigationModel, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Scale", width: 60, height: 8, footer: footer, in: bounds, on: &canvas, theme: theme)
        else { return }
        guard let recipe = data.recipe(id: prompt.recipe) else { return }
        let list = ListedIngredient.list(of: recipe)
        guard list.indices.contains(prompt.ingredient) else { return }
        let ingredient = list[prompt.ingredient]
        let written = ingredient.amount(scale: 1, units: .asWritten, cups: data.household.cups)
        canvas.text("Scale \(recipe.name) so that", x: inside.x, y: inside.y, width: inside.width, style: theme.overlay)
        let name = "‹ " + ingredient.item + " ›" + (written.isEmpty ? "" : "  (written: \(written))")
        canvas.text(name, x: inside.x + 2, y: inside.y + 1, width: inside.width - 2, style: theme.overlayTitle)
        let typed = TerminalText.glyphs("is: ") + TerminalText.truncateLeading(TerminalText.glyphs(prompt.text), to: inside.width - 6)
        let end = canvas.draw(typed, x: inside.x, y: inside.y + 3, style: theme.overlay, limit: inside.maxX)
        canvas.draw(Glyph(text: "█", width: 1), x: end, y: inside.y + 3, style: theme.overlay, limit: inside.maxX)
    }
}
