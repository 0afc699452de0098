import CookbookModel
import FoundationEssentials

/// The kitchen's commands on any screen: scaling, units and the timers' clock. (Cooking
/// mode, the `=` prompt and the shopping list run their own keys, in their folders.) What
/// they need of a recipe (its amounts, a step's durations) comes from the recipes the last
/// frame showed.
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
