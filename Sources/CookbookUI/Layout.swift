import CookbookKit

/// Where each part of the screen goes at a given terminal size. The one place that
/// decides column widths and the minimum size.
public struct Layout: Equatable, Sendable {
    public static let minimumWidth = 60
    public static let minimumHeight = 10

    public var categories: Rect
    public var recipes: Rect
    public var detail: Rect
    /// Columns of the two vertical separators.
    public var separators: [Int]
    public var status: Rect

    /// Title on row 0, a rule on row 1, lists from row 2, status on the last row.
    public static let headerRows = 2

    /// nil when the terminal is smaller than the minimum.
    public init?(width: Int, height: Int) {
        guard width >= Layout.minimumWidth, height >= Layout.minimumHeight else { return nil }
        let categoriesWidth = min(max(width / 5, 12), 24)
        let recipesWidth = min(max(width * 3 / 10, 16), 36)
        let bodyHeight = height - 1
        categories = Rect(x: 0, y: 0, width: categoriesWidth, height: bodyHeight)
        recipes = Rect(x: categoriesWidth + 1, y: 0, width: recipesWidth, height: bodyHeight)
        let detailX = recipes.maxX + 1
        detail = Rect(x: detailX, y: 0, width: width - detailX, height: bodyHeight)
        separators = [categories.maxX, recipes.maxX]
        status = Rect(x: 0, y: height - 1, width: width, height: 1)
    }

    public func column(_ focus: Focus) -> Rect {
        switch focus {
        case .categories: categories
        case .recipes: recipes
        case .detail: detail
        }
    }

    /// Rows of content under a column's title: how far a page key moves.
    public var pageSize: Int { max(1, categories.height - Layout.headerRows - 1) }

    /// The first row drawn of a list of `count` rows with `selected` visible in `rows`.
    /// Stateless, so every model draws the same frame: the selection sits mid-column once
    /// the list scrolls, and the ends of the list stay put.
    public static func scrollOffset(selected: Int?, count: Int, rows: Int) -> Int {
        guard let selected, count > rows, rows > 0 else { return 0 }
        return min(max(selected - rows / 2, 0), count - rows)
    }
}
