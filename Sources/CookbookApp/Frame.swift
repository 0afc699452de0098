import CookbookModel

/// A drawn frame and what the program needs to know of it until the next one: the cells
/// and click zones, how many rows a page is, the tiles per row of a focused grid, and the
/// recipes it showed (what `t` times and `=` scales are read from them).
public struct Frame: Sendable {
    public var canvas: Canvas
    public var pageSize: Int
    /// Tiles per row when the recipe grid has focus, else nil.
    public var gridColumns: Int?
    public var recipes: [String: Recipe]
    /// The step's times and the shopping list the frame showed (see `WorkedOut`).
    var workedOut: WorkedOut

    public init(canvas: Canvas, pageSize: Int = 1, gridColumns: Int? = nil, recipes: [String: Recipe] = [:]) {
        self.init(canvas: canvas, pageSize: pageSize, gridColumns: gridColumns, recipes: recipes, workedOut: WorkedOut())
    }

    init(canvas: Canvas, pageSize: Int, gridColumns: Int?, recipes: [String: Recipe], workedOut: WorkedOut) {
        self.canvas = canvas
        self.pageSize = pageSize
        self.gridColumns = gridColumns
        self.recipes = recipes
        self.workedOut = workedOut
    }
}
