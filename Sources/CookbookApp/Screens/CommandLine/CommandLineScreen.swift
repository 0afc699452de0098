import CookbookModel
import CookbookRender

/// `:`: a command typed by name on the bottom line, as in vim, with Tab completion.
enum CommandLineScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "command-line"
    static let takesText = true

    static var commands: [CommandInfo] {
        [
            CommandInfo(.commandLine, "type a command by name, with Tab completion", keys: [.character(":")]),
            CommandInfo(.complete, "complete the word being typed", keys: [.tab], onColumns: false),
        ]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }), ScreenKey(.accept, hint: .always("run")),
        ScreenKey(.complete, hint: .always("complete")), ScreenKey(.deleteBackward), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    /// No box: the line is the screen.
    static let footer: [FooterPart] = []

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .commandLine(var entry) = destination else { return false }
        switch action {
        case .input(let text): entry.type(text)
        case .deleteBackward:
            // Backspace on an empty command line closes it, as in vim.
            if entry.text.isEmpty {
                model.destination = nil
                return true
            }
            entry.deleteBackward()
        case .moveChoice(let delta, let count): entry.move(by: delta, count: count)
        case .setEntry(let typed):
            entry = typed
        default:
            return false
        }
        model.destination = .commandLine(entry)
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .commandLine(let entry) = destination else { return .draw }
        switch invocation.command {
        case .up, .down:
            // ↑↓ go through the completions Tab listed, else move among the choices.
            let delta = invocation.command == .up ? -1 : 1
            if !entry.choices.isEmpty {
                app.apply(.setEntry(TypedCommand.complete(entry, in: app.catalog, backwards: delta < 0)))
            } else {
                app.apply(.moveChoice(delta, count: entry.choices.count))
            }
            return .draw
        case .complete:
            app.apply(.setEntry(TypedCommand.complete(entry, in: app.catalog)))
            return .draw
        default:
            return app.runOnChoices(invocation, count: entry.choices.count, frame: frame) { app, frame in
                app.apply(.dismiss)
                switch TypedCommand.parse(entry.text) {
                case .success(let invocation):
                    return app.runOnBrowse(invocation, frame: frame)
                case .failure(let error):
                    app.message = error.message
                    return .draw
                }
            }
        }
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .commandLine else { return nil }
        app.apply(.present(.commandLine(TextEntry())))
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .commandLine(let entry) = destination else { return }
        CommandLineOverlay.draw(entry, in: bounds, on: &canvas, theme: theme)
    }
}
