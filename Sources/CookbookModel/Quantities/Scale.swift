/// How much of a recipe to make: a factor of what the recipe is written for. The model keeps
/// one for each recipe the user scaled (`NavigationModel.scales`); 1 is not kept.
public enum Scale {
    /// The factors `*` cycles through.
    public static let steps: [Double] = [0.5, 1, 2, 3]
    /// Outside these, a factor is refused as absurd (a 4-serving recipe for 10^6).
    public static let smallest = 1.0 / 64
    public static let largest = 1000.0

    /// The factor a servings count asks for, or why it can't be.
    public static func factor(servings: Double, of base: Int?) -> Result<Double, ScaleError> {
        guard servings.isFinite, servings > 0 else { return .failure(.notPositive) }
        return checked(servings / Double(base ?? 1), base: base)
    }

    /// What `:scale` and `--servings` take: a number of servings ("6"), or a factor ("2x",
    /// "×1.5", "0.5x").
    public static func parse(_ text: String, base: Int?) -> Result<Double, ScaleError> {
        var text = text.lowercased().filter { $0 != " " }.map { $0 == "," ? "." : $0 }.reduce(into: "") { $0.append($1) }
        let isFactor = text.hasSuffix("x") || text.hasPrefix("x") || text.hasPrefix("×") || text.hasSuffix("×")
        text = text.filter { $0 != "x" && $0 != "×" }
        guard let value = Double(text) else { return .failure(.notANumber) }
        return isFactor ? checked(value, base: base) : factor(servings: value, of: base)
    }

    /// The factor, or why it is refused.
    public static func checked(_ factor: Double, base: Int?) -> Result<Double, ScaleError> {
        guard factor.isFinite, factor > 0 else { return .failure(.notPositive) }
        guard factor >= smallest else { return .failure(.tooSmall) }
        guard factor <= largest else { return .failure(.tooLarge(maximum: largest * Double(base ?? 1))) }
        return .success(factor)
    }

    /// The next step of `*` after `factor`: the first step above it, wrapping to ½.
    public static func cycled(_ factor: Double) -> Double {
        steps.first { $0 > factor + 1e-9 } ?? steps[0]
    }

    /// Servings one more or fewer than `factor` makes of a recipe for `base` (a recipe that
    /// says no servings counts in batches). Never below one serving.
    public static func stepped(_ factor: Double, by delta: Int, base: Int?) -> Double {
        let base = Double(base ?? 1)
        let servings = (factor * base).rounded()
        let next = max(1, servings + Double(delta))
        return min(next / base, largest)
    }

    /// "6 servings" / "×2" for a status line or a header.
    public static func describe(_ factor: Double, base: Int?) -> String {
        guard let base else { return "×" + number(factor) }
        let servings = factor * Double(base)
        return number(servings) + (abs(servings - 1) < 1e-9 ? " serving" : " servings")
    }

    /// 6 → "6", 1.5 → "1.5", 0.3333 → "0.33": as amounts in metric units are written.
    public static func number(_ value: Double) -> String {
        IngredientFormatter.decimal(value)
    }
}

public enum ScaleError: Error, Equatable, Sendable {
    case notANumber, notPositive, tooSmall, tooLarge(maximum: Double)

    public var message: String {
        switch self {
        case .notANumber: "servings are a number (6), or a factor (2x)"
        case .notPositive: "servings must be more than 0"
        case .tooSmall: "that is less than 1/64 of the recipe"
        case .tooLarge(let maximum): "at most \(Scale.number(maximum)) servings (1000 times the recipe)"
        }
    }
}

extension Scale {
    /// What a recipe makes at a scale: each number in the yield's words multiplied ("8-10
    /// cookies" ×1.5 is "12-15 cookies", "4人分" ×2 is "8人分"); a size ("9-inch pie") stays.
    public static func yield(_ text: String, by factor: Double) -> String {
        guard abs(factor - 1) > 1e-9 else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isASCII, text[index].isNumber else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            var end = index
            while end < text.endIndex, text[end].isASCII, text[end].isNumber || text[end] == "." { end = text.index(after: end) }
            let after = text[end...].drop { $0 == " " || $0 == "-" }.lowercased()
            let isSize = ["inch", "in ", "in.", "cm", "″", "\""].contains { after.hasPrefix($0) } || after == "in"
            if !isSize, let value = Double(text[index..<end]) {
                result += IngredientFormatter.format(value * factor)
            } else {
                result += text[index..<end]
            }
            index = end
        }
        return result
    }
}

extension Recipe {
    /// The recipe made at `factor`: every amount that scales multiplied (fixed ones and
    /// amounts with no number stay), the servings and the yield's numbers too.
    public func scaled(by factor: Double) -> Recipe {
        guard abs(factor - 1) > 1e-9 else { return self }
        var copy = self
        for index in copy.ingredients.indices where !copy.ingredients[index].fixed {
            copy.ingredients[index].quantity = copy.ingredients[index].quantity.map { $0 * factor }
            copy.ingredients[index].quantityTo = copy.ingredients[index].quantityTo.map { $0 * factor }
        }
        copy.servings = summary.servings.map { max(1, Int((Double($0) * factor).rounded())) }
        copy.yield = self.yield.map { Scale.yield($0, by: factor) }
        return copy
    }
}

extension Recipe {
    /// The recipe with its amounts in `system` (what the detail column shows with `u`): each
    /// amount with a unit the table knows converted, each temperature and length in the steps
    /// too; counts, unknown units and `asWritten` stay. An ingredient's `text`, the line as its
    /// source wrote it, stays as written.
    public func converted(to system: UnitSystem, cups: CupStandard = .us) -> Recipe {
        guard system != .asWritten else { return self }
        var copy = self
        for index in copy.ingredients.indices {
            guard let measure = Measure(copy.ingredients[index]), measure.unit != nil else { continue }
            let converted = measure.converted(to: system, cups: cups)
            guard converted.unit != measure.unit, let unit = converted.unit else { continue }
            // Two decimals: what a cook measures (177.44 ml, not 177.441177375).
            func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
            copy.ingredients[index].quantity = rounded(converted.value)
            copy.ingredients[index].quantityTo = converted.upTo.map(rounded)
            copy.ingredients[index].unit = unit.name(for: converted.value)
        }
        copy.steps = steps.map { StepText.converted($0, to: system) }
        return copy
    }
}
