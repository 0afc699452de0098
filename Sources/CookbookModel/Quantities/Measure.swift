/// An amount as a value to compute with: scaled, converted, added up (a shopping list).
/// Values are exact; `IngredientFormatter.amount(_:)` rounds them as cooks write them.
public struct Measure: Equatable, Hashable, Sendable {
    public var value: Double
    /// The upper end of a range; nil for one number.
    public var upTo: Double?
    /// Nil for things counted with no unit ("2 eggs"), and for a word the table does not
    /// know (then `written` has it: "2 large").
    public var unit: MeasureUnit?
    /// The unit as the source spelled it ("cups", "EL", "large"); nil with no unit, and
    /// after a conversion (the unit's own name is shown then).
    public var written: String?

    public init(_ value: Double, upTo: Double? = nil, unit: MeasureUnit? = nil, written: String? = nil) {
        self.value = value
        self.upTo = upTo
        self.unit = unit
        self.written = written
    }

    /// The ingredient's amount, times `scale` unless it is fixed. Nil when it has no number
    /// ("a pinch", "to taste"), or the number is not a positive finite one (0, -1, NaN,
    /// 1e308 scaled past what a Double holds): such amounts are never scaled or summed.
    public init?(_ ingredient: Ingredient, scale: Double = 1) {
        guard let quantity = ingredient.quantity, Self.isUsable(quantity) else { return nil }
        let factor = ingredient.fixed || !Self.isUsable(scale) ? 1 : scale
        guard Self.isUsable(quantity * factor) else { return nil }
        value = quantity * factor
        upTo = ingredient.quantityTo.flatMap { upTo in
            upTo > quantity && Self.isUsable(upTo * factor) ? upTo * factor : nil
        }
        let spelled = ingredient.unit.map { String($0.trimmingSpaces()) }.flatMap { $0.isEmpty ? nil : $0 }
        unit = spelled.flatMap(Units.named)
        written = spelled
    }

    /// Finite, more than 0, and small enough that a few conversions stay finite.
    static func isUsable(_ value: Double) -> Bool {
        value.isFinite && value > 0 && value < 1e15
    }

    /// What it measures; a count when it has no unit the table knows.
    public var dimension: MeasureUnit.Dimension {
        unit?.dimension ?? .count
    }

    /// In the unit `system` reads best (the choice made by the lower end of a range):
    ///
    /// - metric: mg below 1 g, g, kg from 1000 g; ml, l from 1000 ml, but spoons (up to 4
    ///   tablespoons) stay spoons, 3 tsp being 1 tbsp; mm below 1 cm, else cm;
    /// - US: oz, lb from 16 oz; tsp below 1 tbsp, tbsp below ¼ cup (4 tsp stays 4 tsp rather
    ///   than 1⅓ tbsp), cups from ¼ cup; inches.
    ///
    /// Counts, unknown units and `asWritten` stay as they are; mass never becomes volume.
    public func converted(to system: UnitSystem, cups: CupStandard = .us) -> Measure {
        guard system != .asWritten, let unit, unit.dimension != .count else { return self }
        let base = value * unit.size(cups)
        let target = Self.unit(for: base, of: unit, in: system, cups: cups)
        if target == unit { return Measure(value, upTo: upTo, unit: unit) }
        let size = target.size(cups)
        return Measure(base / size, upTo: upTo.map { $0 * unit.size(cups) / size }, unit: target)
    }

    private static func unit(for base: Double, of unit: MeasureUnit, in system: UnitSystem, cups: CupStandard) -> MeasureUnit {
        let isSpoon = unit == Units.teaspoon || unit == Units.tablespoon
        switch (unit.dimension, system) {
        case (.mass, .metric):
            return base < 1 ? Units.milligram : base < 1000 ? Units.gram : Units.kilogram
        case (.mass, _):
            return base < Units.pound.size() * 0.97 ? Units.ounce : Units.pound
        case (.volume, .metric):
            if isSpoon, base < 4 * Units.tablespoon.size() * 1.01 { return spoon(for: base) }
            return base < 1000 ? Units.millilitre : Units.litre
        case (.volume, _):
            return base < Units.cup.size(cups) / 4 * 0.97 ? spoon(for: base) : Units.cup
        case (.length, .metric):
            return base < 10 ? Units.millimetre : Units.centimetre
        case (.length, _):
            return Units.inch
        case (.count, _):
            return unit
        }
    }

    /// Tablespoons from just under one when they come to a half or whole number, else
    /// a few teaspoons when those do (4 tsp, not 1⅓ tbsp), else tablespoons (3¾ tbsp, not
    /// 11¼ tsp).
    private static func spoon(for millilitres: Double) -> MeasureUnit {
        let tablespoons = millilitres / Units.tablespoon.size()
        if tablespoons < 0.97 { return Units.teaspoon }
        if isNear(tablespoons, step: 0.5) { return Units.tablespoon }
        let teaspoons = millilitres / Units.teaspoon.size()
        return teaspoons <= 6 && isNear(teaspoons, step: 0.25) ? Units.teaspoon : Units.tablespoon
    }

    private static func isNear(_ value: Double, step: Double) -> Bool {
        let nearest = (value / step).rounded() * step
        return abs(nearest - value) <= 0.03 * value
    }

    /// Whether the two can be added: the same dimension (mass and mass, volume and volume,
    /// length and length), the same counted unit, or no unit or the same unknown word.
    public func isCompatible(with other: Measure) -> Bool {
        switch (unit, other.unit) {
        case (let a?, let b?): return a.isCompatible(with: b)
        case (nil, nil): return written?.lowercased() == other.written?.lowercased()
        default: return false
        }
    }

    /// The sum in this measure's unit, ranges adding both ends (one number counting as both
    /// ends); nil when the two do not measure the same way (cups and grams, cloves and cans).
    public func adding(_ other: Measure, cups: CupStandard = .us) -> Measure? {
        guard isCompatible(with: other) else { return nil }
        let ratio = unit.map { other.unit!.size(cups) / $0.size(cups) } ?? 1
        let sum = value + other.value * ratio
        let upper = upTo == nil && other.upTo == nil ? nil : (upTo ?? value) + (other.upTo ?? other.value) * ratio
        return Measure(sum, upTo: upper, unit: unit, written: written)
    }
}
