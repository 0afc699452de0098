/// The household's settings, from the config folder: the cup the user measures with, the
/// aisles of their shop and what is in their pantry (`HouseholdFiles` reads them).
public struct HouseholdSettings: Equatable, Sendable {
    public var cups: CupStandard
    /// The user's aisles; nil for the built-in ones (read from their text only when a
    /// shopping list is made, not at every start).
    public var aisles: Aisles?
    public var pantry: Pantry

    /// The one key of an item everywhere (list lines, ticks, pantry, aisles): `ItemKey` (case
    /// folded, `_` a space, a plural folded), then the user's aisle.conf synonyms as one item.
    /// (The built-in aisles' `|` lists things found together, not other names: not used here.)
    public func key(of item: String) -> String {
        let key = ItemKey.of(item)
        return aisles?.canonical(key) ?? key
    }

    /// The pantry keyed as `key(of:)` keys items.
    public var pantryByKey: Pantry { aisles == nil ? pantry : pantry.rekeyed(by: key(of:)) }

    /// The aisles a list is grouped by.
    public var aislesInUse: Aisles { aisles ?? .standard }

    public init(cups: CupStandard = .us, aisles: Aisles? = nil, pantry: Pantry = Pantry()) {
        self.cups = cups
        self.aisles = aisles
        self.pantry = pantry
    }
}
