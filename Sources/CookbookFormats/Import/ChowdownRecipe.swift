import CookbookModel
import Yams

/// One recipe of a Chowdown site (a Jekyll theme; Mealie imports its zip): a Markdown file in
/// `_recipes/` whose YAML front matter holds `layout: recipe`, `title`, `image` (a file in the
/// site's `images/`), `tags` (a list or comma-separated), `ingredients` and `directions` (lists,
/// or one text with a line each), and `yield`, `prep`, `cook`; the Markdown below is the notes.
enum ChowdownRecipe {
    /// The front matter's map, when the file starts with one that is a recipe's.
    static func frontMatter(_ bytes: [UInt8]) -> (Node.Mapping, body: String)? {
        guard bytes.count < 1 << 20, let text = String(validating: bytes, as: UTF8.self) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        while let first = lines.first, first.allSatisfy(\.isWhitespace) { lines.removeFirst() }
        guard lines.first.map({ $0.trimmingTrailingSpace == "---" }) == true,
              let close = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpace == "---" })
        else { return nil }
        let yaml = lines[1..<close].joined(separator: "\n")
        guard CooklangFrontMatter.tooDeep(yaml) == nil,
              let root = try? Yams.compose(yaml: yaml, .basic, .default, .utf8), let mapping = root.mapping,
              mapping["layout"]?.string == "recipe" || mapping["ingredients"] != nil
        else { return nil }
        return (mapping, lines[(close + 1)...].joined(separator: "\n"))
    }

    static func read(_ mapping: Node.Mapping, body: String) -> ReadRecipe {
        func texts(_ key: String) -> [String] {
            guard let node = mapping[key] else { return [] }
            if let items = node.sequence { return items.compactMap(\.string).flatMap(ExportText.lines) }
            return ExportText.lines(node.string ?? "")
        }
        let (servings, yield) = ExportText.yield(mapping["yield"]?.string ?? mapping["servings"]?.string)
        let tags = mapping["tags"]?.sequence.map { ExportText.unique($0.compactMap(\.string)) } ?? ExportText.list(mapping["tags"]?.string)
        let recipe = Recipe(
            id: "", name: ExportText.line(mapping["title"]?.string ?? ""), category: "",
            servings: servings, prepMinutes: ExportText.minutes(mapping["prep"]?.string), cookMinutes: ExportText.minutes(mapping["cook"]?.string),
            tags: tags,
            ingredients: texts("ingredients").map(IngredientLine.parse),
            steps: texts("directions").flatMap(ExportText.steps),
            yield: yield,
            notes: ExportText.lines(body))
        return ReadRecipe(recipe: recipe, image: ExportText.nonEmpty(mapping["image"]?.string))
    }
}

extension Substring {
    fileprivate var trimmingTrailingSpace: Substring {
        var text = self
        while let last = text.last, last.isWhitespace { text.removeLast() }
        return text
    }
}
