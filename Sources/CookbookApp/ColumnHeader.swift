import CookbookModel
import CookbookRender

/// The part every column shares: a title row and a rule under it.
enum ColumnHeader {
    /// Draws the title (and a right-aligned note such as "3/8") and returns the content area.
    /// `back` prefixes a `‹` to say Back goes somewhere (in the single-column stack).
    static func draw(
        title: [Glyph], note: String = "", focused: Bool, back: Bool = false,
        in rect: Rect, on canvas: inout Canvas, theme: Theme
    ) -> Rect {
        let style = focused ? theme.focusedTitle : theme.title
        canvas.fill(Rect(x: rect.x, y: rect.y, width: rect.width, height: 1), style: style)
        let noteGlyphs = TerminalText.glyphs(note)
        let noteWidth = note.isEmpty || rect.width < 24 ? 0 : TerminalText.width(noteGlyphs) + 1
        let marker = back ? TerminalText.glyphs("‹ ") : []
        let titleRoom = rect.width - 2 - noteWidth
        canvas.draw(TerminalText.truncate(marker + title, to: titleRoom), x: rect.x + 1, y: rect.y, style: style, limit: rect.x + 1 + titleRoom)
        if noteWidth > 0 {
            canvas.draw(noteGlyphs, x: rect.maxX - noteWidth, y: rect.y, style: style)
        }
        let rule = [Glyph](repeating: Glyph(text: "─", width: 1), count: rect.width)
        canvas.draw(rule, x: rect.x, y: rect.y + 1, style: theme.separator)
        if back {
            canvas.zones.append(HotZone(rect: Rect(x: rect.x, y: rect.y, width: min(rect.width, 3), height: 1), click: [.back]))
        }
        return Rect(x: rect.x, y: rect.y + PaneGeometry.headerRows, width: rect.width, height: rect.height - PaneGeometry.headerRows)
    }

    /// The header of the selected category's recipes, as a list or a grid: the title with the
    /// position, and the empty states. Returns nil when there is nothing to list.
    static func recipes(
        _ model: NavigationModel, _ data: ScreenData, back: Bool = false,
        in rect: Rect, on canvas: inout Canvas, theme: Theme
    ) -> (content: Rect, recipes: CategoryRecipes, selected: Int?)? {
        let focused = model.focus == .recipes
        guard let categoryID = model.selectedCategory, let category = data.category(id: categoryID) else {
            let content = draw(title: TerminalText.glyphs("Recipes"), focused: focused, in: rect, on: &canvas, theme: theme)
            placeholder("Choose a category", in: content, on: &canvas, theme: theme)
            return nil
        }
        let recipes = data.recipes(in: categoryID)
        let selected = model.selectedRecipeID.flatMap { data.index(of: $0, inCategory: categoryID) }
        let position = selected.map { ShortNumbers.fraction($0 + 1, of: recipes.count) }
            ?? (recipes.isEmpty ? "" : ShortNumbers.decimal(recipes.count))
        let content = draw(title: TerminalText.glyphs(category.name), note: position, focused: focused, back: back,
                           in: rect, on: &canvas, theme: theme)
        canvas.zones.append(HotZone(rect: content, click: [.focus(.recipes)], column: .recipes))
        guard !recipes.isEmpty else {
            placeholder("No recipes", in: content, on: &canvas, theme: theme)
            return nil
        }
        return (content, recipes, selected)
    }

    /// A message centred in an empty column ("Choose a recipe").
    static func placeholder(_ message: String, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        guard rect.height > 0 else { return }
        let glyphs = TerminalText.truncate(TerminalText.glyphs(message), to: rect.width - 2)
        let x = rect.x + max(1, (rect.width - TerminalText.width(glyphs)) / 2)
        canvas.draw(glyphs, x: x, y: rect.y + rect.height / 3, style: theme.muted)
    }
}
