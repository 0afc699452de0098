import CookbookModel
import CookbookFormats
import Foundation
import Testing

/// Every real recipe file in ../shared, read by the binary (`cookbook list --json` and
/// `cookbook show ID --format json`), as a script or a person would: the name, the
/// ingredient lines and the number of steps are what the readers make of the file, and the
/// names are the reference readings' (recipe-scrapers' for schema.org). The readers' own
/// tests hold the finer comparisons with the references, each difference explained.
@Suite struct RealFilesTests {
    static let shared = repository.deletingLastPathComponent().appendingPathComponent("shared")
    static let isPresent = FileManager.default.fileExists(atPath: shared.appendingPathComponent("cooklang/examples").path)
        && FileManager.default.fileExists(atPath: shared.appendingPathComponent("realdata/schemaorg/expected").path)
    static let skipped: Comment = "SKIPPED: ../shared (cooklang/examples, realdata/schemaorg) is not beside the repository, so no real file was read through the binary"

    static func files(_ folder: String, extensions: Set<String>) -> [String] {
        let root = shared.appendingPathComponent(folder)
        let paths = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        return paths.filter { extensions.contains(($0 as NSString).pathExtension) }.sorted().map { root.appendingPathComponent($0).path }
    }

    static let cooklang = files("cooklang/examples", extensions: ["cook"])
    static let schemaOrg = ["jsonld", "jsonld-quirky", "html"].flatMap { files("realdata/schemaorg/\($0)", extensions: ["json", "html"]) }

    struct Shown: Decodable {
        var name: String
        var ingredients: [Ingredient]
        var steps: [String]
    }

    /// What the binary says of every recipe in a file: `list --json`, then `show --format json`.
    func shown(_ file: String) throws -> [Shown] {
        let list = try run(cookbookBinary, ["list", "--json", "--data", file])
        #expect(list.status == 0, "\(file): \(list.stderr)")
        let items = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [[String: String]] ?? []
        return try items.map { item in
            #expect(item["source"] == file)
            let show = try run(cookbookBinary, ["show", item["id"]!, "--format", "json", "--data", file])
            return try JSONDecoder().decode(Shown.self, from: Data(show.stdout.utf8))
        }
    }

    static func lines(_ ingredients: [Ingredient]) -> [String] {
        ingredients.map { $0.text ?? $0.item }
    }

    @Test(.enabled(if: isPresent, skipped), arguments: cooklang)
    func aCooklangFileReadsThroughTheBinaryAsTheReaderReadsIt(_ file: String) throws {
        let text = try String(contentsOfFile: file, encoding: .utf8)
        let read = try CooklangReader.read(text, fileName: (file as NSString).lastPathComponent).get().recipe
        let shown = try shown(file)
        #expect(shown.count == 1)
        #expect(shown.first?.name == read.name)
        #expect(shown.first.map { Self.lines($0.ingredients) } == Self.lines(read.ingredients))
        #expect(shown.first?.steps.count == read.steps.count && !read.steps.isEmpty)
    }

    @Test(.enabled(if: isPresent, skipped), arguments: schemaOrg)
    func aSchemaOrgFileReadsThroughTheBinaryAsTheReaderReadsIt(_ file: String) throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: file)))
        let read = try (file.hasSuffix(".html") ? SchemaOrgReader.read(html: bytes) : SchemaOrgReader.read(json: bytes)).get()
        let shown = try shown(file).sorted { $0.name < $1.name }
        let expected = read.map(\.recipe).sorted { $0.name < $1.name }
        #expect(shown.map(\.name) == expected.map(\.name))
        #expect(shown.map { Self.lines($0.ingredients) } == expected.map { Self.lines($0.ingredients) })
        #expect(shown.map(\.steps.count) == expected.map(\.steps.count))
        // The reference reading's title, for the page's main recipe (one page names it otherwise).
        let site = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let reference = Self.shared.appendingPathComponent("realdata/schemaorg/expected/\(site).json")
        if site != "rutgerbakt.nl", let data = try? Data(contentsOf: reference),
           let title = (try JSONSerialization.jsonObject(with: data) as? [String: Any])?["title"] as? String {
            let normalised = { (s: String) in s.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ") }
            #expect(shown.map { normalised($0.name) }.contains(normalised(title)), "\(site): \(title)")
        }
    }

    @Test(.enabled(if: isPresent, skipped))
    func theFoldersOpenWithEveryRecipeAndOnlyMenusSkipped() throws {
        let cook = try run(cookbookBinary, ["validate", Self.shared.appendingPathComponent("cooklang/examples").path])
        #expect(cook.status == 0)
        #expect(cook.stdout.hasSuffix("19 recipes from 19 files; every file read; 9 warnings\n"))
        #expect(cook.stdout.components(separatedBy: "a menu, not a recipe").count - 1 == 2)
        // cooklang-rs's marks (`@?queso cotija{}`, `@&(=1)salsa`), which the grammar reads as
        // text: each warned of, with its line.
        let warnings = cook.stdout.split(separator: "\n").filter { $0.contains(": warning: ") }
        #expect(warnings.count == 9 && warnings.allSatisfy { $0.contains("/cooklang-rs-benches/complex_test_recipe.cook:") })
        #expect(warnings.contains { $0.hasSuffix("complex_test_recipe.cook:54:15: warning: `@&(=1)salsa` is read as text: a name begins with a letter or a digit; did you mean `@salsa`?") })
    }
}
