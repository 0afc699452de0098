import CookbookModel

/// A plan's reference as the library answers it: the recipe it names (or none: missing, never
/// dropped) and how much of it to make.
public struct ResolvedReference: Equatable, Sendable {
    public var reference: MenuReference
    /// The recipe's id; nil when the library has no recipe at that path.
    public var id: String?
    /// The factor the recipe is made by (1 when as written, or when the amount cannot be made).
    public var scale: Double
    /// Why the recipe is missing, or why its amount cannot be made.
    public var problem: String?

    public init(reference: MenuReference, id: String?, scale: Double, problem: String?) {
        self.reference = reference
        self.id = id
        self.scale = scale
        self.problem = problem
    }
}

extension RecipeFiles {
    /// The reference resolved in the catalog: its recipe and scale (`yield`: a recipe's
    /// yield by id, for `{150%g}`; nil when unknown).
    public func resolve(
        _ reference: MenuReference, in plan: PlanFile, catalog: Catalog, yield: (String) -> String? = { _ in nil }
    ) -> ResolvedReference {
        guard let id = id(of: reference, in: plan), let summary = catalog.summary(id: id) else {
            return ResolvedReference(reference: reference, id: nil, scale: 1, problem: "no recipe \(reference.path)")
        }
        switch reference.quantity.scale(servings: summary.servings, yield: yield(id), name: summary.name) {
        case .success(let scale): return ResolvedReference(reference: reference, id: id, scale: scale, problem: nil)
        case .failure(let why): return ResolvedReference(reference: reference, id: id, scale: 1, problem: why.message)
        }
    }

    /// What a plan's days (all, or those given) ask to make: each recipe reference's id (nil:
    /// missing) and scale, in the plan's order. (For the shopping list.)
    public func meals(
        of plan: PlanFile, days: [MenuDay]? = nil, catalog: Catalog, yield: (String) -> String? = { _ in nil }
    ) -> [ResolvedReference] {
        (days ?? plan.menu.days).flatMap(\.references).map { resolve($0, in: plan, catalog: catalog, yield: yield) }
    }

    /// The recipes the plans ask an amount of (`{150%g}`), whose yields resolving them takes:
    /// each id once, in the plans' order.
    public func scaledByAmount(in plans: [PlanFile]) -> [String] {
        var seen: Set<String> = []
        var ids: [String] = []
        for plan in plans {
            for reference in plan.menu.references {
                guard case .amount = reference.quantity, let id = id(of: reference, in: plan), seen.insert(id).inserted else { continue }
                ids.append(id)
            }
        }
        return ids
    }
}
