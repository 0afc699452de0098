import CookbookModel

extension NavigationModel {
    /// Actions while something is presented. Returns true when the action was the presented
    /// screen's (its folder's `reduce` says); any other action closes it and then applies as
    /// usual (a click, a link).
    mutating func reducePresented(_ action: Action, in catalog: Catalog) -> Bool {
        guard let presented = destination else { return false }
        if action == .dismiss {
            destination = nil
            return true
        }
        if presented.screen.reduce(action, presented, model: &self, in: catalog) { return true }
        destination = nil
        return action == .back
    }

    /// `index` moved by `delta` among `count` choices, clamped to them.
    static func step(_ index: Int, by delta: Int, count: Int) -> Int {
        count <= 0 ? 0 : clamp(index.addingReportingOverflow(delta).partialValue, 0, count - 1)
    }

    /// Goes to the next (or previous) result of the last search after the one shown.
    mutating func repeatSearch(forward: Bool, in catalog: Catalog) {
        guard let query = lastSearch else { return }
        let results = catalog.search(query, limit: RecipeSearch.defaultLimit).hits
        guard !results.isEmpty else { return }
        let current = results.firstIndex { $0.id == path.first }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : results.count - 1)) % results.count
        } else {
            next = forward ? 0 : results.count - 1
        }
        reduce(.openRecipe(results[next].id), in: catalog)
    }
}
