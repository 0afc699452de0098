import CookbookFormats
import CookbookModel

/// The library's meal plans as last read (`Effect.readPlans`), with what answering their
/// references takes: the catalog's recipes by file, and the yields of the recipes a plan asks
/// an amount of (`{150%g}`), read by the session with the plans.
public struct LibraryPlans: Sendable {
    public var files: [PlanFile]
    /// Yields as the recipes write them (`500%g`), by recipe id: only the recipes a plan
    /// scales by an amount.
    public var yields: [String: String]
    /// Made when the plans are read or the library changes, not at each key of the screen.
    public private(set) var recipes: RecipeFiles

    public init(files: [PlanFile], yields: [String: String] = [:], catalog: Catalog) {
        self.files = files
        self.yields = yields
        recipes = RecipeFiles(catalog)
    }

    /// The library changed: its recipes by file are made again (the yields stay until the plans
    /// are read again, which the change asks for).
    mutating func takeCatalog(_ catalog: Catalog) {
        recipes = RecipeFiles(catalog)
    }

    /// The plan of this name (`Plans/Week 1`).
    public func plan(named name: String) -> PlanFile? {
        files.first { $0.name == name }
    }

    /// A reference answered: its recipe and the scale the plan asks for.
    public func resolve(_ reference: MenuReference, in plan: PlanFile, catalog: Catalog) -> ResolvedReference {
        recipes.resolve(reference, in: plan, catalog: catalog) { yields[$0] }
    }

    /// What a plan's days (all, or those given) ask to make, in the plan's order.
    public func meals(of plan: PlanFile, days: [MenuDay]? = nil, catalog: Catalog) -> [ResolvedReference] {
        recipes.meals(of: plan, days: days, catalog: catalog) { yields[$0] }
    }
}
