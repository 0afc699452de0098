/// A change to a menu, made in place: the lines it is about added, taken out or moved, every
/// other byte of the file kept. It is applied to the file as it is when it is written (read
/// again just before), so it names what it changes by day and path, not by offsets.
public enum MenuEdit: Equatable, Sendable {
    /// A line with this reference (`@./Risotto{4%servings}`) at the end of the day's meals,
    /// the day added at the end of the file when there is none of that name.
    case add(reference: String, day: String)
    /// The meal line with a reference written with this path in the day: the first, or the
    /// `occurrence`-th (0-based) when the day names the recipe more than once.
    case remove(path: String, day: String, occurrence: Int = 0)
    /// Taken out of one day and added to another, its braces kept.
    case move(path: String, from: String, to: String, occurrence: Int = 0)

    /// The file's new bytes, or why the change cannot be made.
    public func applied(to bytes: [UInt8]) -> Result<[UInt8], MenuEditFailure> {
        switch self {
        case .add(let reference, let day):
            return MenuEditing.checked(MenuEditing.adding(reference, toDay: day, in: bytes), adds: 1, to: bytes, day: day)
        case .remove(let path, let day, let occurrence):
            let file = MenuFile(bytes: bytes)
            guard let found = MenuEditing.reference(path, inDay: day, of: file, occurrence: occurrence) else { return .failure(.notFound(path: path, day: day)) }
            return MenuEditing.checkedRemoval(MenuEditing.removing(found, of: file, in: bytes), from: file, day: day)
        case .move(let path, let from, let to, let occurrence):
            let file = MenuFile(bytes: bytes)
            guard let found = MenuEditing.reference(path, inDay: from, of: file, occurrence: occurrence) else { return .failure(.notFound(path: path, day: from)) }
            let written = String(decoding: bytes[found.range], as: UTF8.self)
            let removed: [UInt8]
            switch MenuEditing.checkedRemoval(MenuEditing.removing(found, of: file, in: bytes), from: file, day: from) {
            case .success(let bytes): removed = bytes
            case .failure(let why): return .failure(why)
            }
            return MenuEditing.checked(MenuEditing.adding(written, toDay: to, in: removed), adds: 1, to: removed, day: to)
        }
    }
}

/// Why a menu change could not be made.
public enum MenuEditFailure: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(path: String, day: String)
    /// What was added would not read as a meal of the day (it would fall in a `[-` comment
    /// that is not closed): nothing is written.
    case unreadable(day: String)

    public var description: String {
        switch self {
        case .notFound(let path, let day): "no \(path) on \(day.isEmpty ? "the plan" : day)"
        case .unreadable(let day):
            "the change to \(day) would make the plan read otherwise (a [- comment not closed?): the plan is left as it is"
        }
    }
}

/// The changes `MenuEdit` makes, on a menu's bytes.
public enum MenuEditing {
    /// The `occurrence`-th (0-based) reference in the day written with `path` or naming the
    /// same file; nil when the day has fewer.
    public static func reference(_ path: String, inDay day: String, of file: MenuFile, occurrence: Int = 0) -> MenuReference? {
        let found = references(path, inDay: day, of: file)
        return found.indices.contains(occurrence) ? found[occurrence] : nil
    }

    /// Which of the day's references to its file this one is (0: the first), as `MenuEdit`
    /// names it.
    public static func occurrence(of reference: MenuReference, inDay day: String, of file: MenuFile) -> Int {
        references(reference.path, inDay: day, of: file).firstIndex { $0.range == reference.range } ?? 0
    }

    /// The day's references written with `path` or naming the same file, in the file's order.
    static func references(_ path: String, inDay day: String, of file: MenuFile) -> [MenuReference] {
        // "": the lines before the first section, or a section without a name (`=` alone).
        let days = day.isEmpty ? file.days.filter { $0.header.isEmpty || $0.name.isEmpty } : file.days.filter { !$0.header.isEmpty && $0.isNamed(day) }
        let relative = MenuReference(path: path).relativePath
        return days.flatMap(\.references).filter { $0.path == path || (relative != nil && $0.relativePath == relative) }
    }

    /// `after` when the references it reads are those of `before` less some (a line taken
    /// out that opened a `[-` comment would make the rest of the file read otherwise).
    static func checkedRemoval(_ after: [UInt8], from before: MenuFile, day: String) -> Result<[UInt8], MenuEditFailure> {
        let now = MenuFile(bytes: after).references.map(\.path)
        var rest = now[...]
        for path in before.references.map(\.path) where rest.first == path { rest = rest.dropFirst() }
        guard rest.isEmpty, now.count < before.references.count else { return .failure(.unreadable(day: day)) }
        return .success(after)
    }

    /// `after` when it reads with `count` more references in the day than `before`; else
    /// the failure that says so (nothing is then written).
    static func checked(_ after: [UInt8], adds count: Int, to before: [UInt8], day: String) -> Result<[UInt8], MenuEditFailure> {
        let was = MenuFile(bytes: before), now = MenuFile(bytes: after)
        func inDay(_ file: MenuFile) -> Int { file.day(named: day)?.references.count ?? 0 }
        guard now.references.count == was.references.count + count, inDay(now) == inDay(was) + count else {
            return .failure(.unreadable(day: day))
        }
        return .success(after)
    }

    /// A line with `reference` added at the end of the day's meals (a list item when the file
    /// writes them so); a day of that name added at the end of the file when it has none.
    public static func adding(_ reference: String, toDay name: String, in bytes: [UInt8]) -> [UInt8] {
        let file = MenuFile(bytes: bytes)
        let item = (file.usesListItems ? "- " : "") + oneLine(reference)
        guard let day = file.day(named: name) else {
            var prefix = ""
            if bytes.isEmpty {
                prefix = ""
            } else if bytes.last != 0x0A {
                prefix = "\n\n"
            } else if !(bytes.count >= 2 && bytes[bytes.count - 2] == 0x0A) {
                prefix = "\n"
            }
            return bytes + Array((prefix + file.headerStyle.header(oneLine(name)) + "\n\n" + item + "\n").utf8)
        }
        let at: Int
        var text: String
        if let last = day.meals.last(where: { !$0.isNote }) ?? day.meals.last {
            at = last.range.upperBound
            let separate = last.label != nil || last.entries.last?.continues == true || last.isNote
            text = (separate ? "\n" : "") + item + "\n"
        } else {
            at = day.header.upperBound
            text = "\n" + item + "\n"
        }
        if at > 0, bytes[at - 1] != 0x0A { text = "\n" + text }
        return Array(bytes[..<at]) + Array(text.utf8) + Array(bytes[at...])
    }

    /// The file without the line that holds `reference` (read from these bytes as `file`):
    /// a meal left with nothing goes whole, its label and the blank line that set it apart
    /// with it; the `\` that joined the line before to it goes when it was the meal's last.
    public static func removing(_ reference: MenuReference, of file: MenuFile, in bytes: [UInt8]) -> [UInt8] {
        guard let day = file.days.first(where: { $0.range.contains(reference.range.lowerBound) }),
              let meal = day.meals.first(where: { $0.range.contains(reference.range.lowerBound) }),
              let k = meal.entries.firstIndex(where: { $0.range.contains(reference.range.lowerBound) })
        else { return bytes }
        let entry = meal.entries[k]
        let others = meal.entries.indices.filter { $0 != k && meal.entries[$0].comment == nil }
        if others.isEmpty {
            // The meal goes, and one blank line beside it when it stood between two.
            var cut = meal.range
            let before = lineBefore(cut.lowerBound, in: bytes)
            let after = lineAt(cut.upperBound, in: bytes)
            let beforeBlank = before.map { isBlank($0, in: bytes) } ?? true
            let startsDay = before.map { $0 == day.header } ?? true
            if let after, isBlank(after, in: bytes), beforeBlank || startsDay {
                cut = cut.lowerBound..<after.upperBound
            } else if let before, beforeBlank, after == nil || after.map({ $0.lowerBound >= day.range.upperBound }) == true {
                cut = before.lowerBound..<cut.upperBound
            }
            return Array(bytes[..<cut.lowerBound]) + Array(bytes[cut.upperBound...])
        }
        var result = Array(bytes[..<entry.range.lowerBound]) + Array(bytes[entry.range.upperBound...])
        // The last line of a meal joined to by the one before: that one is the last now.
        let isLast = k == meal.entries.count - 1
        if isLast, !entry.continues, k > 0, meal.entries[k - 1].continues {
            let previous = meal.entries[k - 1].range
            var end = previous.upperBound
            while end > previous.lowerBound, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            if end > previous.lowerBound, bytes[end - 1] == UInt8(ascii: "\\") {
                var start = end - 1
                while start > previous.lowerBound, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
                result.removeSubrange(start..<end)
            }
        }
        return result
    }

    /// The line that begins at `offset` (its break included); nil at the end.
    private static func lineAt(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != 0x0A { end += 1 }
        return offset..<min(end + 1, bytes.count)
    }

    /// The line that ends just before `offset` (which begins a line); nil at the start.
    private static func lineBefore(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset > 0 else { return nil }
        var start = offset - 1
        while start > 0, bytes[start - 1] != 0x0A { start -= 1 }
        return start..<offset
    }

    private static func isBlank(_ line: Range<Int>, in bytes: [UInt8]) -> Bool {
        bytes[line].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    /// Line breaks made spaces: what is written is one line.
    private static func oneLine(_ text: String) -> String {
        String(decoding: text.utf8.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }, as: UTF8.self)
    }
}
