import CookbookModel

/// Everything that decides what the user sees. Every screen is one value of this type.
///
/// Stored: the selected category, the detail path of recipe ids, the focused column, the
/// cursor inside the shown recipe, the layout and column visibility, what is presented,
/// and the last search (for `n`). Derived: the selected recipe, the breadcrumb. The place's
/// ids always exist in the catalog the model was reduced against; the basket's may not (it
/// is the user's: a recipe the library lost stays in it, see `missingFromBasket`).
public struct NavigationModel: Equatable, Sendable {
    public var selectedCategory: String?
    /// `path[0]` is the recipe selected in the recipe column; each related recipe the user
    /// follows is pushed after it.
    public var path: [String]
    public var focus: Focus
    /// The highlighted item of the shown recipe (ingredients, then steps, then related).
    public var detailCursor: Int
    public var layout: Layout
    public var columnVisibility: ColumnVisibility
    public var destination: Destination?
    /// The query `n` and `N` repeat.
    public var lastSearch: String?
    /// How much of each recipe the user wants to make, by recipe id: a factor of what the
    /// recipe is written for. A recipe not here is made as written.
    public var scales: [String: Double]
    /// How amounts are shown.
    public var units: UnitSystem
    /// The recipes whose ingredients the shopping list merges, in the order put in; those the
    /// catalog does not have are kept, and left out of the list.
    public var basket: [BasketEntry]
    /// Shopping list lines ticked off, by their item's key.
    public var ticked: Set<String>
    /// A library of folders' shopping list, as its files hold it: then `basket` and `ticked`
    /// are made from it (and not saved in the state file). Nil for the bundled book, whose
    /// basket is saved with the place.
    public var shopping: ShoppingFiles?
    /// Running timers, and ended ones not yet acknowledged.
    public var timers: [KitchenTimer]
    /// How the first column groups the recipes, when the user chose (`:group`, `o`,
    /// `--group`); nil: config.toml's `group`, else the library's default.
    public var grouping: Grouping?
    /// The folders closed in the first column's tree, by id (their folders hidden).
    public var collapsed: Set<String>

    public init(
        selectedCategory: String? = nil, path: [String] = [], focus: Focus = .categories,
        detailCursor: Int = 0, layout: Layout = .threeColumn, columnVisibility: ColumnVisibility = .all,
        destination: Destination? = nil, lastSearch: String? = nil, scales: [String: Double] = [:],
        units: UnitSystem = .asWritten, basket: [BasketEntry] = [], ticked: Set<String> = [], timers: [KitchenTimer] = [],
        grouping: Grouping? = nil, collapsed: Set<String> = [], shopping: ShoppingFiles? = nil
    ) {
        self.shopping = shopping
        self.grouping = grouping
        self.collapsed = collapsed
        self.scales = scales
        self.units = units
        self.basket = basket
        self.ticked = ticked
        self.timers = timers
        self.selectedCategory = selectedCategory
        self.path = path
        self.focus = focus
        self.detailCursor = detailCursor
        self.layout = layout
        self.columnVisibility = columnVisibility
        self.destination = destination
        self.lastSearch = lastSearch
    }

    /// The first screen: the first category selected, no recipe yet.
    public static func start(in catalog: Catalog) -> NavigationModel {
        NavigationModel(selectedCategory: catalog.categories.first?.id).validated(in: catalog)
    }

    /// The recipe whose detail is shown: the last one on the path.
    public var shownRecipeID: String? { path.last }

    /// The recipe selected in the recipe column.
    public var selectedRecipeID: String? { path.first }

    /// Names along the path, for the detail title: ["Apple Pie", "Pie Crust"].
    public func breadcrumb(in catalog: Catalog) -> [String] {
        path.compactMap { catalog.summary(id: $0)?.name }
    }

    /// Whether the category column takes part: hidden by the user, or not part of the
    /// stack layout, whose list has a section per category instead.
    public var showsCategoryColumn: Bool {
        layout != .stack && columnVisibility == .all
    }

    /// The same screen with everything the catalog does not have removed: an unknown
    /// category is cleared (the recipe selected, when there is one, is selected in a group
    /// that holds it: the library grouped otherwise), unknown path ids are dropped keeping
    /// the order of the rest, a path whose first recipe is gone or outside the category is
    /// cleared, and the folders around the selected one are open.
    public func validated(in catalog: Catalog) -> NavigationModel {
        var model = self
        if let id = model.selectedCategory, catalog.category(id: id) == nil {
            model.selectedCategory = model.path.first.flatMap(catalog.homeCategory(ofRecipe:))
        }
        if model.selectedCategory == nil {
            model.selectedCategory = catalog.categories.first?.id
            model.path = []
        }
        // The first recipe is the one selected in its column: without it the rest of the
        // path means nothing. Later ones that are gone are dropped, the order kept.
        if let first = model.path.first, let category = model.selectedCategory, catalog.index(of: first, inCategory: category) == nil {
            model.path = []
        }
        if !model.collapsed.isEmpty, let category = model.selectedCategory, var at = catalog.categoryPosition(of: category) {
            while let parent = catalog.groups.parent(of: at) {
                model.collapsed.remove(catalog.categories[parent].id)
                at = parent
            }
        }
        model.path = model.path.filter { catalog.summary(id: $0) != nil }
        if model.path.isEmpty, model.focus == .detail { model.focus = .recipes }
        if !model.showsCategoryColumn, model.focus == .categories { model.focus = .recipes }
        if model.focus == .recipes, model.layout == .stack, model.path.isEmpty {
            // The stack's list always has a row selected when there is one to select.
            if let first = model.selectedCategory.flatMap({ catalog.recipes(in: $0).first }) {
                model.path = [first.id]
            }
        }
        if model.selectedCategory == nil { model.focus = .categories }
        let count = model.path.last.flatMap(catalog.outline(id:)).map(DetailItems.count(of:)) ?? 0
        model.detailCursor = max(0, min(model.detailCursor, count - 1))
        if let presented = model.destination { model.destination = presented.screen.validated(presented, in: catalog) }
        model.validateKitchen(in: catalog)
        return model
    }
}
