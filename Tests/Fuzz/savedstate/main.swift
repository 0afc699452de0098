// libFuzzer target: a saved place (NavigationModel as JSON, the format StateStore writes)
// read back against the fixture cookbook: decoded, validated and restored, then drawn.
import CookbookFixtures
import CookbookModel
import CookbookApp
import Foundation

let library = Fixtures.library
let cookbook = library.catalog

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSavedState(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    guard let decoded = try? JSONDecoder().decode(NavigationModel.self, from: data) else { return 0 }
    let model = decoded.validated(in: cookbook)
    precondition(model.validated(in: cookbook) == model, "validation is idempotent")
    precondition(model.selectedCategory.map { cookbook.category(id: $0) != nil } ?? true)
    precondition(model.path.allSatisfy { library.recipe(id: $0) != nil })
    precondition(model.detailCursor >= 0)
    let restored = decoded.restored(in: cookbook).model
    precondition(restored.validated(in: cookbook) == restored, "a restored place is valid")
    for shown in [model, restored] {
        for (width, height) in [(80, 24), (40, 20), (19, 8)] {
            _ = draw(shown, library, width: width, height: height)
        }
    }
    return 0
}

/// A frame as the session draws it: the recipes it shows read from the library first.
func draw(_ model: NavigationModel, _ library: Library, width: Int, height: Int) -> Canvas {
    var recipes: [String: Recipe] = [:]
    for id in Screen.recipesShown(model, height: height) { recipes[id] = library.recipe(id: id) }
    return Screen.render(model, ScreenData(catalog: library.catalog, recipes: recipes), width: width, height: height).canvas
}
