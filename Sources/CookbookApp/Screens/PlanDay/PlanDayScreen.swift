import CookbookFormats
import CookbookModel
import CookbookRender

/// `p` on a recipe: which plan (Tab for the next) and which day (↑↓ among its days, or typed:
/// a day it does not have is added at its end) the recipe goes to; `m` on the Plans screen:
/// which day the meal moves to. Enter writes the plan (`Effect.editPlan`).
enum PlanDayScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "plan-day"
    static let takesText = true

    static var commands: [CommandInfo] {
        [CommandInfo(.addToPlan, "add the recipe to a plan's day (asks which)", keys: [.character("p")])]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "day" }), ScreenKey(.complete, hint: .always("plan")),
        ScreenKey(.accept, hint: .always("use")), ScreenKey(.deleteBackward), ScreenKey(.cancel, hint: .always("cancel")),
    ]

    static let footer: [FooterPart] = [.keys(.up, .down, "day"), .key(.complete, "plan"), .key(.accept, "use"), .key(.cancel, "cancel")]

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .planDay(var prompt) = destination else { return false }
        switch action {
        case .input(let text): prompt.text += text
        case .deleteBackward: if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .moveChoice(let delta, let count):
            prompt.day = NavigationModel.step(prompt.day, by: delta, count: count)
            prompt.text = ""
        default: return false
        }
        model.destination = .planDay(prompt)
        return true
    }

    static func kitchenRecipe(_ destination: Destination) -> String? {
        if case .planDay(let prompt) = destination, case .add(let recipe, _) = prompt.purpose { recipe } else { nil }
    }

    /// The plan's days with a header, by name.
    static func days(of plan: String?, in plans: LibraryPlans?) -> [String] {
        guard let plan, let file = plans?.plan(named: plan) else { return [] }
        return file.menu.days.filter { !$0.header.isEmpty }.map(\.name)
    }

    /// The day Enter uses: the one typed, else the one highlighted.
    static func chosenDay(_ prompt: PlanDayPrompt, days: [String]) -> String? {
        let typed = prompt.text.trimmingWhitespace
        if !typed.isEmpty { return typed }
        return days.indices.contains(prompt.day) ? days[prompt.day] : nil
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .planDay(var prompt) = destination else { return .draw }
        let days = days(of: prompt.plan, in: app.mealPlans)
        switch invocation.command {
        case .up: app.apply(.moveChoice(-1, count: days.count))
        case .down: app.apply(.moveChoice(1, count: days.count))
        case .complete:
            guard case .add = prompt.purpose, let plans = app.planFiles, !plans.isEmpty else { break }
            let next = ((plans.firstIndex { $0.name == prompt.plan } ?? -1) + 1) % plans.count
            prompt.plan = plans[next].name
            prompt.day = 0
            app.apply(.present(.planDay(prompt)))
        case .deleteBackward:
            if prompt.text.isEmpty { close(prompt, app: &app) } else { app.apply(.deleteBackward) }
        case .cancel: close(prompt, app: &app)
        case .accept:
            guard let planName = prompt.plan, let plan = app.mealPlans?.plan(named: planName) else {
                app.message = "no plan to add to: :plan new NAME DAY makes one"
                break
            }
            guard let day = chosenDay(prompt, days: days) else {
                app.message = "type a day (Monday, Day 1, 2026-03-07)"
                break
            }
            switch prompt.purpose {
            case .add(let recipe, let scale):
                guard let effect = adding(recipe, scale: scale, to: day, of: plan, creating: false, app: &app) else { break }
                close(prompt, app: &app)
                return effect
            case .move(let path, let from, let occurrence):
                close(prompt, app: &app)
                return .editPlan(path: plan.path, edit: .move(path: path, from: from, to: day, occurrence: occurrence), creating: false,
                                 said: "moved \(MenuReference(path: path).name) to \(day)")
            }
        default: break
        }
        return .draw
    }

    private static func close(_ prompt: PlanDayPrompt, app: inout App) {
        if let returning = prompt.returning { app.apply(.present(.plans(returning))) } else { app.apply(.dismiss) }
    }

    /// `p` on the columns: the prompt for the recipe shown (or selected), on the first plan.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .addToPlan else { return nil }
        guard let id = app.model.shownRecipeID ?? app.model.selectedRecipeID else {
            app.message = "choose a recipe to add to a plan"
            return .draw
        }
        let names = planNames(app)
        guard !names.isEmpty else {
            app.message = "the library has no plan: :plan new NAME DAY makes one with this recipe"
            return .draw
        }
        app.apply(.present(.planDay(PlanDayPrompt(purpose: .add(recipe: id, scale: app.model.scale(of: id)), plan: names[0]))))
        return .readPlans
    }

    /// The plans' names, from the library's files (read or not yet).
    static func planNames(_ app: App) -> [String] {
        app.planFiles?.map(\.name) ?? app.planLocations.map { PlanFile.name(path: $0.path, root: $0.root) }
    }

    /// `:plan add [PLAN] DAY`: the recipe shown added to the day of the plan named first (or
    /// of the library's one plan).
    static func add(_ words: String, app: inout App) -> Effect {
        guard let id = app.model.shownRecipeID ?? app.model.selectedRecipeID else {
            app.message = "choose a recipe to add to a plan"
            return .draw
        }
        let locations = app.planLocations
        let folded = words.lowercased()
        // The longest plan name the words begin with.
        let named = locations.filter { location in
            let name = PlanFile.name(path: location.path, root: location.root).lowercased()
            let file = name.split(separator: "/").last.map(String.init) ?? name
            return [name, file].contains { folded.hasPrefix($0 + " ") }
        }.max { PlanFile.name(path: $0.path, root: $0.root).count < PlanFile.name(path: $1.path, root: $1.root).count }
        let location: (path: String, root: String)
        var day = words
        if let named {
            location = named
            let name = PlanFile.name(path: named.path, root: named.root)
            let file = name.split(separator: "/").last.map(String.init) ?? name
            let prefix = folded.hasPrefix(name.lowercased() + " ") ? name : file
            day = String(words.dropFirst(prefix.count)).trimmingWhitespace
        } else if locations.count == 1 {
            location = locations[0]
        } else {
            let names = locations.map { PlanFile.name(path: $0.path, root: $0.root) }
            app.message = names.isEmpty ? "the library has no plan: :plan new NAME DAY makes one"
                : "which plan? :plan add PLAN DAY (\(names.joined(separator: ", ")))"
            return .draw
        }
        guard !day.isEmpty else {
            app.message = "which day? :plan add \(words.isEmpty ? "" : words + " ")DAY"
            return .draw
        }
        let plan = PlanFile(path: location.path, root: location.root, menu: MenuFile(bytes: []))
        return adding(id, scale: app.model.scale(of: id), to: day, of: plan, creating: false, app: &app) ?? .draw
    }

    /// `:plan new NAME DAY`: a plan made in the first library folder, with the recipe shown.
    static func new(_ words: String, app: inout App) -> Effect {
        let parts = words.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, let id = app.model.shownRecipeID ?? app.model.selectedRecipeID, let root = app.libraryRoots.first else {
            app.message = app.libraryRoots.isEmpty ? "the bundled cookbook keeps no plans: open your own folder (--data)"
                : ":plan new NAME DAY, on a recipe: the plan NAME.menu with the recipe on DAY"
            return .draw
        }
        guard !parts[0].contains("/"), !parts[0].hasPrefix(".") else {
            app.message = "a plan's name is a file's name: no / and no leading dot"
            return .draw
        }
        let path = (root.hasSuffix("/") ? root : root + "/") + parts[0] + ".menu"
        if app.planLocations.contains(where: { $0.path == path }) {
            app.message = "\(parts[0]) is a plan already: :plan add \(parts[0]) DAY"
            return .draw
        }
        let plan = PlanFile(path: path, root: root, menu: MenuFile(bytes: []))
        return adding(id, scale: app.model.scale(of: id), to: parts[1], of: plan, creating: true, app: &app) ?? .draw
    }

    /// The effect that adds the recipe (as a reference from the plan's root, at its scale:
    /// servings when it says them) to the day; nil, with the message why, when it cannot.
    static func adding(_ id: String, scale: Double, to day: String, of plan: PlanFile, creating: Bool, app: inout App) -> Effect? {
        guard let summary = app.catalog.summary(id: id) else { return nil }
        guard let source = summary.source, let relative = RecipeFiles.relativePath(ofSource: source, root: plan.root) else {
            app.message = "\(summary.name) is not a file of the plan's library: a plan names recipes by their file"
            return nil
        }
        let quantity: MenuQuantity = abs(scale - 1) < 1e-9 ? .asWritten
            : summary.servings.map { .servings(scale * Double($0)) } ?? .factor(scale)
        let said = "added \(summary.name) to \(day) in \(plan.name)" + (creating ? " (a new plan)" : "")
        return .editPlan(path: plan.path, edit: .add(reference: MenuReference.written(path: relative, quantity: quantity), day: day),
                         creating: creating, said: said)
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .planDay(let prompt) = destination else { return }
        PlanDayView.draw(prompt, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }
}
