@testable import CookbookStore
import CookbookFormats
import CookbookModel
import Foundation
import Testing

/// The recipes' facet values go through the library's database as they were read: the same
/// from the files, from the database placed again and from the placement kept.
@Suite struct LibraryFacetsTests {
    @Test func facetValuesAreTheSameReadFromFilesAndFromTheCache() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-facets-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: base) }
        let root = base.appendingPathComponent("recipes")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soup"), withIntermediateDirectories: true)
        try Data("Leek Soup\ncategory: Starter\ncategory: Dinner".utf8).write(to: root.appendingPathComponent("Soup/leek.txt"))
        try Data("Pea Soup".utf8).write(to: root.appendingPathComponent("Soup/pea.txt"))
        let cache = LibraryCache(folder: base.appendingPathComponent("cache").path)
        func courses() -> [[String]] {
            let catalog = LibraryLoader.load([root.path], formats: [LibraryLoaderTests.text], cache: cache).library.catalog
            return catalog.recipes.indices.map { catalog.facets.values(.course, of: $0) }
        }
        let read = courses()
        #expect(read == [["Starter", "Dinner"], []])
        #expect(courses() == read, "placed again from the rows")
        #expect(courses() == read, "from the placement kept")
        let catalog = LibraryLoader.load([root.path], formats: [LibraryLoaderTests.text], cache: cache).library.catalog
        #expect(catalog.grouped(by: .course).categories.map(\.name) == ["Dinner", "Starter", "No course"])
    }
}
