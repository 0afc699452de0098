import ArgumentParser
import CookbookModel

/// `--servings` and `--units`, as `show` and `shop` take them.
struct KitchenOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "Make this many servings (6), or this many times the recipe (2x).", valueName: "servings"))
    var servings: String?

    @Option(name: .long, help: "Show amounts as written, in metric or in US customary units.")
    var units: UnitSystem?

    /// The factor `--servings` asks of a recipe; a clear error when it is absurd.
    func scale(of recipe: RecipeSummary) -> Double {
        guard let servings else { return 1 }
        switch Scale.parse(servings, base: recipe.servings) {
        case .success(let factor): return factor
        case .failure(let error): Startup.fail("--servings \(servings): \(error.message)")
        }
    }
}

/// `--units` takes the unit systems by the names links and `:units` use.
extension UnitSystem: ExpressibleByArgument {
    /// For `--help` and the man page, which list the values with these.
    public var defaultValueDescription: String {
        switch self {
        case .asWritten: "the recipe's own units (the default)"
        case .metric: "grams, millilitres, degrees Celsius, centimetres"
        case .us: "ounces, cups and spoons, degrees Fahrenheit, inches"
        }
    }
}
