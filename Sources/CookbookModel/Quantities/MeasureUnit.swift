/// A unit a recipe measures in: what it measures, its size in a base unit (grams,
/// millilitres, millimetres) and how it is shown. `Units` is the one table of them.
public struct MeasureUnit: Hashable, Sendable, CustomStringConvertible {
    public enum Dimension: String, Sendable {
        /// Grams.
        case mass
        /// Millilitres.
        case volume
        /// Millimetres.
        case length
        /// Things counted (a clove, a can, a pinch): never converted.
        case count
    }

    /// Whose unit it is. Cups, pints, quarts, gallons and fluid ounces share their names
    /// between US customary and imperial measures; their size is `CupStandard`'s choice.
    public enum System: String, Sendable {
        case metric
        case usCustomary
        /// Spoons (a metric teaspoon is 5 ml, a US one 4.93 ml: taken as the same) and counts.
        case neutral
    }

    /// One spelling of the table, the one `Ingredient.unit` holds when a line was read:
    /// "g", "tbsp", "cup", "clove".
    public let id: String
    public let dimension: Dimension
    public let system: System
    /// How it is shown: "cup" / "cups", "g" / "g".
    public let singular: String
    public let plural: String
    let usSize: Double
    let ukSize: Double

    init(_ id: String, _ dimension: Dimension, _ system: System, _ size: Double, uk: Double? = nil, plural: String? = nil) {
        self.id = id
        self.dimension = dimension
        self.system = system
        usSize = size
        ukSize = uk ?? size
        singular = id
        self.plural = plural ?? id
    }

    /// How many grams, millilitres or millimetres one is; 1 for a count. A cup, pint, quart,
    /// gallon or fluid ounce by the standard given.
    public func size(_ cups: CupStandard = .us) -> Double {
        cups == .us ? usSize : ukSize
    }

    /// "cup" for 1 or less, "cups" for more.
    public func name(for value: Double) -> String {
        value > 1 ? plural : singular
    }

    public var description: String { id }

    /// Whether amounts in the two can be added or converted into each other: the same
    /// dimension, and for counts the same unit.
    public func isCompatible(with other: MeasureUnit) -> Bool {
        dimension == other.dimension && (dimension != .count || id == other.id)
    }
}
