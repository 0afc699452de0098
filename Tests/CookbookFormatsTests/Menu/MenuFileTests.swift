import CookbookFormats
import CookbookModel
import Testing

@Suite struct MenuFileTests {
    static let seedNote = "../shared/cooklang/examples/cookcli-seed is not there: the seed menus are not read"

    @Test(.enabled(if: SeedMenus.isThere, Comment(rawValue: seedNote)))
    func readsTheWeeklyPlanOfTheSeed() {
        let bytes = SeedMenus.bytes("Weekly Plan.menu")
        let menu = MenuFile(bytes: bytes)
        #expect(menu.problems.isEmpty)
        #expect(menu.servings == "2")
        #expect(menu.days.map(\.title) == ["Saturday", "Sunday", "Monday"])
        #expect(menu.days.map { $0.date?.description } == ["2026-03-07", "2026-03-08", "2026-03-09"])
        let saturday = menu.days[0]
        #expect(saturday.meals.map(\.label) == ["Breakfast", "Lunch", nil, "Dinner"])
        #expect(saturday.meals[2].entries[0].comment == "save leftover lamb for sandwiches")
        #expect(saturday.meals[0].entries[0].ingredients.map(\.name) == ["oats", "milk", "honey"])
        #expect(saturday.references.map(\.path) == ["./lamb-chops", "./Neapolitan Pizza"])
        let monday = menu.days[2]
        #expect(monday.meals.last?.label == "Snacks")
        #expect(monday.meals.last?.entries.map(\.text) == ["@almonds{50%g}", "@dark chocolate{30%g}"])
        // Every reference's bytes are the reference as written.
        for reference in menu.references {
            let written = String(decoding: bytes[reference.range], as: UTF8.self)
            #expect(written == "@" + reference.path + "{}")
        }
        #expect(menu.references.count == 8)
    }

    @Test(.enabled(if: SeedMenus.isThere, Comment(rawValue: seedNote)))
    func readsTheTwoDayPlanOfTheSeed() {
        let bytes = SeedMenus.bytes("2 Day Plan.menu")
        let menu = MenuFile(bytes: bytes)
        #expect(menu.problems.isEmpty)
        #expect(menu.days.map(\.title) == ["Day 1", "Day 2"])
        #expect(menu.days.allSatisfy { $0.date == nil })
        let breakfast = menu.days[0].meals[0]
        #expect(breakfast.label == "Breakfast")
        #expect(breakfast.entries.count == 2)
        #expect(breakfast.entries[0].continues)
        #expect(breakfast.references.first?.quantity == .servings(10))
        #expect(breakfast.references.first?.path == "./Breakfast/Easy Pancakes")
        #expect(menu.days[0].references.map(\.name) == ["Easy Pancakes", "lamb-chops", "Neapolitan Pizza"])
        #expect(menu.days[1].references.map(\.name) == ["Caprese", "Risotto"])
        #expect(String(decoding: bytes[menu.days[0].meals[0].references[0].range], as: UTF8.self) == "@./Breakfast/Easy Pancakes{10%servings}")
    }

    @Test func readsTheConventionsExample() {
        let text = """
            = Monday

            @./mains/pasta carbonara{2}
            @./sides/green salad{}

            = Tuesday

            @./mains/chicken stir fry{4}
            @./sauces/hollandaise{150%ml}
            """
        let menu = MenuFile(bytes: Array(text.utf8))
        #expect(menu.days.map(\.name) == ["Monday", "Tuesday"])
        #expect(menu.days[0].meals.count == 2)
        #expect(menu.days[0].references.map(\.quantity) == [.factor(2), .asWritten])
        #expect(menu.days[1].references.map(\.quantity) == [.factor(4), .amount(150, unit: "ml")])
        #expect(menu.days[0].references[0].relativePath == "mains/pasta carbonara")
        #expect(!menu.usesListItems)
    }

    @Test func readsSectionsOfOneToThreeSignsWithOrWithoutClosing() {
        let text = "= A\n== B ==\n===C===\n==D\n=== E (2026-03-07)\n"
        let menu = MenuFile(bytes: Array(text.utf8))
        #expect(menu.days.map(\.title) == ["A", "B", "C", "D", "E"])
        #expect(menu.days[4].date == CalendarDate(year: 2026, month: 3, day: 7))
        #expect(menu.headerStyle == MenuHeaderStyle(equals: 1, closed: false, spaced: true))
    }

    @Test func saysADateThatDoesNotExistWithItsLineAndKeepsTheDay() {
        let text = "== Day 1 (2026-03-07) ==\n@./a{}\n\n== Day 2 (2026-02-30) ==\n@./b{}\n"
        let menu = MenuFile(bytes: Array(text.utf8))
        #expect(menu.days.count == 2)
        #expect(menu.days[1].title == "Day 2")
        #expect(menu.days[1].date == nil)
        #expect(menu.days[1].references.map(\.path) == ["./b"])
        #expect(menu.problems.map(\.line) == [4])
        #expect(menu.problems.first?.message.contains("2026-02-30") == true)
    }

    @Test func readsMealTimesListItemsWordsAndReferencesInText() {
        let text = """
            = Sunday
            Brunch (10:30):
            - eggs, the way Sam likes them
            - @./Breakfast/Easy Pancakes{4%servings} with @maple syrup{2%tbsp}
            Dinner: (19:00) \\
            - leftovers

            Dinner at Mum's, she makes @./mains/lasagne and we bring @wine{1%bottle}.
            [- a block
            comment -]
            """
        let menu = MenuFile(bytes: Array(text.utf8))
        let day = menu.days[0]
        #expect(day.meals.map(\.label) == ["Brunch", "Dinner", nil, nil, nil])
        #expect(day.meals.map(\.time) == ["10:30", "19:00", nil, nil, nil])
        #expect(day.meals[0].entries.map(\.isListItem) == [true, true])
        #expect(day.meals[0].entries[0].references.isEmpty)
        #expect(day.meals[0].entries[1].references.map(\.quantity) == [.servings(4)])
        #expect(day.meals[2].references.map(\.path) == ["./mains/lasagne"])
        #expect(day.meals[2].entries[0].ingredients.map(\.name) == ["wine"])
        #expect(day.meals[3...].allSatisfy { $0.isNote })
    }

    @Test func saysBracesThatAreNoAmountAndReadsTheRecipeAsWritten() {
        let menu = MenuFile(bytes: Array("= Monday\n@./a{lots}\n@./b{0}\n@./c{2%furlongs}\n".utf8))
        #expect(menu.references.map(\.quantity) == [.asWritten, .asWritten, .amount(2, unit: "furlongs")])
        #expect(menu.problems.map(\.line) == [2, 3])
    }

    @Test func aMenusServingsAreNoScale() {
        let menu = MenuFile(bytes: Array("---\nservings: 4\n---\n= Monday\n@./a\n".utf8))
        #expect(menu.servings == "4")
        #expect(menu.references.map(\.quantity) == [.asWritten])
        #expect(menu.references.first?.line == 5)
    }

    @Test func readsLinesBeforeTheFirstSectionAsADayWithoutHeader() {
        let menu = MenuFile(bytes: Array("@./a{2}\n= Monday\n@./b\n".utf8))
        #expect(menu.days.map(\.name) == ["", "Monday"])
        #expect(menu.days[0].header.isEmpty)
        #expect(menu.day(named: "monday")?.references.map(\.path) == ["./b"])
    }

    @Test func readsTenMegabytesInBoundedTime() {
        var text = ""
        var n = 0
        while text.utf8.count < 10 << 20 {
            text += "== Day \(n) (2026-03-0\(n % 9 + 1)) ==\n\nBreakfast: \\\n- @./Breakfast/Easy Pancakes{2} with @maple syrup{2%tbsp} \\\n- @coffee{1%cup}\n-- a note\n\n"
            n += 1
        }
        let clock = ContinuousClock()
        var menu: MenuFile?
        let took = clock.measure { menu = MenuFile(bytes: Array(text.utf8)) }
        #expect(menu?.days.count == n)
        #expect(took < .seconds(20))
    }

    @Test func scalesAReferenceByServingsFactorOrYield() {
        #expect(MenuQuantity.servings(4).scale(servings: 2, yield: nil) == .success(2))
        #expect(MenuQuantity.servings(3).scale(servings: nil, yield: nil) == .success(3))
        #expect(MenuQuantity.factor(2).scale(servings: 6, yield: nil) == .success(2))
        #expect(MenuQuantity.amount(150, unit: "ml").scale(servings: nil, yield: "500%ml") == .success(0.3))
        #expect((try? MenuQuantity.amount(150, unit: "g").scale(servings: nil, yield: "500%ml").get()) == nil)
        #expect((try? MenuQuantity.amount(150, unit: "g").scale(servings: nil, yield: nil).get()) == nil)
        #expect(MenuQuantity.amount(1, unit: "kg").scale(servings: nil, yield: "500%g") == .success(2), "units converted, as a sub-recipe's")
    }

    @Test func tellsTheDayOfADate() {
        #expect(CalendarDate(secondsSince1970: 0) == CalendarDate(year: 1970, month: 1, day: 1))
        #expect(CalendarDate(secondsSince1970: 1_772_841_600) == CalendarDate(year: 2026, month: 3, day: 7))
        #expect(CalendarDate(year: 2026, month: 3, day: 7)!.daysSince1970 == 20_519)
        #expect(CalendarDate(year: 2024, month: 2, day: 29) != nil)
        #expect(CalendarDate(year: 2026, month: 2, day: 29) == nil)
    }
}
