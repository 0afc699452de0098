import CookbookModel

/// The pantry screen's ranking, made in the background by the session: asked when the screen
/// opens (unless one of this library on this day is made or under way), its progress and its
/// result taken only when they are of the ranking asked last, asked again when the library
/// changes under one under way or shown.
extension App {
    /// The ranking to show on the pantry screen: asked now if there is none of this library on
    /// this day (made or under way).
    mutating func askPantryRanking() -> Effect {
        let today = CalendarDay.of(now)
        if let pantryRun, pantryRun.today == today { return .draw }
        return rankPantryAgain(on: today)
    }

    /// The place opened on is the pantry screen (the program quit on it): its ranking is asked.
    mutating func pantryRankingAtStart() -> Effect? {
        guard case .pantry = model.destination else { return nil }
        return askPantryRanking()
    }

    /// A new ranking, of the library as it is now: what comes of the one before is not shown.
    private mutating func rankPantryAgain(on today: CalendarDate) -> Effect {
        let run = PantryRankingRun(number: pantryRunsAsked + 1, today: today, total: catalog.recipes.count)
        pantryRunsAsked = run.number
        pantryRun = run
        return .rankPantry(today: today, run: run.number)
    }

    /// The library changed: a ranking of the one before is of a library that is gone. It is
    /// made again when it is under way or shown, else forgotten (the screen asks when it opens).
    mutating func pantryLibraryChanged() -> Effect? {
        guard let pantryRun else { return nil }
        if case .pantry = model.destination { return rankPantryAgain(on: CalendarDay.of(now)) }
        if pantryRun.isUnderWay { return rankPantryAgain(on: pantryRun.today) }
        self.pantryRun = nil
        return nil
    }

    /// How far ranking `run` is: drawn when the percentage shown changes.
    mutating func pantryProgress(run: Int, ranked: Int) -> [Effect] {
        guard var pantryRun, pantryRun.number == run, pantryRun.isUnderWay else { return Self.nothing }
        let before = pantryRun.percent
        pantryRun.ranked = ranked
        self.pantryRun = pantryRun
        guard pantryRun.percent != before, case .pantry = model.destination else { return Self.nothing }
        return Self.drawing
    }

    /// Ranking `run` is made: shown if it is the one asked last, else dropped.
    mutating func pantryRanked(_ ranking: PantryRanking, run: Int) -> [Effect] {
        guard var pantryRun, pantryRun.number == run, pantryRun.isUnderWay else { return Self.nothing }
        pantryRun.ranked = pantryRun.total
        pantryRun.ranking = ranking
        self.pantryRun = pantryRun
        return Self.drawing
    }
}
