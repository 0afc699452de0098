import CookbookModel

/// The pantry screen's rankings, made while the session goes on (`Effect.rankPantry`):
/// started as the app asks, asked how far the one under way is at each wake-up while the app
/// waits for it, its ranking taken once made. The program's is `BackgroundPantryRanking`
/// (every recipe read on a thread of its own); tests may make their own.
public protocol PantryRankings: AnyObject {
    /// Begins ranking `library`'s recipes as `run`; one under way before says nothing more.
    func start(run: Int, library: Library, settings: HouseholdSettings, today: CalendarDate)
    /// How many recipes the ranking under way has ranked; nil when none is under way.
    var progress: (run: Int, ranked: Int)? { get }
    /// The ranking made, once it is; nil before, and once taken.
    func takeFinished() -> (run: Int, ranking: PantryRanking)?
}
