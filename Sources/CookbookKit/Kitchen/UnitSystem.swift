/// How amounts are shown: as the recipe wrote them, or converted (display only; files are
/// never changed).
public enum UnitSystem: String, Codable, CaseIterable, Sendable {
    case asWritten = "as-written"
    case metric
    case us

    /// As written → metric → US customary → as written.
    public var next: UnitSystem {
        let all = Self.allCases
        return all[(all.firstIndex(of: self)! + 1) % all.count]
    }

    public var title: String {
        switch self {
        case .asWritten: "as written"
        case .metric: "metric"
        case .us: "US customary"
        }
    }
}
