import CookbookModel

/// A recipe written out in each format cookbook reads, for `cookbook show --format`.
public enum RecipeExport {
    /// The bundled format's recipe object, indented, keys sorted; `--data` reads such a file
    /// back as the same recipe. `{}` for a recipe with a number JSON cannot hold.
    public static func json(_ recipe: Recipe) -> String {
        var json = JSONWriter(.indented, keys: .sorted)
        do { try recipe.write(to: &json) } catch { return "{}" }
        return String(decoding: json.bytes, as: UTF8.self)
    }

    /// A schema.org Recipe, as a recipe site publishes it: indented, keys sorted.
    public static func jsonLD(_ recipe: Recipe, categoryName: String?) -> String {
        var json = JSONWriter(.indented, keys: .sorted)
        func step(_ text: String) {
            json.element()
            json.beginObject()
            json.field("@type", "HowToStep")
            json.field("text", text)
            json.endObject()
        }
        json.beginObject()
        json.field("@context", "https://schema.org")
        json.field("@type", "Recipe")
        json.field("name", recipe.name)
        if let categoryName { json.field("recipeCategory", categoryName) }
        if let made = recipe.yield { json.field("recipeYield", made) } else if let servings = recipe.servings { json.field("recipeYield", "\(servings)") }
        if let prep = recipe.prepMinutes { json.field("prepTime", duration(prep)) }
        if let cook = recipe.cookMinutes { json.field("cookTime", duration(cook)) }
        if let total = recipe.statedTotalMinutes {
            json.field("totalTime", duration(total))
        } else if let prep = recipe.prepMinutes, let cook = recipe.cookMinutes {
            json.field("totalTime", duration(prep + cook))
        }
        if !recipe.tags.isEmpty { json.field("keywords", recipe.tags.joined(separator: ", ")) }
        // schema.org has no notes: they follow the description, a paragraph each.
        let description = (recipe.description.map { [$0] } ?? []) + recipe.notes
        if !description.isEmpty { json.field("description", description.joined(separator: "\n\n")) }
        if let author = recipe.author {
            json.field("author")
            json.beginObject()
            json.field("@type", "Person")
            json.field("name", author)
            json.endObject()
        }
        switch (recipe.sourceName, recipe.sourceURL) {
        case (nil, let url?): json.field("isBasedOn", url)
        case (let name?, let url):
            json.field("isBasedOn")
            json.beginObject()
            json.field("@type", "CreativeWork")
            json.field("name", name)
            if let url { json.field("url", url) }
            json.endObject()
        case (nil, nil): break
        }
        json.field("recipeIngredient")
        json.strings(recipe.ingredients.map(line))
        json.field("recipeInstructions")
        json.beginArray()
        if recipe.sections.isEmpty {
            recipe.steps.forEach(step)
        } else {
            let steps = recipe.steps
            let starts = recipe.sections.map(\.firstStep) + [steps.count]
            if let first = starts.first, first > 0 { steps[0..<min(first, steps.count)].forEach(step) }
            for (i, section) in recipe.sections.enumerated() {
                // A section's first step as the recipe says it, within the steps there are.
                let lower = min(max(0, starts[i]), steps.count)
                let range = lower..<max(lower, min(steps.count, starts[i + 1]))
                json.element()
                json.beginObject()
                json.field("@type", "HowToSection")
                json.field("name", section.name)
                json.field("itemListElement")
                json.beginArray()
                steps[range].forEach(step)
                json.endArray()
                json.endObject()
            }
        }
        json.endArray()
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
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
}
