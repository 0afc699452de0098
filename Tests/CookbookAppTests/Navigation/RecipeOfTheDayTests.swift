import CookbookFixtures
@testable import CookbookApp
import Foundation
import Testing

@Suite struct RecipeOfTheDayTests {
    let cookbook = Fixtures.library
    let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    @Test func theSameAllDayAndNotTheSameEveryDay() {
        let morning = Date(timeIntervalSince1970: 1_800_000_000)
        let evening = morning.addingTimeInterval(3600 * 10)
        let day = RecipeOfTheDay.recipeID(on: morning, in: cookbook.catalog, calendar: calendar)
        #expect(day != nil)
        #expect(RecipeOfTheDay.recipeID(on: evening, in: cookbook.catalog, calendar: calendar) == day)
        let week = (0..<14).map { RecipeOfTheDay.recipeID(on: morning.addingTimeInterval(86_400 * Double($0)), in: cookbook.catalog, calendar: calendar) }
        #expect(Set(week).count >= 3)
    }
}
