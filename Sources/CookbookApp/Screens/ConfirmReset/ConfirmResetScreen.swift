import CookbookModel
import CookbookRender

/// `R`: "Go back to the first screen?", answered with y or any other key.
enum ConfirmResetScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "confirm-reset"
    static let anyKeyCancels = true
    static let isRestored = false

    static var commands: [CommandInfo] {
        [
            CommandInfo(.reset, "go back to the first screen (asks first)", keys: [.character("R")]),
            CommandInfo(.yes, "yes", keys: [.character("y"), .character("Y")], onColumns: false),
        ]
    }

    static let keys = [ScreenKey(.yes, hint: .always("reset")), ScreenKey(.cancel, hint: .always("keep", keyText: "n"))]

    static let footer: [FooterPart] = [.key(.yes, "yes"), .text("any other key no")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .confirmReset = destination, action == .confirm else { return false }
        // Back to the first screen; how it is shown stays the user's choice.
        model = NavigationModel(
            selectedCategory: catalog.categories.first?.id, layout: model.layout,
            columnVisibility: model.columnVisibility
        ).validated(in: catalog)
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        app.apply(invocation.command == .yes ? .confirm : .dismiss)
        return .draw
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .reset else { return nil }
        app.apply(.present(.confirmReset))
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        Overlays.message(title: "Reset", "Go back to the first screen and forget the saved place?",
                         footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }
}
