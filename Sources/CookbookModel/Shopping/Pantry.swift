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
        public var bought: PantryDate?
        public var expire: PantryDate?
        /// The `[section]` it is under ("fridge").
        public var section: String?

        public init(
            name: String, quantity: Double? = nil, unit: String? = nil, low: Measure? = nil,
            bought: PantryDate? = nil, expire: PantryDate? = nil, section: String? = nil
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
        public func expires(within days: Int, of today: PantryDate) -> Bool {
            guard let expire else { return false }
            return expire.day - today.day <= days
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

/// A day in a pantry file: `2025-06-01` or `05.06.2025` (day, month, year, as the conventions
/// write it). Only days that exist are read (no 2026-02-30).
public struct PantryDate: Equatable, Comparable, Hashable, Sendable, CustomStringConvertible {
    public let year: Int, month: Int, dayOfMonth: Int

    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(in: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.dayOfMonth = day
    }

    /// `2025-06-01`, `05.06.2025` (also `5.6.2025`); nil for anything else, or a day that does not exist.
    public init?(_ text: String) {
        let trimmed = String(text.trimmingSpaces())
        let dashed = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let dotted = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
            guard digits.contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        if dashed.count == 3, let y = number(dashed[0], digits: 4...4), let m = number(dashed[1], digits: 1...2),
           let d = number(dashed[2], digits: 1...2) {
            self.init(year: y, month: m, day: d)
        } else if dotted.count == 3, let d = number(dotted[0], digits: 1...2), let m = number(dotted[1], digits: 1...2),
                  let y = number(dotted[2], digits: 4...4) {
            self.init(year: y, month: m, day: d)
        } else {
            return nil
        }
    }

    /// The day of a moment, in UTC: seconds since 1970.
    public init(secondsSince1970 seconds: Double) {
        let days = Int((seconds / 86400).rounded(.down))
        // Howard Hinnant's civil_from_days.
        let z = days + 719468
        let era = (z >= 0 ? z : z - 146096) / 146097
        let doe = z - era * 146097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        dayOfMonth = d
    }

    /// Days since 1970-01-01.
    public var day: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + dayOfMonth - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146097 + doe - 719468
    }

    static func days(in month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    public static func < (a: PantryDate, b: PantryDate) -> Bool { a.day < b.day }

    /// `2025-06-01`.
    public var description: String {
        func digits(_ n: Int, _ count: Int) -> String { String(repeating: "0", count: max(0, count - String(n).count)) + String(n) }
        return "\(digits(year, 4))-\(digits(month, 2))-\(digits(dayOfMonth, 2))"
    }
}
