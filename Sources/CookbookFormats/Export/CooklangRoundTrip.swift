import CookbookModel

/// What writing a recipe as Cooklang (`CooklangWriter`) and reading the file back
/// (`CooklangReader`) gives, beside the recipe: the same name, ingredients (item, amount,
/// unit, note), steps, sections, notes and metadata, but for the differences Cooklang makes
/// (`Difference`), each recognised where it is allowed. The round-trip test and the
/// `cookwriter` fuzz target hold the writer to it.
public enum CooklangRoundTrip {
    /// A way the recipe read back may differ, and why.
    public enum Difference: String, CaseIterable, Sendable, Comparable {
        /// The ingredients no step names are listed in a first step the writer adds.
        case addedStep = "a first step lists the ingredients no step names"
        /// Cooklang lists ingredients in the order the steps name them.
        case ingredientOrder = "the ingredients in the order the steps name them"
        /// The step names an ingredient only in another case: the mark is the ingredient's
        /// name, which the step then reads.
        case mentionCase = "a step names an ingredient in another case, and reads the ingredient's spelling"
        /// A name Cooklang cannot write as a component (it begins with punctuation, holds a
        /// `@`, `#`, `~`, `{` or a line break).
        case unnameableItem = "an ingredient whose name Cooklang cannot write as a component"
        /// Text with what Cooklang's steps, notes and names have no way to say: `--` and `[-`
        /// (comments), a `@`, `#` or `~` before a word (`~` before `{`, `@` before `.`), runs of white space, line breaks in a
        /// one-line field, white space at the ends, parentheses in a note (written as brackets), a `%` in a yield.
        case unsayableText = "text Cooklang has no way to say as it is"
        /// A list's item with a comma (the reader splits it), blank, or given twice.
        case listItem = "a tag, course, cuisine or diet with a comma, blank or twice"
        /// A section with no step of its own.
        case emptySection = "a section with no step"
        /// A number the reader does not take back: a range whose end is not above its start or
        /// whose ends it cannot read exactly (more than nine digits),
        /// servings or minutes beyond what the catalog takes, an amount beyond 2^53, an amount the ingredient line's
        /// reader left as words ("0 to taste") that the Cooklang reader reads as a number.
        case unsayableNumber = "a number Cooklang does not read back as it was (a range downwards, out of range, words read as a number)"

        public static func < (a: Difference, b: Difference) -> Bool { a.rawValue < b.rawValue }
    }

    public struct Result: Sendable {
        /// The recipe as written and read back.
        public var text: String
        public var back: ReadRecipe?
        public var differences: Set<Difference>
        /// What differs for none of the reasons: each a bug of the writer or the reader.
        public var unexplained: [String]
    }

    /// Writes `read` as Cooklang, reads it back and compares.
    public static func check(_ read: ReadRecipe) -> Result {
        let text = CooklangWriter.text(read)
        switch CooklangReader.read(text, fileName: "recipe.cook") {
        case .failure(let problem):
            return Result(text: text, back: nil, differences: [], unexplained: ["the file written does not read: \(problem)"])
        case .success(let back):
            var comparison = Comparison()
            comparison.compare(read, back)
            return Result(text: text, back: back, differences: comparison.differences, unexplained: comparison.unexplained)
        }
    }

    private struct Comparison {
        var differences: Set<Difference> = []
        var unexplained: [String] = []

        mutating func allow(_ difference: Difference, if allowed: Bool, _ what: @autoclosure () -> String) {
            if allowed { differences.insert(difference) } else { unexplained.append(what()) }
        }

        mutating func compare(_ read: ReadRecipe, _ back: ReadRecipe) {
            let (a, b) = (read.recipe, back.recipe)
            text("name", a.name, b.name, blankIs: "Recipe")
            text("description", a.description, b.description)
            text("author", a.author, b.author)
            text("source name", a.sourceName, b.sourceName)
            text("source address", a.sourceURL, b.sourceURL)
            text("image", read.image, back.image)
            number("prep time", a.prepMinutes, b.prepMinutes)
            number("cook time", a.cookMinutes, b.cookMinutes)
            number("total time", a.statedTotalMinutes, b.statedTotalMinutes)
            number("servings", a.servings, b.servings)
            if a.yield != b.yield {
                let said = a.yield.map { $0.contains("%") || $0 != $0.trimmingWhitespace || $0.contains("\n") } ?? false
                let servings = a.servings.map { $0 < 1 || $0 > Catalog.largestNumber } ?? false
                allow(servings ? .unsayableNumber : .unsayableText, if: said || servings, "yield \(a.yield ?? "-") read \(b.yield ?? "-")")
            }
            list("tags", a.tags, b.tags)
            list("course", read.categories, back.categories)
            list("cuisine", read.facets[.cuisine] ?? [], back.facets[.cuisine] ?? [])
            list("diet", read.facets[.diet] ?? [], back.facets[.diet] ?? [])
            notes(a.notes, b.notes)
            steps(a, b)
            ingredients(a.ingredients, b.ingredients)
        }

        mutating func text(_ field: String, _ a: String?, _ b: String?, blankIs: String? = nil) {
            guard a != b else { return }
            let trimmed = a?.trimmingWhitespace
            let expected = trimmed?.isEmpty == false ? trimmed : nil
            allow(.unsayableText, if: expected == b || (expected == nil && blankIs != nil), "\(field) \(a ?? "-") read \(b ?? "-")")
        }

        mutating func number(_ field: String, _ a: Int?, _ b: Int?) {
            guard a != b else { return }
            allow(.unsayableNumber, if: a.map { $0 < 0 || $0 > Catalog.largestNumber || field == "servings" && $0 == 0 } ?? false,
                  "\(field) \(a.map(String.init) ?? "-") read \(b.map(String.init) ?? "-")")
        }

        mutating func list(_ field: String, _ a: [String], _ b: [String]) {
            guard a != b else { return }
            var expected: [String] = []
            for item in a.flatMap({ $0.split(separator: ",").map { String($0).trimmingWhitespace } }) where !item.isEmpty && !expected.contains(item) {
                expected.append(item)
            }
            allow(.listItem, if: expected == b, "\(field) \(a) read \(b)")
        }

        mutating func notes(_ a: [String], _ b: [String]) {
            guard a != b else { return }
            let expected = a.map { TextLines.of($0).joined(separator: " ") }.filter { !$0.isEmpty }
            allow(.unsayableText, if: expected.count == b.count && zip(a.filter { !TextLines.of($0).isEmpty }, b).allSatisfy { note, back in
                note == back || !CooklangRoundTrip.saysAsIs(note, lines: false)
            }, "notes \(a) read \(b)")
        }

        mutating func steps(_ a: Recipe, _ b: Recipe) {
            var steps = b.steps
            var sections = b.sections
            // The step the writer adds comes before all others, and before any section.
            if steps.count == a.steps.count + 1, !a.ingredients.isEmpty {
                differences.insert(.addedStep)
                steps.removeFirst()
                sections = sections.map { StepSection(name: $0.name, firstStep: $0.firstStep - 1) }
            }
            guard steps.count == a.steps.count else {
                let blank = a.steps.contains { TextLines.of($0).isEmpty }
                allow(.unsayableText, if: blank, "\(a.steps.count) steps read \(steps.count)")
                return
            }
            for (step, back) in zip(a.steps, steps) where step != back {
                if step.lowercased() == back.lowercased() {
                    differences.insert(.mentionCase)
                } else {
                    allow(.unsayableText, if: !CooklangRoundTrip.saysAsIs(step, lines: true), "step \(step.debugDescription) read \(back.debugDescription)")
                }
            }
            // Sections: those with steps, each at its first step.
            var expected: [StepSection] = []
            for section in a.sections.sorted(by: { $0.firstStep < $1.firstStep }) where section.firstStep >= 0 && section.firstStep < a.steps.count {
                if expected.last?.firstStep == section.firstStep { expected.removeLast() }
                expected.append(section)
            }
            if expected != a.sections { differences.insert(.emptySection) }
            guard expected.count == sections.count else {
                allow(.unsayableText, if: expected.contains { !CooklangRoundTrip.saysAsIs(sectionName: $0.name) },
                      "sections \(a.sections) read \(sections)")
                return
            }
            for (section, back) in zip(expected, sections) where section != back {
                allow(.unsayableText, if: section.firstStep == back.firstStep && !CooklangRoundTrip.saysAsIs(sectionName: section.name),
                      "section \(section) read \(back)")
            }
        }

        mutating func ingredients(_ a: [Ingredient], _ b: [Ingredient]) {
            guard a.map(Key.init) != b.map(Key.init) else { return }
            guard a.count == b.count else {
                unexplained.append("\(a.count) ingredients read \(b.count)")
                return
            }
            var left = b.map(Key.init)
            var unmatched: [Ingredient] = []
            for ingredient in a {
                if let k = left.firstIndex(of: Key(ingredient)) { left.remove(at: k) } else { unmatched.append(ingredient) }
            }
            if unmatched.count < a.count { differences.insert(.ingredientOrder) }
            for ingredient in unmatched {
                if !CooklangWriter.isNameable(ingredient.item) {
                    differences.insert(.unnameableItem)
                } else if let low = ingredient.quantity, let high = ingredient.quantityTo, !CooklangWriter.range(low, high).exact {
                    // A range downwards, or ends the reader of ranges does not read exactly.
                    differences.insert(.unsayableNumber)
                } else if [ingredient.quantity, ingredient.quantityTo].contains(where: { abs($0 ?? 0) > 9_007_199_254_740_992 }) {
                    // Beyond 2^53 the reader's whole numbers are near enough, not exact.
                    differences.insert(.unsayableNumber)
                } else if ingredient.quantity == nil, let words = ingredient.wordsBefore ?? ingredient.amountInWords, beginsWithNumber(words) {
                    // Words the line's reader took for no number ("0 to taste") are a number here.
                    differences.insert(.unsayableNumber)
                } else if !CooklangRoundTrip.saysAsIs(ingredient) {
                    differences.insert(.unsayableText)
                } else {
                    unexplained.append("ingredient \(ingredient) not read back (\(b))")
                }
            }
        }
    }

    /// Whether the words begin with a number (`0`, `0c`), which the Cooklang reader may read.
    static func beginsWithNumber(_ words: String) -> Bool {
        var index = 0
        return AmountText.read(Array(words.utf8), at: &index) != nil
    }

    /// What of an ingredient the round trip keeps: its item, amount, unit, fixedness, note,
    /// and an amount said in words.
    struct Key: Equatable {
        var item: String
        var quantity: Double?
        var quantityTo: Double?
        var unit: String?
        var fixed: Bool
        var note: String?
        var words: String?

        init(_ ingredient: Ingredient) {
            item = ingredient.item
            quantity = ingredient.quantity
            quantityTo = ingredient.quantityTo
            unit = ingredient.unit
            fixed = ingredient.fixed
            note = ingredient.note
            words = ingredient.quantity == nil && ingredient.unit == nil ? ingredient.amountInWords : nil
        }
    }

    /// Whether Cooklang can say `text` as it is: no comment's marks, no marker before a word,
    /// no white space beyond single spaces between words (and line breaks between lines, when
    /// `lines`), no control characters, not blank.
    static func saysAsIs(_ text: String, lines: Bool) -> Bool {
        let parts = lines ? text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) : [text]
        return !parts.isEmpty && parts.allSatisfy { line in
            guard !line.isEmpty, line == line.trimmingWhitespace, !line.contains("  "), !line.contains("[-") else { return false }
            var previous: Unicode.Scalar = " "
            var dashes = 0
            for scalar in line.unicodeScalars {
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}" { return false }
                if "@#~".unicodeScalars.contains(previous), CooklangWriter.isWordScalar(scalar) || previous == "~" && scalar == "{"
                    || previous == "@" && scalar == "." { return false }
                dashes = scalar == "-" ? dashes + 1 : 0
                if dashes == 2 { return false }
                previous = scalar
            }
            return true
        }
    }

    static func saysAsIs(sectionName name: String) -> Bool {
        saysAsIs(name, lines: false) && !name.hasPrefix("=") && !name.hasSuffix("=")
    }

    static func saysAsIs(_ ingredient: Ingredient) -> Bool {
        let texts = [ingredient.unit, ingredient.note, ingredient.wordsBefore].compactMap { $0 }
        return texts.allSatisfy { saysAsIs($0, lines: false) } && !(ingredient.note ?? "").contains(where: { $0 == "(" || $0 == ")" })
            && ingredient.note != "" && ingredient.unit != ""
    }
}
