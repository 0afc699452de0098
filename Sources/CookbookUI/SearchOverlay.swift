import CookbookKit

/// `/`: what was typed, and the results as they are now.
enum SearchOverlay {
    static func draw(_ search: SearchState, _ cookbook: Cookbook, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Search", width: 72, height: max(8, bounds.height - 4),
                                        footer: "↑↓ choose · Enter open · Esc cancel", in: bounds, on: &canvas, theme: theme) else { return }
        let prompt = TerminalText.glyphs("/ ") + TerminalText.truncateLeading(TerminalText.glyphs(search.query), to: inside.width - 3)
        let end = canvas.draw(prompt, x: inside.x, y: inside.y, style: theme.overlayTitle, limit: inside.maxX)
        canvas.draw([Glyph(text: "█", width: 1)], x: end, y: inside.y, style: theme.overlay, limit: inside.maxX)

        let list = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 2)
        // Only the rows on screen say what matched: that reads their recipes.
        let results = RecipeSearch.hits(for: search.query, in: cookbook)
        if search.query.allSatisfy(\.isWhitespace) {
            canvas.text("Type to search names, ingredients and tags.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        if results.isEmpty {
            canvas.text("No recipe matches.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        let selected = min(search.selected, results.count - 1)
        let offset = Layout.scrollOffset(selected: selected, count: results.count, rows: list.height)
        for (row, index) in (offset..<min(results.count, offset + list.height)).enumerated() {
            let hit = RecipeSearch.describe(results[index], in: cookbook)
            guard let recipe = cookbook.summary(id: hit.recipeID) else { continue }
            let y = list.y + row
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: style)
            if index == selected { canvas.draw([Glyph(text: "›", width: 1)], x: list.x, y: y, style: style) }
            let category = cookbook.category(id: recipe.category)?.name ?? ""
            let why = hit.matched.map { " — \($0)" } ?? ""
            let right = TerminalText.truncate(TerminalText.glyphs(category), to: 16)
            let rightWidth = TerminalText.width(right)
            canvas.text(recipe.name + why, x: list.x + 1, y: y, width: list.width - rightWidth - 3, style: style)
            canvas.draw(right, x: list.maxX - rightWidth - 1, y: y, style: style)
            canvas.zones.append(HotZone(rect: Rect(x: list.x, y: y, width: list.width, height: 1),
                                        click: [.searchMove(index - selected), .searchSubmit]))
        }
    }
}
