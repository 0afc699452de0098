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

        /// Whether the rows are a tree (its folders shown or not): drawn with indents and markers.
        var isTree: Bool { open.contains { $0 != nil } || depths.contains { $0 > 0 } }
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
        let isTree = inputs.isTree
        // Only the rows on screen are made.
        func row(_ i: Int) -> ListRows.Row {
            ListRows.Row(label: label(i, of: inputs, isTree: isTree), note: ShortNumbers.decimal(inputs.counts[i]),
                         click: .selectCategory(inputs.categories[rows[i]].id))
        }
        ListRows(count: rows.count, selected: inputs.selected, focused: inputs.focused, column: .categories)
            .draw(in: content, on: &canvas, theme: inputs.theme, row: row)
    }

    /// Row `i`'s label: a saved search after `/ `; in a tree, after its indent and marker.
    static func label(_ i: Int, of inputs: Inputs, isTree: Bool) -> String {
        let name = inputs.categories[inputs.rows[i]].name
        let label = i < inputs.searches ? "/ " + name : name
        guard isTree else { return label }
        let marker = inputs.open[i].map { $0 ? "▾ " : "▸ " } ?? "  "
        return String(repeating: "  ", count: inputs.depths[i]) + marker + label
    }

    /// The cells the widest row wants whole (its label, a space and its count, within the
    /// selection's marker and a margin), and the title with its position; rows are measured
    /// only until one wants all the column can be (drawn at every key: a thousand tags).
    static func widest(_ inputs: Inputs) -> Int {
        let isTree = inputs.isTree
        var widest = TerminalText.width(inputs.title) + 3 + ShortNumbers.decimal(inputs.rows.count).count * 2 + 1
        for i in inputs.rows.indices where widest < PaneGeometry.widestFirstColumn {
            let name = inputs.categories[inputs.rows[i]].name
            let label = TerminalText.width(name) + (i < inputs.searches ? 2 : 0) + (isTree ? 2 * inputs.depths[i] + 2 : 0)
            widest = max(widest, 2 + label + 1 + ShortNumbers.decimal(inputs.counts[i]).count)
        }
        return widest
    }
}
