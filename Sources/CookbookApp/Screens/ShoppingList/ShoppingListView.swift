import CookbookModel
import CookbookRender

/// `L`: the basket's ingredients merged, aisle by aisle, each line ticked off or not, with
/// the recipes that need it when there is room; what the pantry covers is named last.
enum ShoppingListView {
    /// One row of the list: an aisle's name, a line to buy, or a note.
    enum Row: Equatable {
        case aisle(String)
        case line(index: Int, ShoppingList.Line)
        case note(String)
        /// An entry of the list (a library of folders'), by its place among them.
        case entry(index: Int, String)
    }

    /// `missing`: the ids of the basket's recipes the library does not have now, named last.
    static func rows(_ list: ShoppingList, missing: [String] = [], entries: [String] = []) -> [Row] {
        var rows: [Row] = []
        if !entries.isEmpty {
            rows.append(.aisle("On the list (d takes one off)"))
            for (index, label) in entries.enumerated() { rows.append(.entry(index: index, label)) }
        }
        var index = entries.count
        for aisle in list.aisles {
            rows.append(.aisle(aisle.name))
            for line in aisle.lines {
                rows.append(.line(index: index, line))
                index += 1
            }
        }
        if !list.atHome.isEmpty {
            rows.append(.aisle("At home"))
            rows.append(.note(list.atHome.map(\.name).joined(separator: ", ")))
        }
        if !missing.isEmpty {
            rows.append(.aisle("Not in the library (kept in the basket; :basket ID takes one out)"))
            rows.append(.note(missing.joined(separator: ", ")))
        }
        return rows
    }

    static func draw(selected: Int, _ model: NavigationModel, _ data: ScreenData, footer: String, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        let list = data.workedOut.shoppingList ?? ShoppingList([])
        let missing = model.missingFromBasket(in: data.catalog).map(\.id)
        // The recipes the list is made of: those in the library.
        let count = model.basket.count - missing.count
        let title = "Shopping list · \(count) recipe\(count == 1 ? "" : "s")" + (missing.isEmpty ? "" : " · \(missing.count) missing")
            + (model.units == .asWritten ? "" : " · " + model.units.title)
        // A sub-recipe under its recipe, a level deeper.
        let entries = ShoppingListScreen.entries(model).map {
            String(repeating: "  ", count: $0.depth) + ShoppingListScreen.label($0.entry, in: data.catalog, model: model)
        }
        let rows = rows(list, missing: model.shopping == nil ? missing : [], entries: entries)
        guard let inside = Overlays.box(title: title, width: 90, height: max(8, rows.count + 4), footer: footer,
                                        in: bounds, on: &canvas, theme: theme) else { return }
        let lines = list.lines
        guard !lines.isEmpty || !list.atHome.isEmpty || !missing.isEmpty || !entries.isEmpty else {
            let read = model.basket.filter { data.recipe(id: $0.id) != nil }.count
            canvas.text(read < count ? "Reading the recipes…" : "The basket's recipes list no ingredients.",
                        x: inside.x, y: inside.y + 1, width: inside.width, style: theme.overlay)
            return
        }
        let total = entries.count + lines.count
        let selected = min(selected, max(0, total - 1))
        let selectedRow = rows.firstIndex {
            switch $0 {
            case .line(selected, _), .entry(selected, _): true
            default: false
            }
        } ?? 0
        let height = inside.height - 1
        let offset = PaneGeometry.scrollOffset(selected: selectedRow, count: rows.count, rows: height)
        let amountWidth = min(inside.width / 3, lines.map { TerminalText.width(TerminalText.glyphs($0.amount)) }.max() ?? 0)
        for (n, row) in rows[offset..<min(rows.count, offset + height)].enumerated() {
            let y = inside.y + 1 + n
            switch row {
            case .aisle(let name):
                canvas.text(name, x: inside.x, y: y, width: inside.width, style: theme.overlayTitle)
            case .note(let text):
                canvas.text("  " + text, x: inside.x, y: y, width: inside.width, style: theme.overlay)
            case .entry(let index, let label):
                let style = index == selected ? theme.selection : theme.overlay
                canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
                canvas.text("  " + label, x: inside.x, y: y, width: inside.width, style: style)
                canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1),
                                            click: [.moveChoice(index - selected, count: total)]))
            case .line(let index, let line):
                let isSelected = index == selected
                let style = isSelected ? theme.selection : theme.overlay
                canvas.fill(Rect(x: inside.x, y: y, width: inside.width, height: 1), style: style)
                let tick = model.ticked.contains(line.key) ? "[x] " : "[ ] "
                canvas.text(tick, x: inside.x, y: y, width: 4, style: style)
                let amount = TerminalText.truncate(TerminalText.glyphs(line.amount), to: amountWidth)
                canvas.draw(amount, x: inside.x + 4 + amountWidth - TerminalText.width(amount), y: y, style: style)
                let nameX = inside.x + 4 + amountWidth + (amountWidth > 0 ? 2 : 0)
                // The recipes that need it, when there are several; and whether it runs low at home.
                let recipes = count > 1 ? line.why : line.low ? "running low" : ""
                let nameWidth = TerminalText.width(TerminalText.glyphs(line.name))
                let room = inside.maxX - nameX - nameWidth - 3
                // A line ticked off is quieter where the theme has a quieter style (faint,
                // without colour); `[x]` says it in every theme.
                let nameStyle = model.ticked.contains(line.key) && !isSelected ? theme.muted : style
                canvas.text(line.name, x: nameX, y: y, width: inside.maxX - nameX, style: nameStyle)
                if !recipes.isEmpty, room >= 8 {
                    let glyphs = TerminalText.truncate(TerminalText.glyphs(recipes), to: room)
                    canvas.draw(glyphs, x: inside.maxX - TerminalText.width(glyphs), y: y, style: isSelected ? style : theme.overlay)
                }
                canvas.zones.append(HotZone(rect: Rect(x: inside.x, y: y, width: inside.width, height: 1),
                                            click: [.moveChoice(index - selected, count: total), .toggleTickedLine(key: line.key, name: line.name)]))
            }
        }
    }
}
