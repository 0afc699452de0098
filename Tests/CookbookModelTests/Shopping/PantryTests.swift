import CookbookFormats
import CookbookModel
import Testing

/// What is at home: the one item key, units converted, `low`, both date forms, and what can be cooked.
@Suite struct PantryTests {
    @Test func bothDateFormsAreReadAndDaysThatDoNotExistAreNot() {
        #expect(CalendarDate(either: "2025-06-01") == CalendarDate(year: 2025, month: 6, day: 1))
        #expect(CalendarDate(either: "05.06.2025") == CalendarDate(year: 2025, month: 6, day: 5))
        #expect(CalendarDate(either: "2026-02-30") == nil)
        #expect(CalendarDate(either: "29.02.2024") != nil)
        #expect(CalendarDate(either: "29.02.2023") == nil)
        #expect(CalendarDate(either: "tomorrow") == nil)
        #expect(CalendarDate(either: "05.12.0622")?.description == "0622-12-05", "a year of four digits, read back (found by the household fuzz target)")
        #expect(CalendarDate(secondsSince1970: 0).description == "1970-01-01")
        #expect(CalendarDate(secondsSince1970: 1_780_000_000).description == "2026-05-28")
        #expect(CalendarDate(either: "2026-05-28")!.daysSince1970 == 1_780_000_000 / 86400)
    }

    @Test func oneKeyForAnItemEverywhere() {
        let (aisles, _) = Aisles.parse("[produce]\ntomato|tomatoes\n[canned]\ntuna|chicken of the sea\n")
        let settings = HouseholdSettings(aisles: aisles)
        #expect(settings.key(of: "frozen_peas") == settings.key(of: "Frozen Peas"))
        #expect(settings.key(of: "Tomatoes") == "tomato")
        #expect(settings.key(of: "chicken of the sea") == "tuna")
        #expect(HouseholdSettings().key(of: "cherry tomato") != "tomato", "the built-in aisles' | is no synonym")
    }

    @Test func thePantryTakesAwayWhatIsAtHomeWithUnitsConverted() {
        let recipe = Recipe(id: "r", name: "Risotto", category: "c", ingredients: [
            Ingredient(quantity: 500, unit: "g", item: "rice"),
            Ingredient(quantity: 2, unit: "cups", item: "milk"),
            Ingredient(quantity: 3, unit: "cups", item: "stock"),
            Ingredient(quantity: 2, item: "tomatoes"),
        ])
        let (aisles, _) = Aisles.parse("[produce]\ntomato|tomatoes\n")
        let pantry = Pantry([
            Pantry.Item(name: "rice", quantity: 1, unit: "kg"),
            Pantry.Item(name: "milk", quantity: 1, unit: "L"),
            Pantry.Item(name: "stock", quantity: 500, unit: "ml"),
            Pantry.Item(name: "tomato", quantity: 1),
        ])
        let list = ShoppingList([(recipe, 1)], units: .metric, settings: HouseholdSettings(aisles: aisles, pantry: pantry))
        #expect(list.atHome.map(\.key) == ["rice", "milk"])
        #expect(list.lines.first { $0.key == "stock" }?.amount == "220 ml", "720 ml needed, 500 ml at home")
        #expect(list.lines.first { $0.key == "tomato" }?.amount == "1", "tomatoes and tomato are one item")
    }

    @Test func anItemUnderItsLowThresholdIsOnTheList() {
        let pantry = Pantry([
            Pantry.Item(name: "pasta", quantity: 150, unit: "g", low: Measure(200, unit: Units.named("g"), written: "g")),
            Pantry.Item(name: "flour", quantity: 1, unit: "kg", low: Measure(500, unit: Units.named("g"), written: "g")),
        ])
        #expect(pantry.find("pasta")!.isLow())
        #expect(!pantry.find("flour")!.isLow(), "1 kg is not under 500 g")
        let list = ShoppingList([], settings: HouseholdSettings(pantry: pantry))
        #expect(list.lines.map(\.key) == ["pasta"])
        #expect(list.lines.first?.why == "running low")
    }

    @Test func recipesAreRankedByWhatIsAtHomeAndExpiringItemsComeFirst() {
        let pancakes = Recipe(id: "pancakes", name: "Easy Pancakes", category: "c", ingredients: [
            Ingredient(quantity: 3, item: "eggs"), Ingredient(quantity: 125, unit: "g", item: "flour"),
            Ingredient(quantity: 300, unit: "ml", item: "milk"),
        ])
        let toast = Recipe(id: "toast", name: "Toast", category: "c", ingredients: [
            Ingredient(quantity: 2, item: "bread slices"), Ingredient(item: "butter"),
        ])
        let omelette = Recipe(id: "omelette", name: "Omelette", category: "c", ingredients: [
            Ingredient(quantity: 6, item: "eggs"), Ingredient(item: "salt"),
        ])
        let pantry = Pantry([
            Pantry.Item(name: "eggs", quantity: 3, expire: CalendarDate(either: "2026-11-30")),
            Pantry.Item(name: "flour", quantity: 1, unit: "kg"),
            Pantry.Item(name: "milk", quantity: 0.1, unit: "l"),
            Pantry.Item(name: "butter"),
            Pantry.Item(name: "salt"),
            Pantry.Item(name: "cream", quantity: 1, expire: CalendarDate(either: "2026-12-20")),
        ])
        let ranking = PantryRanking([pancakes, toast, omelette], settings: HouseholdSettings(pantry: pantry), today: CalendarDate(either: "2026-11-27")!)
        #expect(ranking.entries.map(\.id) == ["pancakes", "omelette", "toast"])
        #expect(ranking.entries.map(\.percent) == [77, 75, 50], "(1 + 1 + 1/3) / 3; (1/2 + 1) / 2; (0 + 1) / 2")
        let byID = Dictionary(uniqueKeysWithValues: ranking.entries.map { ($0.id, $0) })
        #expect(byID["pancakes"]!.missing == ["milk"], "100 ml of 300 ml")
        #expect(byID["omelette"]!.missing == ["eggs"], "3 of 6")
        #expect(byID["toast"]!.missing == ["bread slices"])
        #expect(ranking.expiring.map(\.name) == ["eggs"], "cream expires in more than a week")
        #expect(ranking.expiring.first?.recipes == ["Easy Pancakes", "Omelette"])
        #expect(ranking.atLeast(76).map(\.id) == ["pancakes"])
    }
}
