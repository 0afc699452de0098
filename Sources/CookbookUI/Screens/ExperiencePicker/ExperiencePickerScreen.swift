import CookbookKit

/// `v`: the three layouts, the highlighted one used with Enter.
enum ExperiencePickerScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "experience-picker"
    static let anyKeyCancels = true

    static var commands: [CommandInfo] {
        [CommandInfo(.experience, "choose the layout (three-column, two-column, stack)", keys: [.character("v")],
                     argument: .experience)]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }), ScreenKey(.right),
        ScreenKey(.accept, hint: .always("use")), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.key(.accept, "choose"), .key(.cancel, "cancel")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .experiencePicker(let highlighted) = destination else { return false }
        switch action {
        case .moveChoice(let delta, _):
            let all = Experience.allCases
            model.destination = .experiencePicker(all[NavigationModel.step(all.firstIndex(of: highlighted)!, by: delta, count: all.count)])
        case .choose:
            model.destination = nil
            model.reduce(.setExperience(highlighted), in: catalog)
        default:
            return false
        }
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        app.runOnChoices(invocation, count: Experience.allCases.count, frame: frame)
    }

    /// `:experience stack` uses the layout at once; without a name, the picker opens.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .experience else { return nil }
        if let argument = invocation.argument {
            guard let experience = ExperienceName.experience(named: argument) else { return app.notFound("layout", argument) }
            app.apply(.setExperience(experience))
        } else {
            app.apply(.present(.experiencePicker(app.model.experience)))
        }
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .experiencePicker(let highlighted) = destination else { return }
        ExperiencePicker.draw(highlighted: highlighted, current: model.experience, footer: data.keymap.footer(in: scope),
                              in: bounds, on: &canvas, theme: theme)
    }
}
