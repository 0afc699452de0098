import CookbookKit

/// The category column: every category with its number of recipes.
enum CategoryListView {
    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = model.focus == .categories
        let selected = model.selectedCategory.flatMap { data.categoryPosition(of: $0) }
        let position = selected.map { ShortNumbers.fraction($0 + 1, of: data.categories.count) } ?? ""
        let content = ColumnFrame.draw(
            title: TerminalText.glyphs("Categories"), note: position, focused: focused,
            in: rect, on: &canvas, theme: theme)
        canvas.zones.append(HotZone(rect: rect, click: [.focus(.categories)], column: .categories))
        guard !data.categories.isEmpty else {
            ColumnFrame.placeholder("No categories", in: content, on: &canvas, theme: theme)
            return
        }
        // Only the rows on screen are made, each count by the category's position.
        let categories = data.categories
        func row(_ i: Int) -> ListRows.Row {
            ListRows.Row(label: categories[i].name, note: ShortNumbers.decimal(data.recipeCount(atCategory: i)),
                         click: .selectCategory(categories[i].id))
        }
        ListRows(count: categories.count, selected: selected, focused: focused, column: .categories)
            .draw(in: content, on: &canvas, theme: theme, row: row)
    }
}
