extension Category {
    /// The one order of categories and groups: by name as people read (`CollationKey`: Île
    /// with the I's, case second), then id. The library's categories, the folder tree's
    /// branches (under each folder) and a facet's groups are all sorted by it; each name's key
    /// is made once a sort.
    public static func sorted<Item>(_ items: some Sequence<Item>, by category: (Item) -> Category) -> [Item] {
        CollationKey.sorted(items, name: { category($0).name }, id: { category($0).id })
    }
}
