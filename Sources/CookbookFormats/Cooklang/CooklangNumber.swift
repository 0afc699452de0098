/// The number a quantity's text reads as, as the canonical tests and the reference parser
/// read it:
///
///     3  0  250  1.5  0.5  .5        whole and decimal numbers
///     1/2  1 / 2                      a fraction, spaces allowed around the slash
///     1 1/2                           a whole number and a fraction
///
/// Everything else is text: a whole part with a leading zero ("01/2", "007"), "1.", "-1",
/// "1e3", "1,5", ranges ("10-15"), a zero denominator, and words.
enum CooklangNumber {
    typealias Bytes = UnsafeBufferPointer<UInt8>

    static func value(_ bytes: Bytes, _ range: Range<Int>) -> Double? {
        var i = range.lowerBound
        let end = range.upperBound
        guard i < end else { return nil }

        // ".5"
        if bytes[i] == UInt8(ascii: ".") {
            let digits = digitRun(bytes, i + 1, end)
            guard digits > 0, i + 1 + digits == end else { return nil }
            return decimal(bytes, range)
        }

        guard let first = integer(bytes, i, end) else { return nil }
        i = first.end
        if i == end { return first.value }

        // "1.5"
        if bytes[i] == UInt8(ascii: ".") {
            let digits = digitRun(bytes, i + 1, end)
            guard digits > 0, i + 1 + digits == end else { return nil }
            return decimal(bytes, range)
        }

        let afterFirst = i
        i = skipSpaces(bytes, i, end)
        guard i < end else { return nil }

        // "1/2", "1 / 2"
        if bytes[i] == UInt8(ascii: "/") {
            return fraction(numerator: first.value, bytes, i + 1, end)
        }

        // "1 1/2": a whole number, at least one space, then a fraction.
        guard i > afterFirst, let numerator = integer(bytes, i, end) else { return nil }
        i = skipSpaces(bytes, numerator.end, end)
        guard i < end, bytes[i] == UInt8(ascii: "/"),
            let part = fraction(numerator: numerator.value, bytes, i + 1, end)
        else { return nil }
        return first.value + part
    }

    /// "/ 2" after the numerator, up to `end`.
    private static func fraction(numerator: Double, _ bytes: Bytes, _ start: Int, _ end: Int) -> Double? {
        let i = skipSpaces(bytes, start, end)
        guard let denominator = integer(bytes, i, end), denominator.end == end, denominator.value != 0 else { return nil }
        return numerator / denominator.value
    }

    /// "0" or digits without a leading zero.
    private static func integer(_ bytes: Bytes, _ start: Int, _ end: Int) -> (value: Double, end: Int)? {
        let digits = digitRun(bytes, start, end)
        guard digits > 0 else { return nil }
        if digits > 1, bytes[start] == UInt8(ascii: "0") { return nil }
        // Exact for every whole number a recipe could mean; beyond 2^53 it is near enough.
        var value = 0.0
        for k in start..<(start + digits) { value = value * 10 + Double(bytes[k] &- 0x30) }
        guard value.isFinite else { return nil }
        return (value, start + digits)
    }

    private static func decimal(_ bytes: Bytes, _ range: Range<Int>) -> Double? {
        // Double's own parsing rounds correctly: "1.5" here equals 1.5 in the tests' YAML.
        guard let value = Double(CooklangCharacters.string(bytes, range)), value.isFinite else { return nil }
        return value
    }

    private static func digitRun(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end, bytes[i] &- 0x30 < 10 { i += 1 }
        return i - start
    }

    private static func skipSpaces(_ bytes: Bytes, _ start: Int, _ end: Int) -> Int {
        var i = start
        while i < end, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
        return i
    }
}
