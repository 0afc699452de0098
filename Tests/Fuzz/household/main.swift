// libFuzzer target: the household files, on any bytes. What comes before the first NUL byte is
// an `aisle.conf`, what follows a `pantry.conf`. Built and run by `make fuzz`; see the Makefile.
import CookbookConfig
import CookbookModel

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHousehold(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let nul = input.firstIndex(of: 0) ?? input.count
    let aisleText = String(decoding: input[..<nul], as: UTF8.self)
    let pantryText = String(decoding: input[min(nul + 1, input.count)...], as: UTF8.self)

    // Each problem is on one of the file's lines, and on one line.
    let (aisles, aisleProblems) = Aisles.parse(aisleText)
    // Lines end at LF bytes ("\r\n" is one Character).
    let aisleLines = aisleText.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for problem in aisleProblems {
        precondition(problem.line >= 1 && problem.line <= aisleLines, "aisle problem on line \(problem.line) of \(aisleLines)")
        precondition(!problem.message.contains("\n"))
    }
    // Every spelling of an item is the same item.
    for name in aisles.names { precondition(!name.contains("\n")) }

    let (pantry, pantryProblems) = HouseholdFiles.parsePantry(pantryText)
    let pantryLines = pantryText.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for problem in pantryProblems {
        let number = problem.prefix { $0 != ":" }
        precondition(Int(number).map { $0 >= 1 && $0 <= pantryLines } == true, "pantry problem on line \(number) of \(pantryLines)")
        precondition(!problem.contains("\n"), "one line: \(problem)")
    }
    for item in pantry.list {
        // A day read is a day that exists, and reads back as itself.
        for date in [item.bought, item.expire].compactMap({ $0 }) { precondition(CalendarDate(either: date.description) == date) }
        if let quantity = item.quantity { precondition(quantity.isFinite && quantity >= 0) }
        _ = item.isLow()
    }

    // A list and a ranking made with them never trap.
    let settings = HouseholdSettings(aisles: aisles.names.isEmpty ? nil : aisles, pantry: pantry)
    let recipe = Recipe(id: "r", name: "R", category: "c", ingredients: [
        Ingredient(quantity: 500, unit: "g", item: "rice"), Ingredient(quantity: 2, unit: "cups", item: "milk"),
        Ingredient(quantity: 3, item: "eggs"), Ingredient(item: "salt"),
    ] + pantry.list.prefix(8).map { Ingredient(quantity: 1, unit: $0.unit, item: $0.name) })
    let list = ShoppingList([(recipe, 2)], settings: settings)
    for line in list.lines { precondition(!line.key.isEmpty) }
    let ranking = PantryRanking([recipe], settings: settings, today: CalendarDate(year: 2026, month: 11, day: 27)!)
    for entry in ranking.entries { precondition(entry.have >= 0 && entry.have <= 1 + 1e-9, "have \(entry.have)") }
    return 0
}
