import CookbookRender

/// The recipe column: the recipes of the selected category with their total time.
enum RecipeListView {
    static func draw(_ model: NavigationModel, _ data: ScreenData, back: Bool = false, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let (content, recipes, selected) = ColumnHeader.recipes(model, data, back: back, in: rect, on: &canvas, theme: theme) else {
            return
        }
        // The row's fields read one by one: a whole summary (four strings) a row cost more.
        func row(_ i: Int) -> ListRows.Row {
            ListRows.Row(label: recipes.name(at: i), note: Durations.short(recipes.totalMinutes(at: i)),
                         click: .selectRecipe(recipes.id(at: i)))
        }
        ListRows(count: recipes.count, selected: selected, focused: model.focus == .recipes, column: .recipes)
            .draw(in: content, on: &canvas, theme: theme, row: row)
    }
}
