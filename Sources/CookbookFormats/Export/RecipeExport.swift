import CookbookModel
import FoundationEssentials

/// A recipe written out in each format cookbook reads, for `cookbook show --format`.
public enum RecipeExport {
    /// The bundled format's recipe object; `--data` reads such a file back as the same recipe.
    public static func json(_ recipe: Recipe) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(recipe)) ?? Data("{}".utf8), as: UTF8.self)
    }

    /// A schema.org Recipe, as a recipe site publishes it.
    public static func jsonLD(_ recipe: Recipe, categoryName: String?) -> String {
        var object: [String: Any] = ["@context": "https://schema.org", "@type": "Recipe", "name": recipe.name]
        if let categoryName { object["recipeCategory"] = categoryName }
        if let made = recipe.yield { object["recipeYield"] = made } else if let servings = recipe.servings { object["recipeYield"] = "\(servings)" }
        if let prep = recipe.prepMinutes { object["prepTime"] = duration(prep) }
        if let cook = recipe.cookMinutes { object["cookTime"] = duration(cook) }
        if let total = recipe.statedTotalMinutes {
            object["totalTime"] = duration(total)
        } else if let prep = recipe.prepMinutes, let cook = recipe.cookMinutes {
            object["totalTime"] = duration(prep + cook)
        }
        if !recipe.tags.isEmpty { object["keywords"] = recipe.tags.joined(separator: ", ") }
        // schema.org has no notes: they follow the description, a paragraph each.
        let description = (recipe.description.map { [$0] } ?? []) + recipe.notes
        if !description.isEmpty { object["description"] = description.joined(separator: "\n\n") }
        if let author = recipe.author { object["author"] = ["@type": "Person", "name": author] }
        switch (recipe.sourceName, recipe.sourceURL) {
        case (nil, let url?): object["isBasedOn"] = url
        case (let name?, let url):
            var work: [String: Any] = ["@type": "CreativeWork", "name": name]
            if let url { work["url"] = url }
            object["isBasedOn"] = work
        case (nil, nil): break
        }
        object["recipeIngredient"] = recipe.ingredients.map(line)
        let steps = recipe.steps.map { ["@type": "HowToStep", "text": $0] }
        if recipe.sections.isEmpty {
            object["recipeInstructions"] = steps
        } else {
            var instructions: [Any] = []
            let starts = recipe.sections.map(\.firstStep) + [recipe.steps.count]
            if let first = starts.first, first > 0 { instructions += Array(steps[0..<min(first, steps.count)]) }
            for (i, section) in recipe.sections.enumerated() {
                let range = max(0, starts[i])..<min(steps.count, max(starts[i], starts[i + 1]))
                instructions.append(["@type": "HowToSection", "name": section.name, "itemListElement": Array(steps[range])])
            }
            object["recipeInstructions"] = instructions
        }
        return serialize(object)
    }

    /// Cooklang text: metadata as front matter, each ingredient marked where its step first
    /// names it (else before the first step), sections as `== Name ==`, notes as `>` lines.
    public static func cooklang(_ recipe: Recipe, categoryName: String?) -> String {
        var front: [String] = ["title: \(yamlScalar(recipe.name))"]
        if let categoryName { front.append("category: \(yamlScalar(categoryName))") }
        if let made = recipe.yield { front.append("servings: \(yamlScalar(made))") } else if let servings = recipe.servings { front.append("servings: \(servings)") }
        if let prep = recipe.prepMinutes { front.append("prep time: \(prep) minutes") }
        if let cook = recipe.cookMinutes { front.append("cook time: \(cook) minutes") }
        if let total = recipe.statedTotalMinutes { front.append("time: \(total) minutes") }
        if !recipe.tags.isEmpty { front.append("tags: [\(recipe.tags.map(yamlScalar).joined(separator: ", "))]") }
        if let author = recipe.author { front.append("author: \(yamlScalar(author))") }
        // `source: Name <address>`, as the canonical keys write both.
        let source = [recipe.sourceName, recipe.sourceURL.map { recipe.sourceName == nil ? $0 : "<" + $0 + ">" }].compactMap { $0 }
        if !source.isEmpty { front.append("source: " + yamlScalar(source.joined(separator: " "))) }
        if let description = recipe.description { front.append("description: \(yamlScalar(description))") }
        // A step's lines stay lines: a line that ends in `\` goes on after a line break.
        var steps = recipe.steps.map { TextLines.of($0).joined(separator: "\\\n") }
        var unplaced: [String] = []
        // A mark placed stands in the step as one private-use character until all are placed,
        // so that a later mention of the same item (`@salt` twice) is found after it, not in it.
        var placed: [String] = []
        func stand(_ k: Int) -> Character { Character(Unicode.Scalar(0xF0000 + k)!) }
        for ingredient in recipe.ingredients {
            let name = ingredient.item.replacing("{", with: "(").replacing("}", with: ")")
            let note = ingredient.note.map { "(\($0))" } ?? ""
            let mark = "@" + name + "{" + amount(ingredient) + "}" + note
            if placed.count < 0xFFFE, let (i, range) = firstMention(of: ingredient.item, in: steps) {
                steps[i].replaceSubrange(range, with: String(stand(placed.count)))
                placed.append(mark)
            } else {
                unplaced.append(mark)
            }
        }
        var body: [String] = []
        if !unplaced.isEmpty { body.append("Take " + unplaced.joined(separator: ", ") + ".") }
        for (i, step) in steps.enumerated() {
            for section in recipe.sections where section.firstStep == i { body.append("== \(section.name) ==") }
            var text = ""
            for character in step {
                if let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1,
                   (0xF0000..<0xF0000 + UInt32(placed.count)).contains(scalar.value) {
                    text += placed[Int(scalar.value - 0xF0000)]
                } else {
                    text.append(character)
                }
            }
            body.append(text)
        }
        body += recipe.notes.map { "> " + $0.replacing("\n", with: " ") }
        return "---\n" + front.joined(separator: "\n") + "\n---\n\n" + body.joined(separator: "\n\n") + "\n"
    }

    /// Where a step first names an item, in any case.
    private static func firstMention(of item: String, in steps: [String]) -> (Int, Range<String.Index>)? {
        let wanted = item.lowercased()
        guard !wanted.isEmpty else { return nil }
        for (i, step) in steps.enumerated() {
            var start = step.startIndex
            while start < step.endIndex {
                var end = start
                var matched = ""
                while end < step.endIndex, matched.count < wanted.count {
                    matched += step[end].lowercased()
                    end = step.index(after: end)
                }
                if matched == wanted { return (i, start..<end) }
                start = step.index(after: start)
            }
        }
        return nil
    }

    /// An ingredient as one line: "1½ cups flour, sifted", "2–3 cloves garlic"; the source's
    /// own line when it has one.
    static func line(_ ingredient: Ingredient) -> String {
        if let text = ingredient.text, !text.isEmpty { return text }
        let amount = IngredientFormatter.amount(ingredient)
        let rest = IngredientFormatter.description(ingredient)
        return amount.isEmpty ? rest : amount + " " + rest
    }

    /// `1%tsp`, `=1%tsp` for a fixed amount, `2-3%cloves` for a range, `pinch` for no number.
    private static func amount(_ ingredient: Ingredient) -> String {
        let number = { (value: Double) in value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value) }
        var quantity = ingredient.quantity.map(number) ?? ""
        if let low = ingredient.quantity, let high = ingredient.quantityTo, high > low { quantity += "-" + number(high) }
        if ingredient.fixed, !quantity.isEmpty { quantity = "=" + quantity }
        // An amount with no number is its words, as Cooklang writes it (`{pinch}`): a unit
        // with no quantity has no other form (`{%g}` is an error).
        if quantity.isEmpty, let words = ingredient.amountInWords {
            return String(words.map { "{}%".contains($0) ? " " : $0 })
        }
        guard let unit = ingredient.unit, !unit.isEmpty, !quantity.isEmpty else { return quantity }
        return quantity + "%" + unit
    }

    private static func duration(_ minutes: Int) -> String {
        minutes >= 60 ? "PT\(minutes / 60)H\(minutes % 60 == 0 ? "" : "\(minutes % 60)M")" : "PT\(minutes)M"
    }

    private static func yamlScalar(_ text: String) -> String {
        let plain = !text.isEmpty && text.unicodeScalars.allSatisfy { scalar in
            scalar.properties.isAlphabetic || scalar == " " || scalar == "-" || scalar == "'" || ("0"..."9").contains(scalar)
        }
        guard !plain else { return text }
        return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing("\n", with: "\\n") + "\""
    }

    /// JSON of plain values (dictionaries, arrays, strings, numbers), keys sorted, indented.
    public static func serialize(_ value: Any, indent: String = "") -> String {
        let inner = indent + "  "
        switch value {
        case let object as [String: Any]:
            guard !object.isEmpty else { return "{}" }
            let fields = object.keys.sorted().map { inner + quoted($0) + ": " + serialize(object[$0]!, indent: inner) }
            return "{\n" + fields.joined(separator: ",\n") + "\n" + indent + "}"
        case let array as [Any]:
            guard !array.isEmpty else { return "[]" }
            return "[\n" + array.map { inner + serialize($0, indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case let string as String: return quoted(string)
        case let number as Int: return String(number)
        default: return "null"
        }
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
