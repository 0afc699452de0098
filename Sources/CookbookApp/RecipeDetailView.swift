import CookbookModel
import CookbookRender

/// The right column: the recipe at the end of the path, as a scrolling document with a
/// cursor over its ingredients, steps and related recipes.
enum RecipeDetailView {
    static let maximumMeasure = 88

    /// The header's title: the recipes followed to this one (`Apple Pie › Pie Crust`) in
    /// `width` cells. Those that do not fit go from the start (`… › Pie Crust`), the recipe shown
    /// last; a name alone too long for the room is cut at its end, so it reads from its start.
    static func title(_ crumbs: [String], width: Int) -> [Glyph] {
        guard width > 0, let last = crumbs.last else { return [] }
        let separator = " › ", more = "… › "
        // How many of the last crumbs fit (with `more` before them when they are not all).
        var kept = 0, used = 0
        for (k, crumb) in crumbs.reversed().enumerated() {
            used += TerminalText.width(crumb) + (k > 0 ? separator.count : 0)
            if used + (k + 1 < crumbs.count ? more.count : 0) <= width { kept = k + 1 }
            if used > width { break }
        }
        guard kept > 0 else { return TerminalText.truncate(TerminalText.glyphs(last), to: width) }
        let shown = crumbs.suffix(kept).joined(separator: separator)
        return TerminalText.glyphs(kept < crumbs.count ? more + shown : shown)
    }

    static func draw(
        _ model: NavigationModel, _ data: ScreenData, back: Bool = false, in rect: Rect, on canvas: inout Canvas, theme: Theme,
        documents: inout DetailDocuments
    ) {
        let focused = model.focus == .detail
        guard let recipe = model.shownRecipeID.flatMap({ data.recipe(id: $0) }) else {
            let content = ColumnHeader.draw(title: TerminalText.glyphs("Recipe"), focused: focused, in: rect, on: &canvas, theme: theme)
            let message = model.selectedCategory == nil ? "Choose a category" : "Choose a recipe"
            ColumnHeader.placeholder(message, in: content, on: &canvas, theme: theme)
            return
        }
        let crumbs = model.breadcrumb(in: data.catalog)
        // Prose is easier to read at a book's measure than across a 200-column terminal.
        let textWidth = min(rect.width - 3, Self.maximumMeasure)
        let kitchen = DetailDocument.Kitchen(
            scale: model.scale(of: recipe.id), units: model.units, cups: data.household.cups, inBasket: model.inBasket(recipe.id))
        let document = documents.document(recipe: recipe, data: data, width: textWidth, kitchen: kitchen, theme: theme)
        let bodyHeight = rect.height - PaneGeometry.headerRows
        let offset = document.scrollOffset(cursor: model.detailCursor, rows: bodyHeight)
        let note = document.lines.count <= bodyHeight ? ""
            : offset == 0 ? "Top"
            : offset + bodyHeight >= document.lines.count ? "End"
            : "\(100 * (offset + bodyHeight) / document.lines.count)%"
        let content = ColumnHeader.draw(
            title: Self.title(crumbs, width: rect.width - 2 - (note.isEmpty ? 0 : note.count + 1) - (back ? 2 : 0)),
            note: note, focused: focused, back: back, in: rect, on: &canvas, theme: theme)
        canvas.zones.append(HotZone(rect: content, click: [.focus(.detail)], column: .detail))

        for row in 0..<min(content.height, document.lines.count - offset) {
            let line = document.lines[offset + row]
            let y = content.y + row
            if let item = line.item {
                canvas.zones.append(HotZone(rect: Rect(x: content.x, y: y, width: content.width, height: 1),
                                            click: .detailItem(item, opens: line.isLink), column: .detail))
            }
            let onCursor = focused && line.item == model.detailCursor
            if onCursor, line.isLink {
                canvas.fill(Rect(x: content.x + 1, y: y, width: content.width - 1, height: 1), style: theme.selection)
            }
            if onCursor, line.firstOfItem {
                canvas.draw(Glyph(text: "›", width: 1), x: content.x, y: y, style: theme.heading)
            }
            // The cursor is the marker, and on a related recipe the selection bar too; an
            // ingredient's or a step's text stays as it is, so a move changes two cells, not
            // two lines (issue 12).
            for span in line.spans {
                if onCursor, line.isLink {
                    canvas.draw(span.glyphs, x: content.x + 1 + span.x, y: y, style: theme.selection, limit: content.x + 1 + textWidth)
                } else {
                    canvas.put(span.cells, x: content.x + 1 + span.x, y: y, limit: content.x + 1 + textWidth)
                }
            }
        }
    }
}
