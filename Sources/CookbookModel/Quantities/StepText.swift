/// A step's temperatures and sizes in the units the reader chose, for showing.
///
/// The convention: what is converted is written in the chosen units, and what the recipe
/// wrote follows in brackets, with the gas mark for an oven temperature:
///
///     Heat the oven to 425°F.      metric →  Heat the oven to 220°C (425°F, gas mark 7).
///     Heat the oven to 220 C.      US     →  Heat the oven to 425°F (220 C, gas mark 7).
///     Grease a 9-inch pan.         metric →  Grease a 23 cm (9-inch) pan.
///     Use a 20x30 cm tin.          US     →  Use a 8 x 12 in (20x30 cm) tin.
///
/// - Temperatures: `220°C`, `220 °C`, `220ºC`, `220 C`, `220 degrees C`, `425 degrees
///   Fahrenheit`, `425°F`, `425 F`, ranges (`180-200°C`). A bare `C` or `F` counts from 100
///   (`2 C` is two cups). The usual oven pairs are kept as recipes write them (180°C is
///   350°F, 220°C is 425°F); other values are rounded to the nearest 5 degrees. A gas mark is
///   added from 110 to 240 °C, unless the step already names one.
/// - Sizes: `23 cm`, `5 mm`, `9 in`, `9-inch`, `9 inches`, `9"`, `20x30 cm`, `9 x 13-inch`;
///   centimetres are whole from 5 cm (halves below), inches to the half (quarters below 2,
///   an eighth at least). A bare `in` is a unit only before a pan word or punctuation (`put 2
///   in the pan` is not a size).
/// - A step that already gives temperatures (or sizes) in the chosen units keeps all of them
///   as written: "180°C/350°F" needs nothing. `asWritten` returns the text unchanged.
public enum StepText {
    public static func converted(_ text: String, to system: UnitSystem) -> String {
        guard system != .asWritten else { return text }
        return lengths(temperatures(text, metric: system == .metric), metric: system == .metric)
    }

    // MARK: Temperatures

    /// (°C, °F, gas mark): the pairs oven dials and recipes use.
    private static let ovens: [(Int, Int, String)] = [
        (110, 225, "¼"), (120, 250, "½"), (140, 275, "1"), (150, 300, "2"), (170, 325, "3"), (180, 350, "4"),
        (190, 375, "5"), (200, 400, "6"), (220, 425, "7"), (230, 450, "8"), (240, 475, "9"),
    ]

    static func celsius(fromFahrenheit f: Double) -> Int {
        if let oven = ovens.first(where: { Double($0.1) == f }) { return oven.0 }
        return Int(((f - 32) * 5 / 9 / 5).rounded() * 5)
    }

    static func fahrenheit(fromCelsius c: Double) -> Int {
        if let oven = ovens.first(where: { Double($0.0) == c }) { return oven.1 }
        return Int(((c * 9 / 5 + 32) / 5).rounded() * 5)
    }

    static func gasMark(celsius: Int) -> String? {
        guard celsius >= 105, celsius <= 245 else { return nil }
        return ovens.min { abs($0.0 - celsius) < abs($1.0 - celsius) }.map(\.2)
    }

    private static func temperatures(_ text: String, metric: Bool) -> String {
        let pattern = #/
            (?<low> \d{1,3} (?: [.,]\d )? )
            (?: \s* (?: - | – | to ) \s* (?<high> \d{1,3} (?: [.,]\d )? ) )?
            (?<degrees> \s* (?: ° | º | ˚ | (?:degrees|degree|deg\.?) \s* ) \s* | \s* )
            (?<scale> [Cc]elsius | [Ff]ahrenheit | C | F )
            (?! [\p{L}] )
            /#
        var found: [(Range<String.Index>, Double, Double?, Bool)] = []
        for match in text.matches(of: pattern) {
            guard startsAWord(text, at: match.range.lowerBound), let low = number(match.output.low) else { continue }
            let high = match.output.high.flatMap(number)
            let bareLetter = match.output.degrees.allSatisfy(\.isWhitespace) && match.output.scale.count == 1
            if bareLetter, low < 100 { continue }
            let isCelsius = match.output.scale.first == "C" || match.output.scale.first == "c"
            // A step that gives the chosen scale already is left as it is.
            if isCelsius == metric { return text }
            found.append((match.range, low, high, isCelsius))
        }
        let namesGasMark = text.lowercased().contains("gas")
        return replacing(found.map(\.0), in: text) { index, written in
            let (_, low, high, isCelsius) = found[index]
            let convert = { (value: Double) in isCelsius ? fahrenheit(fromCelsius: value) : celsius(fromFahrenheit: value) }
            let shown = String(convert(low)) + (high.map { "–" + String(convert($0)) } ?? "") + (isCelsius ? "°F" : "°C")
            let celsiusValue = isCelsius ? Int(low) : convert(low)
            let gas = high == nil && !namesGasMark ? gasMark(celsius: celsiusValue).map { ", gas mark " + $0 } : nil
            return shown + " (" + written + (gas ?? "") + ")"
        }
    }

    // MARK: Sizes

    private static let panWords: Set<String> = [
        "pan", "pans", "tin", "tins", "dish", "skillet", "square", "round", "cake", "baking", "springform", "loaf", "pie",
        "tart", "ramekin", "ramekins", "sheet", "piece", "pieces", "cube", "cubes", "thick", "long", "wide", "deep", "high",
        "apart", "rounds", "circles", "strips", "lengths", "cutter", "ring", "frying", "casserole",
    ]

    private static func lengths(_ text: String, metric: Bool) -> String {
        let pattern = #/
            (?<a> \d+\ \d+/\d+ | \d+/\d+ | \d+ (?: [.,]\d+ )? [½¼¾⅓⅔⅛]? | [½¼¾⅓⅔⅛] )
            (?: \s* [x×] \s* (?<b> \d+ (?: [.,]\d+ )? ) )?
            (?: \s* [x×] \s* (?<c> \d+ (?: [.,]\d+ )? ) )?
            (?<space> \s* - \s* | \s* )
            (?<unit> centimet(?:er|re)s? | millimet(?:er|re)s? | cm | mm | inch(?:es)? | in\. | in | " | ″ | ” )
            (?! [\p{L}] )
            /#
        var found: [(Range<String.Index>, [Double], Bool)] = []
        for match in text.matches(of: pattern) {
            guard startsAWord(text, at: match.range.lowerBound) else { continue }
            let unit = match.output.unit.lowercased()
            let isMetric = unit.hasPrefix("c") || unit.hasPrefix("m")
            if unit.count == 1, !match.output.space.isEmpty { continue }  // `9 "` is no size
            if unit == "in", !inchFollows(text, after: match.range.upperBound) { continue }
            guard let a = AmountText.amount(String(match.output.a)) else { continue }
            var values = [a.value]
            for part in [match.output.b, match.output.c] {
                if let part, let value = number(part) { values.append(value) }
            }
            let millimetres = unit.hasPrefix("m") ? 1.0 : unit.hasPrefix("c") ? 10 : 25.4
            if isMetric == metric { return text }
            found.append((match.range, values.map { $0 * millimetres }, isMetric))
        }
        return replacing(found.map(\.0), in: text) { index, written in
            let (_, millimetres, _) = found[index]
            let shown = metric
                ? millimetres.map { IngredientFormatter.decimal(roundedCentimetres($0 / 10)) }.joined(separator: " x ") + " cm"
                : millimetres.map { IngredientFormatter.format(roundedInches($0 / 25.4)) }.joined(separator: " x ") + " in"
            return shown + " (" + written + ")"
        }
    }

    static func roundedCentimetres(_ value: Double) -> Double {
        value >= 5 ? value.rounded() : max(0.5, (value * 2).rounded() / 2)
    }

    static func roundedInches(_ value: Double) -> Double {
        value >= 2 ? (value * 2).rounded() / 2 : max(0.125, (value * 4).rounded() / 4)
    }

    /// After a bare `in`: the end, punctuation, or a pan word.
    private static func inchFollows(_ text: String, after index: String.Index) -> Bool {
        let rest = text[index...]
        guard let first = rest.first else { return true }
        if !first.isWhitespace { return !first.isLetter && !first.isNumber }
        let word = rest.drop(while: \.isWhitespace).prefix(while: \.isLetter).lowercased()
        return panWords.contains(word)
    }

    // MARK: Shared

    /// Not inside a word or a number: `A4` and `1.220C` are not read.
    private static func startsAWord(_ text: String, at index: String.Index) -> Bool {
        guard index > text.startIndex else { return true }
        let before = text[text.index(before: index)]
        return !(before.isLetter || before.isNumber || before == "." || before == ",")
    }

    private static func number(_ text: Substring) -> Double? {
        Double(text.replacing(",", with: "."))
    }

    /// `text` with each of `ranges` (in order, not overlapping) replaced by `replacement`'s
    /// text for its index and the text it covers.
    private static func replacing(
        _ ranges: [Range<String.Index>], in text: String, with replacement: (Int, String) -> String
    ) -> String {
        guard !ranges.isEmpty else { return text }
        var out = ""
        var last = text.startIndex
        for (index, range) in ranges.enumerated() {
            out += text[last..<range.lowerBound]
            out += replacement(index, String(text[range]))
            last = range.upperBound
        }
        out += text[last...]
        return out
    }
}
