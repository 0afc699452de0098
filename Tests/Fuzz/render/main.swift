// libFuzzer target: a cookbook file that loads is drawn. Every recipe is opened and its
// related recipes followed, in each layout and at a few terminal sizes, and searched for,
// as a user would.
import CookbookKit
import CookbookUI
import Foundation

let sizes = [(1, 1), (19, 8), (40, 20), (52, 12), (80, 24), (203, 7)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let cookbook = try? CookbookLoader.decode(Data(bytes: bytes, count: count), file: "fuzz.json") else { return 0 }
    var models = [NavigationModel.start(in: cookbook)]
    for summary in cookbook.recipes.prefix(8) {
        guard let recipe = cookbook.recipe(id: summary.id), var model = DeepLink.recipeScreen(recipe.id, in: cookbook) else { continue }
        models.append(model)
        for id in recipe.related.prefix(2) {
            model.reduce(.openRelated(id), in: cookbook)
            model.reduce(.moveToLast, in: cookbook)
            models.append(model)
        }
    }
    // Search for a piece of the first name and of the first ingredient.
    var search = NavigationModel.start(in: cookbook)
    search.reduce(.present(.search(SearchState())), in: cookbook)
    let first = cookbook.recipes.first.flatMap { cookbook.recipe(id: $0.id) }
    let words = [first?.name, first?.ingredients.first?.item].compactMap { $0 }
    for word in words {
        search.reduce(.searchInput(String(word.prefix(3))), in: cookbook)
        _ = RecipeSearch.results(for: word, in: cookbook)
    }
    search.reduce(.searchMove(1), in: cookbook)
    models.append(search)
    for model in models {
        for experience in [Experience.threeColumn, .twoColumn, .stack] {
            var shown = model
            shown.reduce(.setExperience(experience), in: cookbook)
            for (width, height) in sizes {
                let canvas = Screen.render(shown, cookbook, width: width, height: height)
                precondition(canvas.cells.count == width * height)
            }
        }
    }
    return 0
}
