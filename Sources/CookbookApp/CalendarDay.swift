import CookbookModel
import Foundation

/// The day a time falls on where the user is (as the recipe of the day has it): the date a
/// plan's day is compared with, and the pantry's expiry dates. The time is the one the tick
/// told the app (`App.now`); the commands give it the time they start.
public enum CalendarDay {
    public static func of(_ time: Date, calendar: Calendar = .current) -> CalendarDate {
        let parts = calendar.dateComponents([.year, .month, .day], from: time)
        return parts.year.flatMap { year in CalendarDate(year: year, month: parts.month ?? 1, day: parts.day ?? 1) }
            ?? CalendarDate(secondsSince1970: time.timeIntervalSince1970)
    }
}
