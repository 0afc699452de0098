import CookbookModel
import CookbookRender

/// A notice that needs reading ("3 saved recipes no longer exist"); any key closes it.
public enum AlertScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "alert"
    static let anyKeyCancels = true
    static let isRestored = false

    static let keys = [ScreenKey(.cancel, hint: .always("closes", keyText: "any key"))]

    static let footer: [FooterPart] = [.text("any key closes")]

    /// The notice shown over the first screen (a saved place partly gone, a config file
    /// with problems).
    public static func destination(_ text: String) -> Destination {
        .alert(text)
    }

    /// The notice a destination shows, if it is one.
    public static func text(of destination: Destination?) -> String? {
        if case .alert(let text)? = destination { text } else { nil }
    }

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        false
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        app.apply(.dismiss)
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .alert(let text) = destination else { return }
        Overlays.message(title: "Note", text, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }
}
