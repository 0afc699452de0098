import CookbookModel
import CookbookRender

/// `I`: the pantry's items that expire soon, then the recipes ranked by what is at home: its
/// share, its name, and what is missing when there is room.
enum PantryView {
    enum Row: Equatable, Sendable {
        case heading(String)
        case expiring(PantryRanking.Expiring)
        case recipe(index: Int, PantryRanking.Entry)
        case note(String)
    }

    static func rows(_ ranking: PantryRanking) -> [Row] {
        var rows: [Row] = []
        if !ranking.expiring.isEmpty {
            rows.append(.heading("Expiring within a week"))
            rows += ranking.expiring.map(Row.expiring)
        }
        rows.append(.heading("By what is at home"))
        if ranking.entries.isEmpty { rows.append(.note("No recipe names an item to buy.")) }
        rows += ranking.entries.enumerated().map { Row.recipe(index: $0.offset, $0.element) }
        return rows
    }

    static func draw(selected: Int, _ model: NavigationModel, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let items = data.household.pantry.list.count
        let title = "What can I cook · \(items) item\(items == 1 ? "" : "s") at home"
        let rows = data.workedOut.pantryRows
        guard let inside = Overlays.box(title: title, width: 90, height: max(8, rows.count + 4), footer: footer,
                                        in: bounds, on: &canvas, theme: theme) else { return }
        guard data.pantryRanking != nil else {
            let total = data.pantryRun?.total ?? data.catalog.recipes.count
            let said = "Ranking \(total) recipe\(total == 1 ? "" : "s")… \(data.pantryRun?.percent ?? 0)%"
            canvas.text(said, x: inside.x, y: inside.y + 1, width: inside.width, style: theme.overlay)
            return
        }
        guard items > 0 else {
            canvas.text("pantry.conf lists nothing at home (in the library's config/ folder, or beside config.toml).",
                        x: inside.x, y: inside.y + 1, width: inside.width, style: theme.overlay)
            return
        }
        let count = data.pantryRanking?.entries.count ?? 0
        let selected = min(selected, max(0, count - 1))
        // The recipes are the last rows (`rows`): no search through them for the one chosen.
        let selectedRow = count == 0 ? 0 : rows.count - count + selected
        let height = inside.height - 1
        let offset = PaneGeometry.scrollOffset(selected: selectedRow, count: rows.count, rows: height)
        for (n, row) in rows[offset..<min(rows.count, offset + height)].enumerated() {
            let y = inside.y + 1 + n
            switch row {
            case .heading(let name):
                canvas.text(name, x: inside.x, y: y, width: inside.width, style: theme.overlayTitle)
            case .note(let text):
                canvas.text("  " + text, x: inside.x, y: y, width: inside.width, style: theme.overlay)
            case .expiring(let item):
                let uses = item.recipes.isEmpty ? "" : "  " + item.recipes.joined(separator: ", ")
                canvas.text("  \(item.expire)  \(item.name)\(uses)", x: inside.x, y: y, width: inside.width, style: theme.overlay)
            case .recipe(let index, let entry):
                let isSelected = index == selected
                let style = isSelected ? theme.selection : theme.overlay
                canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
                let percent = String(entry.percent)
                let mark = model.inBasket(entry.id) ? "+" : " "
                let head = String(repeating: " ", count: max(0, 3 - percent.count)) + percent + "% " + mark + " "
                canvas.text(head, x: inside.x, y: y, width: head.count, style: style)
                let nameX = inside.x + head.count
                canvas.text(entry.name, x: nameX, y: y, width: inside.maxX - nameX, style: style)
                let room = inside.maxX - nameX - TerminalText.width(TerminalText.glyphs(entry.name)) - 3
                if !entry.missing.isEmpty, room >= 12 {
                    let glyphs = TerminalText.truncate(TerminalText.glyphs("missing " + entry.missing.joined(separator: ", ")), to: room)
                    canvas.draw(glyphs, x: inside.maxX - TerminalText.width(glyphs), y: y, style: isSelected ? style : theme.muted)
                }
                canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1),
                                            click: [.moveChoice(index - selected, count: count)]))
            }
        }
    }
}
