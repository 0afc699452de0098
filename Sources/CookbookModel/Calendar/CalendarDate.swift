/// A day of the Gregorian calendar that exists: a menu section's date (`== Day 1 (2026-03-07) ==`),
/// a pantry item's `bought` and `expire` (`2025-06-01`, `05.06.2025`), today's.
public struct CalendarDate: Equatable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var year: Int
    public var month: Int
    public var day: Int

    /// Nil when the day does not exist (2026-02-30, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, of: year) else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// `2026-03-07`; nil when the text is not that shape or the day does not exist.
    public init?(_ text: some StringProtocol) {
        guard let (year, month, day) = Self.parts(Array(text.utf8)[...]) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// As pantry.conf writes a day: `2025-06-01`, or `05.06.2025` (also `5.6.2025`); nil for
    /// anything else, or a day that does not exist.
    public init?(either text: String) {
        let trimmed = String(text.trimmingSpaces())
        let dashed = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let dotted = trimmed.split(separator: ".", omittingEmptySubsequences: false)
        func number(_ part: Substring, digits: ClosedRange<Int>) -> Int? {
            guard digits.contains(part.count), part.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
            return Int(part)
        }
        if dashed.count == 3, let y = number(dashed[0], digits: 4...4), let m = number(dashed[1], digits: 1...2),
           let d = number(dashed[2], digits: 1...2) {
            self.init(year: y, month: m, day: d)
        } else if dotted.count == 3, let d = number(dotted[0], digits: 1...2), let m = number(dotted[1], digits: 1...2),
                  let y = number(dotted[2], digits: 4...4) {
            self.init(year: y, month: m, day: d)
        } else {
            return nil
        }
    }

    public static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The numbers of `YYYY-MM-DD` exactly (ten bytes), whether or not the day exists.
    public static func parts(_ bytes: ArraySlice<UInt8>) -> (Int, Int, Int)? {
        guard bytes.count == 10 else { return nil }
        let b = Array(bytes)
        func digits(_ range: Range<Int>) -> Int? {
            var n = 0
            for i in range {
                guard b[i] &- 0x30 < 10 else { return nil }
                n = n * 10 + Int(b[i] - 0x30)
            }
            return n
        }
        guard b[4] == UInt8(ascii: "-"), b[7] == UInt8(ascii: "-"),
              let year = digits(0..<4), let month = digits(5..<7), let day = digits(8..<10) else { return nil }
        return (year, month, day)
    }

    public var description: String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        let y = String(year)
        return String(repeating: "0", count: max(0, 4 - y.count)) + y + "-" + two(month) + "-" + two(day)
    }

    public static func < (a: CalendarDate, b: CalendarDate) -> Bool {
        (a.year, a.month, a.day) < (b.year, b.month, b.day)
    }

    /// The day `seconds` since 1970 falls on, in UTC.
    public init(secondsSince1970 seconds: Double) {
        // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
        let z = Int((seconds / 86_400).rounded(.down)) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        year = yoe + era * 400 + (m <= 2 ? 1 : 0)
        month = m
        day = d
    }

    /// Days since 1970-01-01.
    public var daysSince1970: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = month > 2 ? month - 3 : month + 9
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
