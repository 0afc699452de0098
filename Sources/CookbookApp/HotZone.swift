import CookbookRender

/// A place on screen the mouse can use: what a click there does, and which column the
/// wheel scrolls. Views add them while drawing, so hit-testing always matches the frame.
public struct HotZone: Equatable, Sendable {
    public var rect: Rect
    public var click: Click
    public var column: Focus?

    public init(rect: Rect, click: Click, column: Focus? = nil) {
        self.rect = rect
        self.click = click
        self.column = column
    }

    /// What a click does. The rows of the lists and the lines of a recipe, a zone each on
    /// every frame, have cases of their own that hold no array (an allocation a zone, and
    /// its freeing, was a tenth of a key); anything else is a list of actions.
    public enum Click: Equatable, Sendable, ExpressibleByArrayLiteral {
        case actions([Action])
        case selectRecipe(String)
        case selectCategory(String)
        /// A line of the recipe: the cursor goes to its item, and a related recipe opens.
        case detailItem(Int, opens: Bool)

        public init(arrayLiteral actions: Action...) {
            self = .actions(actions)
        }

        public var actions: [Action] {
            switch self {
            case .actions(let actions): actions
            case .selectRecipe(let id): [.selectRecipe(id)]
            case .selectCategory(let id): [.selectCategory(id)]
            case .detailItem(let item, let opens): opens ? [.setDetailCursor(item), .forward] : [.setDetailCursor(item)]
            }
        }
    }
}
