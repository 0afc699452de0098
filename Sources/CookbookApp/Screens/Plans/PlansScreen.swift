import CookbookFormats
import CookbookModel
import CookbookRender

/// `P`, `:plan`: the meal plans of the library (its `.menu` files), then a plan's days and
/// meals, today's first and marked. Enter opens a recipe scaled as the plan says; `d` takes a
/// meal out of the plan, `m` moves it to another day (`PlanDayScreen` asks which). The plans
/// are read by the session (`Effect.readPlans`) and held by the app (`App.mealPlans`); a
/// change is an `Effect.editPlan`, made on the file as it is then.
enum PlansScreen: ListScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "plans"
    static let helpSection: String? = "plans"

    static var commands: [CommandInfo] {
        [
            CommandInfo(.plans, "the meal plans (.menu files); :plan add [PLAN] DAY adds the recipe shown to a day",
                        keys: [.character("P")], argument: .text),
            CommandInfo(.removeMeal, "take the meal out of the plan", keys: [.character("d")], onColumns: false),
            CommandInfo(.moveMeal, "move the meal to another day", keys: [.character("m")], onColumns: false),
        ]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "move" }), ScreenKey(.top), ScreenKey(.bottom),
        ScreenKey(.pageUp), ScreenKey(.pageDown), ScreenKey(.accept, hint: .always("open")), ScreenKey(.link),
        ScreenKey(.basket, hint: .always("list")),
        ScreenKey(.removeMeal, hint: Hint { $0.onPlanMeal ? "remove" : nil }),
        ScreenKey(.moveMeal, hint: Hint { $0.onPlanMeal ? "to day" : nil }),
        ScreenKey(.quit, hint: .always("quit")), ScreenKey(.cancel, hint: .always("back")),
    ]

    static let footer: [FooterPart] = [
        .key(.accept, "open"), .key(.basket, "list"), .key(.removeMeal, "remove"), .key(.moveMeal, "to day"), .key(.cancel, "back"),
    ]
    /// The list of plans' footer (and a missing plan's): no meal to remove or move there.
    static let listFooter: [FooterPart] = [.key(.accept, "open"), .key(.basket, "list"), .key(.cancel, "back")]

    /// Whether a plan's meal is chosen (`d` and `m` act on it), by the frame's rows.
    static func onMeal(_ model: NavigationModel, _ data: ScreenData) -> Bool {
        guard case .plans(let state)? = model.destination else { return false }
        let rows = data.workedOut.planRows
        guard rows.indices.contains(state.selected), case .reference = rows[state.selected].kind else { return false }
        return true
    }

    /// The rows, worked out once a frame for the view and the status bar.
    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut {
        var shown = WorkedOut()
        if case .plans(let state) = destination {
            shown.planRows = PlanRow.rows(state, plans: data.mealPlans, catalog: data.catalog, today: CalendarDay.of(data.now))
        }
        return shown
    }

    /// The screen a link opens (`cookbook://plan/NAME?day=…`).
    static func destination(plan: String?, day: String?) -> Destination {
        .plans(PlansState(plan: plan, day: day))
    }

    /// Whether the destination shows plans, so that they are to be read.
    static func needsPlans(_ destination: Destination?) -> Bool {
        switch destination {
        case .plans?, .planDay?: true
        default: false
        }
    }

    static func highlighted(_ destination: Destination) -> Int? {
        guard case .plans(let state) = destination else { return nil }
        return state.selected
    }

    static func highlighting(_ row: Int, in destination: Destination) -> Destination {
        guard case .plans(var state) = destination else { return destination }
        state.selected = row
        return .plans(state)
    }

    static func linkPlace(_ destination: Destination, _ model: NavigationModel, in catalog: Catalog) -> (place: Link.Place, scaled: String?)? {
        guard case .plans(let state) = destination, let plan = state.plan else { return nil }
        return (.plan(plan, day: state.day), nil)
    }

    /// The rows shown now.
    static func rows(_ state: PlansState, app: App) -> [PlanRow] {
        PlanRow.rows(state, plans: app.mealPlans, catalog: app.catalog, today: CalendarDay.of(app.now))
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        guard case .plans(let state) = destination else { return .draw }
        let rows = rows(state, app: app)
        let row = rows.indices.contains(state.selected) ? rows[state.selected] : nil
        if app.moveHighlight(invocation.command, count: rows.count, frame: frame) { return .draw }
        switch invocation.command {
        case .accept:
            switch row?.kind {
            case .plan(let name)?: app.apply(.present(.plans(PlansState(plan: name))))
            case .reference(let resolved, _, _)?:
                guard let id = resolved.id else {
                    app.message = "\(resolved.reference.path) is missing: the library has no recipe there"
                    break
                }
                app.apply(.dismiss, .openRecipe(id), .setScale(id, resolved.scale))
                if let problem = resolved.problem { app.message = problem }
            default: break
            }
        case .basket:
            putOnList(row, state: state, app: &app)
        case .removeMeal:
            guard case .reference(let resolved, let day, let occurrence)? = row?.kind, let plan = plan(state, app: app) else {
                app.message = "choose a recipe of a plan to remove"
                break
            }
            let name = resolved.id.flatMap { app.catalog.summary(id: $0)?.name } ?? resolved.reference.name
            return .editPlan(
                path: plan.path, edit: .remove(path: resolved.reference.path, day: day, occurrence: occurrence), creating: false,
                said: "removed \(name) from \(day.isEmpty ? plan.name : day)")
        case .moveMeal:
            guard case .reference(let resolved, let day, let occurrence)? = row?.kind, let plan = plan(state, app: app) else {
                app.message = "choose a recipe of a plan to move"
                break
            }
            app.apply(.present(.planDay(PlanDayPrompt(move: resolved.reference.path, from: day, occurrence: occurrence,
                                                      plan: plan.name, returning: state))))
        case .link: app.message = Link(app.model, in: app.catalog)?.url
        case .cancel:
            if state.plan != nil { app.apply(.present(.plans(PlansState()))) } else { app.apply(.dismiss) }
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }

    /// Space: a plan onto the shopping list as its reference (its recipes under it), a day as
    /// its meals' recipes, a meal as its recipe, each at the plan's scale.
    static func putOnList(_ row: PlanRow?, state: PlansState, app: inout App) {
        let recipes: [ResolvedReference]
        var plan: PlanFile?
        switch row?.kind {
        case .plan(let name)?:
            plan = app.mealPlans?.plan(named: name)
            recipes = app.plannedMeals(plan: name) ?? []
        case .day(let day)?:
            recipes = state.plan.flatMap { app.plannedMeals(plan: $0, day: day) } ?? []
        case .reference(let resolved, _, _)?:
            recipes = [resolved]
        default:
            app.message = "choose a plan, a day or a recipe to put on the shopping list"
            return
        }
        let found = recipes.compactMap { meal in meal.id.map { BasketEntry(id: $0, scale: meal.scale) } }
        let missing = recipes.count - found.count
        guard !found.isEmpty else {
            app.message = missing > 0 ? "nothing put on the list: the library has none of its recipes" : "no recipe to put on the list"
            return
        }
        let path = plan.flatMap { plan in plan.path.hasPrefix(plan.root) ? String(plan.path.dropFirst(plan.root.count)) : nil }
            .map { $0.hasPrefix("/") ? String($0.dropFirst()) : $0 }
        let left = missing > 0 ? " (\(missing) missing from the library left out)" : ""
        if let plan {
            app.apply(.putOnList(found, plan: path))
            app.message = "\(plan.name) is on the shopping list" + left
            return
        }
        // A day that has a recipe twice (lunch and dinner) needs it made twice over: one entry,
        // the scales added. One the list has already stays as it is, and is said.
        var merged: [BasketEntry] = []
        for entry in found {
            if let k = merged.firstIndex(where: { $0.id == entry.id }) { merged[k].scale += entry.scale } else { merged.append(entry) }
        }
        let fresh = merged.filter { entry in !app.model.basket.contains { $0.id == entry.id } }
        app.apply(.putOnList(fresh, plan: nil))
        let already = merged.count - fresh.count
        let put = fresh.isEmpty ? "nothing new on the shopping list" : "\(fresh.count) recipe\(fresh.count == 1 ? "" : "s") on the shopping list"
        app.message = put + (already > 0 ? " (\(already) on it already)" : "") + left
    }

    static func plan(_ state: PlansState, app: App) -> PlanFile? {
        state.plan.flatMap { app.mealPlans?.plan(named: $0) }
    }

    /// `P` and `:plan` on the columns: the screen (the plans read first); `:plan add [PLAN] DAY`
    /// adds the recipe shown; `:plan new NAME DAY` makes a plan with it.
    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .plans else { return nil }
        guard let argument = invocation.argument?.trimmingWhitespace, !argument.isEmpty else {
            app.apply(.present(.plans(PlansState())))
            return .readPlans
        }
        let words = argument.split(separator: " ", maxSplits: 1).map(String.init)
        let rest = words.count > 1 ? words[1].trimmingWhitespace : ""
        switch words[0] {
        case "add": return PlanDayScreen.add(rest, app: &app)
        case "new": return PlanDayScreen.new(rest, app: &app)
        default:
            // `:plan NAME`: that plan.
            app.apply(.present(.plans(PlansState(plan: argument))))
            return .readPlans
        }
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .plans(let state) = destination else { return }
        // Remove and move only where there are meals: not on the list of plans, nor for a plan
        // the library does not have (a link to nothing).
        let hasMeals = state.plan.map { name in data.planFiles?.contains { $0.name == name } ?? false } ?? false
        let footer = hasMeals ? data.keymap.footer(in: scope) : data.keymap.footer(listFooter, in: scope)
        PlansView.draw(state, data, footer: footer, in: bounds, on: &canvas, theme: theme)
    }
}
