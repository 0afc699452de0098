// libFuzzer target: the query language of `/` and `cookbook search` (`SearchQuery`), typed
// by anyone, against the fixture library of folders and the fixture book.
// Any bytes are a query (invalid UTF-8 arrives repaired, as typed text does).
import CookbookApp
import CookbookFixtures
import CookbookModel
import Foundation

let catalogs = [Fixtures.folders.catalog, Fixtures.catalog]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSearchQuery(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    let query = SearchQuery(text)
    precondition(!query.words.hasPrefix(" ") && !query.words.hasSuffix(" "), "words are trimmed")
    for catalog in catalogs {
        let results = catalog.search(text, limit: 5)
        let allowed = catalog.allowed(by: query.filters)
        let found = catalog.positions(matching: text)
        for hit in results.hits {
            let position = catalog.position(of: hit.id)!
            precondition(allowed[position] == 0, "every hit passes every filter")
            precondition(found.contains(Int32(position)), "every hit is among those found")
        }
        // Typed one more character: the same as searched afresh.
        let more = text + "e"
        precondition(catalog.search(more, limit: 5, after: results).hits == catalog.search(more, limit: 5).hits,
                     "a query that extends the last finds what it finds alone")
        // A saved search of it: a group of what it finds.
        let grouped = catalog.grouped(by: .course, searches: [SavedSearch(name: text, query: text)])
        precondition(grouped.recipes(in: grouped.categories[0].id).count == found.count, "the saved search's group holds what it finds")
        // As the search screen asks, restored from a saved place.
        precondition(Array(SearchState(query: text).searched(in: catalog).results.hits.prefix(5)) == results.hits, "the screen finds the same first")
    }
    return 0
}
