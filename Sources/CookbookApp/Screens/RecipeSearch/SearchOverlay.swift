import CookbookModel
import CookbookRender

/// `/`: what was typed, and what it found (the search state's results).
enum SearchOverlay {
    /// The box's height on a screen of this height: its border, the prompt and a blank row
    /// around the results, as many as the screen allows; never under 8 rows, so that it
    /// keeps its size while a few results come and go.
    static func boxHeight(_ search: SearchState, height: Int) -> Int {
        min(max(8, search.results.hits.count + 4), tallest(height))
    }

    /// The tallest the box is: most of the screen.
    static func tallest(_ height: Int) -> Int { max(8, height - 4) }

    /// The indexes of the results on screen.
    static func visibleRows(_ search: SearchState, height: Int) -> Range<Int> {
        let count = search.results.hits.count
        guard count > 0 else { return 0..<0 }
        // The box's inside (minus title and footer rows), minus the prompt and a blank row.
        let rows = max(0, min(height - 2, boxHeight(search, height: height)) - 2 - 2)
        let selected = min(search.selected, count - 1)
        let offset = PaneGeometry.scrollOffset(selected: selected, count: count, rows: rows)
        return offset..<min(count, offset + rows)
    }

    static func draw(_ search: SearchState, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let inside = Overlays.box(title: "Search", width: 72, height: boxHeight(search, height: bounds.height),
                                        tallest: tallest(bounds.height), footer: footer, in: bounds, on: &canvas, theme: theme) else { return }
        let prompt = TerminalText.glyphs("/ ") + TerminalText.truncateLeading(TerminalText.glyphs(search.query), to: inside.width - 3)
        let end = canvas.draw(prompt, x: inside.x, y: inside.y, style: theme.overlayTitle, limit: inside.maxX)
        canvas.draw(Glyph(text: "█", width: 1), x: end, y: inside.y, style: theme.overlay, limit: inside.maxX)

        let list = Rect(x: inside.x, y: inside.y + 2, width: inside.width, height: inside.height - 2)
        let results = search.results.hits
        if search.query.allSatisfy(\.isWhitespace) {
            canvas.text("Type to search names, ingredients and tags.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            // The filters a query may hold (`SearchQuery`).
            canvas.text("Filters: @egg -@meat #vegan course:dessert diet:vegan time<30m", x: list.x, y: list.y + 2,
                        width: list.width, style: theme.overlay)
            return
        }
        if results.isEmpty {
            canvas.text("No recipe matches.", x: list.x, y: list.y, width: list.width, style: theme.overlay)
            return
        }
        let selected = min(search.selected, results.count - 1)
        for (row, index) in visibleRows(search, height: bounds.height).enumerated() where row < list.height {
            // The session read the recipes of these rows, to say which ingredient or tag matched.
            let hit = RecipeSearch.describe(results[index], recipe: data.recipe(id: results[index].id))
            guard let recipe = data.summary(id: hit.recipeID) else { continue }
            let y = list.y + row
            let style = index == selected ? theme.selection : theme.overlay
            canvas.fill(Rect(x: list.x, y: y, width: list.width, height: 1), style: style)
            if index == selected { canvas.draw(Glyph(text: "›", width: 1), x: list.x, y: y, style: style) }
            let category = data.catalog.homeCategory(ofRecipe: recipe.id).flatMap(data.category(id:))?.name ?? ""
            let why = hit.matched.map { " — \($0)" } ?? ""
            let right = TerminalText.truncate(TerminalText.glyphs(category), to: 16)
            let rightWidth = TerminalText.width(right)
            // Two columns at least between the name and its category, so they never read as one.
            canvas.text(recipe.name + why, x: list.x + 1, y: y, width: list.width - rightWidth - 4, style: style)
            canvas.draw(right, x: list.maxX - rightWidth - 1, y: y, style: style)
            canvas.zones.append(HotZone(rect: Rect(x: list.x, y: y, width: list.width, height: 1),
                                        click: [.moveChoice(index - selected, count: results.count), .choose]))
        }
    }
}
