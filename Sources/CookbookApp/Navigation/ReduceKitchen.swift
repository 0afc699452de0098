import CookbookModel
import FoundationEssentials

extension NavigationModel {
    /// The recipe the kitchen keys act on: the one being cooked or scaled, else the one shown.
    public var kitchenRecipeID: String? {
        if let presented = destination, let id = presented.screen.kitchenRecipe(presented) { return id }
        return shownRecipeID
    }

    /// The factor a recipe is made at (1: as written).
    public func scale(of id: String) -> Double {
        scales[id] ?? 1
    }

    /// Whether the recipe is in the basket.
    public func inBasket(_ id: String) -> Bool {
        basket.contains { $0.id == id }
    }

    /// The basket's entries whose recipe the catalog does not have (its file moved aside,
    /// or saved broken for a moment): kept, shown as missing, and left out of the list.
    public func missingFromBasket(in catalog: Catalog) -> [BasketEntry] {
        basket.filter { catalog.summary(id: $0.id) == nil }
    }

    /// The kitchen's actions, on whatever screen is up: scaling, units, the basket and
    /// timers never close what is presented. Returns false for any other action.
    mutating func reduceKitchen(_ action: Action, in catalog: Catalog) -> Bool {
        switch action {
        case .scaleServings(let delta):
            guard let id = kitchenRecipeID, let recipe = catalog.summary(id: id) else { return true }
            setScale(Scale.stepped(scale(of: id), by: delta, base: recipe.servings), of: id, in: catalog)
        case .cycleScale:
            guard let id = kitchenRecipeID else { return true }
            setScale(Scale.cycled(scale(of: id)), of: id, in: catalog)
        case .setScale(let id, let factor):
            guard let recipe = catalog.summary(id: id), case .success(let factor) = Scale.checked(factor, base: recipe.servings)
            else { return true }
            setScale(factor, of: id, in: catalog)
        case .cycleUnits:
            units = units.next
        case .setUnits(let system):
            units = system
        case .toggleBasket:
            guard let id = kitchenRecipeID ?? selectedRecipeID else { return true }
            toggleInBasket(id, in: catalog)
        case .toggleInBasket(let id):
            toggleInBasket(id, in: catalog)
        case .toggleTimer(let timer):
            if let index = timers.firstIndex(where: { $0.isSame(as: timer) && !$0.rang }) {
                timers.remove(at: index)
            } else if timers.count < KitchenTimer.limit, timer.seconds > 0 {
                timers.append(timer)
            }
        case .tick(let now):
            for index in timers.indices where !timers[index].rang && timers[index].ends <= now {
                timers[index].rang = true
            }
        case .acknowledgeTimers:
            timers.removeAll(where: \.rang)
        case .toggleTicked(let key):
            if shopping != nil { return reduceKitchen(.toggleTickedLine(key: key, name: key), in: catalog) }
            if ticked.contains(key) { ticked.remove(key) } else { ticked.insert(key) }
        case .toggleTickedLine(let key, let name):
            guard shopping != nil else { return reduceKitchen(.toggleTicked(key), in: catalog) }
            shopping!.toggleTick(key: key, name: name)
            ticked = shopping!.tickedKeys
        case .clearTicked:
            shopping?.clearTicks()
            ticked = []
        case .shoppingFilesRead(let read, let moving):
            shoppingFilesRead(read, movingTheBasket: moving, in: catalog)
        case .putOnList(let recipes, let plan):
            guard var files = shopping else {
                // The bundled book has no plans: its basket takes the recipes.
                for entry in recipes where !basket.contains(where: { $0.id == entry.id }) && catalog.summary(id: entry.id) != nil {
                    basket.append(entry)
                }
                return true
            }
            if let plan {
                files.addPlan(path: plan, recipes: recipes.map { ($0.id, $0.scale) }, in: catalog)
            } else {
                for entry in recipes {
                    guard let path = files.path(of: entry.id, in: catalog), files.list.index(of: path) == nil,
                          let reference = files.reference(for: entry.id, scale: entry.scale, in: catalog) else { continue }
                    files.list.toggle(reference)
                }
            }
            files.resolve(in: catalog)
            basket = files.basket
            shopping = files
        case .shoppingWritesAsked:
            shopping?.unwritten = []
            shopping?.compaction = nil
            shopping?.moved = nil
        case .addItem(let item):
            guard shopping != nil else { return true }
            shopping!.list.add(item)
        case .removeEntry(let n):
            guard shopping != nil else { return true }
            shopping!.list.remove(removable: n)
            shopping!.resolve(in: catalog)
            basket = shopping!.basket
        case .clearList(let keeping):
            guard shopping != nil else {
                basket = []
                ticked = []
                return true
            }
            shopping!.list.clear()
            basket = []
            shopping!.compaction = keeping
            shopping!.checked = shopping!.checked.filter { keeping.contains(ItemKey.of($0.value)) }
            ticked = shopping!.tickedKeys
        default:
            return false
        }
        return true
    }

    /// Takes the recipe out of the basket, or puts it in when the catalog has it. In a library
    /// of folders, the basket is the list: the recipe's reference, with its sub-recipes
    /// nested, goes on it or comes off (one kept by its path, `./Soups/Gone`, too).
    private mutating func toggleInBasket(_ id: String, in catalog: Catalog) {
        if var files = shopping {
            if let path = id.hasPrefix("./") ? String(id.dropFirst(2)) : files.path(of: id, in: catalog), let index = files.list.index(of: path) {
                files.list.remove(at: index)
            } else if let reference = files.reference(for: id, scale: scale(of: id), in: catalog) {
                files.list.toggle(reference)
            }
            files.resolve(in: catalog)
            basket = files.basket
            shopping = files
            return
        }
        if let index = basket.firstIndex(where: { $0.id == id }) {
            basket.remove(at: index)
        } else if catalog.summary(id: id) != nil {
            basket.append(BasketEntry(id: id, scale: scale(of: id)))
        }
    }

    private mutating func setScale(_ factor: Double, of id: String, in catalog: Catalog) {
        scales[id] = abs(factor - 1) < 1e-9 ? nil : factor
        // The basket holds a recipe at the scale the user chose for it.
        if var files = shopping {
            if let path = files.path(of: id, in: catalog), let index = files.list.index(of: path),
               case .reference(var reference) = files.list.entries[index], reference.factor != factor {
                reference = ShoppingReference(path: reference.path, multiplier: factor, children: reference.children)
                files.list.entries[index] = .reference(reference)
                basket = files.basket
                shopping = files
            }
            return
        }
        if let index = basket.firstIndex(where: { $0.id == id }) { basket[index].scale = factor }
    }

    /// The scales of recipes the catalog no longer has are dropped (a cooking or scaling
    /// screen of such a recipe is closed by its screen's `validated`); the basket is the
    /// user's and keeps them: only the user takes a recipe out of it.
    mutating func validateKitchen(in catalog: Catalog) {
        scales = scales.filter { id, factor in
            catalog.summary(id: id) != nil && factor.isFinite && factor >= Scale.smallest && factor <= Scale.largest
        }
        for index in basket.indices where !(basket[index].scale.isFinite && basket[index].scale >= Scale.smallest
                                             && basket[index].scale <= Scale.largest) {
            basket[index].scale = 1
        }
        // A library of folders' basket is its list's recipes, as the catalog has them now
        // (once a basket left in the state file had its chance to move onto the list).
        if shopping?.stateBasketChecked == true {
            shopping!.resolve(in: catalog)
            basket = shopping!.basket
            ticked = shopping!.tickedKeys
        }
        if timers.count > KitchenTimer.limit { timers = Array(timers.prefix(KitchenTimer.limit)) }
    }
}
