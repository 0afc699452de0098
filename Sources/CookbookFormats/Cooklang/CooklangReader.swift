import CookbookModel

/// A Cooklang file's text → the recipe the library shows. Pure: the library reads the file and
/// passes its text and name.
///
/// - name: the `title` metadata as written, else the file's name without its extension read
///   as a title (`RecipeTitle`: "mac-and-cheese" is "Mac and cheese").
/// - categories: `course` / `category` (a list, or text split at commas); tags: `tags`.
/// - servings: the first whole number of `servings` / `serves`; `yield` is the `yield`
///   metadata ("200%ml" reads "200 ml"), else the servings text when it says more than the
///   number ("2-3", "1|2|3").
/// - times in minutes from `prep time`, `cook time` and a total (`time`, `total time`,
///   `time required`, `duration`), spelled in any case with spaces, `_` or `-`, each as the file
///   says it: see `CooklangMetadataFields.times`.
/// - author, description and source (a name, an address, or both) from the canonical keys:
///   `author`, `description` / `introduction`, `source` / `source.name` / `source.url`.
/// - ingredients: one per `@` in document order, repeats kept (as cookcli lists them), recipe
///   references too (under their own name). A numeric quantity is `quantity` (1/2 is 0.5), as
///   `AmountText` reads it: a range (`2-3`) is `quantity` and `quantityTo`; `{=1%tsp}` is
///   `fixed`. A quantity that is not a number ("pinch", "few") leaves `quantity` nil and the
///   ingredient's `text` reads as the line would: "pinch sea salt". No quantity written: neither.
/// - steps: each step's text with components read as words (an ingredient or cookware by its
///   name, a timer by its duration, else its name), runs of spaces one space; its line breaks
///   kept where the file forces them (`\`) and where it is written one instruction a line,
///   else spaces (`text(of:)`). Sections with a name and at least one step become `sections`.
/// - notes: each `>` note.
/// - references: the `@./Path/Recipe{}` paths, for the library to resolve.
///
/// `id`, `category` and `source` stay empty: the library sets them.
public enum CooklangReader {
    /// What `read` returns for a `.menu` file: a notice, not an error.
    public static let menuNotice = FormatProblem(message: "a menu, not a recipe (skipped)", severity: .notice)

    /// Whether the file is a Cooklang menu (a meal plan), by its extension.
    public static func isMenu(fileName: String) -> Bool {
        // When its last six bytes are ASCII, its last five Characters are those bytes: they
        // are compared without lowercasing the whole name (7 thousand instructions a file).
        let tail = fileName.utf8.suffix(6)
        if tail.allSatisfy({ $0 < 0x80 }) {
            return tail.count >= 5 && tail.suffix(5).map(asciiLowercase).elementsEqual(".menu".utf8)
        }
        return fileName.lowercased().hasSuffix(".menu")
    }

    /// An ASCII letter lowercased; any other byte as it is.
    private static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    public static func read(_ text: String, fileName: String) -> Result<ReadRecipe, FormatProblem> {
        if isMenu(fileName: fileName) { return .failure(menuNotice) }
        return CooklangParser.parse(text).map { read($0, fileName: fileName) }
    }

    /// The recipe a parsed file makes.
    public static func read(_ cooklang: CooklangRecipe, fileName: String) -> ReadRecipe {
        let fields = CooklangMetadataFields(cooklang.metadata)
        let servings = fields.servings
        let times = fields.times
        let source = fields.source

        var ingredients: [Ingredient] = []
        var references: [String] = []
        var steps: [String] = []
        var sections: [StepSection] = []
        for section in cooklang.sections {
            let firstStep = steps.count
            for case .step(let step) in section.blocks {
                for case .ingredient(let ingredient) in step.items {
                    ingredients.append(self.ingredient(ingredient))
                    if let reference = ingredient.reference, !references.contains(reference) { references.append(reference) }
                }
                let text = self.text(of: step)
                if !text.isEmpty { steps.append(text) }
            }
            if let name = section.name, steps.count > firstStep {
                sections.append(StepSection(name: name, firstStep: firstStep))
            }
        }

        let recipe = Recipe(
            id: "", name: fields.title ?? RecipeTitle.fromFileName(baseName(fileName)), category: "",
            servings: servings.count, prepMinutes: times.prep, cookMinutes: times.cook, totalMinutes: times.total,
            tags: fields.tags, ingredients: ingredients, steps: steps,
            yield: fields.yield ?? servings.asWritten,
            notes: cooklang.notes, sections: sections,
            author: fields.author, description: fields.description, sourceName: source.name, sourceURL: source.url)
        return ReadRecipe(recipe: recipe, categories: fields.categories, references: references, facets: fields.facets, image: fields.image)
    }

    /// "Easy Pancakes" from "Breakfast/Easy Pancakes.cook".
    static func baseName(_ fileName: String) -> String {
        let last = fileName.split(separator: "/", omittingEmptySubsequences: true).last.map(String.init) ?? fileName
        if let dot = last.lastIndex(of: "."), dot != last.startIndex {
            return String(last[..<dot])
        }
        return last.isEmpty ? fileName : last
    }

    public static func ingredient(_ ingredient: CooklangIngredient) -> Ingredient {
        var text: String?
        // The spec's numbers, and also what cooks write besides: `2-3`, `½`, `1,5`.
        let amount = ingredient.quantity.flatMap { quantity in
            quantity.value.map { Amount($0) } ?? AmountText.amount(quantity.text)
        }
        if let quantity = ingredient.quantity, amount == nil {
            var parts = [quantity.text]
            if let units = ingredient.units { parts.append(units) }
            parts.append(ingredient.name)
            text = parts.joined(separator: " ") + (ingredient.note.map { ", " + $0 } ?? "")
        }
        return Ingredient(
            quantity: amount?.value, quantityTo: amount?.upTo, unit: ingredient.units, item: ingredient.name,
            note: ingredient.note.map(spaced), text: text.map(spaced), fixed: ingredient.fixed,
            reference: ingredient.reference)
    }

    /// `text` with one space for each run of spaces, tabs and line breaks, and none at the ends:
    /// a note may go on over a line break.
    static func spaced(_ text: String) -> String {
        var spaced = SpacedText()
        spaced.add(text)
        return String(decoding: spaced.bytes, as: UTF8.self)
    }

    /// The step as it reads: "Boil the eggs for 3 minutes." Components read as words (an
    /// ingredient or cookware by its name, a timer by its duration, else its name); one space
    /// for each run of spaces and tabs; none at the ends of a line. A line break the file
    /// forces (a line that ends in `\`) stays one ("\n"), and so do the file's own line breaks
    /// when the step is written one instruction a line (`LineBreaks`); otherwise
    /// they are spaces: a paragraph wrapped.
    public static func text(of step: CooklangStep) -> String {
        // Text alone with its spaces as they should be (most steps of a file without
        // components) is the step as it reads: kept, nothing made; or, written one instruction
        // a line, with a line break for each space that joins two lines.
        if step.items.count == 1, case .text(var value) = step.items[0], SpacedText.isSpaced(value),
           value.trimmingWhitespace.utf8.count == value.utf8.count {
            guard !step.lineJoins.isEmpty else { return value }
            var lines = LineBreaks()
            value.withUTF8 { bytes in
                for join in step.lineJoins { lines.add(join.offset, in: bytes) }
                lines.finish(in: bytes)
            }
            guard lines.asLines else { return value }
            var bytes = Array(value.utf8)
            lines.forEachBreak { bytes[$0] = 0x0A }
            let read = String(decoding: bytes, as: UTF8.self)
            // (A thin space or the like at a line's end goes, as `TextLines` trims it.)
            return bytes.contains { $0 >= 0x80 } ? TextLines.of(read).joined(separator: "\n") : read
        }
        // The step's words in one buffer, a space between its lines, or a line break where
        // the file forces one; whether it reads as lines is found as they come (`LineBreaks`).
        var text = SpacedText()
        var lines = LineBreaks()
        var last: Int?
        var join = 0
        for (k, item) in step.items.enumerated() {
            switch item {
            case .text(let value):
                var value = value
                value.withUTF8 { bytes in
                    var from = 0
                    while from <= bytes.count {
                        // The next line join in this item, or line break the file forced.
                        let joinAt = join < step.lineJoins.count && step.lineJoins[join].item == k ? step.lineJoins[join].offset : bytes.count
                        var at = from
                        while at < joinAt, bytes[at] != 0x0A { at += 1 }
                        text.add(UnsafeBufferPointer(rebasing: bytes[from..<at]))
                        guard at < bytes.count else { break }
                        let joined = at == joinAt
                        if joined { join += 1 }
                        if let place = text.breakLine() {
                            if joined {
                                text.bytes.withUnsafeBufferPointer { lines.add(place, in: $0) }
                            } else {
                                text.bytes[place] = 0x0A
                                text.bytes.withUnsafeBufferPointer { lines.forced(place, in: $0) }
                            }
                            last = place
                        } else if !joined, let last {
                            // A blank line: the break before it is the one forced.
                            text.bytes[last] = 0x0A
                            text.bytes.withUnsafeBufferPointer { lines.forced(last, in: $0) }
                        }
                        from = at + 1
                    }
                }
            case .ingredient(let ingredient): text.add(ingredient.name)
            case .cookware(let cookware): text.add(cookware.name)
            case .timer(let timer):
                if let quantity = timer.quantity {
                    text.add(quantity.text)
                    if let units = timer.units {
                        text.add(" ")
                        text.add(units)
                    }
                } else {
                    text.add(timer.name ?? timer.units ?? "")
                }
            }
        }
        guard let last else { return String(decoding: text.bytes, as: UTF8.self).trimmingWhitespace }
        // A break after the last line is none.
        if last == text.bytes.count - 1 {
            text.bytes.removeLast()
            lines.drop(last)
        }
        text.bytes.withUnsafeBufferPointer { lines.finish(in: $0) }
        if lines.asLines { lines.forEachBreak { text.bytes[$0] = 0x0A } }
        let read = String(decoding: text.bytes, as: UTF8.self).trimmingWhitespace
        // A line that begins or ends with white space beyond spaces and tabs (a thin space):
        // trimmed as `TextLines` trims it, and dropped if that leaves it blank.
        guard lines.hasLines, text.bytes.contains(where: { $0 >= 0x80 }) else { return read }
        return TextLines.of(read).joined(separator: "\n")
    }

    fileprivate static func endsSentence(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        var end = range.upperBound
        while let (scalar, start) = scalar(before: end, in: bytes, from: range.lowerBound) {
            switch scalar {
            case "\"", "'", ")", "]", "”", "’", "»": end = start
            case ".", "!", "?", ":", ";", "…", "。", "！", "？": return true
            default: return false
            }
        }
        return false
    }

    fileprivate static func beginsInstruction(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard let first = range.first else { return false }
        let byte = bytes[first]
        if byte &- UInt8(ascii: "0") < 10 {
            var i = first
            while i < range.upperBound, bytes[i] &- UInt8(ascii: "0") < 10 { i += 1 }
            return i < range.upperBound && (bytes[i] == UInt8(ascii: ".") || bytes[i] == UInt8(ascii: ")"))
        }
        if byte < 0x80 { return byte &- UInt8(ascii: "A") < 26 || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        let properties = scalar.properties
        switch scalar {
        case "•", "–", "—", "·": return true
        default: return properties.isUppercase || (properties.isAlphabetic && !properties.isLowercase)
        }
    }

    /// The scalar that ends at `end` (not before `from`), and where it begins.
    private static func scalar(before end: Int, in bytes: UnsafeBufferPointer<UInt8>, from: Int) -> (Unicode.Scalar, Int)? {
        guard end > from else { return nil }
        if bytes[end - 1] < 0x80 { return (Unicode.Scalar(bytes[end - 1]), end - 1) }
        var start = end - 1
        while start > from, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        var decoder = UTF8()
        var iterator = UnsafeBufferPointer(rebasing: bytes[start..<end]).makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return nil }
        return (scalar, start)
    }
}

/// Whether a step's lines are instructions of their own, as recipes written before steps were
/// paragraphs have them (one instruction a line, no blank line between), rather than a
/// paragraph wrapped at some width: at every break the file did not force, the line before
/// ends a sentence (`.` `!` `?` `:` `;` `…`, a closing quote or bracket after it allowed) or
/// the line after begins as an instruction does (a capital letter, a letter of a script
/// without case, a list mark, a number with `.` or `)`). Found as the breaks come: a
/// paragraph wrapped is known at its first or second line, and keeps no list of them.
private struct LineBreaks {
    private(set) var asLines = true
    /// Whether the step has a line break: forced, or kept.
    var hasLines: Bool { hasForced || (asLines && first != nil) }
    private var hasForced = false
    /// The line now added must begin as an instruction: the break before it is not forced
    /// and the line before ends no sentence.
    private var pending = false
    private var lineStart = 0
    /// The breaks not forced, while the step may read as lines.
    private var first: Int?
    private var more: [Int] = []

    /// A break not forced: the space at `place` in `bytes` ends the line before it.
    mutating func add(_ place: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        endLine(at: place, in: bytes)
        if asLines {
            pending = !CooklangReader.endsSentence(bytes, lineStart..<place)
            if first == nil { first = place } else { more.append(place) }
        }
        lineStart = place + 1
    }

    /// A break the file forced, at `place`; or, before a blank line, at the break before it.
    mutating func forced(_ place: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        if place >= lineStart { endLine(at: place, in: bytes) }
        hasForced = true
        pending = false
        lineStart = max(lineStart, place + 1)
    }

    /// The break at `place` is none (after the last line).
    mutating func drop(_ place: Int) {
        if more.last == place { more.removeLast() } else if first == place { first = nil }
        pending = false
    }

    /// The last line has been added.
    mutating func finish(in bytes: UnsafeBufferPointer<UInt8>) {
        endLine(at: bytes.count, in: bytes)
    }

    func forEachBreak(_ body: (Int) -> Void) {
        if let first { body(first) }
        more.forEach(body)
    }

    private mutating func endLine(at end: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        guard pending, asLines else { return }
        pending = false
        if !CooklangReader.beginsInstruction(bytes, lineStart..<end) {
            asLines = false
            first = nil
            more = []
        }
    }
}

/// UTF-8 with every run of spaces, tabs and line breaks made one space, and none at the ends.
private struct SpacedText {
    var bytes: [UInt8] = []
    var pendingSpace = false
    /// Where the line being added begins (`breakLine`): no space is put before its first word.
    var lineStart = 0

    init() {
        bytes.reserveCapacity(256)
    }

    /// Ends the line with a space, and what is added next begins a line of its own; returns
    /// where that space is. Nil when the line is blank: no space, and the line goes on.
    mutating func breakLine() -> Int? {
        pendingSpace = false
        guard bytes.count > lineStart else { return nil }
        bytes.append(0x20)
        lineStart = bytes.count
        return bytes.count - 1
    }

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add($0) }
    }

    /// Whether `text` is as adding it to nothing makes it: no tab or line break, no space at
    /// either end or after another.
    static func isSpaced(_ text: String) -> Bool {
        var text = text
        // (Over the bytes in place: a String's `utf8` a byte at a time cost ten times more.)
        return text.withUTF8 { bytes in
            var previous: UInt8 = 0x20
            for byte in bytes {
                if byte == 0x09 || byte == 0x0A || (byte == 0x20 && previous == 0x20) { return false }
                previous = byte
            }
            return previous != 0x20
        }
    }

    mutating func add(_ source: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let n = source.count
        while i < n {
            let b = source[i]
            if b == 0x20 || b == 0x09 || b == 0x0A {
                pendingSpace = bytes.count > lineStart
                i += 1
                continue
            }
            if pendingSpace {
                bytes.append(0x20)
                pendingSpace = false
            }
            var end = i + 1
            while end < n, source[end] != 0x20, source[end] != 0x09, source[end] != 0x0A { end += 1 }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: source[i..<end]))
            i = end
        }
    }
}
