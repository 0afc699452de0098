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

    /// The list for recipes, each at its factor.
    public init(_ entries: [(recipe: Recipe, scale: Double)], units: UnitSystem = .asWritten, settings: HouseholdSettings = HouseholdSettings()) {
        var order: [String] = []
        var merged: [String: Merged] = [:]
        for (recipe, scale) in entries {
            for ingredient in recipe.ingredients {
                let key = ItemKey.of(ingredient.item)
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
        for key in order {
            var item = merged[key]!
            let found = walk.find(key) ?? Self.shorter(key).lazy.compactMap(walk.find).first
            if let have = settings.pantry.find(key) {
                guard item.subtract(have, cups: settings.cups) else {
                    atHome.append(item.line(key: key, units: units, cups: settings.cups))
                    continue
                }
            }
            byAisle[found?.aisle ?? Self.otherAisle, default: []].append(item.line(key: key, units: units, cups: settings.cups))
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
            if !recipes.contains(recipe) { recipes.append(recipe) }
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
