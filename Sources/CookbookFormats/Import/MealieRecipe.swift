import CookbookModel

/// One recipe of a Mealie export: `recipes/<slug>/<slug>.json` beside its `images/`. Keys in
/// snake case (`recipe_ingredient`, the export's) or camel case (`recipeIngredient`, the API's):
///
/// - `name`, `description`; `recipe_yield` → servings and yield;
/// - `recipe_ingredient`: objects whose `note` holds the line when amounts are off
///   (`disable_amount`), else quantity, unit, food and note (or `original_text`, `display`);
/// - `recipe_instructions`: `{title, text}`, a title starting a section;
/// - `prep_time`, `perform_time` (cooking), `total_time` as text (`2 Hours 30 Minutes`);
/// - `recipe_category` → categories, `tags` → tags (names, or objects with a `name`);
/// - `notes`: `{title, text}` → notes; `org_url` → the source.
enum MealieRecipe {
    static func fits(_ object: JSONObject) -> Bool {
        field(object, "recipe_ingredient", "recipeIngredient") != nil && object["@type"] == nil && object["@context"] == nil
            && (object["recipe_ingredient"] != nil || object["slug"] != nil || object["recipe_instructions"] != nil)
    }

    static func read(_ object: JSONObject) -> ReadRecipe {
        let (servings, yield) = ExportText.yield(
            field(object, "recipe_yield", "recipeYield")?.string ?? field(object, "recipe_servings", "recipeServings").map(numberText))
        var steps: [String] = []
        var sections: [StepSection] = []
        for item in field(object, "recipe_instructions", "recipeInstructions")?.array ?? [] {
            let first = steps.count
            steps += ExportText.steps(item.string ?? item["text"]?.string ?? "")
            if let title = ExportText.nonEmpty(item["title"]?.string), steps.count > first {
                sections.append(StepSection(name: title, firstStep: first))
            }
        }
        let notes = (object["notes"]?.array ?? []).compactMap { note -> String? in
            let parts = [note["title"]?.string, note["text"]?.string].compactMap { ExportText.paragraphs($0) }
            return parts.isEmpty ? nil : parts.joined(separator: ": ")
        }
        let source = ExportText.source(url: field(object, "org_url", "orgURL")?.string, name: nil)
        let recipe = Recipe(
            id: "", name: ExportText.line(object["name"]?.string ?? ""), category: "",
            servings: servings, prepMinutes: ExportText.minutes(field(object, "prep_time", "prepTime")?.string),
            cookMinutes: ExportText.minutes(field(object, "perform_time", "performTime")?.string ?? field(object, "cook_time", "cookTime")?.string),
            totalMinutes: ExportText.minutes(field(object, "total_time", "totalTime")?.string),
            tags: names(object["tags"]),
            ingredients: (field(object, "recipe_ingredient", "recipeIngredient")?.array ?? []).compactMap(ingredientLine).map(IngredientLine.parse),
            steps: steps, yield: yield, notes: notes, sections: sections,
            description: ExportText.paragraphs(object["description"]?.string),
            sourceURL: source.url)
        return ReadRecipe(recipe: recipe, categories: names(field(object, "recipe_category", "recipeCategory")), facets: ExportText.facets(source: source))
    }

    private static func field(_ object: JSONObject, _ snake: String, _ camel: String) -> JSONValue? {
        let value = object[snake] ?? object[camel]
        return value == .null ? nil : value
    }

    /// The line an ingredient object stands for.
    private static func ingredientLine(_ item: JSONValue) -> String? {
        if let text = item.string { return ExportText.nonEmpty(text) }
        guard let object = item.object else { return nil }
        for key in ["original_text", "originalText", "display"] {
            if let text = ExportText.nonEmpty(object[key]?.string) { return text }
        }
        let note = ExportText.nonEmpty(object["note"]?.string)
        let food = ExportText.nonEmpty(object["food"]?["name"]?.string ?? object["food"]?.string)
        if object["disable_amount"] == .bool(true) || object["disableAmount"] == .bool(true) || food == nil { return note }
        var parts: [String] = []
        if case .number(let quantity)? = object["quantity"], quantity > 0 { parts.append(ExportText.number(quantity)) }
        if let unit = ExportText.nonEmpty(object["unit"]?["name"]?.string ?? object["unit"]?.string) { parts.append(unit) }
        parts.append(food!)
        let line = parts.joined(separator: " ")
        return note.map { "\(line), \($0)" } ?? line
    }

    /// Names from a list of strings or of objects with a `name`.
    static func names(_ value: JSONValue?) -> [String] {
        ExportText.unique((value?.array ?? []).compactMap { $0.string ?? $0["name"]?.string })
    }

    private static func numberText(_ value: JSONValue) -> String {
        if case .number(let number) = value { return ExportText.number(number) }
        return value.string ?? ""
    }
}
