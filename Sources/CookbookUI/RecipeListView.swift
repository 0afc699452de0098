import CookbookKit

/// The recipe column: the recipes of the selected category with their total time.
enum RecipeListView {
    static func draw(_ model: NavigationModel, _ cookbook: Cookbook, back: Bool = false, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let focused = model.focus == .recipes
        guard let categoryID = model.selectedCategory, let category = cookbook.category(id: categoryID) else {
            let content = ColumnFrame.draw(title: TerminalText.glyphs("Recipes"), focused: focused, in: rect, on: &canvas, theme: theme)
            ColumnFrame.placeholder("Choose a category", in: content, on: &canvas, theme: theme)
            return
        }
        let recipes = cookbook.recipes(in: categoryID)
        let selected = model.selectedRecipeID.flatMap { id in recipes.firstIndex { $0.id == id } }
        let position = selected.map { "\($0 + 1)/\(recipes.count)" } ?? (recipes.isEmpty ? "" : "\(recipes.count)")
        let content = ColumnFrame.draw(
            title: TerminalText.glyphs(category.name), note: position, focused: focused, back: back,
            in: rect, on: &canvas, theme: theme)
        canvas.zones.append(HotZone(rect: content, click: [.focus(.recipes)], column: .recipes))
        guard !recipes.isEmpty else {
            ColumnFrame.placeholder("No recipes", in: content, on: &canvas, theme: theme)
            return
        }
        let rows = recipes.map {
            ListRows.Row(label: $0.name, note: Durations.short(totalMinutes(of: $0)), click: [.selectRecipe($0.id)])
        }
        ListRows(rows: rows, selected: selected, focused: focused, column: .recipes).draw(in: content, on: &canvas, theme: theme)
    }

    static func totalMinutes(of recipe: Recipe) -> Int? {
        if recipe.prepMinutes == nil && recipe.cookMinutes == nil { return nil }
        return (recipe.prepMinutes ?? 0) + (recipe.cookMinutes ?? 0)
    }
}
