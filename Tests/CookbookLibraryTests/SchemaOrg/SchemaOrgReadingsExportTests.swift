import CookbookFixtures
import CookbookLibrary
import Foundation
import Testing

/// Writes cookbook's reading of each saved page as JSON, for tools/compare_schemaorg.py to set
/// beside recipe-scrapers' reading. Runs only when SCHEMAORG_READINGS_DIR names the folder to
/// write to; the pages are those in SCHEMAORG_PAGES_DIR, else ../shared/realdata/schemaorg/html.
@Suite struct SchemaOrgReadingsExportTests {
    static let environment = ProcessInfo.processInfo.environment
    static let output = environment["SCHEMAORG_READINGS_DIR"]
    static let pages = environment["SCHEMAORG_PAGES_DIR"].map { URL(fileURLWithPath: $0) }
        ?? Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/realdata/schemaorg/html")

    @Test(
        "Write each page's reading to SCHEMAORG_READINGS_DIR",
        .enabled(if: output != nil, "SKIPPED: set SCHEMAORG_READINGS_DIR to write the readings (tools/compare_schemaorg.py does)"))
    func export() throws {
        let output = URL(fileURLWithPath: try #require(Self.output))
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.pages.path).filter { $0.hasSuffix(".html") }.sorted()
        try #require(!names.isEmpty, "no .html page in \(Self.pages.path)")
        for name in names {
            let bytes = Array(try Data(contentsOf: Self.pages.appendingPathComponent(name)))
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
                    return fields
                }
            }
            let data = try JSONSerialization.data(withJSONObject: reading, options: [.prettyPrinted, .sortedKeys])
            let stem = name.hasSuffix(".html") ? String(name.dropLast(5)) : name
            try data.write(to: output.appendingPathComponent(stem + ".json"))
        }
    }
}
