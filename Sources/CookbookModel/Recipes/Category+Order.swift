extension Category {
    /// The one order of categories and groups: by name in any case, then id. The library's
    /// categories, the folder tree's branches and a facet's groups are all sorted by it.
    public static func precedes(_ a: Category, _ b: Category) -> Bool {
        (a.name.lowercased(), a.id) < (b.name.lowercased(), b.id)
    }
}
