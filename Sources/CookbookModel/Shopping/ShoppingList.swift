/// The basket's ingredients merged into one list to shop from: the same item across
/// recipes is one line, its amounts summed where their units agree and listed together
/// where they don't (`2 cups + 100 g`), grouped by aisle, less what the pantry covers.
/// A value computed from the recipes; ticks are the model's (by `Line.key`).
public struct ShoppingList: Equatable, Sendable {
    public struct Line: Equatable, Sendable {
        /// What makes lines the same item (`ItemKey`); ticks are kept by it.
        public var key: String
        public var name: String
        /// "2 cups + 100 g", "3", "" (an item with no amount: salt to taste).
        public var amount: String
        /// The names of the recipes that need it, in basket order.
        public var recipes: [String]
        /// At home under its pantry.conf `low` threshold: listed to buy again (computed, never
        /// written to the pantry file).
        public var low = false

        /// What it is for: "Pancakes, Pizza", "running low", "Pancakes; running low".
        public var why: String {
            let said = recipes.joined(separator: ", ")
            guard low else { return said }
            return said.isEmpty ? "running low" : said + "; running low"
        }
    }

    public struct Aisle: Equatable, Sendable {
        public var name: String
        public var lines: [Line]
    }

    public var aisles: [Aisle]
    /// Items the pantry covers entirely: not to buy, listed apart.
    public var atHome: [Line]

    /// Every line to buy, aisle by aisle.
    public var lines: [Line] { aisles.flatMap(\.lines) }

    public static let otherAisle = "Other"

    /// The list for recipes, each at its factor, their sub-recipes made (`ReferenceExpansion`),
    /// and the free-hand items (a list's `olive oil{4%l}`, a plan's `@coffee{1%cup}`): what
    /// `shop`, the basket and a plan all make a list with. `problems`: each reference that was
    /// not expanded as written, in a line.
    public static func making(
        _ entries: [(recipe: Recipe, scale: Double)], items: [ShoppingItem] = [], resolve: ReferenceExpansion.Resolver,
        makes: (_ sub: Recipe, _ in: Recipe) -> Bool = { _, _ in true },
        units: UnitSystem = .asWritten, settings: HouseholdSettings = HouseholdSettings()
    ) -> (list: ShoppingList, problems: [String]) {
        let expanded = ReferenceExpansion.expand(entries, resolve: resolve, makes: makes)
        return (ShoppingList(expanded.entries, items: items, units: units, settings: settings), expanded.problems)
    }

    /// The list for recipes, each at its factor (references listed as they are: see `making`),
    /// and free-hand items: both merged by the one item key, summed with units converted, and
    /// less what the pantry has.
    public init(
        _ entries: [(recipe: Recipe, scale: Double)], items: [ShoppingItem] = [], units: UnitSystem = .asWritten,
        settings: HouseholdSettings = HouseholdSettings()
    ) {
        var order: [String] = []
        var merged: [String: Merged] = [:]
        // The free-hand items are needed by no recipe: they come with an empty name, not listed.
        let free = Recipe(id: "", name: "", category: "", ingredients: items.map(\.ingredient), steps: [])
        for (recipe, scale) in entries + (items.isEmpty ? [] : [(free, 1)]) {
            for ingredient in recipe.ingredients {
                let key = settings.key(of: ingredient.item)
                guard !key.isEmpty else { continue }
                if merged[key] == nil {
                    order.append(key)
                    merged[key] = Merged(name: ingredient.item)
                }
                merged[key]!.add(ingredient, scale: scale, recipe: recipe.name, cups: settings.cups)
            }
        }
        let walk = settings.aislesInUse
        var byAisle: [String: [Line]] = [:]
        var atHome: [Line] = []
        let pantry = settings.pantryByKey
        func aisle(_ key: String) -> String {
            (walk.find(key) ?? Self.shorter(key).lazy.compactMap(walk.find).first)?.aisle ?? Self.otherAisle
        }
        for key in order {
            var item = merged[key]!
            let have = pantry.find(key)
            let low = have?.isLow(cups: settings.cups) ?? false
            if let have {
                guard item.subtract(have, cups: settings.cups) || low else {
                    atHome.append(item.line(key: key, units: units, cups: settings.cups))
                    continue
                }
            }
            var line = item.line(key: key, units: units, cups: settings.cups)
            line.low = low
            byAisle[aisle(key), default: []].append(line)
        }
        // What runs low and no recipe asks for: on the list too, to buy again.
        for item in pantry.list where item.isLow(cups: settings.cups) {
            let key = settings.key(of: item.name)
            guard !key.isEmpty, merged[key] == nil else { continue }
            merged[key] = Merged(name: item.name)
            byAisle[aisle(key), default: []].append(Line(key: key, name: item.name, amount: "", recipes: [], low: true))
        }
        aisles = byAisle.keys
            .sorted { (walk.position(of: $0), $0) < (walk.position(of: $1), $1) }
            .map { Aisle(name: $0, lines: byAisle[$0]!) }
        self.atHome = atHome
    }

    /// "red wine vinegar" → "wine vinegar", "vinegar": a longer name's aisle is its last words'.
    static func shorter(_ key: String) -> [String] {
        let words = key.split(separator: " ")
        return words.indices.dropFirst().map { words[$0...].joined(separator: " ") }
    }

    /// One item's amounts as they are gathered (`AmountSum`), and the recipes that need it.
    struct Merged {
        var name: String
        var amounts = AmountSum()
        var recipes: [String] = []

        init(name: String) { self.name = name }

        mutating func add(_ ingredient: Ingredient, scale: Double, recipe: String, cups: CupStandard) {
            if !recipe.isEmpty, !recipes.contains(recipe) { recipes.append(recipe) }
            amounts.add(ingredient, scale: scale, cups: cups)
        }

        /// Takes away what the pantry has; false when nothing is left to buy.
        mutating func subtract(_ have: Pantry.Item, cups: CupStandard) -> Bool {
            guard let quantity = have.quantity else { return false }
            return amounts.subtract(Measure(quantity, unit: have.unit.flatMap(Units.named), written: have.unit), cups: cups)
        }

        func line(key: String, units: UnitSystem, cups: CupStandard) -> Line {
            Line(key: key, name: name, amount: amounts.text(units: units, cups: cups), recipes: recipes)
        }
    }
}
