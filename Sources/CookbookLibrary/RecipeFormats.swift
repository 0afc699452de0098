import CookbookKit
import FoundationEssentials

/// The formats a library reads, by extension.
public enum RecipeFormats {
    public static let all: [RecipeFormat] = [json]

    /// `.json`: a cookbook in the bundled format (`{"version": 1, "categories": …}`), read
    /// with its own loader.
    public static let json = RecipeFormat(name: "JSON", extensions: ["json"]) { bytes, fileName in
        guard looksLikeBundledFormat(bytes) else {
            return .problem(FormatProblem(message: "no cookbook in this JSON"))
        }
        return readBundled(bytes, fileName: fileName)
    }

    /// Whether a JSON file is a cookbook of the bundled format: an object whose first
    /// kilobytes name `"version"` and `"categories"`.
    public static func looksLikeBundledFormat(_ bytes: [UInt8]) -> Bool {
        let head = String(decoding: bytes.prefix(4096), as: UTF8.self)
        return head.drop { $0.isWhitespace || $0 == "\u{FEFF}" }.first == "{"
            && head.contains("\"version\"") && head.contains("\"categories\"")
    }

    static func readBundled(_ bytes: [UInt8], fileName: String) -> FileReading {
        do {
            let library = try CookbookLoader.decode(Data(bytes), file: fileName)
            let names = Dictionary(uniqueKeysWithValues: library.catalog.categories.map { ($0.id, $0.name) })
            return .recipes(library.catalog.recipes.compactMap { summary in
                library.recipe(id: summary.id).map { ReadRecipe(recipe: $0, categories: [names[summary.category] ?? summary.category]) }
            })
        } catch {
            return .problem(FormatProblem(message: error.description.replacingPrefix(fileName + ": ", with: "")))
        }
    }
}

extension String {
    func replacingPrefix(_ prefix: String, with replacement: String) -> String {
        hasPrefix(prefix) ? replacement + dropFirst(prefix.count) : self
    }
}
