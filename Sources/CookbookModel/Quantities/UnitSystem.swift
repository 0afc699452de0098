/// Which units amounts are shown in. Converting is for showing only: recipes keep what
/// their source wrote.
public enum UnitSystem: String, Codable, CaseIterable, Sendable {
    /// The source's own units, scaled.
    case asWritten = "as-written"
    /// Grams and kilograms, millilitres and litres, centimetres; spoons stay spoons.
    case metric
    /// Ounces and pounds; teaspoons, tablespoons and cups; inches.
    case us

    /// The next one to show: as written → metric → US → as written.
    public var next: UnitSystem {
        switch self {
        case .asWritten: .metric
        case .metric: .us
        case .us: .asWritten
        }
    }

    /// How the screen names it ("amounts in metric units").
    public var title: String {
        switch self {
        case .asWritten: "as written"
        case .metric: "metric"
        case .us: "US customary"
        }
    }
}
