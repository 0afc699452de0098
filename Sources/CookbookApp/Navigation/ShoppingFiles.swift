import CookbookModel

/// The shopping list of a library of folders, as the files at its root hold it
/// (`.shopping-list`, `.shopping-checked`): a value in the model, changed by the reducer and
/// written by the session (`Effect.writeShoppingList`, `.appendShoppingChecks`,
/// `.compactShoppingChecks`), read back from what the session reads
/// (`Event.shoppingRead`). The bundled book has no folder: its basket stays in the state
/// file (`NavigationModel.shopping` is nil).
public struct ShoppingFiles: Equatable, Sendable {
    /// The library's root folder (the first `--data` folder, or the library folder).
    public var folder: String
    /// The list now.
    public var list: ShoppingListFile
    /// The list as the file was when last read or written: what this session's change is
    /// made against when it writes (`ShoppingListChange`).
    public var read: ShoppingListFile
    /// The names ticked off (the log replayed), by their name in lower case.
    public var checked: [String: String]
    /// Ticks this session made and the session has not appended yet.
    public var unwritten: [ShoppingCheck]
    /// Whether the files were read (before, the list is not known yet).
    public var loaded: Bool
    /// Whether a basket left in the state file was looked for (and moved onto the list).
    public var stateBasketChecked = false
    /// Asked to compact the log (the list cleared): the item keys still on the list.
    public var compaction: Set<String>?
    /// How many recipes of a basket from the state file were just moved onto the list (the
    /// app says so, and asks for the state file to be copied aside).
    public var moved: Int?

    public init(folder: String, list: ShoppingListFile = ShoppingListFile(), checked: [String: String] = [:]) {
        self.folder = folder
        self.list = list
        read = list
        self.checked = checked
        unwritten = []
        loaded = false
    }

    public var listPath: String { folder + "/" + ShoppingListFile.fileName }
    public var checkedPath: String { folder + "/" + ShoppingCheck.fileName }

    /// The item keys ticked off (`ItemKey`): what the list's lines are ticked by.
    public var tickedKeys: Set<String> { Set(checked.values.map(ItemKey.of)) }

    /// A line of the list (its key and name) ticked off, or back on: appended to the log.
    public mutating func toggleTick(key: String, name: String) {
        let names = checked.filter { ItemKey.of($0.value) == key }
        if names.isEmpty {
            checked[name.lowercased()] = name
            unwritten.append(ShoppingCheck(checked: true, name: name))
        } else {
            for (lower, written) in names {
                checked[lower] = nil
                unwritten.append(ShoppingCheck(checked: false, name: written))
            }
        }
    }

    /// Every tick taken off (`- name` for each).
    public mutating func clearTicks() {
        for name in checked.values.sorted() { unwritten.append(ShoppingCheck(checked: false, name: name)) }
        checked = [:]
    }

    /// The path of a recipe's file from the root, as a reference writes it
    /// (`Breakfast/Easy Pancakes.cook`); nil for one not under the root.
    public func path(of id: String, in catalog: Catalog) -> String? {
        guard let source = catalog.summary(id: id)?.source else { return nil }
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        guard source.hasPrefix(root) else { return nil }
        return String(source.dropFirst(root.count))
    }

    /// The recipes the list's references name, by the key of their path
    /// (`ShoppingReference.key`), as the catalog had them when last resolved (`resolve`): a
    /// reference not here names no recipe of the library.
    public var resolved: [String: String] = [:]

    /// Finds the recipes the list's references (nested ones too) name: one pass over the
    /// catalog when the list or the library changed, not one a frame.
    public mutating func resolve(in catalog: Catalog) {
        var wanted = Set<String>()
        func collect(_ entries: [ShoppingListEntry]) {
            for case .reference(let reference) in entries {
                wanted.insert(reference.key)
                collect(reference.children)
            }
        }
        collect(list.entries)
        var found: [String: String] = [:]
        if !wanted.isEmpty {
            let root = folder.hasSuffix("/") ? folder : folder + "/"
            for summary in catalog.recipes {
                guard let source = summary.source, source.hasPrefix(root) else { continue }
                let key = ShoppingReference(path: String(source.dropFirst(root.count))).key
                if wanted.contains(key) { found[key] = summary.id }
            }
        }
        resolved = found
    }

    /// A recipe's reference as cookbook puts it on the list: its sub-recipes (the recipes it
    /// names as `@./…`, the catalog's related ones from its folder) nested under it, theirs
    /// under them, as cookcli writes them (without `.cook`: `nestedPath`); a sub-recipe
    /// already on the way down (a loop) is not nested again.
    public func reference(for id: String, scale: Double, in catalog: Catalog) -> ShoppingReference? {
        guard let path = path(of: id, in: catalog) else { return nil }
        var seen: Set<String> = [id]
        func nested(_ id: String) -> [ShoppingListEntry] {
            (catalog.outline(id: id)?.related ?? []).compactMap { sub in
                guard !seen.contains(sub), let subPath = self.path(of: sub, in: catalog) else { return nil }
                seen.insert(sub)
                defer { seen.remove(sub) }
                return .reference(ShoppingReference(path: Self.nestedPath(subPath), children: nested(sub)))
            }
        }
        return ShoppingReference(path: path, multiplier: scale, children: nested(id))
    }

    /// A plan (`.menu`) put on the list: its reference, with its recipes under it (each with
    /// its scale and its sub-recipes), as cookcli writes a plan. For the Plans screen's Space.
    public mutating func addPlan(path: String, scale: Double = 1, recipes: [(id: String, scale: Double)], in catalog: Catalog) {
        let children = recipes.compactMap { reference(for: $0.id, scale: $0.scale, in: catalog) }.map { recipe in
            var recipe = recipe
            recipe.path = Self.nestedPath(recipe.path)
            return ShoppingListEntry.reference(recipe)
        }
        if list.index(of: path) == nil { list.toggle(ShoppingReference(path: path, multiplier: scale, children: children)) }
    }

    /// A recipe's path as a nested line of the list writes it: without `.cook`, as cookcli
    /// writes a plan's recipes (as the plan names them) and a recipe's sub-recipes (as the
    /// recipe names them). A recipe at the top keeps it (`path(of:)`); both read the same.
    static func nestedPath(_ path: String) -> String {
        path.hasSuffix(".cook") ? String(path.dropLast(5)) : path
    }

    /// The recipe (id) a recipe's `@./…` reference names, among those on the list (nested ones
    /// too): from the root, then from the folder of the recipe's file (`source`); nil for one
    /// the list does not name, which is bought ready-made.
    public func recipeID(referencedAs reference: String, from source: String?) -> String? {
        let root = folder.hasSuffix("/") ? folder : folder + "/"
        var own = ""
        if let source, source.hasPrefix(root), let slash = source.dropFirst(root.count).lastIndex(of: "/") {
            own = String(source[source.index(source.startIndex, offsetBy: root.count)..<slash])
        }
        return ReferenceExpansion.candidates(reference, folder: own).lazy.compactMap { resolved[ShoppingReference(path: $0).key] }.first
    }

    /// Whether the list makes recipe `sub` for recipe `parent` (ids): whether a reference to
    /// it is nested under one to `parent` (`ReferenceExpansion`'s `makes`). A sub-recipe taken
    /// off from under its recipe is bought ready-made.
    public func makes(_ sub: String, in parent: String) -> Bool {
        func under(_ references: [ShoppingReference]) -> Bool {
            references.contains { reference in
                if reference.isPlan { return under(reference.nested) }
                if resolved[reference.key] == parent, reference.nested.contains(where: { resolved[$0.key] == sub }) { return true }
                return under(reference.nested)
            }
        }
        return under(list.references)
    }

    /// The recipes the list's lines are merged from (as last resolved), each at its factor, as
    /// the basket holds them: a top-level reference's recipe, a plan's recipes (its factor times theirs).
    /// A reference to no recipe of the library is kept by its path (`./Soups/Gone`), shown as
    /// missing. The sub-recipes nested under them are made from them (`makes`).
    public var basket: [BasketEntry] {
        let ids = resolved
        var entries: [BasketEntry] = []
        for reference in list.references {
            if reference.isPlan {
                for recipe in reference.nested {
                    entries.append(BasketEntry(id: ids[recipe.key] ?? "./" + recipe.path, scale: reference.factor * recipe.factor))
                }
            } else {
                entries.append(BasketEntry(id: ids[reference.key] ?? "./" + reference.path, scale: reference.factor))
            }
        }
        return entries
    }
}
