import CookbookModel

/// How much of a referenced recipe a menu asks for, as its braces say (see the Cooklang
/// conventions, "Scaling Referenced Recipes").
public enum MenuQuantity: Equatable, Sendable {
    /// `{}`, or no braces: the recipe as written.
    case asWritten
    /// `{2}`: the whole recipe times this.
    case factor(Double)
    /// `{4%servings}`: as many servings, against the recipe's own.
    case servings(Double)
    /// `{150%g}`: this much, against the recipe's yield in the same unit.
    case amount(Double, unit: String)

    /// What the braces hold, read; a problem's message when it is not an amount.
    static func parse(_ inside: String) -> Result<MenuQuantity, MenuQuantityProblem> {
        let trimmed = inside.trimmingSpaces
        guard !trimmed.isEmpty else { return .success(.asWritten) }
        let parts = trimmed.split(separator: "%", maxSplits: 1, omittingEmptySubsequences: false)
        let amount = parts[0].trimmingSpaces
        let unit = parts.count > 1 ? parts[1].trimmingSpaces : ""
        guard let value = number(amount) else {
            return .failure(MenuQuantityProblem(message: "'\(trimmed)' is not an amount"))
        }
        guard value > 0, value.isFinite, value <= 1_000_000 else {
            return .failure(MenuQuantityProblem(message: "'\(trimmed)': the amount must be more than 0"))
        }
        if unit.isEmpty { return .success(.factor(value)) }
        let lower = unit.lowercased()
        if lower == "servings" || lower == "serving" || lower == "serves" { return .success(.servings(value)) }
        return .success(.amount(value, unit: unit))
    }

    /// `2`, `1.5`, `1/2`, `1 1/2`; nil for anything else.
    static func number(_ text: String) -> Double? {
        let words = text.split(separator: " ")
        if words.count == 2, let whole = Double(words[0]), let part = fraction(String(words[1])) { return whole + part }
        guard words.count == 1 else { return nil }
        if let part = fraction(text) { return part }
        guard text.utf8.allSatisfy({ ($0 &- 0x30) < 10 || $0 == UInt8(ascii: ".") }) else { return nil }
        return Double(text)
    }

    private static func fraction(_ text: String) -> Double? {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let a = Double(parts[0]), let b = Double(parts[1]), b != 0 else { return nil }
        return a / b
    }

    /// As Cooklang writes it in braces, without them: "", `2`, `4%servings`, `150%g`.
    public var written: String {
        switch self {
        case .asWritten: ""
        case .factor(let n): Self.short(n)
        case .servings(let n): Self.short(n) + "%servings"
        case .amount(let n, let unit): Self.short(n) + "%" + unit
        }
    }

    static func short(_ n: Double) -> String {
        n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
    }
}

/// Why the braces of a reference are not an amount.
struct MenuQuantityProblem: Error {
    var message: String
}

extension StringProtocol {
    /// Without spaces and tabs at either end.
    var trimmingSpaces: String {
        let bytes = Array(utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension MenuQuantity {
    /// The factor the referenced recipe (`name`) is made by, by the rule a sub-recipe's
    /// reference is made by (`ReferenceExpansion.factor`: its `servings`, 1 when it says none,
    /// for `{4%servings}`; its `yield`, units converted, for `{150%g}`). A failure says why
    /// the amount cannot be made (the recipe is then made as written).
    public func scale(servings: Int?, yield: String?, name: String = "the recipe") -> Result<Double, MenuQuantityFailure> {
        let (quantity, unit): (Double?, String?) = switch self {
        case .asWritten: (nil, nil)
        case .factor(let n): (n, nil)
        case .servings(let n): (n, "servings")
        case .amount(let n, let unit): (n, unit)
        }
        let (factor, problem) = ReferenceExpansion.factor(quantity: quantity, unit: unit, servings: servings, yield: yield, name: name)
        return problem.map { .failure(MenuQuantityFailure(message: $0)) } ?? .success(factor)
    }
}

/// Why a reference's amount cannot be made of its recipe.
public struct MenuQuantityFailure: Error, Equatable, Sendable {
    public var message: String
}
