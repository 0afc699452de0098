/// Durations as schema.org writes them, ISO 8601 (`PT1H30M`), read to whole minutes, with
/// the variants real pages publish: days (`P1DT0H15M`, `P0DT0H40M0S`), a `D` after the `T`
/// (`PT0D0H30M`), seconds (`PT90S`, rounded), fractions (`PT1.5H`), lowercase, and a bare
/// number of minutes (`30`, `"30"`). Broken ones are nil: `PTNaNM`, `PTnullM`, negative
/// (`PT-476070H19M32S`), `""`, null, and anything else that is not a duration. Zero is nil
/// too: pages write `PT0M` and `PT0S` for "not given". More than a year is nil.
///
/// Implausible values are kept as written: alittlebityummy.com's `PT10H` for ten minutes
/// reads as 600.
enum ISODuration {
    static func minutes(_ value: JSONValue?) -> Int? {
        switch value {
        case .number(let number):
            guard number.isFinite, number >= 1, number <= 525_600 else { return nil }
            return Int(number.rounded())
        case .string(let text):
            return minutes(text)
        case .array(let items):
            return items.lazy.compactMap { minutes($0) }.first
        default:
            return nil
        }
    }

    static func minutes(_ text: String) -> Int? {
        let bytes = Array(text.utf8)
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 || bytes[start] == 0x0A || bytes[start] == 0x0D { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 || bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        guard start < end else { return nil }
        if bytes[start...].prefix(end - start).allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) {
            guard end - start <= 6, let number = Int(String(decoding: bytes[start..<end], as: UTF8.self)), number > 0 else { return nil }
            return number
        }
        guard bytes[start] | 0x20 == UInt8(ascii: "p") else { return nil }
        let hasTime = bytes[start..<end].contains { $0 | 0x20 == UInt8(ascii: "t") }
        var seconds = 0.0
        var inTime = false
        var index = start + 1
        var components = 0
        while index < end {
            let byte = bytes[index]
            if byte | 0x20 == UInt8(ascii: "t") {
                inTime = true
                index += 1
                continue
            }
            // A number: digits with an optional `.` or `,` fraction.
            let numberStart = index
            while index < end, (bytes[index] >= 0x30 && bytes[index] <= 0x39) || bytes[index] == 0x2E || bytes[index] == 0x2C {
                index += 1
            }
            guard index > numberStart, index - numberStart <= 12, index < end else { return nil }
            let digits = String(decoding: bytes[numberStart..<index], as: UTF8.self).replacingComma()
            guard let number = Double(digits) else { return nil }
            let unit: Double
            switch bytes[index] | 0x20 {
            case UInt8(ascii: "w"): unit = 7 * 86_400
            case UInt8(ascii: "d"): unit = 86_400
            case UInt8(ascii: "h"): unit = 3_600
            // Months before the `T` make no sense for a recipe; without any `T`, `P20M` means minutes.
            case UInt8(ascii: "m"): guard inTime || !hasTime else { return nil }; unit = 60
            case UInt8(ascii: "s"): unit = 1
            default: return nil
            }
            seconds += number * unit
            components += 1
            index += 1
        }
        guard components > 0 else { return nil }
        let minutes = (seconds / 60).rounded()
        guard minutes >= 1, minutes <= 525_600 else { return nil }
        return Int(minutes)
    }
}

extension String {
    fileprivate func replacingComma() -> String {
        String(decoding: utf8.map { $0 == 0x2C ? 0x2E : $0 }, as: UTF8.self)
    }
}
