import CookbookKit

/// An ingredient line as a page writes it ("1 1/2 cups (190 g) flour, sifted"), split into a
/// quantity, a unit, the item and a note, the line itself kept whole in `Ingredient.text`.
/// Modest on purpose:
///
/// - the quantity leads the line: a whole number, a decimal (`1.5`, `1,5`), a fraction
///   (`1/2`, `1 1/2`), a vulgar fraction (`½`, `1½`); a range (`2-3`, `2 to 3`) gives its first
///   number;
/// - the unit is the next word (or letters stuck to the number, `150gr`) when `units` has it;
/// - a parenthesis right after the unit, and whatever follows the first comma, are the note;
/// - anything else is the item. A line with no quantity is all item (and note). A quantity of
///   0 (`0 As required black pepper`) is none.
enum IngredientLine {
    static func parse(_ line: String) -> Ingredient {
        let scalars = Array(line.unicodeScalars)
        var index = 0
        skipSpaces(scalars, &index)
        let quantity = readQuantity(scalars, &index)
        var unit: String?
        var notes: [String] = []
        if quantity != nil {
            // The next word, or letters stuck to the number (`500g`), when it is a unit.
            skipSpaces(scalars, &index)
            let wordStart = index
            while index < scalars.count, scalars[index].properties.isAlphabetic { index += 1 }
            let word = String(String.UnicodeScalarView(scalars[wordStart..<index])).lowercased()
            if index < scalars.count, scalars[index] == "." { index += 1 }
            // A plural in parentheses: `Prise(n)`, `clove(s)`.
            for plural in ["(s)", "(n)", "(en)", "(es)", "(er)"] {
                let pluralScalars = Array(plural.unicodeScalars)
                if index + pluralScalars.count <= scalars.count,
                    Array(scalars[index..<(index + pluralScalars.count)]) == pluralScalars
                {
                    index += pluralScalars.count
                    break
                }
            }
            // A unit is a word of its own: not the `c` of `c.s.`.
            let endsWord = index >= scalars.count || !scalars[index].properties.isAlphabetic
            if !word.isEmpty, endsWord, let canonical = units[word] {
                unit = canonical
            } else {
                index = wordStart
            }
            skipSpaces(scalars, &index)
            if unit != nil, index < scalars.count, scalars[index] == "(" {
                let open = index
                var depth = 0
                while index < scalars.count {
                    if scalars[index] == "(" { depth += 1 }
                    if scalars[index] == ")" { depth -= 1; if depth == 0 { break } }
                    index += 1
                }
                if index < scalars.count {
                    let inner = HTMLText.trimmed(String(String.UnicodeScalarView(scalars[(open + 1)..<index])))
                    if !inner.isEmpty { notes.append(inner) }
                    index += 1
                    skipSpaces(scalars, &index)
                } else {
                    index = open
                }
            }
        }
        let rest = String(String.UnicodeScalarView(scalars[index...]))
        var item = rest
        if let comma = rest.firstIndex(of: ",") {
            item = String(rest[..<comma])
            let note = HTMLText.trimmed(rest[rest.index(after: comma)...])
            if !note.isEmpty { notes.append(note) }
        }
        item = HTMLText.trimmed(item)
        if item.isEmpty { return Ingredient(item: line, text: line) }
        return Ingredient(
            quantity: quantity == 0 ? nil : quantity, unit: unit, item: item, note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: line)
    }

    private static func skipSpaces(_ scalars: [Unicode.Scalar], _ index: inout Int) {
        while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
    }

    private static func digit(_ scalar: Unicode.Scalar) -> Int? {
        scalar.value >= 0x30 && scalar.value <= 0x39 ? Int(scalar.value - 0x30) : nil
    }

    /// Digits from `index`, as a number and how many digits.
    private static func readWhole(_ scalars: [Unicode.Scalar], _ index: inout Int) -> (Double, Int) {
        var value = 0.0
        var count = 0
        while index < scalars.count, let d = digit(scalars[index]), count < 9 {
            value = value * 10 + Double(d)
            count += 1
            index += 1
        }
        return (value, count)
    }

    static let vulgarFractions: [Unicode.Scalar: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5, "⅗": 3.0 / 5,
        "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8, "⅞": 7.0 / 8,
    ]

    /// One number: `1`, `1.5`, `1,5`, `1/2`, `1 1/2`, `½`, `1½`, `1 ½`.
    private static func readNumber(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Double? {
        let start = index
        if index < scalars.count, let fraction = vulgarFractions[scalars[index]] {
            index += 1
            return fraction
        }
        var (value, digits) = readWhole(scalars, &index)
        guard digits > 0 else {
            index = start
            return nil
        }
        guard index < scalars.count else { return value }
        let next = scalars[index]
        if let fraction = vulgarFractions[next] {
            index += 1
            return value + fraction
        }
        if next == "." || next == "," {
            var probe = index + 1
            let (decimals, count) = readWhole(scalars, &probe)
            if count > 0 {
                index = probe
                var divisor = 1.0
                for _ in 0..<count { divisor *= 10 }
                value += decimals / divisor
            }
            return value
        }
        if next == "/" || next == "⁄" {
            var probe = index + 1
            let (denominator, count) = readWhole(scalars, &probe)
            if count > 0, denominator > 0 {
                index = probe
                return value / denominator
            }
            return value
        }
        // `1 1/2`, `1 ½`.
        if next == " " {
            var probe = index + 1
            if probe < scalars.count, let fraction = vulgarFractions[scalars[probe]] {
                index = probe + 1
                return value + fraction
            }
            let (numerator, count) = readWhole(scalars, &probe)
            if count > 0, probe + 1 < scalars.count, scalars[probe] == "/" {
                var after = probe + 1
                let (denominator, denominatorDigits) = readWhole(scalars, &after)
                if denominatorDigits > 0, denominator > 0, numerator < denominator {
                    index = after
                    return value + numerator / denominator
                }
            }
        }
        return value
    }

    /// A number, and the second number of a range after it (`2-3`, `2 – 3`, `2 to 3`) skipped.
    private static func readQuantity(_ scalars: [Unicode.Scalar], _ index: inout Int) -> Double? {
        guard let first = readNumber(scalars, &index) else { return nil }
        var probe = index
        skipSpaces(scalars, &probe)
        var isRange = false
        if probe < scalars.count, scalars[probe] == "-" || scalars[probe] == "–" || scalars[probe] == "—" {
            probe += 1
            isRange = true
        } else {
            for word in ["to", "bis", "à", "a", "til", "tot", "do"] {
                let wordScalars = Array(word.unicodeScalars)
                if probe + wordScalars.count < scalars.count, Array(scalars[probe..<(probe + wordScalars.count)]) == wordScalars,
                    scalars[probe + wordScalars.count] == " "
                {
                    probe += wordScalars.count
                    isRange = true
                    break
                }
            }
        }
        if isRange {
            skipSpaces(scalars, &probe)
            if readNumber(scalars, &probe) != nil { index = probe }
        }
        return first
    }

    /// Units by the ways lines write them (lowercased, without a final dot), to one spelling each.
    static let units: [String: String] = {
        let groups: [String: [String]] = [
            "cup": ["cup", "cups"],
            "tbsp": ["tablespoon", "tablespoons", "tbsp", "tbsps", "tbs", "tbl", "el", "msk", "ss", "spsk", "eßl"],
            "tsp": ["teaspoon", "teaspoons", "tsp", "tsps", "tl", "tsk", "ts", "kl"],
            "oz": ["ounce", "ounces", "oz"],
            "lb": ["pound", "pounds", "lb", "lbs"],
            "g": ["g", "gr", "gm", "gms", "gram", "grams", "gramm", "gramos", "grammes", "gramas", "grammi", "grammes", "gramů", "gramov"],
            "kg": ["kg", "kilogram", "kilograms", "kilo", "kilos", "kilogramm"],
            "ml": ["ml", "milliliter", "milliliters", "millilitre", "millilitres"],
            "cl": ["cl"],
            "dl": ["dl"],
            "l": ["l", "liter", "liters", "litre", "litres", "litro", "litri"],
            "pinch": ["pinch", "pinches", "prise", "prisen", "nypa", "knivspids"],
            "clove": ["clove", "cloves", "zehe", "zehen"],
            "can": ["can", "cans", "dose", "dosen", "tin", "tins"],
            "bunch": ["bunch", "bunches", "bund"],
            "slice": ["slice", "slices", "scheibe", "scheiben"],
            "piece": ["piece", "pieces", "stück", "stk", "st"],
            "sprig": ["sprig", "sprigs", "zweig", "zweige"],
            "handful": ["handful", "handfuls", "handvoll"],
            "package": ["package", "packages", "pkg", "pck", "pkt", "päckchen", "packet", "packets"],
            "stick": ["stick", "sticks"],
            "quart": ["quart", "quarts", "qt"],
            "pint": ["pint", "pints", "pt"],
            "dash": ["dash", "dashes"],
        ]
        var table: [String: String] = [:]
        for (unit, spellings) in groups {
            for spelling in spellings { table[spelling] = unit }
        }
        return table
    }()
}
