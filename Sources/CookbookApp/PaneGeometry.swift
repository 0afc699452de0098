import CookbookRender

/// Where each pane of the screen goes for a model at a size: the rectangles of the
/// category column, the recipe list, the main area and the status bar, and the separators.
/// The one place that decides column widths, when the columns collapse into a stack, and
/// the minimum size.
public struct PaneGeometry: Equatable, Sendable {
    /// Below this the screen shows only a notice.
    public static let minimumWidth = 20
    public static let minimumHeight = 6
    /// Narrower than these, the columns collapse into a single stack.
    static let threeColumnWidth = 60
    static let twoColumnsWithoutCategoriesWidth = 50
    static let twoColumnWidth = 56

    /// The layout drawn: the model's, or the stack when the terminal is too narrow for it.
    public var layout: Layout
    /// nil when the category column is hidden, collapsed, or not part of the layout.
    public var categories: Rect?
    /// The recipe list, in the three-column layout only.
    public var recipes: Rect?
    /// The right-hand area; in the stack, the whole body.
    public var main: Rect
    /// Columns of the vertical separators.
    public var separators: [Int]
    public var status: Rect

    /// Title on row 0, a rule on row 1, content from row 2, status on the last row.
    public static let headerRows = 2

    /// nil when the terminal is smaller than the minimum. `firstColumn` is how many cells the
    /// first column's widest row wants (`CategoryListView.widest`): the column grows to it, from
    /// a fifth of the width up to a quarter (at most 32), so a folder's name is read whole
    /// where there is room, and the recipe keeps most of the screen where there is not.
    public init?(width: Int, height: Int, model: NavigationModel, firstColumn: Int = 0) {
        guard width >= PaneGeometry.minimumWidth, height >= PaneGeometry.minimumHeight else { return nil }
        let bodyHeight = height - 1
        status = Rect(x: 0, y: height - 1, width: width, height: 1)
        let showCategories = model.showsCategoryColumn
        var layout = model.layout
        let needed = layout == .twoColumn ? PaneGeometry.twoColumnWidth
            : showCategories ? PaneGeometry.threeColumnWidth : PaneGeometry.twoColumnsWithoutCategoriesWidth
        if width < needed { layout = .stack }
        self.layout = layout

        var x = 0
        var separators: [Int] = []
        func column(_ w: Int) -> Rect {
            let rect = Rect(x: x, y: 0, width: w, height: bodyHeight)
            x += w
            separators.append(x)
            x += 1
            return rect
        }
        switch layout {
        case .stack:
            categories = nil
            recipes = nil
        case .threeColumn:
            categories = showCategories ? column(Self.fitted(min(max(width / 5, 12), 24), to: firstColumn, width: width)) : nil
            recipes = column(min(max(width * 3 / 10, 16), showCategories ? 36 : 40))
        case .twoColumn:
            categories = showCategories ? column(Self.fitted(min(max(width / 5, 14), 24), to: firstColumn, width: width)) : nil
            recipes = nil
        }
        main = Rect(x: x, y: 0, width: width - x, height: bodyHeight)
        self.separators = separators
    }

    /// A column of `base` cells, grown towards `wanted` up to a quarter of the width (at most 32).
    static func fitted(_ base: Int, to wanted: Int, width: Int) -> Int {
        min(max(base, wanted), max(base, min(width / 4, widestFirstColumn)))
    }

    /// The first column grows to its widest row up to this many cells, never more.
    static let widestFirstColumn = 32

    /// Rows of content under a title: how far a page key moves.
    public var pageSize: Int { max(1, main.height - PaneGeometry.headerRows - 1) }

    /// The first row drawn of a list of `count` rows with `selected` visible in `rows`.
    /// Stateless, so every model draws the same frame: the selection sits mid-column once
    /// the list scrolls, and the ends of the list stay put.
    public static func scrollOffset(selected: Int?, count: Int, rows: Int) -> Int {
        guard let selected, count > rows, rows > 0 else { return 0 }
        return min(max(selected - rows / 2, 0), count - rows)
    }
}
