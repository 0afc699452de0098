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
        if kind != .recipe, let category = findCategory(argument, in: catalog) {
            return NavigationModel(selectedCategory: category.id, focus: .categories)
        }
        return nil
    }

    /// The screen of a recipe: its category and the recipe selected, the detail focused.
    public static func recipeScreen(_ id: String, in catalog: Catalog) -> NavigationModel? {
        guard let recipe = catalog.summary(id: id) else { return nil }
        return NavigationModel(selectedCategory: recipe.category, path: [recipe.id], focus: .detail)
    }

    /// A recipe by id, else by exact name in any case.
    public static func findRecipe(_ argument: String, in catalog: Catalog) -> RecipeSummary? {
        if let recipe = catalog.summary(id: argument) { return recipe }
        let wanted = argument.lowercased()
        return catalog.recipes.first { $0.name.lowercased() == wanted }
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
            for recipe in catalog.recipes {
                consider(recipe.id, recipe.id, lowercasing: false)
                consider(recipe.id, recipe.name, lowercasing: true)
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

/// A place in the cookbook as a URL: `cookbook://recipe/apple-pie/pie-crust` (a recipe and
/// the related recipes followed from it) or `cookbook://category/dessert`.
public enum Link: Equatable, Sendable {
    case recipe([String])
    case category(String)

    public static let scheme = "cookbook://"

    /// Parses a link; nil for anything that is not one (wrong scheme, kind, or ids).
    public init?(url: String) {
        guard url.hasPrefix(Link.scheme) else { return nil }
        var parts = url.dropFirst(Link.scheme.count).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }  // a trailing slash
        guard parts.count >= 2, parts.dropFirst().allSatisfy(Slug.isValid) else { return nil }
        switch parts[0] {
        case "recipe": self = .recipe(Array(parts.dropFirst()))
        case "category" where parts.count == 2: self = .category(parts[1])
        default: return nil
        }
    }

    /// The link to a screen: its recipe path, or its category when no recipe is selected.
    public init?(_ model: NavigationModel) {
        if !model.path.isEmpty {
            self = .recipe(model.path)
        } else if let category = model.selectedCategory {
            self = .category(category)
        } else {
            return nil
        }
    }

    public var url: String {
        switch self {
        case .recipe(let path): Link.scheme + "recipe/" + path.joined(separator: "/")
        case .category(let id): Link.scheme + "category/" + id
        }
    }

    /// The screen a link opens. Ids the catalog does not have are dropped, keeping the
    /// order of the rest; nil when the first one is unknown.
    public func screen(in catalog: Catalog) -> NavigationModel? {
        switch self {
        case .category(let id):
            guard catalog.category(id: id) != nil else { return nil }
            return NavigationModel(selectedCategory: id, focus: .categories)
        case .recipe(let path):
            guard let first = path.first, var model = DeepLink.recipeScreen(first, in: catalog) else { return nil }
            model.path += path.dropFirst().filter { catalog.summary(id: $0) != nil }
            return model
        }
    }
}

enum EditDistance {
    /// Levenshtein distance; stops early and returns `limit + 1` once it must exceed `limit`.
    /// Only the diagonal band of width `2 * limit + 1` is computed: a path outside it costs
    /// more than `limit` anyway.
    static func between<Element: Equatable>(_ a: [Element], _ b: [Element], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        let over = limit + 1
        var previous = (0...b.count).map { min($0, over) }
        var current = [Int](repeating: over, count: b.count + 1)
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            current[0] = min(i, over)
            if low > 1 { current[low - 1] = over }
            var rowMin = low == 1 ? current[0] : over
            for j in low...high {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost, over)
                rowMin = min(rowMin, current[j])
            }
            if high < b.count { current[high + 1] = over }
            if rowMin > limit { return over }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
