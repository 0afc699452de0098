import CookbookKit
import FoundationEssentials

/// The kitchen's commands: scaling, units, cooking mode with its timers, and the shopping
/// list. What they need of a recipe (its amounts, a step's durations) comes from the
/// recipes the last frame showed.
extension App {
    /// The clock: timers that ended ring once, and running ones count down on screen.
    /// Nothing to do without timers (a tick comes before every key).
    mutating func tickTimers(_ now: Date) -> [Effect] {
        guard !model.timers.isEmpty else { return Self.nothing }
        let before = model.timers
        apply(.tick(now))
        let ended = zip(before, model.timers).filter { !$0.rang && $1.rang }.map(\.1)
        if let first = ended.first {
            message = "timer done: " + first.label + (ended.count > 1 ? " (and \(ended.count - 1) more)" : "")
            placeChanged()
            return [.draw, .bell]
        }
        return Self.drawing
    }

    /// `+ - * :scale :units` on the recipe shown or cooked.
    mutating func runKitchen(_ invocation: Invocation) {
        if invocation.command == .units {
            if let argument = invocation.argument {
                guard let system = UnitSystem.named(argument) else {
                    message = "no units '\(argument)': as-written, metric or us"
                    return
                }
                apply(.setUnits(system))
            } else {
                apply(.cycleUnits)
            }
            message = "amounts " + (model.units == .asWritten ? "as written" : "in " + model.units.title + " units")
            return
        }
        guard let id = model.kitchenRecipeID, let recipe = catalog.summary(id: id) else {
            message = "choose a recipe to scale"
            return
        }
        switch invocation.command {
        case .moreServings: apply(.scaleServings(1))
        case .fewerServings: apply(.scaleServings(-1))
        case .scale:
            guard let argument = invocation.argument else {
                apply(.cycleScale)
                break
            }
            switch Scale.parse(argument, base: recipe.servings) {
            case .success(let factor): apply(.setScale(id, factor))
            case .failure(let error):
                message = error.message
                return
            }
        default: break
        }
        message = scaleMessage(id)
    }

    /// "6 servings (written for 4)", "as written (4 servings)".
    func scaleMessage(_ id: String) -> String {
        let base = catalog.summary(id: id)?.servings
        let factor = model.scale(of: id)
        if abs(factor - 1) < 1e-9 { return "as written" + (base.map { " (\(Scale.describe(1, base: $0)))" } ?? "") }
        return Scale.describe(factor, base: base) + (base.map { " (written for \($0))" } ?? "")
    }

    /// `=`: the prompt, on the ingredient under the cursor, else the first with an amount.
    mutating func openScalePrompt(frame: Frame) {
        guard let id = model.shownRecipeID, let recipe = frame.recipes[id], !recipe.ingredients.isEmpty else {
            message = "choose a recipe with ingredients to scale"
            return
        }
        var ingredient = recipe.ingredients.firstIndex { $0.quantity != nil } ?? 0
        if model.focus == .detail, let outline = catalog.outline(id: id),
           case .ingredient(let i)? = DetailItems.item(at: model.detailCursor, of: outline) {
            ingredient = i
        }
        apply(.present(.scaleTo(ScalePrompt(recipe: id, ingredient: ingredient))))
    }

    /// Enter on the prompt: the factor that makes the ingredient the amount typed.
    mutating func scale(to prompt: ScalePrompt, frame: Frame) {
        guard let recipe = frame.recipes[prompt.recipe], recipe.ingredients.indices.contains(prompt.ingredient) else { return }
        let ingredient = recipe.ingredients[prompt.ingredient]
        guard let written = ingredient.quantity, written > 0, !ingredient.fixed else {
            message = "\(ingredient.item) has no amount to scale by"
            return
        }
        guard let wanted = IngredientAmount.typed(prompt.text, for: ingredient, cups: kitchen.cups) else {
            message = "type an amount of \(ingredient.item), e.g. 300" + (ingredient.unit.map { " " + $0 } ?? "")
            return
        }
        switch Scale.checked(wanted / written, base: recipe.servings) {
        case .success(let factor):
            apply(.dismiss, .setScale(prompt.recipe, factor))
            message = scaleMessage(prompt.recipe)
        case .failure(let error):
            message = error.message
        }
    }

    /// Keys in cooking mode.
    mutating func runOnCooking(_ invocation: Invocation, frame: Frame) -> Effect {
        guard case .cooking(let cooking)? = model.destination else { return .draw }
        switch invocation.command {
        case .up, .left: apply(.move(-1))
        case .down, .right, .nextStep: apply(.move(1))
        case .top: apply(.moveToFirst)
        case .bottom: apply(.moveToLast)
        case .timer:
            let found = frame.kitchenShown.durations
            guard !found.isEmpty else {
                message = "no time in this step to set a timer for"
                break
            }
            let chosen = found[min(cooking.timerChoice ?? 0, found.count - 1)]
            let timer = KitchenTimer(
                label: "step \(cooking.step + 1): \(chosen.text)", recipeID: cooking.recipe, step: cooking.step, seconds: chosen.seconds,
                ends: now.addingTimeInterval(TimeInterval(chosen.seconds)))
            let running = model.timers.count
            apply(.toggleTimer(timer))
            if model.timers.count > running {
                message = "timer: \(chosen.text) (\(KitchenTimer.clock(chosen.seconds)))"
            } else if model.timers.count < running {
                message = "timer stopped: \(chosen.text)"
            } else {
                message = "\(KitchenTimer.limit) timers are running: stop one first"
            }
        case .nextTimer:
            apply(.moveChoice(1, count: frame.kitchenShown.durations.count))
        case .moreServings, .fewerServings, .scale, .units: runKitchen(invocation)
        case .link: message = Link(model, in: catalog)?.url
        case .cancel: apply(.dismiss)
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }

    /// Keys on the shopping list.
    mutating func runOnShopping(_ invocation: Invocation, frame: Frame) -> Effect {
        let lines = frame.kitchenShown.shoppingList?.lines ?? []
        guard case .shoppingList(let selected)? = model.destination else { return .draw }
        switch invocation.command {
        case .up: apply(.moveChoice(-1, count: lines.count))
        case .down: apply(.moveChoice(1, count: lines.count))
        case .top: apply(.moveChoice(Int.min / 2, count: lines.count))
        case .bottom: apply(.moveChoice(Int.max / 2, count: lines.count))
        case .pageUp: apply(.moveChoice(-max(1, frame.pageSize), count: lines.count))
        case .pageDown: apply(.moveChoice(max(1, frame.pageSize), count: lines.count))
        case .tick:
            guard lines.indices.contains(selected) else { break }
            apply(.toggleTicked(lines[selected].key), .moveChoice(1, count: lines.count))
        case .clearTicks:
            apply(.clearTicked)
            message = "ticks cleared"
        case .units: runKitchen(invocation)
        case .link: message = Link(model, in: catalog)?.url
        case .shoppingList, .cancel: apply(.dismiss)
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }
}

extension UnitSystem {
    /// A unit system by the name people type: `metric`, `us`, `as-written` (also `written`,
    /// `original`, `imperial` for US customary).
    static func named(_ name: String) -> UnitSystem? {
        switch name.lowercased() {
        case "as-written", "written", "original", "as written": .asWritten
        case "metric", "si": .metric
        case "us", "us-customary", "customary", "imperial": .us
        default: nil
        }
    }
}
