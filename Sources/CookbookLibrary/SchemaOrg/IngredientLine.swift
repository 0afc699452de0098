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
///
/// Works on the line's UTF-8 bytes: lines are cleaned before (single spaces, trimmed).
enum IngredientLine {
    static func parse(_ line: String) -> Ingredient {
        let bytes = Array(line.utf8)
        let count = bytes.count
        var index = 0
        skipSpaces(bytes, &index)
        let quantity = readQuantity(bytes, &index)
        var unit: String?
        var notes: [String] = []
        if quantity != nil {
            // The next word, or letters stuck to the number (`500g`), when it is a unit.
            skipSpaces(bytes, &index)
            let wordStart = index
            while index < count, isLetter(bytes[index]) { index += 1 }
            let wordEnd = index
            if index < count, bytes[index] == UInt8(ascii: ".") { index += 1 }
            // A plural in parentheses: `Prise(n)`, `clove(s)`.
            if index + 2 < count, bytes[index] == UInt8(ascii: "(") {
                for plural in ["s)", "n)", "en)", "es)", "er)"] where starts(bytes, with: plural, at: index + 1) {
                    index += 1 + plural.utf8.count
                    break
                }
            }
            // A unit is a word of its own: not the `c` of `c.s.`.
            let endsWord = index >= count || !isLetter(bytes[index])
            if wordEnd > wordStart, wordEnd - wordStart <= 12, endsWord,
                let canonical = units[String(decoding: bytes[wordStart..<wordEnd], as: UTF8.self).lowercased()]
            {
                unit = canonical
            } else {
                index = wordStart
            }
            skipSpaces(bytes, &index)
            if unit != nil, index < count, bytes[index] == UInt8(ascii: "(") {
                var depth = 0
                var close = index
                while close < count {
                    if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[close] == UInt8(ascii: ")") {
                        depth -= 1
                        if depth == 0 { break }
                    }
                    close += 1
                }
                if close < count {
                    let inner = HTMLText.trimmed(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
                    if !inner.isEmpty { notes.append(inner) }
                    index = close + 1
                    skipSpaces(bytes, &index)
                }
            }
        }
        var itemEnd = count
        if let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
            itemEnd = comma
            let note = HTMLText.trimmed(String(decoding: bytes[(comma + 1)...], as: UTF8.self))
            if !note.isEmpty { notes.append(note) }
        }
        let item = HTMLText.trimmed(String(decoding: bytes[index..<itemEnd], as: UTF8.self))
        if item.isEmpty { return Ingredient(item: line, text: line) }
        return Ingredient(
            quantity: quantity == 0 ? nil : quantity, unit: unit, item: item,
            note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: line)
    }

    /// ASCII letters, and any byte of a character beyond ASCII (`ü` in `Stück`).
    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte >= 0x80
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= 0x30 && byte <= 0x39
    }

    private static func skipSpaces(_ bytes: [UInt8], _ index: inout Int) {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
    }

    private static func starts(_ bytes: [UInt8], with literal: String, at index: Int) -> Bool {
        var position = index
        for byte in literal.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    /// A vulgar fraction at `index` (`½` is C2 BD, `⅓`…`⅞` are E2 85 93…9E): its value and length.
    private static func vulgarFraction(_ bytes: [UInt8], at index: Int) -> (Double, Int)? {
        guard index + 1 < bytes.count else { return nil }
        if bytes[index] == 0xC2 {
            switch bytes[index + 1] {
            case 0xBC: return (0.25, 2)
            case 0xBD: return (0.5, 2)
            case 0xBE: return (0.75, 2)
            default: return nil
            }
        }
        guard bytes[index] == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x85,
            bytes[index + 2] >= 0x93, bytes[index + 2] <= 0x9E
        else { return nil }
        return (eighthsAndThirds[Int(bytes[index + 2] - 0x93)], 3)
    }

    /// ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞ (U+2153…U+215E).
    private static let eighthsAndThirds: [Double] = [
        1.0 / 3, 2.0 / 3, 1.0 / 5, 2.0 / 5, 3.0 / 5, 4.0 / 5, 1.0 / 6, 5.0 / 6, 1.0 / 8, 3.0 / 8, 5.0 / 8, 7.0 / 8,
    ]

    /// Digits from `index`, as a number and how many digits.
    private static func readWhole(_ bytes: [UInt8], _ index: inout Int) -> (Double, Int) {
        var value = 0.0
        var digits = 0
        while index < bytes.count, isDigit(bytes[index]), digits < 9 {
            value = value * 10 + Double(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        return (value, digits)
    }

    /// One number: `1`, `1.5`, `1,5`, `1/2`, `1⁄2`, `1 1/2`, `½`, `1½`, `1 ½`.
    private static func readNumber(_ bytes: [UInt8], _ index: inout Int) -> Double? {
        if let (fraction, length) = vulgarFraction(bytes, at: index) {
            index += length
            return fraction
        }
        var (value, digits) = readWhole(bytes, &index)
        guard digits > 0 else { return nil }
        guard index < bytes.count else { return value }
        if let (fraction, length) = vulgarFraction(bytes, at: index) {
            index += length
            return value + fraction
        }
        let next = bytes[index]
        if next == UInt8(ascii: ".") || next == UInt8(ascii: ",") {
            var probe = index + 1
            let (decimals, count) = readWhole(bytes, &probe)
            if count > 0 {
                index = probe
                var divisor = 1.0
                for _ in 0..<count { divisor *= 10 }
                value += decimals / divisor
            }
            return value
        }
        // `/`, or the fraction slash U+2044 (E2 81 84).
        let slash = next == UInt8(ascii: "/") ? 1 : (starts(bytes, with: "\u{2044}", at: index) ? 3 : 0)
        if slash > 0 {
            var probe = index + slash
            let (denominator, count) = readWhole(bytes, &probe)
            if count > 0, denominator > 0 {
                index = probe
                return value / denominator
            }
            return value
        }
        // `1 1/2`, `1 ½`.
        if next == 0x20 {
            var probe = index + 1
            if let (fraction, length) = vulgarFraction(bytes, at: probe) {
                index = probe + length
                return value + fraction
            }
            let (numerator, count) = readWhole(bytes, &probe)
            if count > 0, probe + 1 < bytes.count, bytes[probe] == UInt8(ascii: "/") {
                var after = probe + 1
                let (denominator, denominatorDigits) = readWhole(bytes, &after)
                if denominatorDigits > 0, denominator > 0, numerator < denominator {
                    index = after
                    return value + numerator / denominator
                }
            }
        }
        return value
    }

    private static let rangeWords = ["to ", "bis ", "à ", "a ", "til ", "tot ", "do "]

    /// A number, and the second number of a range after it (`2-3`, `2 – 3`, `2 to 3`) skipped.
    private static func readQuantity(_ bytes: [UInt8], _ index: inout Int) -> Double? {
        guard let first = readNumber(bytes, &index) else { return nil }
        var probe = index
        skipSpaces(bytes, &probe)
        var isRange = false
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") {
            probe += 1
            isRange = true
        } else if starts(bytes, with: "–", at: probe) || starts(bytes, with: "—", at: probe) {
            probe += 3
            isRange = true
        } else if let word = rangeWords.first(where: { starts(bytes, with: $0, at: probe) }) {
            probe += word.utf8.count
            isRange = true
        }
        if isRange {
            skipSpaces(bytes, &probe)
            if readNumber(bytes, &probe) != nil { index = probe }
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
            "g": ["g", "gr", "gm", "gms", "gram", "grams", "gramm", "gramos", "grammes", "gramas", "grammi", "gramů", "gramov"],
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
