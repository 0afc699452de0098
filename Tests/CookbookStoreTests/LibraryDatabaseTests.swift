import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// A library read from files is kept as rows of its database, each recipe encoded as its
/// file was read, and made from the rows with the ids, categories and related recipes given
/// after: the same library as placing the decoded recipes gives.
@Suite struct LibraryDatabaseTests {
    static let fixtures = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures")

    /// The fixtures, a cookbook of the bundled format (ids, related ids, notes, sections, a
    /// yield, text that must be escaped), and recipes that name each other.
    func tree() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-written-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.fixtures, to: root)
        let bundled = #"""
            {"version": 1, "categories": [{"id": "soup", "name": "Soup \"Hot\" / Cold"}],
             "recipes": [
              {"id": "leek-soup", "name": "Leek Soup", "category": "soup", "servings": 4, "related": ["pea-soup", "nowhere"],
               "ingredients": [{"item": "leeks", "quantity": 2.5, "unit": "kg", "note": "a \\ slash / \u0001"}],
               "steps": ["Cook.\nServe.", "Eat"], "tags": ["wïnter"], "yield": "4 to 6", "notes": ["note"],
               "sections": [{"name": "Soup", "firstStep": 0}]},
              {"id": "pea-soup", "name": "Pea Soup", "category": "soup", "related": ["leek-soup"]}
             ]}
            """#
        try Data(bundled.utf8).write(to: root.appendingPathComponent("mine.json"))
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Sauces"), withIntermediateDirectories: true)
        try Data("Mix @flour{200%g}.".utf8).write(to: root.appendingPathComponent("Sauces/Roux.cook"))
        try Data("Stir in @./Sauces/Roux{}.\n".utf8).write(to: root.appendingPathComponent("Béchamel.cook"))
        return root.path
    }

    /// The library as placing every decoded recipe makes it.
    func placed(_ root: String) -> Library {
        let scan = LibraryScan.scan([root])
        let formats = Dictionary(RecipeFormats.all.flatMap { format in format.extensions.map { ($0, format) } }) { a, _ in a }
        var found: [(file: ScannedFile, recipes: [ReadRecipe])] = []
        for file in scan.files {
            guard let format = formats[file.pathExtension], case .success(let bytes) = LibraryScan.read(file.path, limit: 1 << 24),
                  case .recipes(let recipes) = format.read(bytes, file.name), !recipes.isEmpty else { continue }
            found.append((file, recipes))
        }
        return LibraryBuilder.build(found).0
    }

    func expectSame(_ library: Library, _ expected: Library, _ comment: Comment) {
        #expect(library.catalog.categories == expected.catalog.categories, comment)
        #expect(library.catalog.recipes == expected.catalog.recipes, comment)
        for summary in expected.catalog.recipes {
            #expect(library.recipe(id: summary.id) == expected.recipe(id: summary.id), comment)
            #expect(library.catalog.outline(id: summary.id) == expected.catalog.outline(id: summary.id), comment)
        }
        #expect(library.warnings == expected.warnings, comment)
    }

    @Test func theLibraryFromTheRowsIsTheLibraryOfTheDecodedRecipes() throws {
        let root = try tree()
        let expected = placed(root)
        #expect(expected.catalog.recipes.count > 20)
        #expect(expected.catalog.outline(id: "bechamel")?.related == ["sauces-roux"], "a reference is a related recipe")
        #expect(expected.recipe(id: "leek-soup")?.notes == ["note"])
        let cache = LibraryCache(folder: root + "-cache")
        expectSame(LibraryLoader.load([root], cache: cache).library, expected, "read into the cache")
        expectSame(LibraryLoader.load([root], cache: cache).library, expected, "opened from the cache, placed again")
        expectSame(LibraryLoader.load([root], cache: cache).library, expected, "opened from the cache, in the order kept")
        expectSame(LibraryLoader.load([root]).library, expected, "without a cache: in memory")
        let kept = LibraryLoader.load([root], cache: cache).library
        for query in ["leek", "flour", "winter", "soup", "b"] {
            #expect(kept.catalog.searchIndex.search(query, limit: 50) == expected.catalog.searchIndex.search(query, limit: 50), "\(query)")
        }
        #expect(!kept.catalog.searchIndex.search("wïnter", limit: 5).isEmpty, "a tag, folded")
        let listed = LibraryLoader.load([root], cache: cache, searchText: false).library
        #expect(listed.catalog.recipes == expected.catalog.recipes, "listed without search text")
    }

    @Test func listsOfStringsReadBackAsWritten() {
        for strings in [[], [""], ["./a/b", "ü", ""], ["x\ny"]] {
            #expect(LibraryDatabase.list(strings).withUnsafeBufferPointer(LibraryDatabase.strings) == strings)
        }
    }

    @Test func aLibraryOfSummariesIsTheLibraryOfRecipesThatAreOnlyThem() throws {
        let summaries = [
            RecipeSummary(id: "b", name: "Crème Brûlée", category: "x", source: "/r/b.cook"),
            RecipeSummary(id: "a", name: "Apple", category: "y", servings: 2, source: "/r/a.cook"),
            RecipeSummary(id: "c", name: "Salade Niçoise", category: "x"),
        ]
        let categories = [Category(id: "x", name: "X"), Category(id: "y", name: "Y")]
        let lean = try Library(categories: categories, summaries: RecipeSummaries(summaries))
        let full = try Library(categories: categories, recipes: summaries.map {
            Recipe(id: $0.id, name: $0.name, category: $0.category, servings: $0.servings, source: $0.source)
        })
        expectSame(lean, full, "summaries")
        #expect(lean.catalog.recipes(in: "x") == full.catalog.recipes(in: "x"))
        for query in ["creme", "a", "nicoise", "x"] {
            #expect(lean.catalog.searchIndex.search(query, limit: 10) == full.catalog.searchIndex.search(query, limit: 10))
        }
        #expect(throws: CookbookValidationError.self) { try Library(categories: [], summaries: RecipeSummaries(summaries)) }
    }

    @Test func aScannedFileKeepsItsPlaceBelowItsRoot() throws {
        let root = try tree()
        let scanned = LibraryScan.scan([root + "/"]).files.first { $0.path.hasSuffix("Sauces/Roux.cook") }
        #expect(scanned?.components == ["Sauces", "Roux.cook"])
        #expect(scanned?.name == "Roux.cook" && scanned?.folders == ["Sauces"] && scanned?.nameWithoutExtension == "Roux")
        #expect(scanned == ScannedFile(path: scanned?.path ?? "", root: root + "/", components: ["Sauces", "Roux.cook"],
                                       size: scanned?.size ?? 0, modified: scanned?.modified ?? 0))
        let single = LibraryScan.scan([root + "/Béchamel.cook"]).files
        #expect(single.map(\.components) == [["Béchamel.cook"]] && single.map(\.pathExtension) == ["cook"])
        var file = ScannedFile(path: "/x/y.txt", root: "/x", components: ["z", "w.txt"])
        #expect(file.components == ["z", "w.txt"] && file.name == "w.txt", "components that are not the path's end")
        file.components = ["q.cook"]
        #expect(file.name == "q.cook" && file.folders.isEmpty)
        #expect(ScannedFile(path: "/x", root: "/x", components: []).name == "/x")
        let accent = ScannedFile(path: "/r/a/\u{301}x.cook", root: "/r", components: ["a", "\u{301}x.cook"])
        #expect(accent.components == ["a", "\u{301}x.cook"] && accent.name == "\u{301}x.cook", "a name that begins with a mark")
    }

    @Test func scannedFilesPackedGiveBackEachFileAsItWas() throws {
        let root = try tree()
        let scanned = Array(LibraryScan.scan([root, root + "/Béchamel.cook"]).files)
        var odd = ScannedFile(path: "/x/y.txt", root: "/x", components: ["z", "w.txt"], size: 3, modified: 4)
        odd.components = ["q.cook"]
        let files = scanned + [
            odd, ScannedFile(path: "/x", root: "/x", components: []),
            ScannedFile(path: "/r/a/\u{301}x.cook", root: "/r", components: ["a", "\u{301}x.cook"]),
        ]
        let packed = ScannedFiles(files)
        #expect(Array(packed) == files)
        #expect(packed.count > 4 && packed.root(at: packed.count - 1) == "/r" && packed.root(at: 0) == root)
        #expect(Array(packed.kept { $0.pathExtension == "cook" }) == files.filter { $0.pathExtension == "cook" })
    }
}
