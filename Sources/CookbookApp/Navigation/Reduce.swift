import CookbookModel

extension NavigationModel {
    /// The one place the model changes. Total: any action in any state gives a valid model,
    /// and an action that makes no sense in the current state leaves it unchanged.
    public mutating func reduce(_ action: Action, in catalog: Catalog) {
        if reduceKitchen(action, in: catalog) { return }
        if destination != nil, reducePresented(action, in: catalog) { return }
        switch action {
        case .move(let delta):
            move(by: delta, in: catalog)
        case .moveToFirst:
            move(by: Int.min / 2, in: catalog)
        case .moveToLast:
            move(by: Int.max / 2, in: catalog)
        case .focusNext, .focusPrevious:
            let order = focusOrder
            var index = order.firstIndex(of: focus) ?? 0
            let step = action == .focusNext ? 1 : order.count - 1
            for _ in order {
                index = (index + step) % order.count
                if setFocus(order[index], in: catalog) { break }
            }
        case .forward:
            forward(in: catalog)
        case .back:
            back(in: catalog)
        case .focus(let target):
            _ = setFocus(target, in: catalog)
        case .selectCategory(let id):
            guard catalog.category(id: id) != nil else { return }
            if selectedCategory != id {
                selectedCategory = id
                path = []
                detailCursor = 0
            }
            focus = .categories
            self = validated(in: catalog)
        case .selectRecipe(let id):
            guard catalog.summary(id: id) != nil else { return }
            // In the group selected when it holds the recipe, else in the recipe's own.
            if selectedCategory.map({ catalog.index(of: id, inCategory: $0) == nil }) ?? true {
                selectedCategory = catalog.homeCategory(ofRecipe: id)
            }
            if path != [id] {
                path = [id]
                detailCursor = 0
            }
            focus = .recipes
        case .openRecipe(let id):
            guard catalog.summary(id: id) != nil else { return }
            reduce(.selectRecipe(id), in: catalog)
            focus = .detail
        case .openRelated(let id):
            guard let shown = shownRecipeID.flatMap(catalog.outline(id:)), shown.related.contains(id) else { return }
            path.append(id)
            detailCursor = 0
            focus = .detail
        case .setDetailCursor(let index):
            guard let shown = shownRecipeID.flatMap(catalog.outline(id:)),
                  (0..<DetailItems.count(of: shown)).contains(index) else { return }
            detailCursor = index
            focus = .detail
        case .jumpToCategory(let index):
            let rows = catalog.groups.visible(collapsed: collapsed)
            guard rows.indices.contains(index) else { return }
            let keepFocus = focus == .categories
            reduce(.selectCategory(catalog.categories[rows[index]].id), in: catalog)
            if !keepFocus { _ = setFocus(.recipes, in: catalog) }
        case .setLayout(let layout):
            self.layout = layout
            self = validated(in: catalog)
        case .toggleCategoryColumn:
            columnVisibility = columnVisibility == .all ? .doubleColumn : .all
            self = validated(in: catalog)
        case .present(let destination):
            self.destination = destination
            self = validated(in: catalog)
        case .searchRepeat(let forward):
            repeatSearch(forward: forward, in: catalog)
        case .cook:
            CookingScreen.cook(&self, in: catalog)
        case .dismiss, .input, .deleteBackward, .setEntry, .moveChoice, .moveLine, .choose, .confirm:
            break  // only meaningful while something is presented
        case .scaleServings, .cycleScale, .setScale, .cycleUnits, .setUnits, .toggleBasket, .toggleInBasket, .toggleTimer, .tick,
             .acknowledgeTimers, .toggleTicked, .toggleTickedLine, .clearTicked, .addItem, .removeEntry, .clearList,
             .shoppingFilesRead, .shoppingWritesAsked, .putOnList:
            break  // reduceKitchen's
        }
    }

    /// The columns focus can move through, in order, for this layout.
    var focusOrder: [Focus] {
        showsCategoryColumn ? [.categories, .recipes, .detail] : [.recipes, .detail]
    }

    private mutating func move(by delta: Int, in catalog: Catalog) {
        switch focus {
        case .categories:
            let ids = catalog.groups.visible(collapsed: collapsed).map { catalog.categories[$0].id }
            guard let next = step(ids, from: selectedCategory, by: delta) else { return }
            if next != selectedCategory {
                selectedCategory = next
                path = []
                detailCursor = 0
            }
        case .recipes:
            // The stack's list runs through every category; the columns through one.
            let next = layout == .stack
                ? stepAcrossCategories(by: delta, in: catalog)
                : selectedCategory.flatMap { category in step(in: category, from: path.first, by: delta, catalog).map { (category, $0) } }
            guard let (category, next) = next else { return }
            if next != path.first || path.count > 1 || category != selectedCategory {
                path = [next]
                detailCursor = 0
                selectedCategory = category
            }
        case .detail:
            guard let recipe = shownRecipeID.flatMap(catalog.outline(id:)) else { return }
            let count = DetailItems.count(of: recipe)
            guard count > 0 else { return }
            detailCursor = clamp(detailCursor.addingReportingOverflow(delta).partialValue, 0, count - 1)
        }
    }

    /// The id `delta` rows away from `current` in `ids`, clamped to the ends. With no current
    /// selection, moving down starts at the first row and moving up at the last.
    private func step(_ ids: [String], from current: String?, by delta: Int) -> String? {
        guard !ids.isEmpty else { return nil }
        guard let current, let index = ids.firstIndex(of: current) else {
            return delta >= 0 ? ids.first : ids.last
        }
        return ids[clamp(index.addingReportingOverflow(delta).partialValue, 0, ids.count - 1)]
    }

    /// `step` in a category's list of recipes, the current one found by its position.
    private func step(in category: String, from current: String?, by delta: Int, _ catalog: Catalog) -> String? {
        let recipes = catalog.recipes(in: category)
        guard !recipes.isEmpty else { return nil }
        guard let current, let index = catalog.index(of: current, inCategory: category) else {
            return recipes.id(at: delta >= 0 ? 0 : recipes.count - 1)
        }
        return recipes.id(at: clamp(index.addingReportingOverflow(delta).partialValue, 0, recipes.count - 1))
    }

    /// `step` over every recipe in category order (a recipe in several groups is in each
    /// section), from the selected recipe in the selected category, without listing them
    /// all: walk the categories by their counts and list only the one the step lands in.
    private func stepAcrossCategories(by delta: Int, in catalog: Catalog) -> (category: String, id: String)? {
        let counts = catalog.categories.indices.map(catalog.recipeCount(atCategory:))
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        var position: Int
        if let current = path.first, let selected = selectedCategory, let category = catalog.categoryPosition(of: selected),
           let within = catalog.index(of: current, inCategory: selected) {
            position = counts[..<category].reduce(0, +) + within
            position = clamp(position.addingReportingOverflow(delta).partialValue, 0, total - 1)
        } else {
            position = delta >= 0 ? 0 : total - 1
        }
        for (category, count) in zip(catalog.categories, counts) {
            if position < count { return (category.id, catalog.recipes(in: category.id).id(at: position)) }
            position -= count
        }
        return nil
    }

    private mutating func forward(in catalog: Catalog) {
        switch focus {
        case .categories:
            // A closed folder opens; else on to its recipes.
            if let id = selectedCategory, collapsed.contains(id), let at = catalog.categoryPosition(of: id), catalog.groups.hasBranches(at: at) {
                collapsed.remove(id)
            } else {
                _ = setFocus(.recipes, in: catalog)
            }
        case .recipes:
            _ = setFocus(.detail, in: catalog)
        case .detail:
            guard let recipe = shownRecipeID.flatMap(catalog.outline(id:)) else { return }
            switch DetailItems.item(at: detailCursor, of: recipe) {
            case .related(let i)?: reduce(.openRelated(recipe.related[i]), in: catalog)
            // Enter on a step: cook from there.
            case .step?: CookingScreen.cook(&self, in: catalog)
            default: break
            }
        }
    }

    private mutating func back(in catalog: Catalog) {
        switch focus {
        case .categories:
            // An open folder closes; else the folder it is in is selected.
            guard let id = selectedCategory, let at = catalog.categoryPosition(of: id) else { break }
            if catalog.groups.hasBranches(at: at), !collapsed.contains(id) {
                collapsed.insert(id)
            } else if let parent = catalog.groups.parent(of: at) {
                reduce(.selectCategory(catalog.categories[parent].id), in: catalog)
            }
        case .recipes:
            if showsCategoryColumn { focus = .categories }
        case .detail:
            if path.count > 1 {
                let popped = path.removeLast()
                // Come back with the cursor on the related entry that was followed.
                if let parent = catalog.outline(id: path[path.count - 1]),
                   let i = parent.related.firstIndex(of: popped) {
                    detailCursor = DetailItems.index(of: .related(i), in: parent)
                } else {
                    detailCursor = 0
                }
            } else {
                focus = .recipes
            }
        }
    }

    /// Focuses a column if it has something to show; returns whether it did.
    mutating func setFocus(_ target: Focus, in catalog: Catalog) -> Bool {
        switch target {
        case .categories:
            guard showsCategoryColumn else { return false }
            focus = .categories
            return true
        case .recipes:
            guard let category = selectedCategory else { return false }
            if path.isEmpty, let first = catalog.recipes(in: category).first {
                path = [first.id]
                detailCursor = 0
            }
            focus = .recipes
            return true
        case .detail:
            if path.isEmpty {
                guard let category = selectedCategory, let first = catalog.recipes(in: category).first else {
                    return false
                }
                path = [first.id]
                detailCursor = 0
            }
            focus = .detail
            return true
        }
    }
}

func clamp(_ value: Int, _ low: Int, _ high: Int) -> Int {
    min(max(value, low), high)
}
