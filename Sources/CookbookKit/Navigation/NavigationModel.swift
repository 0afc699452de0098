/// Which column the keyboard talks to.
public enum Focus: String, Codable, Sendable, CaseIterable {
    case categories, recipes, detail
}

/// What is presented over the columns. One optional value, so two can never be open at once.
public enum Destination: String, Equatable, Codable, Sendable {
    case help
}

/// Everything that decides what the user sees. Every screen is one value of this type.
///
/// Stored: the selected category, the detail path of recipe ids, the focused column, the
/// cursor inside the shown recipe, and what is presented. Derived: the selected recipe,
/// the breadcrumb. Ids always exist in the cookbook the model was reduced against.
public struct NavigationModel: Equatable, Codable, Sendable {
    public var selectedCategory: String?
    /// `path[0]` is the recipe selected in the recipe column; each related recipe the user
    /// follows is pushed after it.
    public var path: [String]
    public var focus: Focus
    /// The highlighted item of the shown recipe (ingredients, then steps, then related).
    public var detailCursor: Int
    public var destination: Destination?

    public init(
        selectedCategory: String? = nil, path: [String] = [], focus: Focus = .categories,
        detailCursor: Int = 0, destination: Destination? = nil
    ) {
        self.selectedCategory = selectedCategory
        self.path = path
        self.focus = focus
        self.detailCursor = detailCursor
        self.destination = destination
    }

    private enum CodingKeys: String, CodingKey {
        case selectedCategory, path = "recipePathIds", focus, detailCursor, destination
    }

    /// The first screen: the first category selected, no recipe yet.
    public static func start(in cookbook: Cookbook) -> NavigationModel {
        NavigationModel(selectedCategory: cookbook.categories.first?.id)
    }

    /// The recipe whose detail is shown: the last one on the path.
    public var shownRecipeID: String? { path.last }

    /// The recipe selected in the recipe column.
    public var selectedRecipeID: String? { path.first }

    /// Names along the path, for the detail title: ["Apple Pie", "Pie Crust"].
    public func breadcrumb(in cookbook: Cookbook) -> [String] {
        path.compactMap { cookbook.recipe(id: $0)?.name }
    }

    /// The same screen with everything the cookbook does not have removed: an unknown
    /// category is cleared, unknown path ids are dropped keeping the order of the rest,
    /// and a path whose first recipe is gone or outside the category is cleared.
    public func validated(in cookbook: Cookbook) -> NavigationModel {
        var model = self
        if let id = model.selectedCategory, cookbook.category(id: id) == nil {
            model.selectedCategory = nil
        }
        if model.selectedCategory == nil {
            model.selectedCategory = cookbook.categories.first?.id
            model.path = []
        }
        model.path = model.path.filter { cookbook.recipe(id: $0) != nil }
        if let first = model.path.first, cookbook.recipe(id: first)?.category != model.selectedCategory {
            model.path = []
        }
        if model.path.isEmpty, model.focus == .detail { model.focus = .recipes }
        if model.selectedCategory == nil { model.focus = .categories }
        let count = model.path.last.flatMap(cookbook.recipe(id:)).map(DetailItems.count(of:)) ?? 0
        model.detailCursor = max(0, min(model.detailCursor, count - 1))
        return model
    }
}
