import CookbookKit
import FoundationEssentials

/// The running program without the terminal: the model, a status message, the size.
/// The terminal layer feeds it keys and draws its frames.
public struct App: Sendable {
    public private(set) var model: NavigationModel
    public let cookbook: Cookbook
    /// Shown on the right of the status line until the next key.
    public var message: String?
    public var width: Int
    public var height: Int
    /// Today, for the recipe of the day; replaced in tests.
    public var now: @Sendable () -> Date = { Date() }

    public init(model: NavigationModel, cookbook: Cookbook, message: String? = nil, width: Int = 80, height: Int = 24) {
        self.model = model.validated(in: cookbook)
        self.cookbook = cookbook
        self.message = message
        self.width = width
        self.height = height
    }

    public enum Effect: Equatable, Sendable {
        case none, redraw, quit
    }

    public mutating func handle(_ key: Key) -> Effect {
        if key != .resize { message = nil }
        if case .mouse(let event) = key {
            handleMouse(event)
            return .none
        }
        switch KeyMap.command(for: key, in: model, context: context) {
        case .navigate(let action)?:
            model.reduce(action, in: cookbook)
        case .recipeOfTheDay?:
            if let id = RecipeOfTheDay.recipeID(on: now(), in: cookbook) {
                model.reduce(.openRecipe(id), in: cookbook)
                message = "Recipe of the day"
            }
        case .showLink?:
            message = Link(model)?.url
        case .quit?:
            return .quit
        case .redraw?:
            return .redraw
        case nil:
            break
        }
        return .none
    }

    /// Applies an action as if from a key (deep links, tests).
    public mutating func apply(_ action: Action) {
        model.reduce(action, in: cookbook)
    }

    /// What the key map needs from the current layout.
    var context: KeyContext {
        guard let layout = Layout(width: width, height: height, model: model) else { return KeyContext(pageSize: 1) }
        var context = KeyContext(pageSize: layout.pageSize)
        if layout.kind == .twoColumn, model.focus == .recipes, model.destination == nil {
            let columns = RecipeGridView.columns(width: layout.main.width)
            let recipes = model.selectedCategory.map { cookbook.recipes(in: $0) } ?? []
            let index = model.selectedRecipeID.flatMap { id in recipes.firstIndex { $0.id == id } } ?? 0
            context.gridColumns = columns
            context.gridColumn = index % columns
        }
        return context
    }

    /// A click does what the zone under it says; the wheel moves the column under it.
    mutating func handleMouse(_ event: MouseEvent) {
        let frame = Screen.render(model, cookbook, width: width, height: height)
        guard let zone = frame.zone(atX: event.x, y: event.y) else { return }
        switch event.kind {
        case .press:
            for action in zone.click { model.reduce(action, in: cookbook) }
        case .wheelUp, .wheelDown:
            guard model.destination == nil, let column = zone.column else { return }
            model.reduce(.focus(column), in: cookbook)
            model.reduce(.move(event.kind == .wheelUp ? -3 : 3), in: cookbook)
        }
    }

    public mutating func resize(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    public func frame(theme: Theme) -> Canvas {
        Screen.render(model, cookbook, width: width, height: height, theme: theme, message: message)
    }
}
