import CookbookKit

/// The stack experience's list: every recipe, with a heading for each category.
enum SectionedRecipeListView {
    static func draw(_ model: NavigationModel, _ cookbook: Cookbook, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        let total = cookbook.recipes.count
        var rows: [ListRows.Row] = []
        var selected: Int?
        var position: Int?
        var counted = 0
        for category in cookbook.categories {
            let recipes = cookbook.recipes(in: category.id)
            guard !recipes.isEmpty else { continue }
            rows.append(ListRows.Row(label: category.name, isHeading: true))
            for recipe in recipes {
                if recipe.id == model.selectedRecipeID {
                    selected = rows.count
                    position = counted
                }
                rows.append(ListRows.Row(label: recipe.name, note: Durations.short(RecipeListView.totalMinutes(of: recipe)),
                                         click: [.selectRecipe(recipe.id)]))
                counted += 1
            }
        }
        let note = position.map { "\($0 + 1)/\(total)" } ?? ""
        let content = ColumnFrame.draw(title: TerminalText.glyphs("Recipes"), note: note, focused: model.focus == .recipes,
                                       in: rect, on: &canvas, theme: theme)
        guard !rows.isEmpty else {
            ColumnFrame.placeholder("No recipes", in: content, on: &canvas, theme: theme)
            return
        }
        ListRows(rows: rows, selected: selected, focused: model.focus == .recipes, column: .recipes)
            .draw(in: content, on: &canvas, theme: theme)
    }
}
