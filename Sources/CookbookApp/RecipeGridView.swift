import CookbookModel
import CookbookRender

/// The two-column layout's right side: the category's recipes as a grid of tiles.
enum RecipeGridView {
    /// Four rows of box and a blank row between rows of tiles.
    static let tileHeight = 5
    static let minimumTileWidth = 22

    /// Tiles per row in an area this wide; the key map needs it to move up and down.
    static func columns(width: Int) -> Int {
        max(1, (width - 1) / minimumTileWidth)
    }

    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = model.focus == .recipes
        guard let (content, recipes, selected) = ColumnHeader.recipes(model, data, in: rect, on: &canvas, theme: theme) else {
            return
        }
        let columns = columns(width: content.width)
        let tileWidth = (content.width - 1) / columns
        let visibleRows = max(1, content.height / tileHeight)
        let rowCount = (recipes.count + columns - 1) / columns
        let firstRow = PaneGeometry.scrollOffset(selected: selected.map { $0 / columns }, count: rowCount, rows: visibleRows)
        for (i, recipe) in recipes.enumerated() {
            let row = i / columns - firstRow
            guard row >= 0, row < visibleRows else { continue }
            let tile = Rect(x: content.x + 1 + (i % columns) * tileWidth, y: content.y + row * tileHeight,
                            width: tileWidth - 1, height: tileHeight)
            drawTile(recipe, selected: i == selected, focused: focused, in: tile, on: &canvas, theme: theme)
            canvas.zones.append(HotZone(rect: tile, click: [.selectRecipe(recipe.id), .focus(.detail)], column: .recipes))
        }
    }

    private static func nameStyleFor(_ focused: Bool, _ theme: Theme) -> Style {
        focused ? theme.selection : theme.inactiveSelection
    }

    private static func drawTile(_ recipe: RecipeSummary, selected: Bool, focused: Bool, in tile: Rect, on canvas: inout Canvas, theme: Theme) {
        let frameStyle = selected ? (focused ? theme.heading : theme.title) : theme.separator
        Box.draw(Rect(x: tile.x, y: tile.y, width: tile.width, height: tile.height - 1), on: &canvas, style: frameStyle)
        let inner = tile.width - 4
        if selected {
            canvas.draw(Glyph(text: focused ? "›" : "·", width: 1), x: tile.x + 1, y: tile.y + 1, style: nameStyleFor(focused, theme))
        }
        let nameStyle = selected ? nameStyleFor(focused, theme) : theme.title
        if selected {
            canvas.fill(Rect(x: tile.x + 2, y: tile.y + 1, width: tile.width - 3, height: 1), style: nameStyle)
        }
        canvas.text(recipe.name, x: tile.x + 2, y: tile.y + 1, width: inner, style: nameStyle)
        var facts: [String] = []
        if let minutes = recipe.totalMinutes, minutes > 0 { facts.append(Durations.short(minutes)) }
        if let servings = recipe.servings { facts.append("serves \(servings)") }
        canvas.text(facts.joined(separator: " · "), x: tile.x + 2, y: tile.y + 2, width: inner, style: theme.muted)
    }
}
