import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookStore
import Foundation
import Testing

/// The loader that indexes a file and decodes recipes when shown must give what the plain
/// decoder gives: the same recipes, the same warnings, the same errors.
@Suite struct FastLoaderTests {
    static let bundledPath = Fixtures.repository.appendingPathComponent("Data/recipes.json").path

    /// Everything a caller can see of a cookbook, for comparing two.
    static func expectSame(_ fast: Library, _ plain: Library, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(fast.catalog.categories == plain.catalog.categories, sourceLocation: sourceLocation)
        #expect(fast.catalog.recipes == plain.catalog.recipes, sourceLocation: sourceLocation)
        #expect(fast.warnings == plain.warnings, sourceLocation: sourceLocation)
        for category in plain.catalog.categories {
            #expect(fast.catalog.recipes(in: category.id) == plain.catalog.recipes(in: category.id), sourceLocation: sourceLocation)
        }
        for summary in plain.catalog.recipes {
            let recipe = fast.recipe(id: summary.id)
            #expect(recipe != nil && recipe == plain.recipe(id: summary.id), "\(summary.id)", sourceLocation: sourceLocation)
            #expect(fast.catalog.outline(id: summary.id) == plain.catalog.outline(id: summary.id), "\(summary.id)", sourceLocation: sourceLocation)
            #expect(plain.catalog.outline(id: summary.id) == recipe?.outline, "\(summary.id)", sourceLocation: sourceLocation)
        }
    }

    @Test func theBundledCookbookIsTheSameEitherWay() throws {
        let fast = try CookbookLoader.load(path: Self.bundledPath)
        let plain = try CookbookLoader.loadFully(path: Self.bundledPath)
        #expect(fast.decodesLazily && !plain.decodesLazily)
        Self.expectSame(fast, plain)
    }

    @Test func aGeneratedCookbookIsTheSameEitherWay() throws {
        let data = Data(SyntheticCookbook.json(recipes: 1_500, seed: 7))
        let fast = try BundledReader.decode(data, file: "generated.json")
        let plain = try BundledReader.decodeFully(data, file: "generated.json")
        #expect(fast.catalog.recipes.count == 1_500)
        Self.expectSame(fast, plain)
    }

    @Test func readByTwoThreadsItIsTheSameToo() throws {
        let data = Data(SyntheticCookbook.json(recipes: 1_200, seed: 3))
        let split = try BundledReader.decode(data, file: "generated.json", splitLimit: 0)
        Self.expectSame(split, try BundledReader.decodeFully(data, file: "generated.json"))

        // The second thread really took part.
        try data.withUnsafeBytes { raw in
            let base = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
            var indexer = CookbookIndexer(JSONCursor(base, count: raw.count))
            indexer.split = CookbookIndexer.Split(minimumBytes: 0) { _ in nil }
            try indexer.run()
            #expect(indexer.didSplit)
            #expect(indexer.summaries.count == 1_200)
            indexer.discardAll()
        }
    }

    @Test func withoutSearchTextEverythingButSearchIsTheSame() throws {
        let searched = try CookbookLoader.load(path: Self.bundledPath)
        let listed = try CookbookLoader.load(path: Self.bundledPath, searchText: false)
        Self.expectSame(listed, searched)
        #expect(!searched.catalog.searchIndex.search("pie", limit: 5).isEmpty)
        #expect(listed.catalog.searchIndex.search("pie", limit: 5).isEmpty)
        // Read by two threads, and with a recipe the indexer leaves to JSONDecoder.
        let data = Data(SyntheticCookbook.json(recipes: 1_200, seed: 3))
        Self.expectSame(
            try BundledReader.decode(data, file: "generated.json", splitLimit: 0, searchText: false),
            try BundledReader.decodeFully(data, file: "generated.json"))
        let unusual = Data(#"{"version": 1, "categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "a", "name": "\u0041pple", "category": "c", "ingredients": [{"item": "flour"}], "steps": ["Mix."]}]}"#.utf8)
        Self.expectSame(
            try BundledReader.decode(unusual, file: "unusual.json", splitLimit: nil, searchText: false),
            try BundledReader.decodeFully(unusual, file: "unusual.json"))
        // The same checks: a broken file is refused with the same words.
        let broken = Data(#"{"version": 1, "categories": [{"id": "c", "name": "C"}], "recipes": [{"id": "a", "name": "A", "category": "nope", "ingredients": [{"item": " "}], "steps": []}]}"#.utf8)
        #expect(throws: CookbookLoadError.self) { try BundledReader.decode(broken, file: "broken.json") }
        let reasons = [true, false].map { (searchText: Bool) -> String in
            do {
                _ = try BundledReader.decode(broken, file: "broken.json", splitLimit: nil, searchText: searchText)
                return "read"
            } catch {
                return "\(error)"
            }
        }
        #expect(reasons[0] == reasons[1] && reasons[0] != "read", "\(reasons)")
    }

    @Test func aLargeFileIsMappedAndReadAgainRecipeByRecipe() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-fast-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let data = Data(SyntheticCookbook.json(recipes: 1_000, seed: 11))
        try data.write(to: url)
        let mapped = try CookbookLoader.load(path: url.path, inMemoryLimit: 0, splitLimit: 0)
        Self.expectSame(mapped, try BundledReader.decodeFully(data, file: url.path))
    }

    @Test func everyRecipeDecodesAsThePlainDecoderReadsItAndMatchesItsOutline() throws {
        let data = Data(SyntheticCookbook.json(recipes: 600, seed: 5))
        let cookbook = try BundledReader.decode(data, file: "generated.json")
        let plain = try BundledReader.decodeFully(data, file: "generated.json")
        for pass in 0..<2 {
            for summary in cookbook.catalog.recipes where summary.id.hashValue % 2 == pass {
                let recipe = cookbook.recipe(id: summary.id)
                #expect(recipe == plain.recipe(id: summary.id))
                #expect(cookbook.catalog.outline(id: summary.id) == recipe?.outline)
            }
        }
    }

    @Test func relatedIdsAreFilteredWhenARecipeIsDecoded() throws {
        let json = """
            {"version": 1, "categories": [{"id": "c", "name": "C"}], "recipes": [
              {"id": "a", "name": "A", "category": "c", "related": ["ghost", "b", "a", "b", "ghost"]},
              {"id": "b", "name": "B", "category": "c"}]}
            """
        let cookbook = try BundledReader.decode(Data(json.utf8), file: "t.json")
        #expect(cookbook.recipe(id: "a")?.related == ["b"])
        #expect(cookbook.warnings == [
            "recipe 'a': related recipe 'ghost' does not exist (dropped)",
            "recipe 'a': related recipe 'ghost' does not exist (dropped)",
        ])
        #expect(cookbook.catalog.summary(id: "ghost") == nil && cookbook.recipe(id: "ghost") == nil)
    }
}
