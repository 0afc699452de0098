import CookbookModel

/// Turns a start argument (`apple-pie`, `Apple Pie`, `dessert`) into a screen.
public enum DeepLink {
    public enum Kind: Sendable { case any, recipe, category }

    /// Resolves, in order: recipe id, exact recipe name (case-insensitive), category id
    /// (and category name). Returns nil when nothing matches.
    public static func resolve(_ argument: String, as kind: Kind = .any, in catalog: Catalog) -> NavigationModel? {
        if let link = Link(url: argument) {
            return link.screen(in: catalog)
        }
        if kind != .category, let recipe = findRecipe(argument, in: catalog) {
            return recipeScreen(recipe.id, in: catalog)
        }
        if kind != .recipe { return categoryScreen(argument, in: catalog) }
        return nil
    }

    /// The screen of a category, by id (or name): of the library as it is grouped, else as
    /// another grouping groups it (a course named while grouped by folder), which the screen
    /// then asks for.
    public static func categoryScreen(_ argument: String, in catalog: Catalog, byName: Bool = true) -> NavigationModel? {
        func find(in catalog: Catalog) -> Category? {
            byName ? findCategory(argument, in: catalog) : catalog.category(id: argument)
        }
        if let category = find(in: catalog) { return NavigationModel(selectedCategory: category.id, focus: .categories) }
        for grouping in Grouping.allCases where grouping != catalog.grouping {
            if let category = find(in: catalog.grouped(by: grouping)) {
                return NavigationModel(selectedCategory: category.id, focus: .categories, grouping: grouping)
            }
        }
        return nil
    }

    /// The screen of a recipe: the recipe selected in its group, the detail focused.
    public static func recipeScreen(_ id: String, in catalog: Catalog) -> NavigationModel? {
        guard let recipe = catalog.summary(id: id) else { return nil }
        return NavigationModel(selectedCategory: catalog.homeCategory(ofRecipe: id), path: [recipe.id], focus: .detail)
    }

    /// A recipe by id, else by exact name in any case.
    public static func findRecipe(_ argument: String, in catalog: Catalog) -> RecipeSummary? {
        if let recipe = catalog.summary(id: argument) { return recipe }
        let wanted = argument.lowercased()
        let recipes = catalog.recipes
        return recipes.indices.first { recipes.name(at: $0).lowercased() == wanted }.map { recipes[$0] }
    }

    /// A category by id, else by exact name in any case.
    public static func findCategory(_ argument: String, in catalog: Catalog) -> Category? {
        if let category = catalog.category(id: argument) { return category }
        let wanted = argument.lowercased()
        return catalog.categories.first { $0.name.lowercased() == wanted }
    }

    /// Up to `limit` ids close to a mistyped argument, closest first.
    public static func suggestions(for argument: String, as kind: Kind = .any, in catalog: Catalog, limit: Int = 3) -> [String] {
        let lowered = argument.lowercased()
        let wanted = Array(lowered)
        guard !wanted.isEmpty, wanted.count <= 200 else { return [] }
        let wantedBytes = lowered.utf8.count == wanted.count ? Array(lowered.utf8) : nil
        let threshold = max(2, wanted.count / 3)
        var best: [String: Int] = [:]
        // Every recipe's id and name, so first a length check (counting characters allocates
        // nothing), and ASCII compared as bytes: 100,000 recipes take a blink, not seconds.
        func consider(_ id: String, _ key: String, lowercasing: Bool) {
            let count = key.count
            // Lowercasing keeps the number of characters, give or take one for a few letters.
            guard abs(count - wanted.count) <= threshold + (lowercasing ? 1 : 0) else { return }
            let candidate = lowercasing ? key.lowercased() : key
            let distance = if let wantedBytes, candidate.utf8.count == (lowercasing ? candidate.count : count) {
                EditDistance.between(wantedBytes, Array(candidate.utf8), limit: threshold)
            } else {
                EditDistance.between(wanted, Array(candidate), limit: threshold)
            }
            if distance <= threshold, distance < best[id] ?? .max {
                best[id] = distance
            }
        }
        if kind != .category {
            let recipes = catalog.recipes
            for i in recipes.indices {
                let id = recipes.id(at: i)
                consider(id, id, lowercasing: false)
                consider(id, recipes.name(at: i), lowercasing: true)
            }
        }
        if kind != .recipe {
            for category in catalog.categories {
                consider(category.id, category.id, lowercasing: false)
                consider(category.id, category.name, lowercasing: true)
            }
        }
        return best.sorted { ($0.value, $0.key) < ($1.value, $1.key) }.prefix(limit).map(\.key)
    }
}

extension NavigationModel {
    /// A place opened from a link or the command line over the one the user had: what the
    /// user keeps across places (layout, units, basket, ticks, timers, scales) comes along,
    /// and what the link says wins.
    public func opened(over previous: NavigationModel, link: Link? = nil) -> NavigationModel {
        var model = self
        model.layout = previous.layout
        model.columnVisibility = previous.columnVisibility
        if link?.units == nil { model.units = previous.units }
        if model.basket.isEmpty { model.basket = previous.basket }
        model.ticked = previous.ticked
        model.timers = previous.timers
        model.scales = previous.scales.merging(scales) { _, linked in linked }
        if model.grouping == nil { model.grouping = previous.grouping }
        model.collapsed = previous.collapsed
        return model
    }
}
