extension NavigationModel {
    /// Actions while something is presented. Returns true when the action was the presented
    /// screen's; any other action closes it and then applies as usual (a click, a link).
    mutating func reducePresented(_ action: Action, in cookbook: Cookbook) -> Bool {
        switch (destination, action) {
        case (_, .dismiss):
            destination = nil
        case (.search(var search)?, .searchInput(let text)):
            search.query += text
            search.selected = 0
            destination = .search(search)
        case (.search(var search)?, .searchDeleteBackward):
            if !search.query.isEmpty { search.query.removeLast() }
            search.selected = 0
            destination = .search(search)
        case (.search(var search)?, .searchMove(let delta)):
            let count = RecipeSearch.hits(for: search.query, in: cookbook).count
            search.selected = count == 0 ? 0 : clamp(search.selected.addingReportingOverflow(delta).partialValue, 0, count - 1)
            destination = .search(search)
        case (.search(let search)?, .searchSubmit):
            let results = RecipeSearch.hits(for: search.query, in: cookbook)
            guard results.indices.contains(search.selected) else { return true }
            destination = nil
            lastSearch = search.query
            reduce(.openRecipe(results[search.selected].id), in: cookbook)
        case (.experiencePicker(let highlighted)?, .pickerMove(let delta)):
            let all = Experience.allCases
            let index = clamp(all.firstIndex(of: highlighted)! + delta, 0, all.count - 1)
            destination = .experiencePicker(all[index])
        case (.experiencePicker(let chosen)?, .pickerChoose):
            destination = nil
            reduce(.setExperience(chosen), in: cookbook)
        case (.confirmReset?, .confirm):
            // Back to the first screen; how it is shown stays the user's choice.
            self = NavigationModel(
                selectedCategory: cookbook.categories.first?.id, experience: experience,
                columnVisibility: columnVisibility
            ).validated(in: cookbook)
        default:
            destination = nil
            return action == .back
        }
        return true
    }

    /// Goes to the next (or previous) result of the last search after the one shown.
    mutating func repeatSearch(forward: Bool, in cookbook: Cookbook) {
        guard let query = lastSearch else { return }
        let results = RecipeSearch.hits(for: query, in: cookbook)
        guard !results.isEmpty else { return }
        let current = results.firstIndex { $0.id == path.first }
        let next: Int
        if let current {
            next = (current + (forward ? 1 : results.count - 1)) % results.count
        } else {
            next = forward ? 0 : results.count - 1
        }
        reduce(.openRecipe(results[next].id), in: cookbook)
    }
}
