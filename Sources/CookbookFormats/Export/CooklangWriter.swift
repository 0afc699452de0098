import CookbookModel

/// A recipe written as a Cooklang file that `CooklangReader` reads back as the same recipe:
/// `show --format cook` and the import's `--as cook` (through `RecipeExport.cooklang`).
///
/// - Front matter, with the canonical keys (`../shared/cooklang/conventions.md`): `title`,
///   `description`, `author` (a list when the file named several), `source` (`name` and `url`),
///   `servings` (the yield as written when its first number is the servings), `yield` (a yield
///   of another number), `prep time`, `cook time`, `time` (the total as stated), `course`,
///   `cuisine`, `diet`, `tags`, `image`. Every value a YAML scalar in double quotes unless it
///   is plain words, so any text reads back as itself.
/// - Each ingredient is marked where a step names it: the longest names first (so "olive oil"
///   is found before "oil"), the first mention in the same case as the ingredient, else in any
///   case, a whole word each, not in a mark already placed; a second ingredient of the same name
///   takes the next mention. Those no step names (or whose name Cooklang cannot write as a
///   component) are listed in a first step of their own, which reading back adds to the steps.
/// - Amounts as the reader reads them: `{2%cups}`, `{1 1/2%cups}` (halves, thirds, quarters and
///   eighths as fractions), `{2-3%cloves}`, `{=1%tsp}`, `{1,000%g}` and `{pinch}` (an amount
///   that is no number, as words), `{%pinch}` (a unit with no number); a note as `(note)`.
/// - Steps a paragraph each, a line of a step ending in `\`; sections as `= Name`, notes as
///   `> ` lines.
///
/// Cooklang has no escape in a step's text: what it cannot say is written as near as it can
/// (a space after a `@`, `#` or `~` before a word, between the dashes of `--` and after the
/// `[` of `[-`, before a line that begins with `>` or `=`), and reads back with that space.
/// `CooklangRoundTrip` says what reading back may give otherwise.
///
/// A recipe read from a Cooklang file and only scaled or converted since is written over that
/// file's own markup (`text(_:over:fileName:)`), its cookware, timers and metadata kept.
public enum CooklangWriter {
    public static func text(_ read: ReadRecipe) -> String {
        frontMatter(read) + "\n" + body(read)
    }

    /// The recipe written over the Cooklang file it was read from (`markup`), when only its
    /// amounts, servings and yield differ from what that file reads as (scaled, or in other
    /// units): the file's metadata, sections, notes, steps, cookware and timers as they are,
    /// each `@` with its ingredient's amount now, and the servings and yield now. Nil when the
    /// recipe differs in more than that.
    public static func text(_ read: ReadRecipe, over markup: CooklangRecipe, fileName: String) -> String? {
        var source = CooklangReader.read(markup, fileName: fileName).recipe
        let ingredients = read.recipe.ingredients
        guard source.ingredients.map(\.item) == ingredients.map(\.item) else { return nil }
        source.ingredients = ingredients
        source.servings = read.recipe.servings
        source.yield = read.recipe.yield
        guard sameRecipe(source, read.recipe) else { return nil }
        return metadata(read, over: markup) + "\n" + body(markup, ingredients: ingredients)
    }

    /// Whether `read`, the recipe a Cooklang file reads as, is `shown` but for what the
    /// library gives a recipe (its id, category, file and related ids).
    static func sameRecipe(_ read: Recipe, _ shown: Recipe) -> Bool {
        var read = read
        read.summary.id = shown.id
        read.summary.category = shown.category
        read.summary.source = shown.summary.source
        read.related = shown.related
        return read == shown
    }

    /// The file's metadata, its servings and yield as the recipe's now (`heavy`: as for
    /// `frontMatter`).
    private static func metadata(_ read: ReadRecipe, over markup: CooklangRecipe, heavy: Bool = false) -> String {
        var lines = ["---"]
        var servingsWritten = false
        func servingsLines() -> [String] {
            guard !servingsWritten else { return [] }
            servingsWritten = true
            let (servings, yield) = servingsAndYield(read.recipe)
            return [servings.map { "servings: " + yaml($0, heavy: heavy) }, yield.map { "yield: " + yaml($0, heavy: heavy) }].compactMap { $0 }
        }
        for entry in markup.metadata {
            if ["servings", "serves", "yield"].contains(CooklangMetadataFields.normalized(entry.key)) {
                lines += servingsLines()
            } else {
                lines.append(yaml(entry.key, heavy: heavy) + ": " + yaml(entry.value, heavy: heavy))
            }
        }
        lines += servingsLines()
        lines.append("---")
        let written = lines.joined(separator: "\n") + "\n"
        return heavy || CooklangFrontMatter.tooDeep(written) == nil ? written : metadata(read, over: markup, heavy: true)
    }

    /// The file's sections, notes and steps, each `@` with `ingredients`' amount.
    private static func body(_ markup: CooklangRecipe, ingredients: [Ingredient]) -> String {
        var k = 0
        var paragraphs: [String] = []
        for section in markup.sections {
            if let name = section.name { paragraphs.append("= " + sectionName(name)) }
            for block in section.blocks {
                switch block {
                case .note(let note): paragraphs.append("> " + safeText(note))
                case .step(let step): paragraphs.append(markupStep(step, ingredients: ingredients, next: &k))
                }
            }
        }
        return paragraphs.map { $0 + "\n" }.joined(separator: "\n")
    }

    /// A step of the file again: its text with its lines where the file had them, each
    /// component as written but for an ingredient's amount, the recipe's now.
    private static func markupStep(_ step: CooklangStep, ingredients: [Ingredient], next k: inout Int) -> String {
        var text = ""
        for (n, item) in step.items.enumerated() {
            switch item {
            case .text(let words):
                let joins = Set(step.lineJoins.filter { $0.item == n }.map(\.offset))
                var bytes: [UInt8] = []
                for (i, byte) in words.utf8.enumerated() {
                    if joins.contains(i) {
                        bytes.append(0x0A)
                    } else if byte == 0x0A {
                        bytes += [UInt8(ascii: "\\"), 0x0A]
                    } else {
                        bytes.append(byte)
                    }
                }
                text += String(decoding: bytes, as: UTF8.self)
            case .ingredient(let ingredient):
                text += mark(ingredients[k], references: [], as: ingredient.reference ?? ingredient.name)
                k += 1
            case .cookware(let cookware):
                text += "#" + cookware.name + "{" + amount(cookware.quantity, cookware.units) + "}"
                if let note = cookware.note { text += "(" + safeText(note) + ")" }
            case .timer(let timer):
                text += "~" + (timer.name ?? "") + "{" + amount(timer.quantity, timer.units) + "}"
            }
        }
        return text
    }

    /// A cookware's or timer's amount as written.
    private static func amount(_ quantity: CooklangQuantity?, _ units: String?) -> String {
        let quantity = quantity.map { escapedQuantity($0.text) } ?? ""
        return units.map { quantity + "%" + escaped($0) } ?? quantity
    }

    /// A metadata value in YAML's flow style, on one line.
    static func yaml(_ value: CooklangMetadataValue, heavy: Bool = false) -> String {
        switch value {
        case .text(let text): yaml(text, heavy: heavy)
        case .list(let items): "[" + items.map { yaml($0, heavy: heavy) }.joined(separator: ", ") + "]"
        case .map(let entries): "{" + entries.map { yaml($0.key, heavy: heavy) + ": " + yaml($0.value, heavy: heavy) }.joined(separator: ", ") + "}"
        }
    }

    // MARK: Front matter

    /// The front matter; written again with `heavy` escapes when the reader's check for deep
    /// YAML (`CooklangFrontMatter.tooDeep`, which counts the brackets and the `- `, `: `, `? `
    /// in quoted text too) would refuse it.
    static func frontMatter(_ read: ReadRecipe, heavy: Bool = false) -> String {
        let recipe = read.recipe
        var lines: [String] = ["---"]
        func add(_ key: String, _ value: String?) {
            if let value { lines.append(key + ": " + yaml(value, heavy: heavy)) }
        }
        func add(_ key: String, list: [String]) {
            if !list.isEmpty { lines.append(key + ": " + yaml(.list(list.map { .text($0) }), heavy: heavy)) }
        }
        add("title", recipe.name)
        add("description", recipe.description)
        // Several authors as a list, which reads back as their names joined by ", ".
        let authors = read.facets[.author] ?? []
        if authors.count > 1, authors.joined(separator: ", ") == recipe.author {
            add("author", list: authors)
        } else {
            add("author", recipe.author)
        }
        if recipe.sourceName != nil || recipe.sourceURL != nil {
            lines.append("source:")
            add("  name", recipe.sourceName)
            add("  url", recipe.sourceURL)
        }
        let (servings, yield) = servingsAndYield(recipe)
        add("servings", servings)
        add("yield", yield)
        add("prep time", recipe.prepMinutes.map(minutes))
        add("cook time", recipe.cookMinutes.map(minutes))
        add("time", recipe.statedTotalMinutes.map(minutes))
        add("course", list: read.categories)
        add("cuisine", list: read.facets[.cuisine] ?? [])
        add("diet", list: read.facets[.diet] ?? [])
        add("tags", list: recipe.tags)
        add("image", read.image)
        lines.append("---")
        let written = lines.joined(separator: "\n") + "\n"
        return heavy || CooklangFrontMatter.tooDeep(written) == nil ? written : frontMatter(read, heavy: true)
    }

    /// `servings` reads its first whole number as the servings and keeps the text as the yield
    /// when it says more; `yield` is the yield alone.
    static func servingsAndYield(_ recipe: Recipe) -> (servings: String?, yield: String?) {
        guard let made = recipe.yield else { return (recipe.servings.map(String.init), nil) }
        if let servings = recipe.servings, CooklangMetadataFields.firstWholeNumber(made) == servings { return (made, nil) }
        return (recipe.servings.map(String.init), made)
    }

    static func minutes(_ minutes: Int) -> String { "\(minutes) minutes" }

    /// Plain words as they are; anything else in double quotes, with every character YAML
    /// would not read as itself (a quote, a backslash, a line break, a control) escaped; and,
    /// when `heavy`, the brackets and the spaces after `-`, `:` and `?` too.
    static func yaml(_ text: String, heavy: Bool = false) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            (scalar.properties.isAlphabetic && scalar.value < 0x2000) || scalar == " " || ("0"..."9").contains(scalar)
        } && text.first != " " && text.last != " " && !text.contains("  ")
        guard !plain else { return text }
        var quoted = "\""
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            if heavy, scalar == "[" || scalar == "{" || scalar == " " && (previous == "-" || previous == ":" || previous == "?") {
                quoted += "\\x" + hex(scalar.value, 2)
                continue
            }
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\t": quoted += "\\t"
            default:
                let v = scalar.value
                // YAML's printable characters (and no line break of its own or the reader's,
                // no byte order mark) as they are.
                let printable = (0x20...0x7E).contains(v) || (0xA0...0xD7FF).contains(v) && v != 0x2028 && v != 0x2029
                    || (0xE000...0xFFFD).contains(v) && v != 0xFEFF || v >= 0x10000
                if printable {
                    quoted.unicodeScalars.append(scalar)
                } else if v <= 0xFFFF {
                    quoted += "\\u" + hex(v, 4)
                } else {
                    quoted += "\\U" + hex(v, 8)
                }
            }
        }
        return quoted + "\""
    }

    private static func hex(_ value: UInt32, _ digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    // MARK: Body

    static func body(_ read: ReadRecipe) -> String {
        let recipe = read.recipe
        var placing = MentionPlacing(steps: recipe.steps)
        var unplaced: [Int] = []
        // The longest names first; of one length, in the recipe's order.
        let order = recipe.ingredients.indices.sorted { a, b in
            let (x, y) = (recipe.ingredients[a].item.count, recipe.ingredients[b].item.count)
            return x != y ? x > y : a < b
        }
        for k in order {
            let item = recipe.ingredients[k].item
            if !isNameable(item) || !placing.place(item, as: k) { unplaced.append(k) }
        }
        unplaced.sort()
        func mark(_ k: Int) -> String { self.mark(recipe.ingredients[k], references: read.references) }

        var paragraphs: [String] = []
        if !unplaced.isEmpty { paragraphs.append(unplaced.map(mark).joined(separator: ", ")) }
        for i in recipe.steps.indices {
            for section in recipe.sections where section.firstStep == i {
                paragraphs.append("= " + sectionName(section.name))
            }
            let written = stepText(placing.pieces(ofStep: i), mark: mark)
            if !written.isEmpty { paragraphs.append(written) }
        }
        for note in recipe.notes {
            let lines = TextLines.of(note).map { "> " + safeText($0) }
            if !lines.isEmpty { paragraphs.append(lines.joined(separator: "\n")) }
        }
        return paragraphs.map { $0 + "\n" }.joined(separator: "\n")
    }

    /// A section's name on its line: `=` at its ends would be read as the line's.
    static func sectionName(_ name: String) -> String {
        safeText(name.replacing("\n", with: " "))
    }

    /// A step's text and marks, a line of it ending in `\` but the last (which gets one more
    /// when it ends in `\` itself, for the reader takes one away).
    static func stepText(_ pieces: [MentionPlacing.Piece], mark: (Int) -> String) -> String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words): text += safeWords(words)
            case .mention(let k): text += mark(k)
            }
        }
        let lines = TextLines.of(text)
        var written: [String] = []
        for (n, line) in lines.enumerated() {
            var line = safeLine(line)
            if n < lines.count - 1 || line.hasSuffix("\\") { line += "\\" }
            written.append(line)
        }
        return written.joined(separator: "\n")
    }

    /// A line of a step: a `>` or `=` that begins it would make it a note or a section.
    static func safeLine(_ line: String) -> String {
        line.first == ">" || line.first == "=" ? " " + line : line
    }

    /// Text without the comments' marks: `--` (exactly two dashes) and `[-` get a space inside.
    static func safeText(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "-")) else { return text }
        let scalars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        while i < scalars.count {
            guard scalars[i] == "-" else {
                out.append(scalars[i])
                i += 1
                continue
            }
            var j = i
            while j < scalars.count, scalars[j] == "-" { j += 1 }
            if i > 0, scalars[i - 1] == "[" { out.append(" ") }
            out.append(contentsOf: (j - i == 2 ? "- -" : String(repeating: "-", count: j - i)).unicodeScalars)
            i = j
        }
        return String(out)
    }

    /// A step's own words: a `@`, `#` or `~` before a word (`~` before `{`, `@` before `.`) would
    /// begin a component, so a space goes between; the line breaks the reader knows but `TextLines` does not are spaces.
    static func safeWords(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        // After a marker: whether a word would begin a component, a `{` (a timer's), a `.`
        // (a reference's `./`).
        var pendingMarker = (word: false, brace: false, path: false)
        for scalar in text.unicodeScalars {
            let scalar: Unicode.Scalar = ["\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) ? " " : scalar
            if pendingMarker.word, isWordScalar(scalar) || pendingMarker.brace && scalar == "{" || pendingMarker.path && scalar == "." {
                out.append(" ")
            }
            out.append(scalar)
            pendingMarker = (scalar == "@" || scalar == "#" || scalar == "~", scalar == "~", scalar == "@")
        }
        return safeText(String(out))
    }

    /// The name an ingredient is written under: its item when Cooklang can write it, else the
    /// item with what Cooklang cannot hold in a name left out.
    static func name(_ item: String) -> String {
        if isNameable(item) { return item }
        var scalars = String.UnicodeScalarView()
        for scalar in safeText(item).unicodeScalars {
            switch scalar {
            case "@", "#", "~", "{", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": scalars.append(" ")
            default: scalars.append(scalar.value < 0x20 || scalar.value == 0x7F ? " " : scalar)
            }
        }
        var name = Substring(String(scalars))
        while let first = name.unicodeScalars.first, !isWordScalar(first) { name = name.dropFirst() }
        let trimmed = String(name).trimmingWhitespace
        return trimmed.isEmpty || !isNameable(trimmed) ? "ingredient" : trimmed
    }

    /// Whether Cooklang can write `item` as an ingredient's name: it begins with a word
    /// character, holds no marker, brace or line break, no comment, and no white space at its ends.
    static func isNameable(_ item: String) -> Bool {
        guard let first = item.unicodeScalars.first, let last = item.unicodeScalars.last,
              isWordScalar(first), !isSpace(last) else { return false }
        if item.hasPrefix("./") || item.hasPrefix("../") { return false }
        if item.contains("--") || item.contains("[-") { return false }
        return !item.unicodeScalars.contains { scalar in
            switch scalar {
            case "@", "#", "~", "{", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}": true
            default: scalar.value < 0x20 || scalar.value == 0x7F
            }
        }
    }

    /// A character a one-word Cooklang name may hold (`CooklangCharacters.wordLength`).
    static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            if scalar.value <= 0x20 || scalar.value == 0x7F || ">+|=~".unicodeScalars.contains(scalar) { return false }
        }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .connectorPunctuation, .dashPunctuation,
            .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return false
        default:
            return true
        }
    }

    static func isSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
    }

    /// `@name{amount}(note)`; a recipe the file referenced as `@./Sauces/Pesto{}`, so again.
    static func mark(_ ingredient: Ingredient, references: [String], as written: String? = nil) -> String {
        var name = written ?? self.name(ingredient.item)
        if written == nil, let path = references.first(where: { reference in
            reference.split(separator: "/").last.map { String($0).trimmingWhitespace } == name
        }) {
            name = path
        }
        var mark = "@" + name + "{" + amount(ingredient) + "}"
        // A note ends at its first `)`: brackets stand for the parentheses inside it.
        if let note = ingredient.note?.replacing("\n", with: " ").replacing("(", with: "[").replacing(")", with: "]"), !note.isEmpty {
            mark += "(" + safeText(note) + ")"
        }
        return mark
    }

    /// What goes between the braces.
    static func amount(_ ingredient: Ingredient) -> String {
        let fixed = ingredient.fixed ? "=" : ""
        if let low = ingredient.quantity {
            let quantity = ingredient.quantityTo.map { range(low, $0).text } ?? number(low, fraction: true)
            guard let unit = ingredient.unit, !unit.isEmpty else { return fixed + quantity }
            return fixed + quantity + "%" + escaped(unit)
        }
        // No number: the words the amount is said in, and its unit apart when it has one.
        if let unit = ingredient.unit, !unit.isEmpty {
            if let words = ingredient.wordsBefore, words.hasSuffix(unit) {
                let quantity = String(words.dropLast(unit.count)).trimmingWhitespace
                if !quantity.isEmpty { return fixed + escapedQuantity(quantity) + "%" + escaped(unit) }
            }
            return fixed + "%" + escaped(unit)
        }
        if let words = ingredient.amountInWords { return fixed + escapedQuantity(words) }
        return fixed
    }

    /// A `\` before each character the braces would read otherwise.
    static func escaped(_ text: String) -> String {
        var out = ""
        for c in text.unicodeScalars {
            if c == "\\" || c == "%" || c == "}" { out += "\\" }
            out.unicodeScalars.append(["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(c) ? " " : c)
        }
        return safeText(out)
    }

    /// As `escaped`, and a first `=` is not the mark of a fixed amount.
    static func escapedQuantity(_ text: String) -> String {
        text.hasPrefix("=") ? "\\" + escaped(text) : escaped(text)
    }

    /// A number as the reader reads it back to the same value: a whole number, halves, thirds,
    /// quarters and eighths as fractions (when `fraction`), else its shortest decimal, never
    /// with an exponent.
    static func number(_ value: Double, fraction: Bool) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        if fraction, value > 0, value < 1e6 {
            let whole = value.rounded(.down)
            for denominator in [2.0, 3, 4, 8] {
                let numerator = ((value - whole) * denominator).rounded()
                guard numerator > 0, numerator < denominator else { continue }
                let part = numerator / denominator
                if whole == 0, part == value { return "\(Int(numerator))/\(Int(denominator))" }
                if whole > 0, whole + part == value { return "\(Int(whole)) \(Int(numerator))/\(Int(denominator))" }
            }
        }
        return plainDecimal("\(value)")
    }

    /// A range as `AmountText` reads it back to the same two numbers when it can (`exact`):
    /// each end a whole number, a decimal or a fraction (`4/33-15`) that it reads as that
    /// number; else decimals.
    static func range(_ low: Double, _ high: Double) -> (text: String, exact: Bool) {
        func reads(_ text: String, as value: Double) -> Bool { AmountText.amount(text).map { $0.value == value && $0.upTo == nil } ?? false }
        func end(_ value: Double) -> String? {
            let decimal = number(value, fraction: false)
            if reads(decimal, as: value) { return decimal }
            guard value > 0, value < 1e6 else { return nil }
            for denominator in 2...64 {
                let numerator = (value * Double(denominator)).rounded()
                let fraction = "\(Int(numerator))/\(denominator)"
                if reads(fraction, as: value) { return fraction }
            }
            return nil
        }
        if let a = end(low), let b = end(high) {
            let text = a + "-" + b
            if let read = AmountText.amount(text), read.value == low, read.upTo == high { return (text, true) }
        }
        return (number(low, fraction: false) + "-" + number(high, fraction: false), false)
    }

    /// "1.5e-05" as "0.000015", "1e+16" as "10000000000000000".
    static func plainDecimal(_ text: String) -> String {
        guard let e = text.firstIndex(where: { $0 == "e" || $0 == "E" }), let exponent = Int(text[text.index(after: e)...]) else {
            return text
        }
        var mantissa = String(text[..<e])
        let negative = mantissa.hasPrefix("-")
        if negative { mantissa.removeFirst() }
        let parts = mantissa.split(separator: ".", omittingEmptySubsequences: false)
        var digits = String(parts[0]) + (parts.count > 1 ? String(parts[1]) : "")
        var point = parts[0].count + exponent
        if point <= 0 {
            digits = String(repeating: "0", count: 1 - point) + digits
            point = 1
        }
        if point >= digits.count { digits += String(repeating: "0", count: point - digits.count) }
        var result = String(digits.prefix(point))
        let fractionDigits = digits.dropFirst(point)
        if !fractionDigits.isEmpty { result += "." + fractionDigits }
        return (negative ? "-" : "") + result
    }
}

extension Ingredient {
    /// What the line says before the item, for an amount with no number ("1,000 g" of
    /// "1,000 g flour").
    var wordsBefore: String? {
        guard quantity == nil, let text, let item = text.firstRange(of: item), item.lowerBound > text.startIndex else { return nil }
        let said = String(text[..<item.lowerBound]).trimmingWhitespace
        return said.isEmpty ? nil : said
    }
}
