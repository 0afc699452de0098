import CookbookModel
import CookbookRender

/// `?`: every command with its keys; typing filters them, Enter runs the highlighted one.
enum HelpScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "help"
    static let takesText = true

    static var commands: [CommandInfo] {
        [CommandInfo(.help, "this help: type to filter, Enter runs", keys: [.character("?")], hint: .always("help"))]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }),
        ScreenKey(.accept, hint: .always("run")), ScreenKey(.deleteBackward), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.text("type to filter"), .key(.accept, "run"), .key(.cancel, "close")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .help(var entry) = destination else { return false }
        switch action {
        case .input(let text): entry.type(text)
        case .deleteBackward: entry.deleteBackward()
        case .moveChoice(let delta, let count): entry.move(by: delta, count: count)
        default:
            return false
        }
        model.destination = .help(entry)
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .help(let entry) = destination else { return .draw }
        let count = HelpOverlay.rows(filter: entry.text, keymap: app.keymap).count
        return app.runOnChoices(invocation, count: count, frame: frame) { app, frame in
            // Enter runs the highlighted command of the columns; another screen's is named.
            let rows = HelpOverlay.rows(filter: entry.text, keymap: app.keymap)
            app.apply(.dismiss)
            guard !rows.isEmpty else { return .draw }
            let row = rows[min(entry.selected, rows.count - 1)]
            guard row.scope == .browse else {
                app.message = "\(row.keys) works in \(row.scope.screen?.helpSection ?? "another screen")"
                return .draw
            }
            return app.runOnBrowse(Invocation(row.command), frame: frame)
        }
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .help else { return nil }
        app.apply(.present(.help(TextEntry())))
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .help(let entry) = destination else { return }
        HelpOverlay.draw(entry, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }
}
