import CookbookModel
import Synchronization

/// The pantry's ranking made on a thread of its own (`WorkerThreads`), every recipe of the
/// library read for it while the session goes on: how far it is counted as it goes, the
/// ranking kept until the session takes it. Starting another stops the one under way at its
/// next count; what it made is never kept.
public final class BackgroundPantryRanking: PantryRankings, Sendable {
    private struct State {
        /// The ranking under way, and how many recipes it has ranked.
        var run: Int?
        var ranked = 0
        var finished: (run: Int, ranking: PantryRanking)?
    }

    private let state = Mutex(State())
    /// How many recipes are read between two counts (and two looks at whether to go on).
    static let step = 64

    public init() {}

    public func start(run: Int, library: Library, settings: HouseholdSettings, today: CalendarDate) {
        state.withLock { $0 = State(run: run) }
        WorkerThreads.detach { [self] in
            // Counted, and stopped once another ranking began.
            let recipes = library.catalog.recipes.lazy.enumerated()
                .prefix { position, _ in
                    position % Self.step != 0 || state.withLock { state in
                        guard state.run == run else { return false }
                        state.ranked = position
                        return true
                    }
                }
                .compactMap { library.recipe(id: $0.element.id) }
            let ranking = PantryRanking(recipes, settings: settings, today: today)
            state.withLock { state in
                guard state.run == run else { return }
                state.run = nil
                state.finished = (run, ranking)
            }
        }
    }

    public var progress: (run: Int, ranked: Int)? {
        state.withLock { state in state.run.map { ($0, state.ranked) } }
    }

    public func takeFinished() -> (run: Int, ranking: PantryRanking)? {
        state.withLock { state in
            defer { state.finished = nil }
            return state.finished
        }
    }
}
