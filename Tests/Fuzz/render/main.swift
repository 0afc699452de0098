// libFuzzer target: a cookbook file that loads is drawn. Every recipe is opened and its
// related recipes followed, in each layout and at a few terminal sizes, and searched for,
// as a user would.
import CookbookModel
import CookbookFormats
import CookbookApp
import Foundation

let sizes = [(1, 1), (19, 8), (40, 20), (52, 12), (80, 24), (203, 7)]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRender(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard let library = try? BundledReader.decode(Data(bytes: bytes, count: count), file: "fuzz.json") else { return 0 }
    let cookbook = library.catalog
    var models = [NavigationModel.start(in: cookbook)]
    for summary in cookbook.recipes.prefix(8) {
        guard let recipe = library.recipe(id: summary.id), var model = DeepLink.recipeScreen(recipe.id, in: cookbook) else { continue }
        models.append(model)
        for id in recipe.related.prefix(2) {
            model.reduce(.openRelated(id), in: cookbook)
            model.reduce(.moveToLast, in: cookbook)
            models.append(model)
        }
    }
    // Search for a piece of the first name and of the first ingredient.
    var search = NavigationModel.start(in: cookbook)
    search.reduce(.present(.recipeSearch(SearchState())), in: cookbook)
    let first = cookbook.recipes.first.flatMap { library.recipe(id: $0.id) }
    let words = [first?.name, first?.ingredients.first?.item].compactMap { $0 }
    for word in words {
        search.reduce(.input(String(word.prefix(3))), in: cookbook)
        _ = RecipeSearch.results(for: word, in: library)
    }
    search.reduce(.moveChoice(1, count: 200), in: cookbook)
    models.append(search)
    for model in models {
        for layout in [Layout.threeColumn, .twoColumn, .stack] {
            var shown = model
            shown.reduce(.setLayout(layout), in: cookbook)
            for (width, height) in sizes {
                let canvas = draw(shown, library, width: width, height: height)
                precondition(canvas.codes.count == width * height)
            }
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
