#if canImport(Glibc)
import Glibc
#endif
import CookbookModel
import CookbookFormats

/// Gives the recipes read from files their ids and categories, and makes them a `Library`.
///
/// - **Ids** come from where a recipe is: its file's path below the root, without the
///   extension (`Sauces/Pesto.cook` → `sauces-pesto`; a Nextcloud `Pesto/recipe.json` →
///   `pesto`), and the recipe's name after it when a file holds several. A file that gives
///   its recipes ids (the bundled format) keeps them. An id is one recipe's, and stays its
///   own: of files that make the same id (`apple-pie.cook` and `Apple Pie.cook`), the one
///   given it before keeps it (`RememberedIDs`), and the others get the hash of where they
///   are after it (`giveOnce`). So an id stays the same across launches and when other
///   files come or go.
/// - **Category**: the folders between the root and the file (`Baking › Bread`; a Nextcloud
///   recipe's own folder is not one); else the root's name. The courses a file names are one
///   facet of the recipe among others (`RecipeFacets`), which the first column may group by.
enum LibraryBuilder {
    /// The library, and its recipes in its order (to keep them in a cache).
    static func build(_ found: [(file: ScannedFile, recipes: [ReadRecipe])]) -> (Library, [Recipe]) {
        let (categories, recipes, facets) = place(found)
        do {
            return (try Library(categories: categories, recipes: recipes, facets: facets, placesAreFolders: true), recipes)
        } catch {
            // Every rule was kept in `place`; should one be missed, an empty library says so
            // rather than a crash.
            return (try! Library(categories: [], recipes: []), [])
        }
    }

    /// The categories and the recipes, with their ids, categories and related recipes, and
    /// their facet values, in the library's order: what `build` makes a library of.
    static func place(
        _ found: [(file: ScannedFile, recipes: [ReadRecipe])]
    ) -> (categories: [Category], recipes: [Recipe], facets: RecipeFacets) {
        var sanitized: [Recipe] = []
        var entries: [Entry] = []
        for (f, (file, recipes)) in found.enumerated() {
            for (n, read) in recipes.enumerated() {
                let recipe = Self.sanitized(read.recipe, file: file)
                sanitized.append(recipe)
                entries.append(Entry(recipe, read: read, file: f, recipe: n, of: recipes.count))
            }
        }
        let (categories, order) = assign(files: ScannedFiles(found.lazy.map(\.file)), &entries)
        let reads = found.flatMap(\.recipes)
        var facets = RecipeFacets.Builder(capacity: reads.count)
        for was in order { facets.append(packed: reads[was].packedFacets) }
        let recipes = zip(entries, order).map { placed, was in
            var recipe = sanitized[was]
            sanitized[was] = Recipe(id: "", name: "", category: "")
            recipe.summary.id = placed.id
            recipe.summary.category = placed.category ?? ""
            recipe.summary.source = found[placed.file].file.path
            recipe.related = placed.related
            return recipe
        }
        return (categories, recipes, facets.finish())
    }

    /// The library as far as the files' names tell: each recipe named after its file (as
    /// the readers name a recipe whose file gives no name, `RecipeTitle`), in its
    /// folder's category, with the id it will keep (what `build` gives for a recipe a file,
    /// each with only a name, without making those recipes first).
    static func names(
        _ files: ScannedFiles, remembered: RememberedIDs.Memory = RememberedIDs.Memory(), including: (ScannedFile) -> Bool = { _ in true }
    ) -> Library {
        var entries = files.indices.filter { including(files[$0]) }.map {
            Entry(file: $0, recipe: 0, of: 1, id: "", name: RecipeTitle.fromFileName(files[$0].nameWithoutExtension))
        }
        let categories = assign(files: files, remembered: remembered, &entries).categories
        var summaries = RecipeSummaries()
        // Room for long paths: what is never touched costs nothing, a copy to grow would.
        summaries.reserveCapacity(entries.count, bytes: entries.count * 256)
        for placed in entries {
            summaries.append(RecipeSummary(id: placed.id, name: placed.name, category: placed.category ?? "", source: files[placed.file].path))
        }
        return (try? Library(categories: categories, summaries: summaries, placesAreFolders: true)) ?? (try! Library(categories: [], recipes: []))
    }

    /// What placing a recipe needs of it, and what `assign` gives it (a library read from
    /// files keeps the rest as bytes of the bundled format, see `LibraryLoader`). One record
    /// for both: 100,000 placements of their own would hold 5 MB more at the peak of reading.
    struct Entry: Sendable {
        /// Its file, by position in the files given to `assign`; the recipe's place among the
        /// file's, and how many the file gave.
        var file: Int
        var recipe: Int
        var of: Int
        /// Its own id when it has a valid one (a file of the bundled format), else empty; once
        /// assigned, the id it has in the library.
        var id: String
        var name: String
        /// Its category: nil for its folders' (the only kind placing gives now); once assigned,
        /// the id of its category in the library.
        var category: String?
        var references: [String]
        /// The ids of its related recipes; once assigned, with the recipes it references.
        var related: [String]

        init(file: Int, recipe: Int, of count: Int, id: String, name: String, category: String? = nil,
             references: [String] = [], related: [String] = []) {
            self.file = file
            self.recipe = recipe
            self.of = count
            self.id = id
            self.name = name
            self.category = category
            self.references = references
            self.related = related
        }

        /// Of a recipe as `sanitized` gives it, and what its file said.
        init(_ recipe: Recipe, read: ReadRecipe, file: Int, recipe n: Int, of count: Int) {
            self.init(file: file, recipe: n, of: count, id: recipe.id, name: recipe.name, references: read.references, related: recipe.related)
        }
    }

    /// The categories; and every entry given its id, its category's id and its related
    /// recipes, and put in the library's order (by name as people read, then id). `entries` come
    /// in file order; `order[k]` is where the entry now at `k` was, for what is kept beside
    /// them. `places` gives each file's place by its position in `files`, when the caller kept
    /// it (else it is worked out from the file); `nameRanks`, where each entry's name is in the
    /// order of names (`StoredRecipes.nameRanks`), when the caller has them (else each name's
    /// key is made).
    static func assign(
        files: ScannedFiles, places kept: (Int) -> FilePlace? = { _ in nil }, nameRanks: [Int32]? = nil,
        remembered: RememberedIDs.Memory = RememberedIDs.Memory(), _ entries: inout [Entry]
    ) -> (categories: [Category], order: [Int]) {
        var categoryNames: [String: String] = [:]
        var categoryIDs: [String: String] = [:]
        // Looked at once a root (a file system call), not once a recipe.
        var rootNames: [String: String] = [:]
        func topName(_ root: String) -> String {
            if let known = rootNames[root] { return known }
            let name = rootName(root)
            rootNames[root] = name
            return name
        }
        func place(_ file: Int) -> FilePlace { kept(file) ?? FilePlace(files[file]) }
        // What every recipe of a file shares, worked out once a file, when a recipe needs it
        // (an entry its file's place was given to when it was read needs none).
        var current = -1
        var filePlace: FilePlace?
        for e in entries.indices {
            let entry = entries[e]
            if entry.file != current {
                current = entry.file
                filePlace = nil
            }
            if entry.id.isEmpty {
                if filePlace == nil { filePlace = place(entry.file) }
                entries[e].id = Self.id(of: entry, in: filePlace!)
            }
            var category: String
            if let named = entry.category {
                category = named.isEmpty ? topName(files.root(at: entry.file)) : named
            } else {
                if filePlace == nil { filePlace = place(entry.file) }
                category = filePlace!.folderCategory ?? topName(files.root(at: entry.file))
            }
            // One id a category, shared by its recipes (not a string made for each).
            if let known = categoryIDs[category] {
                entries[e].category = known
            } else {
                var made = Slug.make(category)
                if made.isEmpty { made = "c-" + Slug.hash(category) }
                if categoryNames[made] == nil { categoryNames[made] = category }
                categoryIDs[category] = made
                entries[e].category = made
            }
        }
        giveOnce(files: files, named: { place($0).place }, remembered: remembered, &entries)
        // A recipe another names (Cooklang `@./Sauces/Pesto{}`, from the root) is related to it.
        if entries.contains(where: { !$0.references.isEmpty }) {
            var byPlace: [String: String] = [:]
            for entry in entries {
                byPlace[files.root(at: entry.file) + "\u{0}" + place(entry.file).place] = entry.id
            }
            for i in entries.indices where !entries[i].references.isEmpty {
                let root = files.root(at: entries[i].file)
                for reference in entries[i].references {
                    let path = reference.split(separator: "/").filter { $0 != "." && !$0.isEmpty }.joined(separator: "/")
                    if let id = byPlace[root + "\u{0}" + path], id != entries[i].id, !entries[i].related.contains(id) {
                        entries[i].related.append(id)
                    }
                }
            }
        }
        let categories = Category.sorted(categoryNames.map { Category(id: $0.key, name: $0.value) }) { $0 }
        // By name as people read (`CollationKey`), then id: each name's key made once, or (a
        // library placed from its database) its rank among the names taken. Their positions are sorted, then the entries moved once each (sorting the
        // entries would move 88 bytes where a position is 8, and hold half of them again).
        var order = Array(entries.indices)
        if let ranks = nameRanks {
            order.sort { a, b in CollationKey.areInOrder(Int(ranks[a]) - Int(ranks[b]), id: entries[a].id, id: entries[b].id) }
        } else {
            let keys = CollationKey.keys(of: entries.count) { entries[$0].name }
            order.sort { a, b in CollationKey.areInOrder(CollationKey.compare(keys[a], keys[b]), id: entries[a].id, id: entries[b].id) }
        }
        entries.permute(by: order)
        return (categories, order)
    }

    /// Makes every id one recipe's. A recipe given its id with its holder's hash after it
    /// (`RecipeHolders`: where it is) keeps that (as remembered). Of the others that make the
    /// same id, the one given it before keeps it (as remembered), else the one in a file named
    /// exactly the id at the top of its root (`named`: a file's place), else the first in the
    /// byte order of their holders; the rest get their holder's hash after it. So a file that comes never takes an
    /// id given before, and with nothing remembered the id goes the same way whatever the
    /// order the files were read in. Ids that are not slugs (empty: from a file of another
    /// kind) are `recipe` and the hash.
    static func giveOnce(files: ScannedFiles, named: (Int) -> String, remembered: RememberedIDs.Memory, _ entries: inout [Entry]) {
        let holders = RecipeHolders(files)
        func hash(_ i: Int) -> String { Slug.hash(of: holders.hash(file: entries[i].file, recipe: entries[i].recipe)) }
        func holder(_ i: Int) -> String { holders.text(file: entries[i].file, recipe: entries[i].recipe) }
        let suffixed = remembered.suffixed
        if !suffixed.isEmpty {
            let bases = Set(suffixed.map { String($0.utf8.dropLast(9))! })
            for i in entries.indices where bases.contains(entries[i].id) {
                let kept = entries[i].id + "-" + hash(i)
                if suffixed.contains(kept) { entries[i].id = kept }
            }
        }
        var claims: [String: [Int]] = [:]
        for i in RepeatedIDs.positions(of: entries.count, id: { entries[$0].id }) where !entries[i].id.isEmpty {
            claims[entries[i].id, default: []].append(i)
        }
        let given = claims.isEmpty ? [:] : remembered.holders(of: Set(claims.keys))
        for (id, claimants) in claims {
            let hashes = claimants.map(hash)
            let keeper = given[id].flatMap { hashes.firstIndex(of: $0) }
                ?? claimants.indices.min { a, b in
                    let exactA = entries[claimants[a]].of == 1 && named(entries[claimants[a]].file) == id
                    let exactB = entries[claimants[b]].of == 1 && named(entries[claimants[b]].file) == id
                    if exactA != exactB { return exactA }
                    return holder(claimants[a]).utf8.lexicographicallyPrecedes(holder(claimants[b]).utf8)
                }
            for (k, i) in claimants.enumerated() where k != keeper { entries[i].id = id + "-" + hashes[k] }
        }
        for i in entries.indices where entries[i].id.isEmpty { entries[i].id = "recipe-" + hash(i) }
    }

    /// The id a recipe gets from its file's place: the place's, and the recipe's name after it
    /// when the file holds several.
    static func id(of entry: Entry, in place: FilePlace) -> String {
        entry.of > 1 ? [place.base, Slug.make(entry.name)].filter { !$0.isEmpty }.joined(separator: "-") : place.base
    }

    /// What a recipe's file's place gives it, given when the file is read (so placing needs no
    /// place): its id when it has none of its own, and its folders' category when its file
    /// names none, else "" (the root's name: a file at the top of its root).
    static func give(_ place: FilePlace, to entry: inout Entry) {
        if entry.id.isEmpty { entry.id = id(of: entry, in: place) }
        if entry.category == nil { entry.category = place.folderCategory ?? "" }
    }

    /// The recipe within the rules every cookbook keeps: a name, numbers in range, an item
    /// for every ingredient, related ids only among its own file's.
    static func sanitized(_ read: Recipe, file: ScannedFile) -> Recipe {
        var recipe = read
        if recipe.name.trimmingWhitespace.isEmpty { recipe.summary.name = RecipeTitle.fromFileName(file.nameWithoutExtension) }
        func inRange(_ value: Int?) -> Int? {
            value.flatMap { (0...Catalog.largestNumber).contains($0) ? $0 : nil }
        }
        recipe.summary.servings = inRange(recipe.servings)
        recipe.summary.prepMinutes = inRange(recipe.prepMinutes)
        recipe.summary.cookMinutes = inRange(recipe.cookMinutes)
        recipe.summary.statedTotalMinutes = inRange(recipe.statedTotalMinutes)
        // (Looked at first: most recipes have an item for every ingredient, kept as they are.)
        if recipe.ingredients.contains(where: { $0.item.trimmingWhitespace.isEmpty }) {
            recipe.ingredients = recipe.ingredients.compactMap { ingredient in
                var ingredient = ingredient
                if ingredient.item.trimmingWhitespace.isEmpty { ingredient.item = ingredient.text?.trimmingWhitespace ?? "" }
                return ingredient.item.isEmpty ? nil : ingredient
            }
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

extension Array {
    /// Puts the element at `order[k]` at `k`, for every `k` (`order` holds every index once),
    /// moving each element once and holding one aside at a time.
    mutating func permute(by order: [Int]) {
        var order = order
        for start in indices where order[start] != start {
            let first = self[start]
            var k = start
            while true {
                let from = order[k]
                order[k] = k
                if from == start {
                    self[k] = first
                    break
                }
                self[k] = self[from]
                k = from
            }
        }
    }
}
