import CookbookModel
import CookbookRender
import FoundationEssentials

/// Cooking mode: one step of one recipe at a time, full screen, with the step's timers.
enum CookingScreen: PresentedScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "cooking"
    static let helpSection: String? = "cooking"

    static var commands: [CommandInfo] {
        [
            CommandInfo(.cook, "cooking mode: one step at a time, with timers", keys: [.character("c")],
                        hint: Hint { context in context.hasRecipe && context.focus == .detail ? "cook" : nil }),
            CommandInfo(.nextStep, "next step", keys: [.character(" ")], onColumns: false),
            CommandInfo(.nextLine, "next line of the step, then the next step", keys: [.down, .character("j"), .control("n")],
                        onColumns: false),
            CommandInfo(.previousLine, "line before, then the step before", keys: [.up, .character("k"), .control("p")], onColumns: false),
            CommandInfo(.timer, "start the step's timer, or stop it", keys: [.character("t")], onColumns: false),
            CommandInfo(.nextTimer, "choose which of the step's times t starts", keys: [.character("T")], onColumns: false),
        ]
    }

    static let keys = [
        ScreenKey(.previousLine), ScreenKey(.nextLine, hint: Hint(pairedWith: .previousLine) { $0.stepLines > 1 ? "line" : nil }),
        ScreenKey(.right, hint: .always("step", keyText: "←→")), ScreenKey(.left),
        ScreenKey(.top), ScreenKey(.bottom), ScreenKey(.link),
        ScreenKey(.fewerServings, hint: Hint(pairedWith: .moreServings) { _ in "servings" }), ScreenKey(.moreServings),
        ScreenKey(.scale), ScreenKey(.units), ScreenKey(.nextStep),
        ScreenKey(.timer, hint: Hint { $0.durations > 0 ? "timer" : nil }),
        ScreenKey(.nextTimer, hint: Hint { $0.durations > 1 ? "which" : nil }),
        ScreenKey(.quit, hint: .always("quit")), ScreenKey(.cancel, hint: .always("close")),
    ]

    /// No box: the step fills the screen, and the status bar says the keys.
    static let footer: [FooterPart] = []

    /// How many lines the step being cooked has (0 when nothing is cooked), for the hints.
    static func stepLines(_ model: NavigationModel, _ data: ScreenData) -> Int {
        guard case .cooking(let cooking)? = model.destination, data.workedOut.stepLines.indices.contains(cooking.step) else { return 0 }
        return data.workedOut.stepLines[cooking.step]
    }

    /// Cooking mode on a recipe at a step (from 0): what a `cookbook://cook/…` link opens.
    static func destination(recipe: String, step: Int) -> Destination {
        .cooking(CookingState(recipe: recipe, step: step))
    }

    /// Opens cooking mode on the shown recipe, at the step under the cursor (else the first).
    static func cook(_ model: inout NavigationModel, in catalog: Catalog) {
        guard let id = model.shownRecipeID ?? model.selectedRecipeID, let outline = catalog.outline(id: id), outline.steps > 0
        else { return }
        var step = 0
        if model.shownRecipeID == id, case .step(let i)? = DetailItems.item(at: model.detailCursor, of: outline) { step = i }
        model.destination = .cooking(CookingState(recipe: id, step: step))
    }

    static func reduce(_ action: Action, _ destination: Destination, model: inout NavigationModel, in catalog: Catalog) -> Bool {
        guard case .cooking(var cooking) = destination else { return false }
        switch action {
        case .move(let delta):
            let steps = catalog.outline(id: cooking.recipe)?.steps ?? 0
            let next = NavigationModel.step(cooking.step, by: delta, count: steps)
            if next != cooking.step { cooking.timerChoice = nil }
            cooking.step = next
            cooking.line = 0
        case .moveLine(let delta, let stepLines):
            let steps = catalog.outline(id: cooking.recipe)?.steps ?? 0
            func lines(_ step: Int) -> Int { stepLines.indices.contains(step) ? max(1, stepLines[step]) : 1 }
            let line = min(cooking.line, lines(cooking.step) - 1) + delta
            if (0..<lines(cooking.step)).contains(line) {
                cooking.line = line
            } else if delta > 0, cooking.step + 1 < steps {
                cooking.step += 1
                cooking.line = 0
                cooking.timerChoice = nil
            } else if delta < 0, cooking.step > 0 {
                cooking.step -= 1
                cooking.line = lines(cooking.step) - 1
                cooking.timerChoice = nil
            }
        case .moveToFirst, .moveToLast:
            let steps = catalog.outline(id: cooking.recipe)?.steps ?? 0
            cooking.step = action == .moveToFirst ? 0 : max(0, steps - 1)
            cooking.line = 0
            cooking.timerChoice = nil
        case .moveChoice(let delta, let count):
            // `T`: the next of the step's durations (the count the screen found).
            guard count > 0 else { return true }
            cooking.timerChoice = ((cooking.timerChoice ?? 0) + delta % count + count) % count
        default:
            return false
        }
        model.destination = .cooking(cooking)
        return true
    }

    /// Closed when its recipe is gone or has no steps; the step kept inside the recipe.
    static func validated(_ destination: Destination, in catalog: Catalog) -> Destination? {
        guard case .cooking(var cooking) = destination else { return destination }
        guard let outline = catalog.outline(id: cooking.recipe), outline.steps > 0 else { return nil }
        cooking.step = clamp(cooking.step, 0, outline.steps - 1)
        cooking.line = max(0, cooking.line)
        return .cooking(cooking)
    }

    static func kitchenRecipe(_ destination: Destination) -> String? {
        if case .cooking(let cooking) = destination { cooking.recipe } else { nil }
    }

    static func linkPlace(_ destination: Destination, _ model: NavigationModel, in catalog: Catalog) -> (place: Link.Place, scaled: String?)? {
        guard case .cooking(let cooking) = destination else { return nil }
        return (.cook(cooking.recipe, step: cooking.step + 1), cooking.recipe)
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .cooking(let cooking) = destination else { return .draw }
        switch invocation.command {
        case .left: app.apply(.move(-1))
        case .right, .nextStep: app.apply(.move(1))
        case .previousLine: app.apply(.moveLine(-1, stepLines: frame.workedOut.stepLines))
        case .nextLine: app.apply(.moveLine(1, stepLines: frame.workedOut.stepLines))
        case .top: app.apply(.moveToFirst)
        case .bottom: app.apply(.moveToLast)
        case .timer:
            let found = frame.workedOut.durations
            guard !found.isEmpty else {
                app.message = "no time in this step to set a timer for"
                break
            }
            let chosen = found[min(cooking.timerChoice ?? 0, found.count - 1)]
            let timer = KitchenTimer(
                label: "step \(cooking.step + 1): \(chosen.text)", recipeID: cooking.recipe, step: cooking.step, seconds: chosen.seconds,
                ends: app.now.addingTimeInterval(TimeInterval(chosen.seconds)))
            let running = app.model.timers.count
            app.apply(.toggleTimer(timer))
            if app.model.timers.count > running {
                app.message = "timer: \(chosen.text) (\(KitchenTimer.clock(chosen.seconds)))"
            } else if app.model.timers.count < running {
                app.message = "timer stopped: \(chosen.text)"
            } else {
                app.message = "\(KitchenTimer.limit) timers are running: stop one first"
            }
        case .nextTimer:
            app.apply(.moveChoice(1, count: frame.workedOut.durations.count))
        case .moreServings, .fewerServings, .scale, .units: app.runKitchen(invocation)
        case .link: app.message = Link(app.model, in: app.catalog)?.url
        case .cancel: app.apply(.dismiss)
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .cook else { return nil }
        guard let id = app.model.shownRecipeID ?? app.model.selectedRecipeID, let outline = app.catalog.outline(id: id) else {
            app.message = "choose a recipe to cook"
            return .draw
        }
        guard outline.steps > 0 else {
            app.message = "\(app.catalog.summary(id: id)?.name ?? id) has no steps to cook"
            return .draw
        }
        app.apply(.cook)
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .cooking(let cooking) = destination else { return }
        CookingView.draw(cooking, model, data, in: bounds, on: &canvas, theme: theme)
    }

    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String] {
        guard case .cooking(let cooking) = destination else { return [] }
        return [cooking.recipe]
    }

    /// The durations the step names, for the view, the hints and `t`; how many lines each
    /// step has, for ↑↓.
    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut {
        var shown = WorkedOut()
        if case .cooking(let cooking) = destination, let recipe = data.recipe(id: cooking.recipe),
           recipe.steps.indices.contains(cooking.step) {
            shown.durations = StepDurations.find(in: recipe.steps[cooking.step])
            shown.stepLines = recipe.steps.map { max(1, TextLines.of($0).count) }
        }
        return shown
    }
}
