import CookbookFormats

extension App {
    /// Where the library's plans are (its `.menu` files, from the problems its scan gave),
    /// each with its root; known without reading them.
    var planLocations: [(path: String, root: String)] {
        PlanFile.locations(problems: problems, roots: libraryRoots)
    }

    /// The plans' files, once read.
    var planFiles: [PlanFile]? { mealPlans?.files }

    /// What a plan's days (all, or the one named) ask to make: each recipe's id (nil: missing)
    /// and scale, for the shopping list. Nil when the plans are not read or there is no such plan.
    public func plannedMeals(plan name: String, day: String? = nil) -> [ResolvedReference]? {
        guard let mealPlans, let plan = mealPlans.plan(named: name) else { return nil }
        let days = day.map { said in plan.menu.days.filter { $0.isNamed(said) || (said.isEmpty && $0.header.isEmpty) } }
        return mealPlans.meals(of: plan, days: days, catalog: catalog)
    }
}
