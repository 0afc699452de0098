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

/// Minutes as people read them.
enum Durations {
    /// "45m", "1h20", "3h": compact, for list notes.
    static func short(_ minutes: Int?) -> String {
        guard let minutes, minutes > 0 else { return "" }
        if minutes < 60 { return "\(minutes)m" }
        let hours = minutes / 60, rest = minutes % 60
        if hours >= 100 { return "\(hours)h" }
        return rest == 0 ? "\(hours)h" : "\(hours)h\(rest < 10 ? "0" : "")\(rest)"
    }

    /// "45 min", "1 h 20 min": for the detail.
    static func long(_ minutes: Int) -> String {
        if minutes < 60 { return "\(minutes) min" }
        let hours = minutes / 60, rest = minutes % 60
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
