/// The household's settings, from the config folder: the cup the user measures with, the
/// aisles of their shop and what is in their pantry (`HouseholdFiles` reads them).
public struct HouseholdSettings: Equatable, Sendable {
    public var cups: CupStandard
    /// The user's aisles; nil for the built-in ones (read from their text only when a
    /// shopping list is made, not at every start).
    public var aisles: Aisles?
    public var pantry: Pantry

    /// The aisles a list is grouped by.
    public var aislesInUse: Aisles { aisles ?? .standard }

    public init(cups: CupStandard = .us, aisles: Aisles? = nil, pantry: Pantry = Pantry()) {
        self.cups = cups
        self.aisles = aisles
        self.pantry = pantry
    }
}
