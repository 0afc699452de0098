import CookbookModel
import CookbookRender

/// `/`: the search, typed into; its results computed by the reducer as the query changes.
enum RecipeSearchScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "search"
    static let takesText = true

    static var commands: [CommandInfo] {
        [CommandInfo(.search, "search names, ingredients and tags; @egg -@meat #tag time<30m", keys: [.character("/")], argument: .text,
                     hint: .always("search"))]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }), ScreenKey(.pageUp), ScreenKey(.pageDown),
        ScreenKey(.accept, hint: .always("open")), ScreenKey(.deleteBackward), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.keys(.up, .down, "choose"), .key(.accept, "open"), .key(.cancel, "cancel")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .recipeSearch(var search) = destination else { return false }
        switch action {
        case .input(let text):
            search.query += text
            search.selected = 0
            model.destination = .recipeSearch(search.searched(in: catalog))
        case .deleteBackward:
            if !search.query.isEmpty { search.query.removeLast() }
            search.selected = 0
            model.destination = .recipeSearch(search.searched(in: catalog))
        case .moveChoice(let delta, let count):
            search.selected = NavigationModel.step(search.selected, by: delta, count: min(count, search.results.hits.count))
            model.destination = .recipeSearch(search)
        case .choose:
            let results = search.results.hits
            guard results.indices.contains(search.selected) else { return true }
            model.destination = nil
            model.lastSearch = search.query
            model.reduce(.openRecipe(results[search.selected].id), in: catalog)
        default:
            return false
        }
        return true
    }

    /// A restored search is searched again (its results are not saved).
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination? {
        guard case .recipeSearch(var search) = destination else { return destination }
        search = search.searched(in: catalog)
        search.selected = max(0, min(search.selected, search.results.hits.count - 1))
        return .recipeSearch(search)
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .recipeSearch(let search) = destination else { return .draw }
        return app.runOnChoices(invocation, count: search.results.hits.count, frame: frame)
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .search else { return nil }
        app.apply(.present(.recipeSearch(SearchState(query: invocation.argument ?? ""))))
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .recipeSearch(let search) = destination else { return }
        SearchOverlay.draw(search, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }

    /// The results on screen that matched in an ingredient or a tag: the frame names which.
    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String] {
        guard case .recipeSearch(let search) = destination else { return [] }
        let hits = search.results.hits
        var ids: [String] = []
        for index in SearchOverlay.visibleRows(search, height: height) where hits[index].part != nil {
            ids.append(hits[index].id)
        }
        return ids
    }
}
