#if canImport(Glibc)
import Glibc
#endif
import CookbookKit

/// Gives the recipes read from files their ids and categories, and makes them a `Library`.
///
/// - **Ids** come from where a recipe is: its file's path below the root, without the
///   extension (`Sauces/Pesto.cook` → `sauces-pesto`; a Nextcloud `Pesto/recipe.json` →
///   `pesto`), and the recipe's name after it when a file holds several. So an id stays the
///   same across launches and when other files come or go. Ids that would still be equal (two
///   roots, `a-b/c` and `a/b-c`) all get the hash of their path after them, so which one
///   was read first never matters. A file that gives its recipes ids (the bundled format)
///   keeps them.
/// - **Category**: the first one the file names; else the folders between the root and the
///   file (`Baking › Bread`; a Nextcloud recipe's own folder is not one); else the root's
///   name.
enum LibraryBuilder {
    /// The library, and its recipes in its order (to keep them in a cache).
    static func build(_ found: [(file: ScannedFile, recipes: [ReadRecipe])]) -> (Library, [Recipe]) {
        let (categories, recipes) = place(found)
        do {
            return (try Library(categories: categories, recipes: recipes), recipes)
        } catch {
            // Every rule was kept in `place`; should one be missed, an empty library says so
            // rather than a crash.
            return (try! Library(categories: [], recipes: []), [])
        }
    }

    /// The categories and the recipes, with their ids, categories and related recipes, in
    /// the library's order: what `build` makes a library of.
    static func place(_ found: [(file: ScannedFile, recipes: [ReadRecipe])]) -> (categories: [Category], recipes: [Recipe]) {
        struct Placed {
            var recipe: Recipe
            var key: String
            /// Its root, and its place below it without an extension (`Sauces/Pesto`).
            var place: String
            var root: String
            var references: [String]
        }
        var placed: [Placed] = []
        var categoryNames: [String: String] = [:]
        // Looked at once a root (a file system call), not once a recipe.
        var rootNames: [String: String] = [:]
        func topName(_ root: String) -> String {
            if let known = rootNames[root] { return known }
            let name = rootName(root)
            rootNames[root] = name
            return name
        }
        for (file, recipes) in found {
            let nextcloud = file.name.lowercased() == "recipe.json" && !file.folders.isEmpty
            let place = nextcloud ? Array(file.folders) : file.folders + [file.nameWithoutExtension]
            let folders = nextcloud ? Array(file.folders.dropLast()) : file.folders
            for (n, read) in recipes.enumerated() {
                var recipe = sanitized(read.recipe, file: file)
                if recipe.id.isEmpty {
                    let base = Slug.make(place.joined(separator: "-"))
                    recipe.summary.id = recipes.count > 1 ? [base, Slug.make(recipe.name)].filter { !$0.isEmpty }.joined(separator: "-") : base
                }
                let category = read.categories.lazy.map { $0.trimmingCharacters() }.first { !$0.isEmpty }
                    ?? (folders.isEmpty ? topName(file.root) : folders.joined(separator: " › "))
                var categoryID = Slug.make(category)
                if categoryID.isEmpty { categoryID = "c-" + Slug.hash(category) }
                if categoryNames[categoryID] == nil { categoryNames[categoryID] = category }
                recipe.summary.category = categoryID
                recipe.summary.source = file.path
                placed.append(Placed(
                    recipe: recipe, key: file.root + "\u{0}" + file.components.joined(separator: "/") + "\u{0}\(n)",
                    place: place.joined(separator: "/"), root: file.root, references: read.references))
            }
        }
        // Equal ids, and ids that are not slugs (empty, or from a file of another kind), all
        // get their path's hash: the same whatever else the library holds.
        var counts: [String: Int] = [:]
        for item in placed { counts[item.recipe.id, default: 0] += 1 }
        for i in placed.indices where counts[placed[i].recipe.id]! > 1 || placed[i].recipe.id.isEmpty {
            let base = placed[i].recipe.id.isEmpty ? "recipe" : placed[i].recipe.id
            placed[i].recipe.summary.id = base + "-" + Slug.hash(placed[i].key)
        }
        // A recipe another names (Cooklang `@./Sauces/Pesto{}`, from the root) is related to it.
        var byPlace: [String: String] = [:]
        for item in placed { byPlace[item.root + "\u{0}" + item.place] = item.recipe.id }
        for i in placed.indices where !placed[i].references.isEmpty {
            for reference in placed[i].references {
                let path = reference.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
                if let id = byPlace[placed[i].root + "\u{0}" + path], id != placed[i].recipe.id, !placed[i].recipe.related.contains(id) {
                    placed[i].recipe.related.append(id)
                }
            }
        }
        let categories = categoryNames.map { Category(id: $0.key, name: $0.value) }
            .sorted { ($0.name.lowercased(), $0.id) < ($1.name.lowercased(), $1.id) }
        // By name in any case, then id: each name lowercased once, not at every comparison.
        let recipes = placed.map { (key: $0.recipe.name.lowercased(), recipe: $0.recipe) }
            .sorted { ($0.key, $0.recipe.id) < ($1.key, $1.recipe.id) }.map(\.recipe)
        return (categories, recipes)
    }

    /// The recipe within the rules every cookbook keeps: a name, numbers in range, an item
    /// for every ingredient, related ids only among its own file's.
    static func sanitized(_ read: Recipe, file: ScannedFile) -> Recipe {
        var recipe = read
        if recipe.name.trimmingCharacters().isEmpty { recipe.summary.name = file.nameWithoutExtension }
        func inRange(_ value: Int?) -> Int? {
            value.flatMap { (0...Catalog.largestNumber).contains($0) ? $0 : nil }
        }
        recipe.summary.servings = inRange(recipe.servings)
        recipe.summary.prepMinutes = inRange(recipe.prepMinutes)
        recipe.summary.cookMinutes = inRange(recipe.cookMinutes)
        recipe.ingredients = recipe.ingredients.compactMap { ingredient in
            var ingredient = ingredient
            if ingredient.item.trimmingCharacters().isEmpty { ingredient.item = ingredient.text?.trimmingCharacters() ?? "" }
            return ingredient.item.isEmpty ? nil : ingredient
        }
        if !recipe.id.isEmpty, Slug.make(recipe.id) != recipe.id { recipe.summary.id = "" }
        return recipe
    }

    /// A root's name, for recipes at its top: the folder's name, or a file's folder's.
    static func rootName(_ root: String) -> String {
        let parts = root.split(separator: "/").map(String.init)
        var isFolder = false
        var info = stat()
        if stat(root, &info) == 0 { isFolder = info.st_mode & S_IFMT == S_IFDIR }
        let name = isFolder ? parts.last : parts.dropLast().last
        return name ?? "Recipes"
    }
}

extension String {
    func trimmingCharacters() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return String(s)
    }
}
