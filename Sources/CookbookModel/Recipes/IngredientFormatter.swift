/// Formats quantities the way a cook writes them: `1½ cups`, `200 g`, `2 eggs`, `2–3 cloves`.
public enum IngredientFormatter {
    /// The quantity and unit, e.g. "1½ cups"; empty when the ingredient has neither.
    ///
    /// - `scale` multiplies the amount, except a fixed one and one with no number ("a
    ///   pinch"), which are shown as written;
    /// - `units` converts it for showing (`Measure.converted`), by `cups`' sizes; a volume
    ///   converted into millilitres is to the nearest 5 ml over 50 ml (`amount(_:in:cups:)`);
    /// - as written at scale 1 the number is the source's (`24.6 g`); scaled or converted it
    ///   is rounded as cooks write it: halves for counts (never "1.3333 eggs"), ¼ ⅓ ½ ⅔ ¾ (⅛
    ///   for teaspoons) for cups, spoons, ounces, pounds and inches, whole grams and
    ///   millilitres (a tenth below 10), hundredths of kg and l ("1.25 kg");
    /// - a range reads "2–3 cups";
    /// - a number that is not a positive finite one (0, -1, NaN, 1e308) is shown as written,
    ///   never scaled.
    public static func amount(
        _ ingredient: Ingredient, scale: Double = 1, units: UnitSystem = .asWritten, cups: CupStandard = .us
    ) -> String {
        let asWritten = (scale == 1 || ingredient.fixed) && units == .asWritten
        guard !asWritten, let measure = Measure(ingredient, scale: scale) else { return written(ingredient) }
        return amount(measure, in: units, cups: cups)
    }

    /// `measure` in `units` (`Measure.converted`, by `cups`' sizes), rounded as cooks write
    /// it; a volume converted into millilitres (from cups, fluid ounces, spoons, litres) is
    /// to the nearest 5 ml from 50 ml up, as US food labels give it (¾ cup is 180 ml, 1 cup
    /// and 1 tbsp 255 ml, not 254). An amount that was millilitres stays to the millilitre.
    public static func amount(_ measure: Measure, in units: UnitSystem, cups: CupStandard = .us) -> String {
        var converted = measure.converted(to: units, cups: cups)
        if converted.unit == Units.millilitre, measure.unit != Units.millilitre {
            func toFive(_ value: Double) -> Double { value > 50 ? (value / 5).rounded() * 5 : value }
            converted.value = toFive(converted.value)
            converted.upTo = converted.upTo.map(toFive)
        }
        return amount(converted)
    }

    /// A measure rounded as cooks write it (see `amount(_:scale:units:cups:)`): "1¼ kg",
    /// "2–3 cloves", "½ cup".
    public static func amount(_ measure: Measure) -> String {
        let low = rounded(measure.value, in: measure.unit)
        let high = measure.upTo.map { rounded($0, in: measure.unit) }.flatMap { $0 > low ? $0 : nil }
        let metric = measure.unit?.system == .metric
        let show = metric ? decimal : format
        let number = show(low) + (high.map { "–" + show($0) } ?? "")
        let shownValue = high ?? low
        if let unit = measure.unit {
            return number + " " + (measure.written.map { Units.spelling($0, of: unit, for: shownValue) } ?? unit.name(for: shownValue))
        }
        return measure.written.map { number + " " + $0 } ?? number
    }

    /// The source's own number and unit, the unit singular or plural as the number says. An
    /// amount with no number is the source's words: none here when the line has them
    /// (`description` shows "few drops vanilla"), else the unit as written.
    private static func written(_ ingredient: Ingredient) -> String {
        if ingredient.quantity == nil, let text = ingredient.text, !text.isEmpty { return "" }
        guard ingredient.quantity != nil else { return ingredient.unit ?? "" }
        var quantity = ingredient.quantity.map(format) ?? ""
        if let low = ingredient.quantity, let high = ingredient.quantityTo, high > low, !quantity.isEmpty {
            quantity += "–" + format(high)
        }
        guard let unit = ingredient.unit, !unit.isEmpty else { return quantity }
        let count = ingredient.quantityTo ?? ingredient.quantity ?? 1
        let shownUnit = Units.named(unit).map { Units.spelling(unit, of: $0, for: count) } ?? unit
        return quantity.isEmpty ? shownUnit : "\(quantity) \(shownUnit)"
    }

    /// `value` as cooks write it in `unit` (nil: counted things).
    static func rounded(_ value: Double, in unit: MeasureUnit?) -> Double {
        switch unit?.id {
        case "g", "ml", "mm", "mg": return value >= 10 ? value.rounded() : (value * 10).rounded() / 10
        case "cm": return (value * 10).rounded() / 10
        case "kg", "l", "cl", "dl": return (value * 100).rounded() / 100
        case "tsp": return measuringFraction(value, parts: [0.125, 0.25, 0.5, 0.75])
        case "tbsp", "cup", "pint", "quart", "gallon", "fl oz", "oz", "lb", "inch":
            return measuringFraction(value, parts: [0.25, 1.0 / 3, 0.5, 2.0 / 3, 0.75])
        default:
            // Counted: quarters below one (¼ onion), else halves; never none.
            return value < 1 ? max(0.25, (value * 4).rounded() / 4) : (value * 2).rounded() / 2
        }
    }

    /// The nearest whole number and one of `parts`; two decimals when that is more than a
    /// tenth off (0.58 cup is neither ½ nor ⅔).
    private static func measuringFraction(_ value: Double, parts: [Double]) -> Double {
        let whole = value.rounded(.down)
        let candidates = ([0, 1] + parts).map { whole + $0 }.filter { $0 > 0 }
        let nearest = candidates.min { abs($0 - value) < abs($1 - value) } ?? value
        return abs(nearest - value) <= 0.1 * value ? nearest : (value * 100).rounded() / 100
    }

    /// The whole line without the amount: "apples, peeled and sliced"; the line as the source
    /// wrote it when the source gave no number ("a pinch of salt", "few drops vanilla").
    public static func description(_ ingredient: Ingredient) -> String {
        if ingredient.quantity == nil, let text = ingredient.text, !text.isEmpty {
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
        // Not a measuring fraction: up to two decimals, no trailing zeros.
        var s = String(Double((value * 100).rounded()) / 100)
        if s.hasSuffix(".0") { s.removeLast(2) }
        return s
    }

    /// Up to two decimals, no trailing zeros: metric amounts (1.25 kg, 2.5 g).
    static func decimal(_ value: Double) -> String {
        guard value < 1e15 else { return format(value) }
        let hundredths = (value * 100).rounded()
        let whole = Int(hundredths / 100)
        let part = Int(hundredths) % 100
        guard part != 0 else { return String(whole) }
        return part % 10 == 0 ? "\(whole).\(part / 10)" : "\(whole).\(part < 10 ? "0" : "")\(part)"
    }

    private static func wholeString(_ value: Double) -> String {
        value < 1e15 ? String(Int(value)) : String(value)
    }
}
