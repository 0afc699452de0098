extension Catalog {
    /// How the first column groups the recipes now; nil: as placed (not grouped yet).
    public var grouping: Grouping? { groups.grouping }

    /// The grouping a library opens with when nothing else says: its folders, unless they do
    /// not arrange it (one folder holds it all, or nine in ten of five or more hold one recipe,
    /// as a folder a recipe does: Nextcloud's layout) and its recipes name courses, then the
    /// courses. A book's categories are its courses.
    public var defaultGrouping: Grouping {
        guard placesAreFolders else { return .course }
        guard facets.has(.course) else { return .folder }
        let count = places.categories.count
        let single = places.positions.lazy.filter { $0.count == 1 }.count
        return count <= 1 || (count >= 5 && single * 10 >= count * 9) ? .course : .folder
    }

    /// The grouping to show: the first of `said` that says one (in the order they win: the
    /// command line, the last chosen in this library, config.toml), else the library's default.
    public func grouping(_ said: Grouping?...) -> Grouping {
        said.lazy.compactMap { $0 }.first ?? defaultGrouping
    }

    /// The first column's title.
    public var groupsTitle: String {
        switch groups.grouping {
        case .folder?: placesAreFolders ? "Folders" : "Categories"
        case .course?: placesAreFolders ? Facet.course.title : "Categories"
        case let grouping?: grouping.facet!.title
        case nil: "Categories"
        }
    }

    /// The same catalog with the first column grouped by `grouping`: the folder tree (each
    /// folder's recipes with those of its folders), or a facet's groups, values folded so that
    /// case, accents and a plural do not part them (`FacetFolding`), each named as most of its
    /// recipes write it, by name, and last the recipes that give none.
    /// `searches` come first, each a group of what it finds.
    public func grouped(by grouping: Grouping, searches: [SavedSearch] = []) -> Catalog {
        // Grouped so already (the start groups once to choose the place, the app once more).
        if grouping == groups.grouping, searches.isEmpty, groups.searchCount == 0 { return self }
        let grouped = groups(by: grouping)
        guard !searches.isEmpty else { return Catalog(self, groups: grouped) }
        let found = searches.map { (category: Category(id: $0.groupID, name: $0.name), positions: positions(matching: $0.query), depth: UInt8(0)) }
        let rest = grouped.categories.indices.map { (category: grouped.categories[$0], positions: grouped.positions[$0], depth: UInt8(grouped.depth(at: $0))) }
        return Catalog(self, groups: Groups(grouping: grouping, named: found + rest, searchCount: searches.count))
    }

    /// Whether grouping by `grouping` shows groups of its own here: the folders always; a
    /// facet when a recipe gives a value of it (asked of the values kept, not by grouping).
    /// A book's courses are its categories, as are its places: not a grouping apart.
    public func offers(_ grouping: Grouping) -> Bool {
        guard let facet = grouping.facet else { return true }
        if !placesAreFolders, facet == .course { return false }
        // A book's tags may come from its search text: grouped to be known.
        if !placesAreFolders, facet == .tag, !facets.has(.tag) {
            return groups(by: grouping).categories.contains { $0.id != Category.id(named: facet.noneName) }
        }
        return facets.has(facet)
    }

    /// The saved searches at the top of the first column.
    public var savedSearches: ArraySlice<Category> { groups.categories[..<groups.searchCount] }

    private func groups(by grouping: Grouping) -> Groups {
        guard let facet = grouping.facet else {
            return placesAreFolders ? folderTree() : Groups(grouping: .folder, categories: places.categories, index: places.index, positions: places.positions)
        }
        // A book's categories are its courses, with the ids its links name.
        if facet == .course, !placesAreFolders {
            return Groups(grouping: .course, categories: places.categories, index: places.index, positions: places.positions)
        }
        let values = facet == .tag && !placesAreFolders && !facets.has(.tag) ? searchIndex.tagFacets(ingredients: ingredientCount(at:)) : facets
        return Groups(grouping: grouping, named: Self.facetGroups(facet, values, recipes: recipes.count))
    }

    /// A facet's groups: each folded value once, named as most of its recipes write it, by
    /// name; then the recipes without one.
    private static func facetGroups(_ facet: Facet, _ values: RecipeFacets, recipes count: Int) -> [(category: Category, positions: [Int32], depth: UInt8)] {
        let spellings = values.spellings
        var recipesOf = [Int](repeating: 0, count: spellings.count)
        for i in 0..<count {
            for k in values.values(of: i) where values.facets[Int(k)] == facet { recipesOf[Int(k)] += 1 }
        }
        // Each spelling's group: one a folded value.
        var groupOfKey: [[UInt8]: Int] = [:]
        var groupOf = [Int](repeating: -1, count: spellings.count)
        var named: [(name: String, recipes: Int)] = []
        for k in spellings.indices where recipesOf[k] > 0 {
            let key = FacetFolding.key(spellings[k])
            let group: Int
            if let known = groupOfKey[key] {
                group = known
                // The spelling most recipes use names it; of as many, the first in order.
                let best = named[group]
                if recipesOf[k] > best.recipes || (recipesOf[k] == best.recipes && spellings[k] < best.name) {
                    named[group].name = spellings[k]
                }
            } else {
                group = named.count
                groupOfKey[key] = group
                named.append((spellings[k], recipesOf[k]))
            }
            groupOf[k] = group
        }
        var positions = [[Int32]](repeating: [], count: named.count)
        var none: [Int32] = []
        for i in 0..<count {
            var any = false
            for k in values.values(of: i) where values.facets[Int(k)] == facet {
                let group = groupOf[Int(k)]
                if positions[group].last != Int32(i) { positions[group].append(Int32(i)) }
                any = true
            }
            if !any { none.append(Int32(i)) }
        }
        var groups = named.indices.map { g in
            (category: Category(id: groupID(named[g].name), name: named[g].name), positions: positions[g], depth: UInt8(0))
        }
        groups = Category.sorted(groups) { $0.category }
        if !none.isEmpty { groups.append((Category(id: groupID(facet.noneName), name: facet.noneName), none, 0)) }
        return groups
    }

    /// A group's id from its name; a name with no letter or digit in ASCII (in Japanese) by
    /// its hash.
    private static func groupID(_ name: String) -> String {
        let id = Category.id(named: name)
        return id.isEmpty ? "c-" + Category.hashText(of: StableHash.fnv1a(name.utf8)) : id
    }

    /// The library's folders as a tree: each folder after its parent, its folders by name
    /// below it, each holding its own recipes and those of the folders below it. A folder
    /// that holds only folders is a group too.
    private func folderTree() -> Groups {
        final class Node {
            let name: String
            var category: Category?
            var place: Int?
            var children: [Node] = []
            /// Each child's place in `children`, by name: a Nextcloud folder holds thousands.
            var childNamed: [String: Int] = [:]
            init(name: String) { self.name = name }
        }
        let top = Node(name: "")
        for (p, category) in places.categories.enumerated() {
            var node = top
            var path = ""
            for part in category.name.split(separator: " › ", omittingEmptySubsequences: false).map(String.init) {
                path = path.isEmpty ? part : path + " › " + part
                if let child = node.childNamed[part] {
                    node = node.children[child]
                } else {
                    let child = Node(name: part)
                    child.category = Category(id: Self.groupID(path), name: part)
                    node.childNamed[part] = node.children.count
                    node.children.append(child)
                    node = child
                }
            }
            node.place = p
            node.category = Category(id: category.id, name: node.name)
        }
        var named: [(category: Category, positions: [Int32], depth: UInt8)] = []
        func add(_ node: Node, depth: Int) -> [Int32] {
            node.children = Category.sorted(node.children) { $0.category! }
            let at = named.count
            named.append((node.category!, [], UInt8(clamping: depth)))
            var positions = node.place.map { places.positions[$0] } ?? []
            if !node.children.isEmpty {
                for child in node.children { positions += add(child, depth: depth + 1) }
                positions.sort()
            }
            named[at].positions = positions
            return positions
        }
        top.children = Category.sorted(top.children) { $0.category! }
        for child in top.children { _ = add(child, depth: 0) }
        return Groups(grouping: .folder, named: named)
    }

    /// The group a recipe is selected in when it is opened (from a search, a link, a related
    /// recipe): its own folder, else the group of its first value, else the group of those
    /// without one; nil when no group holds it.
    public func homeCategory(ofRecipe id: String) -> String? {
        guard let position = position(of: id) else { return nil }
        let place = recipes.category(at: position)
        if groups.grouping == nil || groups.grouping == .folder || (groups.grouping == .course && !placesAreFolders) {
            if groups.index[place] != nil { return place }
        }
        // The first group, after the saved searches, that holds it (positions are in order).
        for g in groups.searchCount..<groups.categories.count where Self.holds(groups.positions[g], Int32(position)) {
            return groups.categories[g].id
        }
        return nil
    }

    /// Whether `positions` (ascending) hold `position`.
    static func holds(_ positions: [Int32], _ position: Int32) -> Bool {
        var low = 0, high = positions.count
        while low < high {
            let middle = (low + high) / 2
            if positions[middle] < position { low = middle + 1 } else { high = middle }
        }
        return low < positions.count && positions[low] == position
    }

    /// The names of the groups that hold recipe `i` (saved searches aside): its folder as a
    /// path ("Baking › Bread"), or each of its values' groups, or the group of those without one.
    public func groupNames(ofRecipeAt i: Int) -> [String] {
        groupNamesOfRecipes()(i)
    }
}

extension Catalog {
    /// Each recipe's group names (`groupNames(ofRecipeAt:)`), worked out for every recipe at
    /// once: a listing of the library asks for each.
    public func groupNamesOfRecipes() -> @Sendable (Int) -> [String] {
        let groups = self.groups, places = self.places, recipes = self.recipes
        if groups.grouping == nil || groups.grouping == .folder {
            return { i in places.index[recipes.category(at: i)].map { [places.categories[$0].name] } ?? [] }
        }
        // Each recipe's groups, packed: recipe i's are `of[starts[i]..<starts[i + 1]]`.
        var starts = [Int32](repeating: 0, count: recipes.count + 1)
        for g in groups.searchCount..<groups.categories.count {
            for p in groups.positions[g] { starts[Int(p) + 1] += 1 }
        }
        for i in 0..<recipes.count { starts[i + 1] += starts[i] }
        var of = [Int32](repeating: 0, count: Int(starts[recipes.count]))
        var next = starts
        for g in groups.searchCount..<groups.categories.count {
            for p in groups.positions[g] {
                of[Int(next[Int(p)])] = Int32(g)
                next[Int(p)] += 1
            }
        }
        let packed = (starts, of)
        return { i in packed.1[Int(packed.0[i])..<Int(packed.0[i + 1])].map { groups.categories[Int($0)].name } }
    }
}
