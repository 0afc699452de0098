import CookbookModel

/// One recipe of a Tandoor export: a zip of zips, each holding `recipe.json` and its image.
///
/// - `name`, `description`; `servings` (a number) and `servings_text` → servings and yield;
/// - `working_time` → prep, `waiting_time` → cooking, in minutes (zero is none);
/// - `keywords` (objects with a `name`) → tags;
/// - `steps`: each `instruction` (Markdown: a paragraph a step) with its `ingredients`
///   (`amount`, `unit`, `food`, `note`; headers left out), a step's `name` starting a section;
/// - `source_url` → the source.
enum TandoorRecipe {
    static func fits(_ object: JSONObject) -> Bool {
        guard let steps = object["steps"]?.array, object["name"]?.string != nil else { return false }
        return steps.allSatisfy { $0.object != nil } && (object["working_time"] != nil || object["waiting_time"] != nil || steps.contains { $0["instruction"] != nil })
    }

    static func read(_ object: JSONObject) -> ReadRecipe {
        var ingredients: [Ingredient] = []
        var steps: [String] = []
        var sections: [StepSection] = []
        for step in object["steps"]?.array ?? [] {
            for item in step["ingredients"]?.array ?? [] {
                if let line = ingredientLine(item) { ingredients.append(IngredientLine.parse(line)) }
            }
            let first = steps.count
            steps += ExportText.steps(step["instruction"]?.string ?? "")
            if let name = ExportText.nonEmpty(step["name"]?.string), steps.count > first {
                sections.append(StepSection(name: name, firstStep: first))
            }
        }
        var servings: Int?
        if case .number(let count)? = object["servings"], count >= 1, count <= Double(Catalog.largestNumber) { servings = Int(count) }
        let yieldText = ExportText.nonEmpty(object["servings_text"]?.string)
        let yield = yieldText.map { servings.map { "\($0) \(yieldText!)" } ?? $0 }
        let source = ExportText.source(url: object["source_url"]?.string, name: nil)
        let recipe = Recipe(
            id: "", name: ExportText.line(object["name"]?.string ?? ""), category: "",
            servings: servings, prepMinutes: minutes(object["working_time"]), cookMinutes: minutes(object["waiting_time"]),
            tags: MealieRecipe.names(object["keywords"]),
            ingredients: ingredients, steps: steps, yield: yield, sections: sections,
            description: ExportText.paragraphs(object["description"]?.string),
            sourceURL: source.url)
        return ReadRecipe(recipe: recipe, facets: ExportText.facets(source: source))
    }

    private static func minutes(_ value: JSONValue?) -> Int? {
        guard case .number(let minutes)? = value, minutes >= 1, minutes <= Double(Catalog.largestNumber) else { return nil }
        return Int(minutes.rounded())
    }

    /// `2 oz New Mexico chile, dry, 57 g`: amount (none when zero or `no_amount`), unit,
    /// food, and the note after a comma.
    private static func ingredientLine(_ item: JSONValue) -> String? {
        guard let object = item.object, object["is_header"] != .bool(true) else { return nil }
        let food = ExportText.nonEmpty(object["food"]?["name"]?.string)
        let note = ExportText.nonEmpty(object["note"]?.string)
        var parts: [String] = []
        if object["no_amount"] != .bool(true), case .number(let amount)? = object["amount"], amount > 0 {
            parts.append(ExportText.number(amount))
        }
        if let unit = ExportText.nonEmpty(object["unit"]?["name"]?.string) { parts.append(unit) }
        if let food { parts.append(food) }
        guard food != nil || note != nil else { return nil }
        let line = parts.joined(separator: " ")
        guard let note else { return line }
        return line.isEmpty ? note : "\(line), \(note)"
    }
}
