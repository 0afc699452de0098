import CookbookModel

/// A place in the cookbook as a URL: `cookbook://recipe/apple-pie/pie-crust` (a recipe and
/// the related recipes followed from it), `cookbook://category/dessert`,
/// `cookbook://cook/apple-pie?step=3` (cooking mode) or `cookbook://shop` (the shopping
/// list). A recipe or cooking link may say how much to make and in which units:
/// `?servings=12` (or `?scale=2` for a recipe that says no servings) and `&units=metric`.
public struct Link: Equatable, Sendable {
    public enum Place: Equatable, Sendable {
        case recipe([String])
        case category(String)
        /// Cooking mode on a recipe, at a step counted from 1.
        case cook(String, step: Int)
        /// The shopping list of these recipes, each `id` or `id@servings` / `id@2x` (as
        /// `cookbook shop` takes them); empty: of the basket the user has.
        case shop([String])
        /// A meal plan, by its name below its root (`Plans/Week 1`), on a day (its name or date).
        case plan(String, day: String?)
    }

    public var place: Place
    /// `servings=` of the recipe (or of the recipe cooked).
    public var servings: Double?
    /// `scale=`: a factor, for recipes that say no servings.
    public var scale: Double?
    public var units: UnitSystem?

    public static let scheme = "cookbook://"

    public static func recipe(_ path: [String]) -> Link { Link(.recipe(path)) }
    public static func category(_ id: String) -> Link { Link(.category(id)) }

    public init(_ place: Place, servings: Double? = nil, scale: Double? = nil, units: UnitSystem? = nil) {
        self.place = place
        self.servings = servings
        self.scale = scale
        self.units = units
    }

    /// Parses a link; nil for anything that is not one (wrong scheme, kind, ids or options).
    public init?(url: String) {
        guard url.hasPrefix(Link.scheme) else { return nil }
        let rest = url.dropFirst(Link.scheme.count)
        let pathPart = rest.prefix { $0 != "?" }
        var options: [String: String] = [:]
        if pathPart.count < rest.count {
            for pair in rest.dropFirst(pathPart.count + 1).split(separator: "&") {
                let parts = pair.split(separator: "=", maxSplits: 1).map(String.init)
                guard parts.count == 2, options[parts[0]] == nil else { return nil }
                options[parts[0]] = parts[1]
            }
        }
        var parts = pathPart.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        if parts.last == "" { parts.removeLast() }  // a trailing slash
        // A plan's name is a file's: any text, percent-encoded.
        if parts.first == "plan", parts.count >= 2 {
            guard let name = Link.percentDecoded(parts.dropFirst().joined(separator: "/")), !name.isEmpty else { return nil }
            let day = options.removeValue(forKey: "day").map(Link.percentDecoded)
            if case .some(nil) = day { return nil }
            guard options.isEmpty else { return nil }
            place = .plan(name, day: day ?? nil)
            return
        }
        guard !parts.isEmpty, parts.dropFirst().allSatisfy(IDSyntax.isValid) else { return nil }
        switch (parts[0], parts.count) {
        case ("recipe", 2...): place = .recipe(Array(parts.dropFirst()))
        case ("category", 2): place = .category(parts[1])
        case ("cook", 2):
            let step = options.removeValue(forKey: "step").map { Int($0) } ?? 1
            guard let step, step >= 1 else { return nil }
            place = .cook(parts[1], step: step)
        case ("shop", 1):
            let basket = options.removeValue(forKey: "basket").map { $0.split(separator: ",").map(String.init) } ?? []
            guard basket.allSatisfy({ IDSyntax.isValid(String($0.prefix { $0 != "@" })) }) else { return nil }
            place = .shop(basket)
        default: return nil
        }
        func number(_ key: String) -> Double?? {
            guard let text = options.removeValue(forKey: key) else { return .some(nil) }
            guard let value = Double(text), value.isFinite, value > 0 else { return nil }
            return .some(value)
        }
        guard let servings = number("servings"), let scale = number("scale") else { return nil }
        self.servings = servings
        self.scale = scale
        if let units = options.removeValue(forKey: "units") {
            guard let system = UnitSystem(rawValue: units) else { return nil }
            self.units = system
        }
        if case .category = place, servings != nil || scale != nil { return nil }
        guard options.isEmpty else { return nil }
    }

    /// The link to a screen: cooking mode, the shopping list, its recipe path (with the
    /// recipe's scale), or its category when no recipe is selected.
    public init?(_ model: NavigationModel, in catalog: Catalog) {
        let units = model.units == .asWritten ? nil : model.units
        func scaled(_ id: String, _ place: Place) -> Link {
            let factor = model.scale(of: id)
            guard abs(factor - 1) > 1e-9 else { return Link(place, units: units) }
            if let base = catalog.summary(id: id)?.servings {
                return Link(place, servings: factor * Double(base), units: units)
            }
            return Link(place, scale: factor, units: units)
        }
        // Cooking mode and the shopping list say where they lead themselves.
        if let presented = model.destination, let link = presented.screen.linkPlace(presented, model, in: catalog) {
            self = link.scaled.map { scaled($0, link.place) } ?? Link(link.place, units: units)
        } else if let last = model.path.last {
            self = scaled(last, .recipe(model.path))
        } else if let category = model.selectedCategory {
            self = Link(.category(category))
        } else {
            return nil
        }
    }

    public var url: String {
        var text: String
        var options: [String] = []
        switch place {
        case .recipe(let path): text = Link.scheme + "recipe/" + path.joined(separator: "/")
        case .category(let id): text = Link.scheme + "category/" + id
        case .cook(let id, let step):
            text = Link.scheme + "cook/" + id
            options.append("step=\(step)")
        case .shop(let basket):
            text = Link.scheme + "shop"
            if !basket.isEmpty { options.append("basket=" + basket.joined(separator: ",")) }
        case .plan(let name, let day):
            text = Link.scheme + "plan/" + Link.percentEncoded(name, keeping: "/")
            if let day { options.append("day=" + Link.percentEncoded(day, keeping: "")) }
        }
        if let servings { options.append("servings=" + Scale.number(servings)) }
        if let scale { options.append("scale=" + Scale.number(scale)) }
        if let units { options.append("units=" + units.rawValue) }
        if !options.isEmpty { text += "?" + options.joined(separator: "&") }
        return text
    }

    /// The screen a link opens. Ids the catalog does not have are dropped, keeping the
    /// order of the rest; nil when the first one is unknown, or the amount asked is absurd.
    public func screen(in catalog: Catalog) -> NavigationModel? {
        var catalog = catalog
        var model: NavigationModel
        var scaled: String?
        switch place {
        case .category(let id):
            // A category of the library grouped otherwise opens it so grouped.
            guard let screen = DeepLink.categoryScreen(id, in: catalog, byName: false) else { return nil }
            model = screen
            if let grouping = screen.grouping { catalog = catalog.grouped(by: grouping) }
        case .recipe(let path):
            guard let first = path.first, let screen = DeepLink.recipeScreen(first, in: catalog) else { return nil }
            model = screen
            model.path += path.dropFirst().filter { catalog.summary(id: $0) != nil }
            scaled = model.path.last
        case .cook(let id, let step):
            guard let screen = DeepLink.recipeScreen(id, in: catalog) else { return nil }
            model = screen
            model.destination = CookingScreen.destination(recipe: id, step: step - 1)
            scaled = id
        case .plan(let name, let day):
            model = NavigationModel.start(in: catalog)
            model.destination = PlansScreen.destination(plan: name, day: day)
        case .shop(let basket):
            model = NavigationModel.start(in: catalog)
            model.destination = ShoppingListScreen.destination
            for item in basket {
                let parts = item.split(separator: "@", maxSplits: 1).map(String.init)
                guard let recipe = catalog.summary(id: parts[0]) else { continue }
                let scale = parts.count == 2 ? Scale.parse(parts[1], base: recipe.servings) : .success(1)
                guard case .success(let factor) = scale else { return nil }
                model.basket.append(BasketEntry(id: recipe.id, scale: factor))
            }
        }
        if let units { model.units = units }
        if let scaled, servings != nil || scale != nil {
            let base = catalog.summary(id: scaled)?.servings
            let factor = servings.map { Scale.factor(servings: $0, of: base) } ?? Scale.checked(scale ?? 1, base: base)
            guard case .success(let factor) = factor else { return nil }
            model.scales[scaled] = factor
        }
        return model.validated(in: catalog)
    }
}
