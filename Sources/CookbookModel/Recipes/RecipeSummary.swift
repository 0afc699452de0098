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
    /// The total time as the recipe states it (Cooklang's `time`, schema.org's `totalTime`),
    /// which may be more than preparation and cooking (a night's rising); nil when it states
    /// none. The bundled format's `totalMinutes`.
    public var statedTotalMinutes: Int?
    /// The file the recipe was read from; nil for the bundled cookbook and files of its format.
    public var source: String?

    public init(
        id: String, name: String, category: String,
        servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, totalMinutes: Int? = nil, source: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        statedTotalMinutes = totalMinutes
        self.source = source
    }

    /// How long the recipe takes in all: the total it states (a stated 0 is none), else
    /// preparation and cooking together; nil when it gives no time.
    public var totalMinutes: Int? { Self.totalMinutes(prep: prepMinutes, cook: cookMinutes, stated: statedTotalMinutes) }

    static func totalMinutes(prep: Int?, cook: Int?, stated: Int?) -> Int? {
        if let stated, stated > 0 { return stated }
        if prep == nil && cook == nil { return nil }
        return (prep ?? 0) + (cook ?? 0)
    }
}
