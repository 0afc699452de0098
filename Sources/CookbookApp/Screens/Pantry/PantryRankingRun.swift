import CookbookModel

/// The pantry screen's ranking of the library shown: asked of the session
/// (`Effect.rankPantry`), made on a thread of its own while the keys go on working, how far it
/// is said as it goes (`Event.pantryProgress`), and kept once made (`Event.pantryRanked`) until
/// the library or the day changes.
public struct PantryRankingRun: Equatable, Sendable {
    /// Which ranking this is: what the session says of another one (of a library gone since)
    /// is not this one's.
    public let number: Int
    /// The day it ranks on (which items expire soon).
    public let today: CalendarDate
    /// How many recipes it ranks: the library's, when it was asked.
    public let total: Int
    /// How many are ranked so far, while it is under way.
    public var ranked = 0
    /// The ranking, once made.
    public var ranking: PantryRanking? { didSet { rows = ranking.map(PantryView.rows) ?? [] } }
    /// The screen's rows for the ranking: laid out once when it is made, not at every frame
    /// (a row a recipe: 10,000 of them in a large library).
    private(set) var rows: [PantryView.Row] = []

    public init(number: Int, today: CalendarDate, total: Int, ranking: PantryRanking? = nil) {
        self.number = number
        self.today = today
        self.total = total
        self.ranking = ranking
        rows = ranking.map(PantryView.rows) ?? []
    }

    /// Whether it is still being made.
    public var isUnderWay: Bool { ranking == nil }

    /// How far it is, in whole percent (rounded down: 100 only once every recipe is ranked).
    public var percent: Int { total == 0 ? 100 : min(ranked, total) * 100 / total }
}
