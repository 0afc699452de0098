import CookbookKit

/// The recipe column: the recipes of the selected category with their total time.
enum RecipeListView {
    static func draw(_ model: NavigationModel, _ data: ScreenData, back: Bool = false, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        guard let (content, recipes, selected) = ColumnFrame.recipes(model, data, back: back, in: rect, on: &canvas, theme: theme) else {
            return
        }
        let row: (Int) -> ListRows.Row = { i in
            let recipe = recipes[i]
            return ListRows.Row(label: recipe.name, note: Durations.short(totalMinutes(of: recipe)), click: .selectRecipe(recipe.id))
        }
        ListRows(count: recipes.count, row: row, selected: selected, focused: model.focus == .recipes, column: .recipes)
            .draw(in: content, on: &canvas, theme: theme)
    }

    static func totalMinutes(of recipe: RecipeSummary) -> Int? {
        if recipe.prepMinutes == nil && recipe.cookMinutes == nil { return nil }
        return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
    }
}
