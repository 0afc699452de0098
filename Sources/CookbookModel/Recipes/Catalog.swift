/// What the screens need to decide, for every recipe of a cookbook: categories, names,
/// which recipes each category lists, each recipe's outline (item counts, related ids), and
/// the search index. A plain value: it reads no file and holds nothing that changes, so the
/// reducer, the renderer and the tests can use it freely.
///
/// Built only through validation (`Library(validating:)`, `Library(categories:recipes:)`
/// or the loader), so every id it hands out exists: categories are unique, each recipe's
/// category exists, related ids resolve. The whole `Recipe` is not here: `Library` reads it.
///
/// Its categories are the first column's groups (`groups`): the library's own categories as
/// placed (`places`: a library's folders, a book's categories) until it is `grouped(by:)` a
/// grouping, the folder tree or a facet of the recipes' metadata (`facets`). A recipe's
/// `category` stays its place's.
public struct Catalog: Sendable {
    /// The first column's groups, in order.
    public var categories: [Category] { groups.categories }
    /// Every recipe in file order, as lists need them.
    public let recipes: RecipeSummaries
    /// Names, ingredients and tags of every recipe, folded for `/` search.
    public let searchIndex: SearchIndex

    /// The library's own categories: each recipe's folder (or a book's category), as placed.
    package let places: Groups
    /// Whether `places` are folders of files (else a book's categories, which are its courses).
    package let placesAreFolders: Bool
    /// Every recipe's courses, cuisines, tags, diets, authors and sources.
    public let facets: RecipeFacets
    /// The groups the first column shows: `places` until grouped.
    public private(set) var groups: Groups
    private let ids: IdTable
    private let outlines: Outlines

    /// What lists show of a recipe; enough to know it exists.
    public func summary(id: String) -> RecipeSummary? {
        ids.index(of: id).map { recipes[$0] }
    }

    /// The recipe's item counts and related ids, known for every recipe without reading it.
    public func outline(id: String) -> RecipeOutline? {
        ids.index(of: id).map(outline(at:))
    }

    /// Where a recipe is in file order (for the library to read it).
    public func position(of id: String) -> Int? {
        ids.index(of: id)
    }

    package func outline(at i: Int) -> RecipeOutline {
        let related = outlines.related[Int(outlines.relatedStarts[i])..<Int(outlines.relatedStarts[i + 1])]
        return RecipeOutline(
            ingredients: Int(outlines.counts[2 * i]), steps: Int(outlines.counts[2 * i + 1]),
            related: related.map { recipes.id(at: Int($0)) })
    }

    /// How many ingredients recipe `i` has (its first parts of search text are theirs).
    package func ingredientCount(at i: Int) -> Int {
        Int(outlines.counts[2 * i])
    }

    public func category(id: String) -> Category? {
        groups.index[id].map { groups.categories[$0] }
    }

    /// The recipes of a category, in file order.
    public func recipes(in categoryID: String) -> CategoryRecipes {
        CategoryRecipes(all: recipes, positions: groups.index[categoryID].map { groups.positions[$0] } ?? [])
    }

    public func recipeCount(in categoryID: String) -> Int {
        groups.index[categoryID].map { groups.positions[$0].count } ?? 0
    }

    /// The number of recipes of `categories[position]`.
    public func recipeCount(atCategory position: Int) -> Int {
        groups.positions[position].count
    }

    /// Where recipe `id` is in `recipes(in:)` of its category: a search of positions, with
    /// no summary looked at.
    public func index(of id: String, inCategory categoryID: String) -> Int? {
        guard let position = ids.index(of: id), let category = groups.index[categoryID] else { return nil }
        return groups.positions[category].firstIndex(of: Int32(position))
    }

    public func categoryPosition(of id: String) -> Int? {
        groups.index[id]
    }

    package init(
        _ checked: Checked, outlines: Outlines, searchIndex: SearchIndex, facets: RecipeFacets = RecipeFacets(),
        placesAreFolders: Bool = false
    ) {
        recipes = checked.summaries
        self.searchIndex = searchIndex
        places = Groups(
            grouping: nil, categories: checked.categories, index: checked.categoryIndex, positions: checked.positionsByCategory)
        groups = places
        self.placesAreFolders = placesAreFolders
        self.facets = facets
        ids = checked.ids
        self.outlines = outlines
    }

    /// The same catalog with other groups in its first column.
    package init(_ catalog: Catalog, groups: Groups) {
        self = catalog
        self.groups = groups
    }

    /// Every recipe's outline, packed: recipe `i` has `counts[2i]` ingredients and
    /// `counts[2i + 1]` steps, and the related recipes at the positions
    /// `related[relatedStarts[i]..<relatedStarts[i + 1]]` (known ids only, each once, not
    /// itself, in order).
    package struct Outlines {
        var counts: [Int32] = []
        var relatedStarts: [Int32] = [0]
        var related: [Int32] = []

        /// For recipes with no ingredients, steps or related recipes.
        init(empty count: Int) {
            counts = [Int32](repeating: 0, count: 2 * count)
            relatedStarts = [Int32](repeating: 0, count: count + 1)
        }

        /// For recipes in memory, whose related ids are already the kept ones.
        init(recipes: [Recipe], ids: IdTable) {
            counts.reserveCapacity(2 * recipes.count)
            relatedStarts.reserveCapacity(recipes.count + 1)
            for recipe in recipes {
                counts.append(Int32(clamping: recipe.outline.ingredients))
                counts.append(Int32(clamping: recipe.steps.count))
                for id in recipe.related {
                    if let position = ids.index(of: id) { related.append(Int32(position)) }
                }
                relatedStarts.append(Int32(related.count))
            }
        }

        package init(counts: [Int32], relatedStarts: [Int32], related: [Int32]) {
            self.counts = counts
            self.relatedStarts = relatedStarts
            self.related = related
        }
    }
}
