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
///   `time required`, `duration`), spelled in any case with spaces, `_` or `-`: see
///   `CooklangMetadataFields.times`.
/// - ingredients: one per `@` in document order, repeats kept (as cookcli lists them), recipe
///   references too (under their own name). A numeric quantity is `quantity` (1/2 is 0.5), as
///   `AmountText` reads it: a range (`2-3`) is `quantity` and `quantityTo`; `{=1%tsp}` is
///   `fixed`. A quantity that is not a number ("pinch", "few") leaves `quantity` nil and the
///   ingredient's `text` reads as the line would: "pinch sea salt". No quantity written: neither.
/// - steps: each step's text with components read as words (an ingredient or cookware by its
///   name, a timer by its duration, else its name); a line break from `\` and runs of spaces
///   become one space. Sections with a name and at least one step become `sections`.
/// - notes: the `description` metadata, then each `>` note.
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
            servings: servings.count, prepMinutes: times.prep, cookMinutes: times.cook,
            tags: fields.tags, ingredients: ingredients, steps: steps,
            yield: fields.yield ?? servings.asWritten,
            notes: (fields.description.map { [$0] } ?? []) + cooklang.notes,
            sections: sections)
        return ReadRecipe(recipe: recipe, categories: fields.categories, references: references)
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
            note: ingredient.note.map(spaced), text: text.map(spaced), fixed: ingredient.fixed)
    }

    /// `text` with one space for each run of spaces, tabs and line breaks, and none at the ends:
    /// a note may go on over a line break.
    static func spaced(_ text: String) -> String {
        var spaced = SpacedText()
        spaced.add(text)
        return String(decoding: spaced.bytes, as: UTF8.self)
    }

    /// The step as it reads: "Boil the eggs for 3 minutes." One space for each run of spaces,
    /// tabs and line breaks; none at the ends.
    public static func text(of step: CooklangStep) -> String {
        // Text alone with its spaces as they should be (most steps of a file without
        // components) is the step as it reads: kept, nothing made.
        if step.items.count == 1, case .text(let value) = step.items[0], SpacedText.isSpaced(value) { return value }
        var text = SpacedText()
        for item in step.items {
            switch item {
            case .text(let value): text.add(value)
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
        return String(decoding: text.bytes, as: UTF8.self)
    }
}

/// UTF-8 with every run of spaces, tabs and line breaks made one space, and none at the ends.
private struct SpacedText {
    var bytes: [UInt8] = []
    var pendingSpace = false

    init() {
        bytes.reserveCapacity(256)
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

    private mutating func add(_ source: UnsafeBufferPointer<UInt8>) {
        var i = 0
        let n = source.count
        while i < n {
            let b = source[i]
            if b == 0x20 || b == 0x09 || b == 0x0A {
                pendingSpace = !bytes.isEmpty
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
