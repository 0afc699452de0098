// libFuzzer target: a saved screen (NavigationModel as JSON) read back against the fixture
// cookbook: decoded, validated, then drawn.
import CookbookFixtures
import CookbookKit
import CookbookUI
import Foundation

let cookbook = Fixtures.cookbook

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedState(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let decoded = try? JSONDecoder().decode(NavigationModel.self, from: data) else { return 0 }
    let model = decoded.validated(in: cookbook)
    precondition(model.validated(in: cookbook) == model, "validation is idempotent")
    precondition(model.selectedCategory.map { cookbook.category(id: $0) != nil } ?? true)
    precondition(model.path.allSatisfy { cookbook.recipe(id: $0) != nil })
    precondition(model.detailCursor >= 0)
    _ = Screen.render(model, cookbook, width: 80, height: 24)
    return 0
}
