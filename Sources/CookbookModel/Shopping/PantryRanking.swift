/// What can be cooked from what is at home: recipes ranked by how much of what they need the
/// pantry has, each with what is missing; and first, the items that expire soon with the
/// recipes that use them. A value computed from the recipes and the pantry; the day is given.
public struct PantryRanking: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var id: String
        public var name: String
        /// From 0 to 1: the share of its items at home, each counted by amount where the
        /// recipe and the pantry both give one that compare (units converted: 500 g needed,
        /// 1 kg at home is all of it; 300 g at home is 0.6 of it), else by presence.
        public var have: Double
        /// The items it needs that are not at home, or not enough of them, by name.
        public var missing: [String]
        /// The items it uses that expire soon.
        public var usesExpiring: [String]

        /// `have` as a whole percentage, rounded down (99.6% is not 100).
        public var percent: Int { Int((have * 100 + 1e-9).rounded(.down)) }
    }

    public struct Expiring: Equatable, Sendable {
        public var name: String
        public var expire: CalendarDate
        /// The names of the recipes that use it, in ranking order.
        public var recipes: [String]
    }

    /// Best first: the most at home, then those using items that expire soon, then by name.
    public var entries: [Entry]
    /// Soonest first (those already past included).
    public var expiring: [Expiring]

    public init(entries: [Entry] = [], expiring: [Expiring] = []) {
        self.entries = entries
        self.expiring = expiring
    }

    /// Ranks `recipes` against `settings`' pantry on `today`; items expiring within `days`
    /// days (7: a week) are named first. A recipe with no item to buy is left out; a sub-recipe
    /// reference is not an item (it is made).
    public init(_ recipes: some Sequence<Recipe>, settings: HouseholdSettings, today: CalendarDate, expiringWithin days: Int = 7) {
        let pantry = settings.pantryByKey
        var soon: [String: Pantry.Item] = [:]
        for (key, item) in pantry.items where item.expires(within: days, of: today) { soon[key] = item }
        var entries: [Entry] = []
        for recipe in recipes {
            var needs: [(key: String, name: String, amount: AmountSum)] = []
            var position: [String: Int] = [:]
            for ingredient in recipe.ingredients where ingredient.reference == nil {
                let key = settings.key(of: ingredient.item)
                guard !key.isEmpty else { continue }
                if position[key] == nil {
                    position[key] = needs.count
                    needs.append((key, ingredient.item, AmountSum()))
                }
                needs[position[key]!].amount.add(ingredient, cups: settings.cups)
            }
            guard !needs.isEmpty else { continue }
            var total = 0.0
            var missing: [String] = []
            var expiring: [String] = []
            for need in needs {
                guard let have = pantry.find(need.key) else {
                    missing.append(need.name)
                    continue
                }
                if soon[need.key] != nil { expiring.append(have.name) }
                let share = Self.share(of: need.amount, from: have, cups: settings.cups)
                total += share
                if share < 1 - 1e-9 { missing.append(need.name) }
            }
            entries.append(Entry(id: recipe.id, name: recipe.name, have: total / Double(needs.count), missing: missing, usesExpiring: expiring))
        }
        entries.sort { a, b in
            if abs(a.have - b.have) > 1e-9 { return a.have > b.have }
            if a.usesExpiring.count != b.usesExpiring.count { return a.usesExpiring.count > b.usesExpiring.count }
            return (a.name.lowercased(), a.id) < (b.name.lowercased(), b.id)
        }
        self.entries = entries
        expiring = soon.values
            .sorted { ($0.expire!, $0.name) < ($1.expire!, $1.name) }
            .map { item in
                Expiring(name: item.name, expire: item.expire!,
                         recipes: entries.filter { $0.usesExpiring.contains(item.name) }.map(\.name))
            }
    }

    /// How much of a need the pantry item covers, 0…1: by amount where both give one that
    /// compares, else 1 for being there.
    static func share(of need: AmountSum, from have: Pantry.Item, cups: CupStandard) -> Double {
        guard let home = have.measure, let wanted = need.sums.first(where: { home.amount(in: $0, cups: cups) != nil }),
              wanted.value > 0, let left = home.amount(in: wanted, cups: cups)
        else { return have.quantity == 0 ? 0 : 1 }
        return min(1, left / wanted.value)
    }

    /// The recipes with at least `percent` of what they need at home.
    public func atLeast(_ percent: Int) -> [Entry] {
        entries.filter { $0.percent >= percent }
    }
}
