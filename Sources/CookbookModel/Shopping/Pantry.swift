/// What is at home (Cooklang's `pantry.conf`): the shopping list leaves out what the pantry
/// covers, and asks only for the rest of what it covers in part.
public struct Pantry: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var name: String
        /// How much is at home; nil when the file only says it is there.
        public var quantity: Double?
        public var unit: String?
        /// `low = "200%g"`: under this much, the item is to buy again (`isLow`).
        public var low: Measure?
        public var bought: CalendarDate?
        public var expire: CalendarDate?
        /// The `[section]` it is under ("fridge").
        public var section: String?

        public init(
            name: String, quantity: Double? = nil, unit: String? = nil, low: Measure? = nil,
            bought: CalendarDate? = nil, expire: CalendarDate? = nil, section: String? = nil
        ) {
            self.name = name
            self.quantity = quantity
            self.unit = unit
            self.low = low
            self.bought = bought
            self.expire = expire
            self.section = section
        }

        /// What is at home as an amount; nil when the file gives no number.
        public var measure: Measure? {
            quantity.map { Measure($0, unit: unit.flatMap(Units.named), written: unit) }
        }

        /// At or under its `low` threshold, as cookcli's `pantry depleted` says (units converted
        /// where they measure alike, where cookcli compares only the same unit; a count against
        /// a count). False without a threshold, or one that cannot be compared.
        public func isLow(cups: CupStandard = .us) -> Bool {
            guard let low, let have = measure else { return false }
            guard let left = have.amount(in: low, cups: cups) else { return false }
            return left <= low.value + 1e-9
        }

        /// Whether it expires on a day from `today` to `days` days after it (or has expired).
        public func expires(within days: Int, of today: CalendarDate) -> Bool {
            guard let expire else { return false }
            return expire.daysSince1970 - today.daysSince1970 <= days
        }
    }

    /// By item key (`HouseholdSettings.key(of:)` when the aisles have other names for it).
    public private(set) var items: [String: Item] = [:]
    /// In the file's order.
    public private(set) var list: [Item] = []

    public init(_ items: [Item] = [], key: (String) -> String = ItemKey.of) {
        list = items
        for item in items where self.items[key(item.name)] == nil { self.items[key(item.name)] = item }
    }

    public func find(_ key: String) -> Item? { items[key] }

    /// The same items keyed by `key` (aisle.conf's synonyms).
    public func rekeyed(by key: (String) -> String) -> Pantry { Pantry(list, key: key) }
}

extension Measure {
    /// This amount in `other`'s unit: the same unit, or one of the same kind converted; nil
    /// when they measure different things (grams against a count, cups against grams).
    public func amount(in other: Measure, cups: CupStandard = .us) -> Double? {
        if let a = unit, let b = other.unit {
            guard a.dimension == b.dimension else { return nil }
            if a == b { return value }
            guard a.dimension != .count else { return nil }
            return value * a.size(cups) / b.size(cups)
        }
        guard unit == nil, other.unit == nil else { return nil }
        let mine = written.map { ItemKey.of($0) } ?? "", theirs = other.written.map { ItemKey.of($0) } ?? ""
        return mine == theirs ? value : nil
    }
}
