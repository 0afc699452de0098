import CookbookModel
// libFuzzer target: any bytes as a Cooklang `.menu` (`MenuFile`), then changed in place
// (`MenuEdit`): a recipe added to a day of the file and to a new one, the first reference
// removed, and moved. Built and run by `make fuzz`; see the Makefile.
import CookbookFormats

/// Whether `after` is `before` with bytes inserted at one place.
func isInsertion(_ before: [UInt8], _ after: [UInt8]) -> Bool {
    guard after.count >= before.count else { return false }
    var prefix = 0
    while prefix < before.count, before[prefix] == after[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < before.count - prefix, before[before.count - 1 - suffix] == after[after.count - 1 - suffix] { suffix += 1 }
    return prefix + suffix >= before.count
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMenu(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let menu = MenuFile(bytes: input)
    let lines = input.split(separator: 0x0A, omittingEmptySubsequences: false).count
    for problem in menu.problems {
        precondition((problem.line ?? 1) >= 1 && (problem.line ?? 1) <= lines, "a problem on line \(problem.line ?? 0) of \(lines)")
        precondition(!problem.description.contains("\n") || input.contains(0x0A), "a problem on two lines")
    }
    var end = 0
    for day in menu.days {
        precondition(day.range.lowerBound >= end && day.range.upperBound <= input.count, "days overlap or leave the file")
        end = day.range.upperBound
        for meal in day.meals {
            precondition(day.range.contains(meal.range.lowerBound) && meal.range.upperBound <= day.range.upperBound, "a meal outside its day")
            for reference in meal.references {
                precondition(meal.range.contains(reference.range.lowerBound) && reference.range.upperBound <= meal.range.upperBound, "a reference outside its meal")
                precondition(input[reference.range.lowerBound] == UInt8(ascii: "@"), "a reference not at its @")
            }
        }
        if let date = day.date { precondition(CalendarDate(date.description) == date, "a date that does not read back") }
    }
    // Added to the first day, and to a day it has not: bytes inserted, the rest kept, read back.
    let recipe = "@./Sauces/Pesto{4%servings}"
    // (Refused only when what is added would not read as a meal: inside a `[-` comment.)
    for day in [menu.days.first { !$0.header.isEmpty }?.title, "Someday"].compactMap({ $0 }) {
        switch MenuEdit.add(reference: recipe, day: day).applied(to: input) {
        case .success(let added):
            precondition(isInsertion(input, added), "adding changed what it did not add")
            precondition(MenuFile(bytes: added).references.count == menu.references.count + 1, "adding lost a reference")
        case .failure(let why):
            precondition(why == .unreadable(day: day), "add failed: \(why)")
            precondition(day != "Someday" || input.indices.contains { input[$0] == UInt8(ascii: "[") && $0 + 1 < input.count && input[$0 + 1] == UInt8(ascii: "-") },
                         "a new day refused without a [- comment")
        }
    }
    // The first reference removed: a part of the file taken out (and a `\` before it), the
    // days before kept byte for byte.
    if let day = menu.days.first(where: { !$0.references.isEmpty }), let first = day.references.first {
        let name = day.header.isEmpty ? "" : day.name
        switch MenuEdit.remove(path: first.path, day: name).applied(to: input) {
        case .failure(let why):
            precondition(why == .unreadable(day: name), "remove failed: \(why)")
        case .success(let removed):
            precondition(removed.count < input.count, "removing added bytes")
            precondition(removed.prefix(day.range.lowerBound).elementsEqual(input.prefix(day.range.lowerBound)), "removing changed a day before")
            precondition(MenuFile(bytes: removed).references.count < menu.references.count, "removing removed no reference")
        }
        _ = MenuEdit.move(path: first.path, from: name, to: "Someday").applied(to: input)
    }
    return 0
}
