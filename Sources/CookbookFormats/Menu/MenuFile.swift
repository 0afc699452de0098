import CookbookModel

/// A Cooklang menu (a `.menu` file: a meal plan), read: its days, their meals, and every
/// recipe reference with its bytes in the file, so that a change is made in place
/// (`MenuEditing`). What it does not understand is kept as text; what is wrong (a date that
/// does not exist, braces that are no amount) is a problem with its line, and the rest is read.
/// One pass over the bytes: a 10 MB menu reads in time and memory in proportion to it.
public struct MenuFile: Equatable, Sendable {
    /// The front matter's `servings:`, as written: said, never a scale (a reference's braces are).
    public var servings: String?
    public var days: [MenuDay]
    public var problems: [FormatProblem]
    /// How the file writes a section's header, for the days cookbook adds.
    public var headerStyle: MenuHeaderStyle
    /// Whether its lines are list items (`- @./…`), for the meals cookbook adds.
    public var usesListItems: Bool

    public init(bytes: [UInt8]) {
        var reader = MenuReader(bytes)
        reader.read()
        servings = reader.servings
        days = reader.days
        problems = reader.problems
        headerStyle = reader.headerStyle ?? MenuHeaderStyle()
        usesListItems = reader.usesListItems
    }

    public var references: [MenuReference] { days.flatMap(\.references) }

    /// The first day `said` names (`MenuDay.isNamed`).
    public func day(named said: String) -> MenuDay? {
        days.first { !$0.header.isEmpty && $0.isNamed(said) }
    }
}

/// How a menu writes a section's header: `= Monday`, `==Day 1==`, `== Day 1 ==`.
public struct MenuHeaderStyle: Equatable, Sendable {
    public var equals = 1
    public var closed = false
    public var spaced = true

    public init(equals: Int = 1, closed: Bool = false, spaced: Bool = true) {
        self.equals = equals
        self.closed = closed
        self.spaced = spaced
    }

    public func header(_ name: String) -> String {
        let marks = String(repeating: "=", count: equals)
        let space = spaced ? " " : ""
        return marks + space + name + (closed ? space + marks : "")
    }
}

/// The one pass that reads a menu.
private struct MenuReader {
    let bytes: [UInt8]
    var servings: String?
    var days: [MenuDay] = []
    var problems: [FormatProblem] = []
    var headerStyle: MenuHeaderStyle?
    var usesListItems = false

    /// The day being read, and the meal being read in it.
    private var day: MenuDay
    private var meal: MenuMeal?
    /// Inside `[- … -]` at the start of the next line.
    private var inBlockComment = false
    /// The line the comment being read began on.
    private var blockCommentLine = 0

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        day = MenuDay(name: "", title: "", date: nil, header: 0..<0, range: 0..<0, line: 1, meals: [])
    }

    mutating func read() {
        var start = 0
        var number = 1
        start = frontMatter(&number)
        while start < bytes.count {
            var end = start
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            let next = end < bytes.count ? end + 1 : end
            line(start..<end, whole: start..<next, number: number)
            start = next
            number += 1
        }
        endMeal()
        endDay(at: bytes.count)
        if inBlockComment {
            problems.append(FormatProblem(line: blockCommentLine, message: "a [- comment is not closed with -]: the rest of the file is read as a comment"))
        }
    }

    /// Reads `---` … `---` at the start, when there is one; where the rest begins.
    private mutating func frontMatter(_ number: inout Int) -> Int {
        func lineEnd(_ from: Int) -> Int {
            var end = from
            while end < bytes.count, bytes[end] != 0x0A { end += 1 }
            return end
        }
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self).trimmingSpaces }
        let first = lineEnd(0)
        guard text(0..<first) == "---" else { return 0 }
        var start = first + 1
        var lines = 1
        var found: String?
        while start < bytes.count {
            let end = lineEnd(start)
            lines += 1
            let line = text(start..<end)
            if line == "---" {
                servings = found
                number += lines
                return min(end + 1, bytes.count)
            }
            if let colon = line.firstIndex(of: ":"), line[..<colon].trimmingSpaces.lowercased() == "servings" {
                found = line[line.index(after: colon)...].trimmingSpaces
            }
            start = end + 1
        }
        problems.append(FormatProblem(line: 1, message: "the front matter is not closed with ---: read as the menu's text"))
        return 0
    }

    private mutating func line(_ content: Range<Int>, whole: Range<Int>, number: Int) {
        // The line's code: comments made spaces, so that offsets stay the file's.
        var code = Array(bytes[content])
        if code.last == 0x0D { code.removeLast() }
        var comment: [UInt8] = []
        var i = 0
        while i < code.count {
            if inBlockComment {
                if code[i] == UInt8(ascii: "-"), i + 1 < code.count, code[i + 1] == UInt8(ascii: "]") {
                    inBlockComment = false
                    code[i] = 0x20
                    code[i + 1] = 0x20
                    i += 2
                    continue
                }
                comment.append(code[i])
                code[i] = 0x20
                i += 1
                continue
            }
            if code[i] == UInt8(ascii: "["), i + 1 < code.count, code[i + 1] == UInt8(ascii: "-") {
                inBlockComment = true
                blockCommentLine = number
                code[i] = 0x20
                code[i + 1] = 0x20
                i += 2
                continue
            }
            if code[i] == UInt8(ascii: "-"), i + 1 < code.count, code[i + 1] == UInt8(ascii: "-") {
                comment += code[(i + 2)...]
                for k in i..<code.count { code[k] = 0x20 }
                break
            }
            i += 1
        }
        let trimmed = Self.trim(code[...])
        if trimmed.isEmpty {
            if comment.isEmpty && !inBlockComment {
                endMeal()
                return
            }
            // A comment alone: a note of its own, or a line of the meal it is in.
            let entry = MenuEntry(
                range: whole, line: number, text: "", comment: String(decoding: comment, as: UTF8.self).trimmingSpaces)
            if meal != nil && meal?.label != nil {
                add(entry)
            } else {
                endMeal()
                day.meals.append(MenuMeal(label: nil, range: whole, line: number, entries: [entry]))
            }
            return
        }
        if trimmed.first == UInt8(ascii: "=") {
            section(trimmed, whole: whole, number: number)
            return
        }
        var body = trimmed
        var continues = false
        if body.last == UInt8(ascii: "\\") {
            continues = true
            body = Self.trim(body.dropLast())
        }
        if let (label, time) = Self.label(body) {
            endMeal()
            meal = MenuMeal(label: label, time: time, range: whole, line: number, entries: [])
            return
        }
        var isListItem = false
        if body.count >= 2, body[body.startIndex] == UInt8(ascii: "-"), body[body.startIndex + 1] == 0x20 {
            isListItem = true
            usesListItems = true
            body = Self.trim(body.dropFirst(2))
        } else if body.count == 1, body.first == UInt8(ascii: "-") {
            isListItem = true
            body = body.dropFirst()
        }
        // Offsets of `body` are in `code`, which begins at `content.lowerBound`.
        let (references, ingredients) = components(code, body: body.startIndex..<body.endIndex, base: content.lowerBound, number: number)
        let entry = MenuEntry(
            range: whole, line: number, text: String(decoding: body, as: UTF8.self), references: references,
            ingredients: ingredients, isListItem: isListItem, continues: continues)
        if meal == nil {
            meal = MenuMeal(label: nil, range: whole, line: number, entries: [])
        }
        add(entry)
        // A line of its own ends its meal unless `\` joins it to the next.
        if meal?.label == nil, !continues { endMeal() }
    }

    private mutating func add(_ entry: MenuEntry) {
        meal!.entries.append(entry)
        meal!.range = meal!.range.lowerBound..<entry.range.upperBound
    }

    private mutating func endMeal() {
        if let meal { day.meals.append(meal) }
        meal = nil
    }

    private mutating func endDay(at end: Int) {
        day.range = day.range.lowerBound..<end
        if !day.header.isEmpty || !day.meals.isEmpty { days.append(day) }
    }

    private mutating func section(_ trimmed: ArraySlice<UInt8>, whole: Range<Int>, number: Int) {
        endMeal()
        endDay(at: whole.lowerBound)
        var equals = 0
        var rest = trimmed
        while rest.first == UInt8(ascii: "=") {
            equals += 1
            rest = rest.dropFirst()
        }
        let spaced = rest.first == 0x20 || rest.first == 0x09
        var closed = false
        while rest.last == UInt8(ascii: "=") {
            closed = true
            rest = rest.dropLast()
        }
        let name = String(decoding: Self.trim(rest), as: UTF8.self)
        if headerStyle == nil { headerStyle = MenuHeaderStyle(equals: min(equals, 3), closed: closed, spaced: spaced) }
        let (title, date) = dated(name, number: number)
        day = MenuDay(name: name, title: title, date: date, header: whole, range: whole.lowerBound..<whole.upperBound, line: number, meals: [])
    }

    /// The name's date (`YYYY-MM-DD`, in parentheses or not) and the name without it; a
    /// date that does not exist is a problem, and the day has none.
    private mutating func dated(_ name: String, number: Int) -> (String, CalendarDate?) {
        let b = Array(name.utf8)
        guard b.count >= 10 else { return (name, nil) }
        for i in 0...(b.count - 10) {
            guard let (year, month, day) = CalendarDate.parts(b[i..<(i + 10)]) else { continue }
            // Not part of a longer number.
            if i > 0, b[i - 1] &- 0x30 < 10 { continue }
            if i + 10 < b.count, b[i + 10] &- 0x30 < 10 { continue }
            var from = i, to = i + 10
            if from > 0, b[from - 1] == UInt8(ascii: "("), to < b.count, b[to] == UInt8(ascii: ")") {
                from -= 1
                to += 1
            }
            let title = (String(decoding: b[..<from], as: UTF8.self) + " " + String(decoding: b[to...], as: UTF8.self)).trimmingSpaces
            let written = String(decoding: b[i..<(i + 10)], as: UTF8.self)
            guard let date = CalendarDate(year: year, month: month, day: day) else {
                problems.append(FormatProblem(line: number, message: "\(written) is not a day of the calendar: the day '\(name)' is kept without a date"))
                return (title.isEmpty ? written : title, nil)
            }
            return (title.isEmpty ? written : title, date)
        }
        return (name, nil)
    }

    /// `Breakfast:`, `Lunch (12:30):`, `Dinner: (19:00)`: the label and its time.
    private static func label(_ body: ArraySlice<UInt8>) -> (String, String?)? {
        guard let first = body.first, first >= 0x80 || (first | 0x20) &- UInt8(ascii: "a") < 26,
              body.count <= 60, !body.contains(UInt8(ascii: "@")) else { return nil }
        var text = String(decoding: body, as: UTF8.self)
        var time: String?
        func takeTime() {
            guard text.hasSuffix(")"), let open = text.lastIndex(of: "(") else { return }
            let inside = String(text[text.index(after: open)..<text.index(before: text.endIndex)]).trimmingSpaces
            let parts = inside.split(separator: ":")
            guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
                  parts.allSatisfy({ $0.utf8.allSatisfy { $0 &- 0x30 < 10 } }) else { return }
            time = inside
            text = String(text[..<open]).trimmingSpaces
        }
        takeTime()
        guard text.hasSuffix(":") else { return nil }
        text = String(text.dropLast()).trimmingSpaces
        if time == nil { takeTime() }
        guard !text.isEmpty, !text.contains(":") else { return nil }
        return (text, time)
    }

    /// The references and ingredients in `code[body]`; `base`: the file offset of `code[0]`.
    private mutating func components(
        _ code: [UInt8], body: Range<Int>, base: Int, number: Int
    ) -> ([MenuReference], [MenuIngredient]) {
        var references: [MenuReference] = []
        var ingredients: [MenuIngredient] = []
        var i = body.lowerBound
        let end = body.upperBound
        while i < end {
            guard code[i] == UInt8(ascii: "@"), i + 1 < end, code[i + 1] != 0x20, code[i + 1] != 0x09 else {
                i += 1
                continue
            }
            let nameStart = i + 1
            // Many words up to `{` when one comes before the next `@`, `#` or `~`; else one word.
            var brace: Int?
            var j = nameStart
            while j < end {
                let c = code[j]
                if c == UInt8(ascii: "{") {
                    brace = j
                    break
                }
                if c == UInt8(ascii: "@") || c == UInt8(ascii: "#") || c == UInt8(ascii: "~") { break }
                j += 1
            }
            var nameEnd: Int
            var amount: String?
            var after: Int
            if let brace, let close = code[(brace + 1)..<end].firstIndex(of: UInt8(ascii: "}")) {
                nameEnd = brace
                amount = String(decoding: code[(brace + 1)..<close], as: UTF8.self)
                after = close + 1
            } else {
                if brace != nil {
                    problems.append(FormatProblem(line: number, column: brace! + 1, message: "'{' is not closed: read as one word"))
                }
                nameEnd = nameStart
                while nameEnd < end, code[nameEnd] != 0x20, code[nameEnd] != 0x09, code[nameEnd] != UInt8(ascii: "{") { nameEnd += 1 }
                while nameEnd > nameStart, ",;:!?)".utf8.contains(code[nameEnd - 1]) { nameEnd -= 1 }
                after = nameEnd
            }
            let name = String(decoding: code[nameStart..<nameEnd], as: UTF8.self).trimmingSpaces
            if name.hasPrefix("./") || name.hasPrefix("../") {
                var quantity = MenuQuantity.asWritten
                if let amount {
                    switch MenuQuantity.parse(amount) {
                    case .success(let read): quantity = read
                    case .failure(let problem):
                        problems.append(FormatProblem(line: number, column: i + 1, message: "\(name): \(problem.message): the recipe as written"))
                    }
                }
                references.append(MenuReference(path: name, quantity: quantity, range: (base + i)..<(base + after), line: number))
            } else if !name.isEmpty {
                ingredients.append(MenuIngredient(name: name, amount: amount?.trimmingSpaces ?? ""))
            }
            i = max(after, i + 1)
        }
        return (references, ingredients)
    }

    private static func trim(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var s = bytes
        while let f = s.first, f == 0x20 || f == 0x09 || f == 0x0D { s = s.dropFirst() }
        while let l = s.last, l == 0x20 || l == 0x09 || l == 0x0D { s = s.dropLast() }
        return s
    }
}
