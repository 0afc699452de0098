import CookbookModel
import CookbookRender

/// `L`: the basket's ingredients merged, each line ticked off or not.
enum ShoppingListScreen: ListScreen {
    static let scope = ScreenRegistry.scope(of: Self.self)
    static let name = "shopping-list"
    static let helpSection: String? = "shopping list"

    static var commands: [CommandInfo] {
        [
            CommandInfo(.shoppingList, "the shopping list: the basket's ingredients merged", keys: [.character("L")],
                        hint: Hint { $0.basketCount > 0 ? "list" : nil }),
            CommandInfo(.tick, "tick the line off, or back on", keys: [.character(" "), .character("x")], onColumns: false),
            CommandInfo(.clearTicks, "clear every tick", keys: [.character("c")], onColumns: false),
            CommandInfo(.removeEntry, "take the entry off the list (a recipe, a plan or an item of those on the list)",
                        keys: [.character("d")], onColumns: false),
            CommandInfo(.clearList, "clear the list: every recipe and item off it, and the ticks compacted",
                        keys: [.character("D")], onColumns: false),
        ]
    }

    static let keys = [
        ScreenKey(.up), ScreenKey(.down, hint: Hint(pairedWith: .up) { _ in "move" }), ScreenKey(.top), ScreenKey(.bottom),
        ScreenKey(.pageUp), ScreenKey(.pageDown), ScreenKey(.link), ScreenKey(.units, hint: .always("units")),
        ScreenKey(.shoppingList, hint: .always("list")), ScreenKey(.tick, hint: .always("tick")), ScreenKey(.clearTicks),
        ScreenKey(.removeEntry, hint: Hint { $0.onShoppingEntry ? "remove" : nil }), ScreenKey(.clearList),
        ScreenKey(.quit, hint: .always("quit")), ScreenKey(.cancel, hint: .always("close")),
    ]

    static let footer: [FooterPart] = [
        .key(.tick, "tick"), .key(.clearTicks, "clear ticks"), .key(.clearList, "clear list"), .key(.units, "units"), .key(.cancel, "close"),
    ]

    /// The list, from its first line: what a `cookbook://shop` link opens.
    static let destination = Destination.shoppingList(selected: 0)

    /// The key that opens the list from the columns, for the basket's message.
    static func openingKey(_ keymap: Keymap) -> String? {
        keymap.firstKey(for: .shoppingList, in: .browse).map(KeyNames.label)
    }

    static func highlighted(_ destination: Destination) -> Int? {
        guard case .shoppingList(let selected) = destination else { return nil }
        return selected
    }

    static func highlighting(_ row: Int, in destination: Destination) -> Destination { .shoppingList(selected: row) }

    /// The basket's recipes, each at its scale (`id@servings`, or `id@2x` for a recipe that
    /// says no servings).
    static func linkPlace(_ destination: Destination, _ model: NavigationModel, in catalog: Catalog) -> (place: Link.Place, scaled: String?)? {
        let basket = model.basket.map { entry in
            abs(entry.scale - 1) < 1e-9 ? entry.id
                : entry.id + "@" + (catalog.summary(id: entry.id)?.servings.map { Scale.number(entry.scale * Double($0)) }
                                    ?? Scale.number(entry.scale) + "x")
        }
        return (.shop(basket), nil)
    }

    /// The list's entries shown above its lines, in a library of folders (what `d` takes
    /// off): the recipes, their sub-recipes under them, the items.
    static func entries(_ model: NavigationModel) -> [(depth: Int, entry: ShoppingListEntry)] {
        model.shopping?.list.removable ?? []
    }

    /// Whether an entry (not a line) is chosen, for the status bar's `d` hint.
    static func onEntry(_ model: NavigationModel) -> Bool {
        guard case .shoppingList(let selected)? = model.destination else { return false }
        return selected < entries(model).count
    }

    static func run(_ invocation: Invocation, _ destination: Destination, app: inout App, frame: Frame) -> Effect {
        let lines = frame.workedOut.shoppingList?.lines ?? []
        let entries = entries(app.model)
        // The rows to choose from: the entries, then the lines.
        let count = entries.count + lines.count
        guard case .shoppingList(let selected) = destination else { return .draw }
        if app.moveHighlight(invocation.command, count: count, frame: frame) { return .draw }
        switch invocation.command {
        case .tick:
            let line = selected - entries.count
            guard lines.indices.contains(line) else {
                if entries.indices.contains(selected) { app.message = "ticks are for the lines to buy, below" }
                break
            }
            app.apply(.toggleTickedLine(key: lines[line].key, name: lines[line].name), .moveChoice(1, count: count))
        case .clearTicks:
            app.apply(.clearTicked)
            app.message = "ticks cleared"
        case .removeEntry:
            guard app.model.shopping != nil else {
                app.message = "the bundled book's basket: Space on a recipe, or :basket ID, takes one out"
                break
            }
            guard entries.indices.contains(selected) else {
                app.message = "d takes an entry off the list: choose one of those at the top"
                break
            }
            // Named as the list showed it, before it goes.
            let taken = entries[selected]
            let said = label(taken.entry, in: app.catalog, model: app.model)
            app.apply(.removeEntry(selected))
            app.message = "\(said) taken off the list" + (taken.depth > 0 ? " (bought ready-made)" : "")
            if selected >= entries.count - 1 { app.apply(.moveChoice(-1, count: count)) }
        case .clearList:
            app.apply(.clearList(keeping: []), .moveChoice(Int.min / 2, count: count))
            app.message = app.model.shopping.map { "list cleared: \($0.listPath) (comments kept), ticks compacted" } ?? "basket emptied"
        case .units: app.runKitchen(invocation)
        case .link: app.message = Link(app.model, in: app.catalog)?.url
        case .shoppingList, .cancel: app.apply(.dismiss)
        case .quit: return .quit(0)
        default: break
        }
        return .draw
    }

    static func runOnColumns(_ invocation: Invocation, app: inout App, frame: Frame) -> Effect? {
        guard invocation.command == .shoppingList else { return nil }
        guard !app.model.basket.isEmpty || !(app.model.shopping?.list.isEmpty ?? true) else {
            let key = app.keymap.firstKey(for: .basket, in: .browse).map(KeyNames.label) ?? ":basket"
            app.message = "the basket is empty: \(key) on a recipe puts it in"
            return .draw
        }
        app.apply(.present(destination))
        return .draw
    }

    static func draw(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData, in bounds: Rect, on canvas: inout Canvas, theme: Theme) {
        guard case .shoppingList(let selected) = destination else { return }
        ShoppingListView.draw(selected: selected, model, data, footer: data.keymap.footer(in: scope), in: bounds, on: &canvas, theme: theme)
    }

    /// An entry as the list shows it: the recipe's name (or its path, when the library does not
    /// have it) and how many times; an item with its amount.
    static func label(_ entry: ShoppingListEntry, in catalog: Catalog, model: NavigationModel) -> String {
        switch entry {
        case .reference(let reference):
            let ids = model.shopping?.resolved ?? [:]
            func name(_ reference: ShoppingReference) -> String {
                ids[reference.key].flatMap { catalog.summary(id: $0)?.name } ?? "./" + reference.path + (reference.isPlan ? "" : " (missing)")
            }
            let times = reference.multiplier.map { " ×" + Scale.number($0) } ?? ""
            return (reference.isPlan ? "plan " : "") + name(reference) + times
        case .item(let item):
            return item.name + (item.quantity.map { " " + $0.split(separator: "%").joined(separator: " ") } ?? "")
        case .text(let text):
            return text
        }
    }

    /// The basket's recipes, and the sub-recipes a library's list makes of them.
    static func recipesShown(_ destination: Destination, _ model: NavigationModel, height: Int) -> [String] {
        var ids = model.basket.map(\.id)
        if let files = model.shopping { ids += Set(files.resolved.values).subtracting(ids).sorted() }
        return ids
    }

    /// The basket's list, for the view and the keys that tick its lines.
    static func shown(_ destination: Destination, _ model: NavigationModel, _ data: ScreenData) -> WorkedOut {
        var shown = WorkedOut()
        let entries = model.basket.compactMap { entry in data.recipe(id: entry.id).map { ($0, entry.scale) } }
        // A library's list makes the sub-recipes nested under their recipe (`ReferenceExpansion`);
        // one taken off, or the bundled book's, is bought.
        let files = model.shopping
        shown.shoppingList = ShoppingList.making(
            entries, items: files?.list.items ?? [], resolve: { reference, recipe in
                files?.recipeID(referencedAs: reference, from: recipe.source).flatMap(data.recipe(id:))
            },
            makes: { sub, recipe in files?.makes(sub.id, in: recipe.id) ?? false },
            units: model.units, settings: data.household
        ).list
        return shown
    }
}
