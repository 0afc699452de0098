// TEMPORARY: stands in for the quantities work being done on branch `qty`, so the model and
// the screens can be built meanwhile. Removed when that branch is merged.
import FoundationEssentials

public enum CupStandard: String, Codable, Sendable { case us, uk }

extension IngredientFormatter {
    public static func amount(_ ingredient: Ingredient, scale: Double, units: UnitSystem = .asWritten, cups: CupStandard = .us) -> String {
        var scaled = ingredient
        if let q = ingredient.quantity { scaled.quantity = q * scale }
        return amount(scaled)
    }
}

public enum StepText {
    public static func converted(_ text: String, to units: UnitSystem) -> String { text }
}

public struct FoundDuration: Equatable, Sendable {
    public var range: Range<String.Index>
    public var seconds: Int
    public var upToSeconds: Int?
    public var text: String
}

public enum StepDurations {
    public static func find(in text: String) -> [FoundDuration] {
        var found: [FoundDuration] = []
        let words = text.split(separator: " ")
        for (i, word) in words.enumerated() where i + 1 < words.count {
            guard let n = Int(word) else { continue }
            let unit = words[i + 1].lowercased()
            let seconds: Int? = unit.hasPrefix("min") ? n * 60 : unit.hasPrefix("hour") ? n * 3600 : unit.hasPrefix("sec") ? n : nil
            if let seconds {
                found.append(FoundDuration(range: word.startIndex..<words[i + 1].endIndex, seconds: seconds, upToSeconds: nil,
                                           text: String(text[word.startIndex..<words[i + 1].endIndex])))
            }
        }
        return found
    }
}

extension Ingredient {
    public var fixed: Bool { false }
}

public enum IngredientAmount {
    /// An amount typed for an ingredient ("300", "300 g", "1 1/2 cups"), in the ingredient's
    /// unit; nil when it is no amount or its unit can't be turned into the ingredient's.
    public static func typed(_ text: String, for ingredient: Ingredient) -> Double? {
        let words = text.split(separator: " ")
        guard let first = words.first, let value = Double(String(first.map { $0 == "," ? "." : $0 })) else { return nil }
        return value
    }
}

extension Ingredient {
    public var quantityTo: Double? { get { nil } set {} }
}
