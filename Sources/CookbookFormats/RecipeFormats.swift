import CookbookModel
import FoundationEssentials

/// The formats a library reads, by extension.
public enum RecipeFormats {
    public static let all: [RecipeFormat] = [cooklang, json, jsonLD, html]

    /// `.cook`: a Cooklang recipe; `.menu`: a Cooklang meal plan, skipped with a note.
    public static let cooklang = RecipeFormat(name: "Cooklang", extensions: ["cook", "menu"]) { bytes, fileName in
        guard TextDecoding.isText(bytes) else {
            return .problem(FormatProblem(message: "not text: a binary file named like a Cooklang recipe"))
        }
        switch CooklangReader.read(TextDecoding.decode(bytes), fileName: fileName) {
        case .success(let recipe): return .recipes([recipe])
        case .failure(let problem): return .problem(problem)
        }
    }

    /// `.json`: a cookbook in the bundled format (`{"version": 1, "categories": …}`), read
    /// with its own loader; one recipe of that format (what `cookbook show --format json`
    /// writes); else schema.org recipes (a recipe site's JSON-LD, a Nextcloud `recipe.json`).
    /// JSON of anything else (a `package.json`, an app's settings) is `notARecipe`: read
    /// whole with no Recipe in it, or not read whole and naming none (`mentionsRecipes`).
    public static let json = RecipeFormat(name: "JSON", extensions: ["json"]) { bytes, fileName in
        if looksLikeBundledFormat(bytes) { return readBundled(bytes, fileName: fileName) }
        if let recipe = bundledRecipe(bytes) { return .recipes([ReadRecipe(recipe: recipe, categories: [recipe.category])]) }
        switch SchemaOrgReader.read(json: bytes) {
        case .success(let recipes): return .recipes(recipes)
        case .failure(let problem) where problem == SchemaOrgReader.noRecipe || !mentionsRecipes(bytes): return .problem(notARecipe)
        case .failure(let problem): return .problem(problem)
        }
    }

    /// What reading a `.json` file that holds no recipe data gives: nothing the library says.
    public static let notARecipe = FormatProblem(message: "no recipe in it: not a recipe file (passed over)", severity: .notARecipe)

    /// Whether JSON names what schema.org recipes and cookbooks of the bundled format are made
    /// of (`Recipe`, `recipeIngredient`, `"ingredients"`): a file that does and cannot be read
    /// is a recipe file with a mistake in it.
    static func mentionsRecipes(_ bytes: [UInt8]) -> Bool {
        let all = bytes[...]
        return all.has("Recipe") || all.has("recipeIngredient") || all.has("\"ingredients\"")
    }

    /// `.jsonld`: schema.org recipes.
    public static let jsonLD = RecipeFormat(name: "JSON-LD", extensions: ["jsonld"]) { bytes, _ in
        reading(SchemaOrgReader.read(json: bytes))
    }

    /// `.html`, `.htm`: a saved page, its schema.org recipes read from its `ld+json` blocks.
    public static let html = RecipeFormat(name: "saved page", extensions: ["html", "htm"]) { bytes, _ in
        reading(SchemaOrgReader.read(html: bytes))
    }

    static func reading(_ result: Result<[ReadRecipe], FormatProblem>) -> FileReading {
        switch result {
        case .success(let recipes): .recipes(recipes)
        case .failure(let problem): .problem(problem)
        }
    }

    /// One recipe object of the bundled format: `id`, `name` and `category`, and none of
    /// schema.org's `@type`.
    static func bundledRecipe(_ bytes: [UInt8]) -> Recipe? {
        let head = bytes.prefix(4096)
        guard startsAnObject(head), !head.has("\"@type\""), head.has("\"id\""), head.has("\"category\"") else { return nil }
        return try? JSONDecoder().decode(Recipe.self, from: Data(bytes))
    }

    /// Whether a JSON file is a cookbook of the bundled format: an object whose first
    /// kilobytes name `"version"` and `"categories"`.
    public static func looksLikeBundledFormat(_ bytes: [UInt8]) -> Bool {
        let head = bytes.prefix(4096)
        return startsAnObject(head) && head.has("\"version\"") && head.has("\"categories\"")
    }

    /// Whether the bytes are a JSON object after white space and a byte order mark.
    private static func startsAnObject(_ head: ArraySlice<UInt8>) -> Bool {
        var rest = head.drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
        if rest.starts(with: [0xEF, 0xBB, 0xBF]) { rest = rest.dropFirst(3).drop { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D } }
        return rest.first == UInt8(ascii: "{")
    }

    static func readBundled(_ bytes: [UInt8], fileName: String) -> FileReading {
        do {
            let library = try BundledReader.decode(Data(bytes), file: fileName)
            let names = Dictionary(uniqueKeysWithValues: library.catalog.categories.map { ($0.id, $0.name) })
            return .recipes(library.catalog.recipes.compactMap { summary in
                library.recipe(id: summary.id).map { ReadRecipe(recipe: $0, categories: [names[summary.category] ?? summary.category]) }
            })
        } catch {
            return .problem(FormatProblem(message: error.message))
        }
    }
}

extension ArraySlice<UInt8> {
    /// Whether `text`'s UTF-8 occurs in these bytes. (`String.contains` on the head of every
    /// JSON file went through Foundation's `NSString`: 11% of reading 10,000 schema.org files.)
    func has(_ text: String) -> Bool {
        let needle = Array(text.utf8)
        guard let first = needle.first else { return true }
        var i = startIndex
        while let at = self[i...].firstIndex(of: first) {
            if self[at...].starts(with: needle) { return true }
            i = at + 1
        }
        return false
    }
}
