/// Formats quantities the way a cook writes them: `1½ cups`, `200 g`, `2 eggs`.
public enum IngredientFormatter {
    /// The quantity and unit, e.g. "1½ cups"; empty when the ingredient has neither.
    public static func amount(_ ingredient: Ingredient) -> String {
        let quantity = ingredient.quantity.map(format) ?? ""
        guard let unit = ingredient.unit, !unit.isEmpty else { return quantity }
        let shownUnit = (ingredient.quantity ?? 1) > 1 ? plural(unit) : unit
        return quantity.isEmpty ? shownUnit : "\(quantity) \(shownUnit)"
    }

    /// The whole line without the amount: "apples, peeled and sliced"; the line as the source
    /// wrote it when the source gave no amount apart ("a pinch of salt").
    public static func description(_ ingredient: Ingredient) -> String {
        if ingredient.quantity == nil, ingredient.unit == nil, let text = ingredient.text, !text.isEmpty {
            return text
        }
        guard let note = ingredient.note, !note.isEmpty else { return ingredient.item }
        return "\(ingredient.item), \(note)"
    }

    private static let fractions: [(Double, String)] = [
        (0.125, "⅛"), (0.25, "¼"), (1.0 / 3.0, "⅓"), (0.375, "⅜"), (0.5, "½"),
        (0.625, "⅝"), (2.0 / 3.0, "⅔"), (0.75, "¾"), (0.875, "⅞"),
    ]

    /// 1.5 → "1½", 0.333 → "⅓", 200 → "200", 2.4 → "2.4".
    public static func format(_ value: Double) -> String {
        guard value.isFinite, value >= 0 else { return "\(value)" }
        var whole = value.rounded(.down)
        let part = value - whole
        if part < 0.02 { return wholeString(whole) }
        if part > 0.98 { whole += 1; return wholeString(whole) }
        if value < 1000, let glyph = fractions.first(where: { abs($0.0 - part) < 0.02 })?.1 {
            return whole == 0 ? glyph : wholeString(whole) + glyph
        }
        // Not a kitchen fraction: up to two decimals, no trailing zeros.
        var s = String(Double((value * 100).rounded()) / 100)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    private static func wholeString(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : String(value)
    }

    /// Units a cook pluralises; abbreviations (g, ml, tbsp) stay as they are.
    private static let plurals: [String: String] = [
        "cup": "cups", "clove": "cloves", "slice": "slices", "can": "cans", "pinch": "pinches",
        "sprig": "sprigs", "stick": "sticks", "handful": "handfuls", "bunch": "bunches",
        "sheet": "sheets", "leaf": "leaves", "piece": "pieces", "stalk": "stalks", "head": "heads",
        "package": "packages", "jar": "jars", "dash": "dashes", "drop": "drops", "fillet": "fillets",
    ]

    static func plural(_ unit: String) -> String {
        plurals[unit.lowercased()] ?? unit
    }
}
