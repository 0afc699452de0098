// libFuzzer target: the query language of `/` and `cookbook search` (`SearchQuery`), typed
// by anyone, against the fixture library of folders and the fixture book.
// Any bytes are a query (invalid UTF-8 arrives repaired, as typed text does).
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
        for hit in results.hits {
            let position = catalog.position(of: hit.id)!
            precondition(allowed[position] == 0, "every hit passes every filter")
            precondition(results.matches.contains(Int32(position)), "every hit is among the matches")
        }
        // Typed one more character: the same as searched afresh.
        let more = text + "e"
        precondition(catalog.search(more, limit: 5, after: results).hits == catalog.search(more, limit: 5).hits,
                     "a query that extends the last finds what it finds alone")
        _ = catalog.grouped(by: .course, searches: [SavedSearch(name: text, query: text)])
    }
    return 0
}
