import CookbookModel
import CookbookRender

/// `!`: the files of the library that could not be read, and why.
enum FileProblemsScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "problems"

    static var commands: [CommandInfo] {
        [CommandInfo(.problems, "the files that could not be read, and why", keys: [.character("!")])]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }), ScreenKey(.pageUp), ScreenKey(.pageDown),
        ScreenKey(.cancel, hint: .always("close")),
    ]

    static let footer: [FooterPart] = [.keys(.up, .down, "move"), .key(.cancel, "close")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .fileProblems(var entry) = destination, case .moveChoice(let delta, let count) = action else { return false }
        entry.move(by: delta, count: count)
        model.destination = .fileProblems(entry)
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        app.runOnChoices(invocation, count: app.problems.count, frame: frame)
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .problems else { return nil }
        if app.problems.isEmpty {
            app.message = "every file was read"
        } else {
            app.apply(.present(.fileProblems(TextEntry())))
        }
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .fileProblems(let entry) = destination else { return }
        ProblemsOverlay.draw(entry, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }

    /// What the status line says while nothing else is said: `2 files not read — ! to see`.
    static func notice(_ problems: [FileProblem], keymap: Keymap) -> String? {
        ProblemsOverlay.notice(problems, key: keymap.firstKey(for: .problems, in: .browse).map(KeyNames.label))
    }
}
