import CookbookKit

/// The category column: every category with its number of recipes.
enum CategoryListView {
    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = model.focus == .categories
        let selected = model.selectedCategory.flatMap { data.categoryPosition(of: $0) }
        let position = selected.map { "\($0 + 1)/\(data.categories.count)" } ?? ""
        let content = ColumnFrame.draw(
            title: TerminalText.glyphs("Categories"), note: position, focused: focused,
            in: rect, on: &canvas, theme: theme)
        canvas.zones.append(HotZone(rect: rect, click: [.focus(.categories)], column: .categories))
        guard !data.categories.isEmpty else {
            ColumnFrame.placeholder("No categories", in: content, on: &canvas, theme: theme)
            return
        }
        let rows = data.categories.map {
            ListRows.Row(label: $0.name, note: String(data.recipeCount(in: $0.id)), click: .selectCategory($0.id))
        }
        ListRows(rows: rows, selected: selected, focused: focused, column: .categories)
            .draw(in: content, on: &canvas, theme: theme)
    }
}
