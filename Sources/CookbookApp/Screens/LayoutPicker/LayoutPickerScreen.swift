import CookbookModel
import CookbookRender

/// `v`: the three layouts, the highlighted one used with Enter.
enum LayoutPickerScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "layout-picker"
    static let olderNames = ["experience-picker"]
    static let anyKeyCancels = true

    static var commands: [CommandInfo] {
        [CommandInfo(.layout, "choose the layout (three-column, two-column, stack)", keys: [.character("v")],
                     argument: .layout)]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "choose" }), ScreenKey(.right),
        ScreenKey(.accept, hint: .always("use")), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.key(.accept, "choose"), .key(.cancel, "cancel")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .layoutPicker(let highlighted) = destination else { return false }
        switch action {
        case .moveChoice(let delta, _):
            let all = Layout.allCases
            model.destination = .layoutPicker(all[NavigationModel.step(all.firstIndex(of: highlighted)!, by: delta, count: all.count)])
        case .choose:
            model.destination = nil
            model.reduce(.setLayout(highlighted), in: catalog)
        default:
            return false
        }
        return true
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        app.runOnChoices(invocation, count: Layout.allCases.count, frame: frame)
    }

    /// `:layout stack` uses the layout at once; without a name, the picker opens.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .layout else { return nil }
        if let argument = invocation.argument {
            guard let layout = LayoutName.layout(named: argument) else { return app.notFound("layout", argument) }
            app.apply(.setLayout(layout))
        } else {
            app.apply(.present(.layoutPicker(app.model.layout)))
        }
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .layoutPicker(let highlighted) = destination else { return }
        LayoutPickerView.draw(highlighted: highlighted, current: model.layout, footer: data.keymap.footer(in: scope),
                              in: bounds, on: &canvas, theme: theme)
    }
}

extension LayoutPickerScreen {
    /// The picker as a place saved before it was named so holds it (the
    /// `experiencePicker` of `{"destination":{"experiencePicker":{"_0":"stack"}}}`).
    struct OlderSavedDestination: Decodable {
        var destination: Destination

        private enum CodingKeys: String, CodingKey { case experiencePicker }
        private enum ChoiceKeys: String, CodingKey { case highlighted = "_0" }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            let choice = try c.nestedContainer(keyedBy: ChoiceKeys.self, forKey: .experiencePicker)
            destination = .layoutPicker(try choice.decode(Layout.self, forKey: .highlighted))
        }
    }
}
