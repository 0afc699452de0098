import CookbookKit

extension NavigationModel {
    /// Actions while something is presented. Returns true when the action was the presented
    /// screen's; any other action closes it and then applies as usual (a click, a link).
    mutating func reducePresented(_ action: Action, in catalog: Catalog) -> Bool {
        switch (destination, action) {
        case (_, .dismiss):
            destination = nil
        case (.search(var search)?, .input(let text)):
            search.query += text
            search.selected = 0
            destination = .search(search.searched(in: catalog))
        case (.search(var search)?, .deleteBackward):
            if !search.query.isEmpty { search.query.removeLast() }
            search.selected = 0
            destination = .search(search.searched(in: catalog))
        case (.search(var search)?, .moveChoice(let delta, let count)):
            search.selected = step(search.selected, by: delta, count: min(count, search.results.hits.count))
            destination = .search(search)
        case (.search(let search)?, .choose):
            let results = search.results.hits
            guard results.indices.contains(search.selected) else { return true }
            destination = nil
            lastSearch = search.query
            reduce(.openRecipe(results[search.selected].id), in: catalog)
        case (.help(var entry)?, .input(let text)), (.commandLine(var entry)?, .input(let text)):
            entry.text += text
            entry.choices = []
            entry.selected = 0
            destination = destination?.with(entry)
        case (.help(var entry)?, .deleteBackward), (.commandLine(var entry)?, .deleteBackward):
            // Backspace on an empty command line closes it, as in vim.
            if entry.text.isEmpty, case .commandLine? = destination {
                destination = nil
                return true
            }
            if !entry.text.isEmpty { entry.text.removeLast() }
            entry.choices = []
            entry.selected = 0
            destination = destination?.with(entry)
        case (.help(var entry)?, .moveChoice(let delta, let count)), (.commandLine(var entry)?, .moveChoice(let delta, let count)),
             (.problems(var entry)?, .moveChoice(let delta, let count)):
            entry.selected = step(entry.selected, by: delta, count: count)
            destination = destination?.with(entry)
        case (.commandLine?, .setEntry(let entry)):
            destination = .commandLine(entry)
        case (.experiencePicker(let highlighted)?, .moveChoice(let delta, _)):
            let all = Experience.allCases
            destination = .experiencePicker(all[step(all.firstIndex(of: highlighted)!, by: delta, count: all.count)])
        case (.experiencePicker(let chosen)?, .choose):
            destination = nil
            reduce(.setExperience(chosen), in: catalog)
        case (.cooking(var cooking)?, .move(let delta)):
            let steps = catalog.outline(id: cooking.recipe)?.steps ?? 0
            let next = step(cooking.step, by: delta, count: steps)
            if next != cooking.step { cooking.timerChoice = nil }
            cooking.step = next
            destination = .cooking(cooking)
        case (.cooking(var cooking)?, .moveToFirst), (.cooking(var cooking)?, .moveToLast):
            let steps = catalog.outline(id: cooking.recipe)?.steps ?? 0
            cooking.step = action == .moveToFirst ? 0 : max(0, steps - 1)
            cooking.timerChoice = nil
            destination = .cooking(cooking)
        case (.cooking(var cooking)?, .moveChoice(let delta, let count)):
            // `T`: the next of the step's durations (the count the screen found).
            guard count > 0 else { return true }
            cooking.timerChoice = ((cooking.timerChoice ?? 0) + delta % count + count) % count
            destination = .cooking(cooking)
        case (.scaleTo(var prompt)?, .input(let text)):
            prompt.text += text
            destination = .scaleTo(prompt)
        case (.scaleTo(var prompt)?, .deleteBackward):
            if !prompt.text.isEmpty { prompt.text.removeLast() }
            destination = .scaleTo(prompt)
        case (.scaleTo(var prompt)?, .moveChoice(let delta, let count)):
            prompt.ingredient = step(prompt.ingredient, by: delta, count: count)
            destination = .scaleTo(prompt)
        case (.shoppingList(let selected)?, .moveChoice(let delta, let count)):
            destination = .shoppingList(selected: step(selected, by: delta, count: count))
        case (.confirmReset?, .confirm):
            // Back to the first screen; how it is shown stays the user's choice.
            self = NavigationModel(
                selectedCategory: catalog.categories.first?.id, experience: experience,
                columnVisibility: columnVisibility
            ).validated(in: catalog)
        default:
            destination = nil
            return action == .back
        }
        return true
    }

    /// `index` moved by `delta` among `count` choices, clamped to them.
    private func step(_ index: Int, by delta: Int, count: Int) -> Int {
        count <= 0 ? 0 : clamp(index.addingReportingOverflow(delta).partialValue, 0, count - 1)
    }

    /// Goes to the next (or previous) result of the last search after the one shown.
    mutating func repeatSearch(forward: Bool, in catalog: Catalog) {
        guard let query = lastSearch else { return }
        let results = catalog.searchIndex.search(query, limit: RecipeSearch.defaultLimit)
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

extension Destination {
    /// The same text screen with another entry.
    func with(_ entry: TextEntry) -> Destination {
        switch self {
        case .help: .help(entry)
        case .commandLine: .commandLine(entry)
        case .problems: .problems(entry)
        default: self
        }
    }
}
