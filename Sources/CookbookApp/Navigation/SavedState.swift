import CookbookModel
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The saved form of a `NavigationModel`: ids only, never recipe contents.
///
///     {"version":1,"selectedCategory":"dessert","recipePathIds":["apple-pie","pie-crust"],
///      "focus":"detail","detailCursor":0,"layout":"threeColumn","columnVisibility":"all",
///      "grouping":"course","collapsed":["baking"]}
///
/// Fields added later are optional, so an older file still reads; a file from a newer
/// format version is refused rather than misread. Names changed since are read in their
/// older spelling too: `experience` (now `layout`) and the `experiencePicker` screen (now
/// `layoutPicker`).
extension NavigationModel: Codable {
    public static let formatVersion = 1

    private enum CodingKeys: String, CodingKey {
        case version, selectedCategory, path = "recipePathIds", focus, detailCursor
        case layout, columnVisibility, destination, lastSearch
        case scales, units, basket, ticked, timers, grouping, collapsed
        /// The older name of `layout`, read when `layout` is not there.
        case experience
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let version = try c.decodeIfPresent(Int.self, forKey: .version) ?? Self.formatVersion
        guard version == Self.formatVersion else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: c,
                debugDescription: "saved by format version \(version); this program reads version \(Self.formatVersion)")
        }
        selectedCategory = try c.decodeIfPresent(String.self, forKey: .selectedCategory)
        path = try c.decodeIfPresent([String].self, forKey: .path) ?? []
        focus = try c.decodeIfPresent(Focus.self, forKey: .focus) ?? .categories
        detailCursor = try c.decodeIfPresent(Int.self, forKey: .detailCursor) ?? 0
        layout = try c.decodeIfPresent(Layout.self, forKey: .layout)
            ?? c.decodeIfPresent(Layout.self, forKey: .experience) ?? .threeColumn
        columnVisibility = try c.decodeIfPresent(ColumnVisibility.self, forKey: .columnVisibility) ?? .all
        // A presented screen is a passing thing: one saved by another version is dropped.
        destination = (try? c.decodeIfPresent(Destination.self, forKey: .destination))
            ?? (try? c.decodeIfPresent(LayoutPickerScreen.OlderSavedDestination.self, forKey: .destination))?.destination
        lastSearch = try c.decodeIfPresent(String.self, forKey: .lastSearch)
        scales = try c.decodeIfPresent([String: Double].self, forKey: .scales) ?? [:]
        units = try c.decodeIfPresent(UnitSystem.self, forKey: .units) ?? .asWritten
        basket = try c.decodeIfPresent([BasketEntry].self, forKey: .basket) ?? []
        ticked = try c.decodeIfPresent(Set<String>.self, forKey: .ticked) ?? []
        timers = try c.decodeIfPresent([KitchenTimer].self, forKey: .timers) ?? []
        // A grouping another version knows of is none chosen.
        grouping = (try? c.decodeIfPresent(Grouping.self, forKey: .grouping)) ?? nil
        collapsed = try c.decodeIfPresent(Set<String>.self, forKey: .collapsed) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(Self.formatVersion, forKey: .version)
        try c.encodeIfPresent(selectedCategory, forKey: .selectedCategory)
        try c.encode(path, forKey: .path)
        try c.encode(focus, forKey: .focus)
        try c.encode(detailCursor, forKey: .detailCursor)
        try c.encode(layout, forKey: .layout)
        try c.encode(columnVisibility, forKey: .columnVisibility)
        try c.encodeIfPresent(destination, forKey: .destination)
        try c.encodeIfPresent(lastSearch, forKey: .lastSearch)
        if !scales.isEmpty { try c.encode(scales, forKey: .scales) }
        if units != .asWritten { try c.encode(units, forKey: .units) }
        // A library of folders keeps its basket and ticks in its own files (`shopping`).
        if shopping == nil, !basket.isEmpty { try c.encode(basket, forKey: .basket) }
        if shopping == nil, !ticked.isEmpty { try c.encode(ticked.sorted(), forKey: .ticked) }
        if !timers.isEmpty { try c.encode(timers, forKey: .timers) }
        try c.encodeIfPresent(grouping, forKey: .grouping)
        if !collapsed.isEmpty { try c.encode(collapsed.sorted(), forKey: .collapsed) }
    }
}

extension NavigationModel {
    /// A restored model made valid for the catalog, and how many of the place's saved ids it
    /// no longer has (for the notice). The basket keeps recipes the catalog does not have:
    /// they are the user's, not the place's (`missingFromBasket`).
    public func restored(in catalog: Catalog) -> (model: NavigationModel, missing: Int) {
        var missing = path.filter { catalog.summary(id: $0) == nil }.count
        // A category of the library grouped otherwise (another grouping asked for) is not gone.
        if let id = selectedCategory, catalog.category(id: id) == nil, DeepLink.categoryScreen(id, in: catalog, byName: false) == nil {
            missing += 1
        }
        var model = validated(in: catalog)
        // A notice or a question from last time is not worth showing again.
        if let presented = model.destination, !presented.screen.isRestored { model.destination = nil }
        return (model, missing)
    }
}
