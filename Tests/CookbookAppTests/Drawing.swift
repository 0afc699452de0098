import CookbookFixtures
@testable import CookbookModel
@testable import CookbookRender
@testable import CookbookApp

/// Draws a frame the way the session does: the recipes it shows are read from the library
/// first, then the model is rendered.
func render(
    _ model: NavigationModel, _ library: Library = Fixtures.library, width: Int, height: Int,
    theme: Theme = .monochrome, message: String? = nil, keymap: Keymap = .standard
) -> Canvas {
    frame(model, library, width: width, height: height, theme: theme, message: message, keymap: keymap).canvas
}

func frame(
    _ model: NavigationModel, _ library: Library = Fixtures.library, width: Int, height: Int,
    theme: Theme = .monochrome, message: String? = nil, keymap: Keymap = .standard
) -> Frame {
    var recipes: [String: Recipe] = [:]
    for id in Screen.recipesShown(model, height: height) { recipes[id] = library.recipe(id: id) }
    return Screen.render(model, ScreenData(catalog: library.catalog, recipes: recipes, keymap: keymap),
                         width: width, height: height, theme: theme, message: message)
}

/// Where the panes of that frame go.
func paneGeometry(_ model: NavigationModel, _ library: Library = Fixtures.library, width: Int, height: Int) -> PaneGeometry? {
    Screen.panes(model, ScreenData(catalog: library.catalog, recipes: [:], keymap: .standard), width: width, height: height)
}
