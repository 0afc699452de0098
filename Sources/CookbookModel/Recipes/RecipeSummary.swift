/// What a recipe is called, where it belongs, and how long and how much it makes: what
/// lists show, cheap to hold for every recipe of a large cookbook. The one list of these
/// fields: `Recipe` holds one and adds the rest.
public struct RecipeSummary: Equatable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var category: String
    public var servings: Int?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    /// The file the recipe was read from; nil for the bundled cookbook and files of its format.
    public var source: String?

    public init(
        id: String, name: String, category: String,
        servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, source: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.source = source
    }

    /// Preparation and cooking together; nil when the recipe gives neither.
    public var totalMinutes: Int? { Self.totalMinutes(prep: prepMinutes, cook: cookMinutes) }

    static func totalMinutes(prep: Int?, cook: Int?) -> Int? {
        if prep == nil && cook == nil { return nil }
        return (prep ?? 0) + (cook ?? 0)
    }
}
