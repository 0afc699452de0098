import CookbookModel
import CookbookRender

/// The category column: every category with its number of recipes.
enum CategoryListView {
    /// What the column is drawn from, all of it (see `PaneMemo`).
    struct Inputs: Equatable, Sendable {
        var focused: Bool
        /// The selected category's position.
        var selected: Int?
        var categories: [Category]
        /// Each category's number of recipes, by position.
        var counts: [Int]
        var theme: Theme
    }

    static func inputs(_ model: NavigationModel, _ data: ScreenData, theme: Theme) -> Inputs {
        Inputs(
            focused: model.focus == .categories, selected: model.selectedCategory.flatMap { data.categoryPosition(of: $0) },
            categories: data.categories, counts: data.categories.indices.map { data.recipeCount(atCategory: $0) }, theme: theme)
    }

    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        draw(inputs(model, data, theme: theme), in: rect, on: &canvas)
    }

    static func draw(_ inputs: Inputs, in rect: Rect, on canvas: inout Canvas) {
        let categories = inputs.categories
        let position = inputs.selected.map { ShortNumbers.fraction($0 + 1, of: categories.count) } ?? ""
        let content = ColumnHeader.draw(
            title: TerminalText.glyphs("Categories"), note: position, focused: inputs.focused,
            in: rect, on: &canvas, theme: inputs.theme)
        canvas.zones.append(HotZone(rect: rect, click: [.focus(.categories)], column: .categories))
        guard !categories.isEmpty else {
            ColumnHeader.placeholder("No categories", in: content, on: &canvas, theme: inputs.theme)
            return
        }
        // Only the rows on screen are made.
        func row(_ i: Int) -> ListRows.Row {
            ListRows.Row(label: categories[i].name, note: ShortNumbers.decimal(inputs.counts[i]),
                         click: .selectCategory(categories[i].id))
        }
        ListRows(count: categories.count, selected: inputs.selected, focused: inputs.focused, column: .categories)
            .draw(in: content, on: &canvas, theme: inputs.theme, row: row)
    }
}
