/// The household's settings, from the config folder: the cup the user measures with, the
/// aisles of their shop and what is in their pantry (`HouseholdFiles` reads them).
public struct HouseholdSettings: Equatable, Sendable {
    public var cups: CupStandard
    /// The user's aisles; nil for the built-in ones (read from their text only when a
    /// shopping list is made, not at every start).
    public var aisles: Aisles? { didSet { pantryByKey = Self.keyed(pantry, aisles) } }
    public var pantry: Pantry { didSet { pantryByKey = Self.keyed(pantry, aisles) } }
    /// The pantry keyed as `key(of:)` keys items: made when the pantry or the aisles are set,
    /// not each time a list is made (every frame of the shopping list).
    public private(set) var pantryByKey: Pantry

    /// The one key of an item everywhere (list lines, ticks, pantry, aisles): `ItemKey` (case
    /// folded, `_` a space, a plural folded), then the user's aisle.conf synonyms as one item.
    /// (The built-in aisles' `|` lists things found together, not other names: not used here.)
    public func key(of item: String) -> String { Self.key(of: item, aisles: aisles) }

    private static func key(of item: String, aisles: Aisles?) -> String {
        let key = ItemKey.of(item)
        return aisles?.canonical(key) ?? key
    }

    private static func keyed(_ pantry: Pantry, _ aisles: Aisles?) -> Pantry {
        aisles == nil ? pantry : pantry.rekeyed { key(of: $0, aisles: aisles) }
    }

    /// The aisles a list is grouped by.
    public var aislesInUse: Aisles { aisles ?? .standard }

    public init(cups: CupStandard = .us, aisles: Aisles? = nil, pantry: Pantry = Pantry()) {
        self.cups = cups
        self.aisles = aisles
        self.pantry = pantry
        pantryByKey = Self.keyed(pantry, aisles)
    }
}
