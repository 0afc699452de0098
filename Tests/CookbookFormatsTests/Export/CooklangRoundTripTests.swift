import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// Every recipe we have, written as Cooklang and read back: the same recipe, but for the
/// differences `CooklangRoundTrip.Difference` names. Each corpus prints how many read back
/// exactly and how many differ in each allowed way.
@Suite struct CooklangRoundTripTests {
    static let shared = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared")
    static let isPresent = FileManager.default.fileExists(atPath: shared.appendingPathComponent("realdata").path)
        && FileManager.default.fileExists(atPath: shared.appendingPathComponent("cooklang").path)
    static let absent: Comment = "SKIPPED: ../shared (realdata, cooklang) is not beside the repository: the round trip of real files was not checked"

    /// Checks each recipe, expects nothing unexplained, prints the figures; returns them.
    @discardableResult
    static func roundTrip(_ corpus: String, _ recipes: [(String, ReadRecipe)]) -> (exact: Int, kinds: [CooklangRoundTrip.Difference: Int]) {
        var exact = 0
        var kinds: [CooklangRoundTrip.Difference: Int] = [:]
        for (file, read) in recipes {
            let result = CooklangRoundTrip.check(read)
            #expect(result.unexplained.isEmpty, "\(corpus) \(file): \(result.unexplained)\n\(result.text)")
            if result.differences.isEmpty && result.unexplained.isEmpty { exact += 1 }
            for kind in result.differences { kinds[kind, default: 0] += 1 }
        }
        let listed = kinds.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key.rawValue)" }
        print("round trip, \(corpus): \(exact) of \(recipes.count) exactly" + (listed.isEmpty ? "" : "; " + listed.joined(separator: "; ")))
        return (exact, kinds)
    }

    static func files(_ folder: URL, _ extensions: Set<String>) -> [URL] {
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { extensions.contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    static func read(_ url: URL, as format: RecipeFormat) -> [(String, ReadRecipe)] {
        guard let bytes = try? Array(Data(contentsOf: url)), case .recipes(let recipes) = format.read(bytes, url.lastPathComponent) else { return [] }
        return recipes.map { (url.lastPathComponent, $0) }
    }

    @Test(.enabled(if: isPresent, absent)) func everySchemaOrgPageRoundTrips() {
        let root = Self.shared.appendingPathComponent("realdata/schemaorg")
        for folder in ["jsonld", "jsonld-quirky", "html"] {
            let format = folder == "html" ? RecipeFormats.html : RecipeFormats.json
            let recipes = Self.files(root.appendingPathComponent(folder), ["json", "html"]).flatMap { Self.read($0, as: format) }
            #expect(recipes.count >= (folder == "jsonld" ? 80 : folder == "html" ? 15 : 10), "\(folder)")
            Self.roundTrip("schemaorg/\(folder)", recipes)
        }
    }

    /// The microdata pages that read (those with JSON-LD too, until microdata is read).
    @Test(.enabled(if: isPresent, absent)) func everyMicrodataPageThatReadsRoundTrips() {
        let pages = Self.files(Self.shared.appendingPathComponent("realdata/microdata/html"), ["html"])
        #expect(!pages.isEmpty)
        Self.roundTrip("microdata (\(pages.count) pages)", pages.flatMap { Self.read($0, as: RecipeFormats.html) })
    }

    @Test(.enabled(if: isPresent, absent)) func everySharedCooklangFileRoundTrips() {
        let files = Self.files(Self.shared.appendingPathComponent("cooklang"), ["cook"])
        #expect(files.count >= 19)
        Self.roundTrip("../shared/cooklang", files.flatMap { Self.read($0, as: RecipeFormats.cooklang) })
    }

    /// Scaled, a Cooklang file is its own markup with the amounts now: its cookware and timers
    /// kept, and it reads back as the recipe scaled.
    @Test(.enabled(if: isPresent, absent)) func everySharedCooklangFileScaledKeepsItsMarkup() throws {
        func components(_ recipe: CooklangRecipe) -> [String] {
            recipe.steps.flatMap(\.items).compactMap { item in
                switch item {
                case .cookware(let cookware): "#\(cookware)"
                case .timer(let timer): "~\(timer)"
                default: nil
                }
            }
        }
        var kept = 0
        for url in Self.files(Self.shared.appendingPathComponent("cooklang"), ["cook"]) {
            let source = try String(contentsOf: url, encoding: .utf8)
            var read = try CooklangReader.read(source, fileName: url.lastPathComponent).get()
            read.recipe.summary.source = url.lastPathComponent
            read.recipe = read.recipe.scaled(by: 2)
            let text = RecipeExport.cooklang(read, from: source)
            let back = try CooklangParser.parse(text).get()
            #expect(components(back) == components(try CooklangParser.parse(source).get()), "\(url.lastPathComponent)")
            var again = CooklangReader.read(back, fileName: url.lastPathComponent).recipe
            again.summary.source = read.recipe.summary.source
            #expect(again == read.recipe, "\(url.lastPathComponent)\n\(text)\n\(zip(again.ingredients, read.recipe.ingredients).filter { $0 != $1 })")
            kept += 1
        }
        #expect(kept >= 19)
    }

    /// Every input that once made the `cookwriter` fuzz target fail, read as it reads them.
    @Test func everyFuzzRegressionRoundTrips() throws {
        let files = Fixtures.fuzzRegressions("cookwriter")
        #expect(files.count >= 6)
        var recipes: [(String, ReadRecipe)] = []
        for url in files {
            let bytes = try Array(Data(contentsOf: url))
            if case .recipes(let read) = RecipeFormats.cooklang.read(bytes, "fuzz.cook") { recipes += read.map { (url.lastPathComponent, $0) } }
            if case .success(let read) = SchemaOrgReader.read(json: bytes) { recipes += read.map { (url.lastPathComponent, $0) } }
        }
        Self.roundTrip("fuzz regressions", recipes)
    }

    @Test func theBundledBookRoundTrips() throws {
        let library = try CookbookLoader.loadFully(path: FastLoaderTests.bundledPath)
        let recipes = library.catalog.recipes.map { summary in
            let recipe = library.recipe(id: summary.id)!
            return (summary.id, ReadRecipe(recipe: recipe, categories: [library.catalog.category(id: recipe.category)?.name ?? recipe.category]))
        }
        #expect(recipes.count > 80)
        Self.roundTrip("Data/recipes.json", recipes)
    }

    @Test func theLibraryFixturesRoundTrip() {
        let fixtures = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures")
        var recipes: [(String, ReadRecipe)] = []
        for url in Self.files(fixtures, ["cook", "json", "jsonld", "html"]) {
            guard let format = RecipeFormats.all.first(where: { $0.extensions.contains(url.pathExtension) }) else { continue }
            recipes += Self.read(url, as: format)
        }
        recipes += Fixtures.recipes.map { ($0.id, ReadRecipe(recipe: $0, categories: [$0.category])) }
        #expect(recipes.count > 20)
        Self.roundTrip("the fixtures", recipes)
    }
}
