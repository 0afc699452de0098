// libFuzzer target: the start argument (`cookbook ARG`, a name, an id or a cookbook://
// link) against the fixture cookbook.
// The first byte picks --recipe, --category or neither; the rest is the argument.
import CookbookFixtures
import CookbookApp
import Foundation

let library = Fixtures.library
let cookbook = library.catalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeepLink(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let kind: DeepLink.Kind = [.any, .recipe, .category][Int(bytes[0]) % 3]
    // Invalid UTF-8 arrives repaired, as it does from the command line.
    let argument = String(decoding: UnsafeBufferPointer(start: bytes + 1, count: count - 1), as: UTF8.self)
    if let link = Link(url: argument) {
        precondition(Link(url: link.url) == link, "a link reads back as itself")
    }
    if let model = DeepLink.resolve(argument, as: kind, in: cookbook) {
        precondition(model.validated(in: cookbook) == model, "a deep link makes a valid screen")
        if let link = Link(model, in: cookbook) {
            precondition(link.screen(in: cookbook)?.path == model.path, "the screen's link opens the same path")
        }
    }
    for id in DeepLink.suggestions(for: argument, as: kind, in: cookbook) {
        precondition(library.recipe(id: id) != nil || cookbook.category(id: id) != nil, "suggestions are real ids")
    }
    return 0
}
