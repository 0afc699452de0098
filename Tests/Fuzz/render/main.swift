// libFuzzer target: a cookbook file that loads is drawn. Every recipe is opened and its
// related recipes followed, at a few terminal sizes, as a user would.
import CookbookKit
import CookbookUI
import Foundation

let sizes = [(1, 1), (60, 10), (80, 24), (203, 7)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let cookbook = try? CookbookLoader.decode(Data(bytes: bytes, count: count), file: "fuzz.json") else { return 0 }
    var models = [NavigationModel.start(in: cookbook)]
    for recipe in cookbook.recipes.prefix(8) {
        guard var model = DeepLink.recipeScreen(recipe.id, in: cookbook) else { continue }
        models.append(model)
        for id in recipe.related.prefix(2) {
            model.reduce(.openRelated(id), in: cookbook)
            model.reduce(.moveToLast, in: cookbook)
            models.append(model)
        }
    }
    for model in models {
        for (width, height) in sizes {
            let canvas = Screen.render(model, cookbook, width: width, height: height)
            precondition(canvas.cells.count == width * height)
        }
    }
    return 0
}
