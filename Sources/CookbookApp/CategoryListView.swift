import CookbookModel
import CookbookRender

/// The first column: the saved searches (`/ quick`), then every group of the library as it
/// is grouped, with its number of recipes; folders as a tree, each indented below the one it
/// is in, with a marker when it holds folders (`▾` open, `▸` closed: its folders hidden).
enum CategoryListView {
    /// What the column is drawn from, all of it (see `PaneMemo`).
    struct Inputs: Equatable, Sendable {
        var focused: Bool
        /// The column's title ("Folders", "Courses", …).
        var title: String
        /// The selected category's row.
        var selected: Int?
        var categories: [Category]
        /// The groups on rows, by position, in order (those in a closed folder are not).
        var rows: [Int]
        /// Each row's depth in the tree, and its marker: nil for none (not a folder that holds folders).
        var depths: [Int]
        var open: [Bool?]
        /// Each row's number of recipes.
        var counts: [Int]
        /// How many of the first rows are saved searches.
        var searches: Int
        var theme: Theme
    }

    static func inputs(_ model: NavigationModel, _ data: ScreenData, theme: Theme) -> Inputs {
        let groups = data.catalog.groups
        let rows = groups.visible(collapsed: model.collapsed)
        let selected = model.selectedCategory.flatMap { data.categoryPosition(of: $0) }.flatMap { rows.firstIndex(of: $0) }
        return Inputs(
            focused: model.focus == .categories, title: data.catalog.groupsTitle, selected: selected,
            categories: data.categories, rows: rows, depths: rows.map(groups.depth(at:)),
            open: rows.map { groups.hasBranches(at: $0) ? !model.collapsed.contains(data.categories[$0].id) : nil },
            counts: rows.map { data.recipeCount(atCategory: $0) }, searches: groups.searchCount, theme: theme)
    }

    static func draw(_ model: NavigationModel, _ data: ScreenData, in rect: Rect, on canvas: inout Canvas, theme: Theme) {
        draw(inputs(model, data, theme: theme), in: rect, on: &canvas)
    }

    static func draw(_ inputs: Inputs, in rect: Rect, on canvas: inout Canvas) {
        let rows = inputs.rows
        let position = inputs.selected.map { ShortNumbers.fraction($0 + 1, of: rows.count) } ?? ""
        let content = ColumnHeader.draw(
            title: TerminalText.glyphs(inputs.title), note: position, focused: inputs.focused,
            in: rect, on: &canvas, theme: inputs.theme)
        canvas.zones.append(HotZone(rect: rect, click: [.focus(.categories)], column: .categories))
        guard !rows.isEmpty else {
            ColumnHeader.placeholder("No categories", in: content, on: &canvas, theme: inputs.theme)
            return
        }
        // A tree, its folders shown or not: markers and indents.
        let tree = inputs.open.contains { $0 != nil } || inputs.depths.contains { $0 > 0 }
        // Only the rows on screen are made.
        func row(_ i: Int) -> ListRows.Row {
            let category = inputs.categories[rows[i]]
            var label = i < inputs.searches ? "/ " + category.name : category.name
            if tree {
                let marker = inputs.open[i].map { $0 ? "▾ " : "▸ " } ?? "  "
                label = String(repeating: "  ", count: inputs.depths[i]) + marker + label
            }
            return ListRows.Row(label: label, note: ShortNumbers.decimal(inputs.counts[i]), click: .selectCategory(category.id))
        }
        ListRows(count: rows.count, selected: inputs.selected, focused: inputs.focused, column: .categories)
            .draw(in: content, on: &canvas, theme: inputs.theme, row: row)
    }
}
