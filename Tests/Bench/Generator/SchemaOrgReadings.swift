import CookbookFormats
import Foundation

/// `cookbook-gen schemaorg-readings PAGES OUT` (`make compare`, through
/// tools/compare_schemaorg.py): cookbook's reading of each saved page `PAGES/NAME.html`, written
/// as `OUT/NAME.json` for the script to set beside recipe-scrapers' reading.
enum SchemaOrgReadings {
    static func write(pages: String, to out: String) {
        let pagesFolder = URL(fileURLWithPath: pages)
        let output = URL(fileURLWithPath: out)
        do {
            try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        } catch {
            fail("cannot make \(out): \(error)")
        }
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: pages)) ?? []).filter { $0.hasSuffix(".html") }.sorted()
        guard !names.isEmpty else { fail("no .html page in \(pages)") }
        for name in names {
            guard let page = try? Data(contentsOf: pagesFolder.appendingPathComponent(name)) else { fail("cannot read \(name)") }
            let data = reading(of: Array(page), page: name)
            let stem = String(name.dropLast(".html".count))
            do {
                try data.write(to: output.appendingPathComponent(stem + ".json"))
            } catch {
                fail("cannot write in \(out): \(error)")
            }
        }
        print("\(names.count) readings written to \(out)")
    }

    static func reading(of bytes: [UInt8], page name: String) -> Data {
        var reading: [String: Any] = ["page": name]
        switch SchemaOrgReader.read(html: bytes) {
        case .failure(let problem):
            reading["problem"] = problem.description
        case .success(let recipes):
            reading["recipes"] = recipes.map { read -> [String: Any] in
                let recipe = read.recipe
                var fields: [String: Any] = [
                    "name": recipe.name,
                    "categories": read.categories,
                    "tags": recipe.tags,
                    "ingredients": recipe.ingredients.map { $0.text ?? $0.item },
                    "steps": recipe.steps,
                    "sections": recipe.sections.map { ["name": $0.name, "first_step": $0.firstStep] },
                    "notes": recipe.notes,
                ]
                fields["servings"] = recipe.servings
                fields["yield"] = recipe.yield
                fields["prep_minutes"] = recipe.prepMinutes
                fields["cook_minutes"] = recipe.cookMinutes
                fields["total_minutes"] = recipe.summary.totalMinutes
                return fields
            }
        }
        // Only strings, numbers, arrays and dictionaries of them: cannot fail.
        return try! JSONSerialization.data(withJSONObject: reading, options: [.prettyPrinted, .sortedKeys])
    }
}
