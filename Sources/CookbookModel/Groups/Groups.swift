/// The first column's groups as the library is grouped now: each one's name and id, its
/// recipes (positions in the catalog's recipes, in the library's order: a list is not a copy
/// of the summaries), and where it sits in the folder tree. A recipe is in every group of a
/// facet it has a value of, and in every folder above its own.
public struct Groups: Sendable {
    /// What they group by; nil for the library's own categories, as placed.
    public let grouping: Grouping?
    public let categories: [Category]
    let index: [String: Int]
    let positions: [[Int32]]
    /// Group `i`'s depth in the folder tree (0 at the top); empty when every one is at the top.
    let depths: [UInt8]
    /// How many of the first groups are saved searches (config.toml's `[searches]`).
    public let searchCount: Int

    init(
        grouping: Grouping?, categories: [Category], index: [String: Int], positions: [[Int32]], depths: [UInt8] = [],
        searchCount: Int = 0
    ) {
        self.grouping = grouping
        self.categories = categories
        self.index = index
        self.positions = positions
        self.depths = depths
        self.searchCount = searchCount
    }

    /// Groups in this order, with these recipes; each id made unique (a second `dessert` is
    /// `dessert-2`), none empty.
    init(grouping: Grouping?, named: [(category: Category, positions: [Int32], depth: UInt8)], searchCount: Int = 0) {
        var index: [String: Int] = [:]
        var categories: [Category] = []
        categories.reserveCapacity(named.count)
        for (i, group) in named.enumerated() {
            var category = group.category
            if category.id.isEmpty { category.id = "group" }
            if index[category.id] != nil {
                var n = 2
                while index["\(category.id)-\(n)"] != nil { n += 1 }
                category.id += "-\(n)"
            }
            index[category.id] = i
            categories.append(category)
        }
        let depths = named.map(\.depth)
        self.init(
            grouping: grouping, categories: categories, index: index, positions: named.map(\.positions),
            depths: depths.allSatisfy { $0 == 0 } ? [] : depths, searchCount: searchCount)
    }

    /// Group `i`'s depth in the folder tree: 0 at the top.
    public func depth(at i: Int) -> Int {
        depths.isEmpty ? 0 : Int(depths[i])
    }

    /// Whether group `i` has folders below it (the next group is one level deeper).
    public func hasBranches(at i: Int) -> Bool {
        !depths.isEmpty && i + 1 < depths.count && depths[i + 1] > depths[i]
    }

    /// The group that holds group `i` in the tree; nil at the top.
    public func parent(of i: Int) -> Int? {
        let depth = self.depth(at: i)
        guard depth > 0 else { return nil }
        return (0..<i).last { self.depth(at: $0) < depth }
    }

    /// The groups a row shows for: every group but those inside a group in `collapsed`
    /// (ids), in order.
    public func visible(collapsed: Set<String>) -> [Int] {
        guard !collapsed.isEmpty, !depths.isEmpty else { return Array(categories.indices) }
        var shown: [Int] = []
        var hiddenBelow: Int?
        for i in categories.indices {
            let depth = self.depth(at: i)
            if let below = hiddenBelow {
                if depth > below { continue }
                hiddenBelow = nil
            }
            shown.append(i)
            if collapsed.contains(categories[i].id), hasBranches(at: i) { hiddenBelow = depth }
        }
        return shown
    }
}
