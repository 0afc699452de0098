import CookbookModel
import SwiftCSV

/// Recipes in a CSV file, a row a recipe, found by its header (Plan to Eat's `Title, Course,
/// …, Ingredients, Directions`, My Recipe Box's `title, …, ingredients, instructions`): a
/// name column, and ingredients or directions. Parsed by SwiftCSV (quoted fields across lines,
/// doubled quotes). Columns, in any case and spacing:
///
/// - `title` (or `name`); `description`; `ingredients`: a line an ingredient (Plan to Eat's
///   `, Heading` lines are headings, left out); `directions` (or `instructions`): a line a step;
/// - `prep time`, `cook time`, `total time` (`preparationTime`…): minutes or text;
/// - `servings` (or `quantity`) and `yield`;
/// - `course` (or `categories`, `category`) → categories, `cuisine` → cuisines, `tags`;
/// - `url` and `source`: the source's address and name; `photo url` (or `originalPicture`,
///   `image`): the image named; `notes`.
enum RecipeCSV {
    /// The columns a header names, or nil when it is not a recipe CSV.
    struct Columns {
        var index: [String: Int] = [:]

        init?(header: [String]) {
            for (position, name) in header.enumerated() {
                let key = String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic })
                if index[key] == nil { index[key] = position }
            }
            guard column("title", "name", "recipename") != nil,
                  column("ingredients") != nil || column("directions", "instructions") != nil else { return nil }
        }

        func column(_ names: String...) -> Int? {
            names.lazy.compactMap { index[$0] }.first
        }
    }

    /// The header's columns, when the bytes start as a recipe CSV does.
    static func columns(_ bytes: [UInt8]) -> Columns? {
        let head = bytes.prefix(4096).split(separator: 0x0A, maxSplits: 1, omittingEmptySubsequences: false).first ?? []
        guard !head.contains(0), let line = String(validating: head.drop { $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }, as: UTF8.self),
              line.contains(",") || line.contains(";") || line.contains("\t")
        else { return nil }
        // The header alone, split as the file would be; quoted names are rare and plain.
        let separator: Character = line.contains(",") ? "," : line.contains(";") ? ";" : "\t"
        return Columns(header: line.split(separator: separator, omittingEmptySubsequences: false).map {
            String($0).trimmingCharacters(in: "\" \r")
        })
    }

    /// Each row's recipe (`origin › row N`), or the row's problem; the whole file's problem when
    /// it does not parse.
    static func read(_ bytes: [UInt8], origin: String) -> Result<ImportReading, ExportProblem> {
        guard let text = String(validating: bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes, as: UTF8.self)
        else { return .failure(ExportProblem("not UTF-8 text")) }
        let csv: EnumeratedCSV
        do {
            let separator: CSVDelimiter = text.prefix { $0 != "\n" }.contains(",") ? .comma : text.prefix { $0 != "\n" }.contains(";") ? .semicolon : .tab
            csv = try EnumeratedCSV(string: text, delimiter: separator, loadColumns: false)
        } catch {
            return .failure(ExportProblem("the CSV does not parse (a quote left open?)"))
        }
        guard let columns = Columns(header: csv.header) else { return .failure(ExportProblem("no title and ingredients or directions columns")) }
        var reading = ImportReading()
        for (number, row) in csv.rows.enumerated() {
            // The header is row 1.
            let origin = "\(origin) › row \(number + 2)"
            func field(_ names: String...) -> String? {
                for name in names { if let index = columns.index[name], index < row.count, let text = ExportText.paragraphs(row[index]) { return text } }
                return nil
            }
            guard row.contains(where: { !ExportText.line($0).isEmpty }) else { continue }
            guard let name = field("title", "name", "recipename").map(ExportText.line) else {
                reading.failures.append(ImportFailure(origin: origin, reason: "no title"))
                continue
            }
            var (servings, yield) = ExportText.yield(field("servings", "quantity", "serves"))
            if let stated = field("yield") { yield = ExportText.line(stated); if servings == nil { servings = ExportText.yield(stated).servings } }
            let source = ExportText.source(url: field("url", "sourceurl"), name: field("source", "sourcename"))
            // Plan to Eat writes a heading as `, Heading`.
            let ingredientLines = ExportText.lines(field("ingredients") ?? "").filter { !$0.hasPrefix(",") }
            var facets = ExportText.facets(source: source)
            facets[.cuisine] = ExportText.list(field("cuisine", "cuisines"))
            let recipe = Recipe(
                id: "", name: name, category: "",
                servings: servings, prepMinutes: ExportText.minutes(field("preptime", "preparationtime")),
                cookMinutes: ExportText.minutes(field("cooktime", "cookingtime")), totalMinutes: ExportText.minutes(field("totaltime")),
                tags: ExportText.list(field("tags", "keywords")),
                ingredients: ingredientLines.map(IngredientLine.parse),
                steps: ExportText.steps(field("directions", "instructions", "method") ?? ""),
                yield: yield, notes: ExportText.lines(field("notes") ?? ""),
                description: field("description"), sourceName: source.name, sourceURL: source.url)
            let read = ReadRecipe(
                recipe: recipe, categories: ExportText.list(field("course", "courses", "categories", "category")), facets: facets,
                image: field("photourl", "originalpicture", "image", "imageurl").map(ExportText.line))
            reading.recipes.append(ImportedRecipe(read: read, origin: origin))
        }
        return .success(reading)
    }
}

extension String {
    fileprivate func trimmingCharacters(in set: String) -> String {
        let drop: (Character) -> Bool = { set.contains($0) }
        return String(self.drop(while: drop).reversed().drop(while: drop).reversed())
    }
}
