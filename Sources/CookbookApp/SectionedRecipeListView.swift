import CookbookModel
import CookbookRender

/// The stack layout's list: every recipe, with a heading for each category.
enum SectionedRecipeListView {
    /// A category with recipes, and the row its heading is on.
    private struct Section {
        var category: Category
        var firstRow: Int
        var count: Int
    }

    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        var sections: [Section] = []
        var rowCount = 0
        for category in data.categories {
            let count = data.recipeCount(in: category.id)
            guard count > 0 else { continue }
            sections.append(Section(category: category, firstRow: rowCount, count: count))
            rowCount += 1 + count
        }
        // Where the selected recipe is: its section's rows, and among all recipes.
        var selected: Int?
        var position: Int?
        if let id = model.selectedRecipeID, let category = model.selectedCategory,
           let section = sections.firstIndex(where: { $0.category.id == category }),
           let index = data.index(of: id, inCategory: category) {
            selected = sections[section].firstRow + 1 + index
            position = sections[..<section].reduce(0) { $0 + $1.count } + index
        }
        let note = position.map { ShortNumbers.fraction($0 + 1, of: data.allRecipes.count) } ?? ""
        let content = ColumnHeader.draw(title: TerminalText.glyphs("Recipes"), note: note, focused: model.focus == .recipes,
                                       in: rect, on: &canvas, theme: theme)
        guard rowCount > 0 else {
            ColumnHeader.placeholder("No recipes", in: content, on: &canvas, theme: theme)
            return
        }
        // Only the sections on screen are listed, each once.
        var listed: [String: CategoryRecipes] = [:]
        func row(_ index: Int) -> ListRows.Row {
            let section = sections.last { $0.firstRow <= index }!
            if index == section.firstRow { return ListRows.Row(label: section.category.name, isHeading: true) }
            let id = section.category.id
            if listed[id] == nil { listed[id] = data.recipes(in: id) }
            let recipe = listed[id]![index - section.firstRow - 1]
            return ListRows.Row(label: recipe.name, note: Durations.short(recipe.totalMinutes),
                                click: .selectRecipe(recipe.id))
        }
        ListRows(count: rowCount, selected: selected, focused: model.focus == .recipes, column: .recipes)
            .draw(in: content, on: &canvas, theme: theme, row: row)
    }
}
