import CookbookFormats
import CookbookModel

/// One plan as `cookbook plan NAME` prints it: as text to read, or as JSON.
struct PlanPrinter {
    var plan: PlanFile
    var days: [MenuDay]
    var today: CalendarDate
    var files: RecipeFiles
    var library: Library

    func resolved(_ reference: MenuReference) -> ResolvedReference {
        files.resolve(reference, in: plan, catalog: library.catalog) { library.recipe(id: $0)?.yield }
    }

    /// `→ Easy Pancakes (breakfast-easy-pancakes) ×5`, or `→ missing: no recipe ./x`.
    func said(_ resolved: ResolvedReference) -> String {
        guard let id = resolved.id, let summary = library.catalog.summary(id: id) else {
            return "→ missing: " + (resolved.problem ?? "no recipe")
        }
        let scale = resolved.scale == 1 ? "" : " ×" + ShortScale.text(resolved.scale)
        return "→ \(summary.name) (\(id))\(scale)" + (resolved.problem.map { " (\($0))" } ?? "")
    }

    func lines() -> [String] {
        var lines = [plan.name + (plan.menu.servings.map { " (servings: \($0))" } ?? "")]
        for day in days {
            var heading = day.header.isEmpty ? "(before the first day)" : day.title
            if let date = day.date { heading += ", \(date)" }
            if day.date == today { heading += "  [today]" }
            lines.append(heading)
            for meal in day.meals {
                var indent = "  "
                if let label = meal.label {
                    lines.append("  " + label + (meal.time.map { " (\($0))" } ?? "") + ":")
                    indent = "    "
                }
                for entry in meal.entries {
                    if let comment = entry.comment {
                        lines.append(indent + "-- " + comment)
                        continue
                    }
                    lines.append(indent + entry.text)
                    for reference in entry.references { lines.append(indent + "  " + said(resolved(reference))) }
                }
            }
        }
        return lines
    }

    func json() -> String {
        JSONWriter.printed { json in
            json.field("name", plan.name)
            json.field("path", plan.path)
            if let servings = plan.menu.servings { json.field("servings", servings) }
            json.objects("days", days) { json, day in
                json.field("name", day.name)
                json.field("title", day.title)
                if let date = day.date { json.field("date", date.description) }
                json.field("today", day.date == today)
                json.field("line", day.line)
                json.objects("meals", day.meals) { json, meal in
                    if let label = meal.label { json.field("label", label) }
                    if let time = meal.time { json.field("time", time) }
                    json.field("line", meal.line)
                    json.objects("entries", meal.entries) { json, entry in
                        json.field("text", entry.text)
                        if let comment = entry.comment { json.field("comment", comment) }
                        json.field("line", entry.line)
                        json.objects("ingredients", entry.ingredients) { json, ingredient in
                            json.field("name", ingredient.name)
                            json.field("amount", ingredient.amount)
                        }
                        json.objects("references", entry.references) { json, reference in
                            let answer = resolved(reference)
                            json.field("path", reference.path)
                            json.field("quantity", reference.quantity.written)
                            json.field("missing", answer.id == nil)
                            if let id = answer.id { json.field("recipe", id) }
                            if let id = answer.id, let summary = library.catalog.summary(id: id) { json.field("recipeName", summary.name) }
                            json.field("scale")
                            try? json.number(answer.scale)
                            if let problem = answer.problem { json.field("problem", problem) }
                        }
                    }
                }
            }
            json.objects("problems", plan.menu.problems) { json, problem in
                json.field("line", problem.line ?? 0)
                json.field("message", problem.message)
            }
        }
    }
}

/// A scale as people write it: `5`, `2.5`, `0.33`.
enum ShortScale {
    static func text(_ scale: Double) -> String {
        if scale == scale.rounded() { return String(Int(scale)) }
        let hundredths = (scale * 100).rounded() / 100
        return String(hundredths)
    }
}
