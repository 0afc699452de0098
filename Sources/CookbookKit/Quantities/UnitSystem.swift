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

/// What a cup (and a pint, quart, gallon, fluid ounce) holds.
///
/// - `us`: US customary: cup 236.6 ml, pint 473 ml, quart 946 ml, fluid ounce 29.6 ml.
/// - `uk`: what UK recipes mean: the metric cup of 250 ml that modern UK and Australian
///   recipes use, and the imperial pint (568 ml), quart (1136 ml) and fluid ounce (28.4 ml).
///
/// Spoons are 5 and 15 ml either way (a US tablespoon is 14.8 ml: no cook tells them apart).
public enum CupStandard: String, Codable, Sendable {
    case us, uk
}
