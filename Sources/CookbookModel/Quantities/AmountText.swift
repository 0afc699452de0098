
/// The one reader of amounts as cooks write them, for ingredient lines, Cooklang quantities
/// and durations in steps:
///
///     3  250  1.5  1,5  .5                whole and decimal numbers (a comma too; but not
///                                         1,000: see `isThousandsSeparated`)
///     1/2  1⁄2  1 1/2  1-1/2  1 and 1/2   fractions, and a whole number with one
///     ½  ⅓  ¼  ¾  ⅔  ⅛ …  1½  1 ½          vulgar fractions, alone or after a whole number
///     2-3  2 - 3  2–3  2—3  2 to 3        ranges; also `or` and the other languages' words:
///                                         bis, à, a, til, tot, do
///
/// A range's second number must be more than the first, else only the first is read (`1-1/2`
/// is 1½, as American recipes write it). At most nine digits a number; no sign, no exponent.
/// Works on UTF-8 bytes.
public enum AmountText {
    /// The whole text as an amount ("1/2", "2-3", " 1½ "); nil when anything but spaces is
    /// left, or the text has no number.
    public static func amount(_ text: String) -> Amount? {
        let bytes = Array(text.utf8)
        var index = 0
        UTF8Scan.skipSpaces(bytes, &index)
        guard let amount = read(bytes, at: &index) else { return nil }
        UTF8Scan.skipSpaces(bytes, &index)
        return index == bytes.count ? amount : nil
    }

    /// The amount that begins `bytes` at `index`, `index` moved past it (not past the spaces
    /// after it); nil, `index` unchanged, when no number begins there.
    public static func read(_ bytes: [UInt8], at index: inout Int) -> Amount? {
        guard let first = number(bytes, &index) else { return nil }
        var probe = index
        UTF8Scan.skipSpaces(bytes, &probe)
        var isRange = false
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") {
            probe += 1
            isRange = true
        } else if UTF8Scan.starts(bytes, with: "–", at: probe) || UTF8Scan.starts(bytes, with: "—", at: probe) {
            probe += 3
            isRange = true
        } else if probe > index, let word = rangeWords.first(where: { UTF8Scan.starts(bytes, with: $0, at: probe) }) {
            probe += word.utf8.count
            isRange = true
        }
        if isRange {
            UTF8Scan.skipSpaces(bytes, &probe)
            if let second = number(bytes, &probe), second > first {
                index = probe
                return Amount(first, upTo: second)
            }
        }
        return Amount(first)
    }

    /// Words between the two numbers of a range, each with the space after it.
    static let rangeWords = ["to ", "or ", "bis ", "à ", "a ", "til ", "tot ", "do "]

    /// One number: `1`, `1.5`, `1,5`, `.5`, `1/2`, `1⁄2`, `1 1/2`, `1-1/2`, `1 and 1/2`, `½`,
    /// `1½`, `1 ½`.
    static func number(_ bytes: [UInt8], _ index: inout Int) -> Double? {
        if let (fraction, length) = vulgarFraction(bytes, at: index) {
            index += length
            return fraction
        }
        // ".5"
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "."), UTF8Scan.isDigit(bytes[index + 1]) {
            var probe = index + 1
            let (decimals, count) = whole(bytes, &probe)
            index = probe
            return decimals / power(count)
        }
        var probe = index
        var (value, digits) = whole(bytes, &probe)
        guard digits > 0, !isThousandsSeparated(bytes, digits: digits, value: value, at: probe) else { return nil }
        index = probe
        guard index < bytes.count else { return value }
        if let (fraction, length) = vulgarFraction(bytes, at: index) {
            index += length
            return value + fraction
        }
        let next = bytes[index]
        if next == UInt8(ascii: ".") || next == UInt8(ascii: ",") {
            var probe = index + 1
            let (decimals, count) = whole(bytes, &probe)
            if count > 0 {
                index = probe
                value += decimals / power(count)
            }
            return value
        }
        // `/`, or the fraction slash U+2044.
        let slash = next == UInt8(ascii: "/") ? 1 : (UTF8Scan.starts(bytes, with: "\u{2044}", at: index) ? 3 : 0)
        if slash > 0 {
            var probe = index + slash
            let (denominator, count) = whole(bytes, &probe)
            if count > 0, denominator > 0 {
                index = probe
                return value / denominator
            }
            return value
        }
        // `1 1/2`, `1 ½`, `1-1/2`, `1 and 1/2`.
        var probe2 = index
        if next == 0x20 {
            probe2 += 1
            if let (fraction, length) = vulgarFraction(bytes, at: probe2) {
                index = probe2 + length
                return value + fraction
            }
            if UTF8Scan.starts(bytes, with: "and ", at: probe2) { probe2 += 4 }
        } else if next == UInt8(ascii: "-") {
            probe2 += 1
        } else {
            return value
        }
        if let part = properFraction(bytes, &probe2) {
            index = probe2
            return value + part
        }
        return value
    }

    /// Whether the whole number just read (`digits` of them, ending at `end`) goes on with a
    /// comma and three digits: `1,000`, `12,500`, `1,000,000`. That is a thousands separator
    /// where English is written and three decimals where a comma is the decimal sign: never
    /// read as a number (it could only be read as the smaller of the two), but kept as the
    /// text it is, as Cooklang keeps a quantity that is no number. `0,125` and `1,5` are
    /// decimals; `1000,5` too (no group of three before the comma).
    private static func isThousandsSeparated(_ bytes: [UInt8], digits: Int, value: Double, at end: Int) -> Bool {
        guard digits <= 3, value > 0, end < bytes.count, bytes[end] == UInt8(ascii: ",") else { return false }
        var probe = end + 1
        let (_, count) = whole(bytes, &probe)
        return count == 3 && (probe == bytes.count || !UTF8Scan.isDigit(bytes[probe]))
    }

    /// `n/d` with n < d, not followed by another digit.
    private static func properFraction(_ bytes: [UInt8], _ index: inout Int) -> Double? {
        var probe = index
        let (numerator, count) = whole(bytes, &probe)
        guard count > 0 else { return nil }
        let slash = probe < bytes.count && bytes[probe] == UInt8(ascii: "/") ? 1 : (UTF8Scan.starts(bytes, with: "\u{2044}", at: probe) ? 3 : 0)
        guard slash > 0 else { return nil }
        probe += slash
        let (denominator, denominatorDigits) = whole(bytes, &probe)
        guard denominatorDigits > 0, denominator > 0, numerator < denominator else { return nil }
        index = probe
        return numerator / denominator
    }

    /// A vulgar fraction at `index` (`¼ ½ ¾` are C2 BC…BE, `⅐`…`⅞` are E2 85 90…9E): its
    /// value and length in bytes.
    static func vulgarFraction(_ bytes: [UInt8], at index: Int) -> (Double, Int)? {
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
            bytes[index + 2] >= 0x90, bytes[index + 2] <= 0x9E
        else { return nil }
        return (vulgar[Int(bytes[index + 2] - 0x90)], 3)
    }

    /// ⅐ ⅑ ⅒ ⅓ ⅔ ⅕ ⅖ ⅗ ⅘ ⅙ ⅚ ⅛ ⅜ ⅝ ⅞ (U+2150…U+215E).
    private static let vulgar: [Double] = [
        1.0 / 7, 1.0 / 9, 1.0 / 10, 1.0 / 3, 2.0 / 3, 1.0 / 5, 2.0 / 5, 3.0 / 5, 4.0 / 5, 1.0 / 6, 5.0 / 6,
        1.0 / 8, 3.0 / 8, 5.0 / 8, 7.0 / 8,
    ]

    /// Digits from `index` (at most nine), as a number and how many digits.
    private static func whole(_ bytes: [UInt8], _ index: inout Int) -> (Double, Int) {
        var value = 0.0
        var digits = 0
        while index < bytes.count, UTF8Scan.isDigit(bytes[index]), digits < 9 {
            value = value * 10 + Double(bytes[index] - 0x30)
            digits += 1
            index += 1
        }
        return (value, digits)
    }

    private static func power(_ digits: Int) -> Double {
        var divisor = 1.0
        for _ in 0..<digits { divisor *= 10 }
        return divisor
    }
}
