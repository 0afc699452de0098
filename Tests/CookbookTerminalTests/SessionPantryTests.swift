import CookbookFixtures
import CookbookModel
import CookbookApp
@testable import CookbookTerminal
import Foundation
import Testing

/// Rankings that the test drives: it says what the session started, how far it is, and when
/// it is done.
final class FakePantry: PantryRankings {
    var started: [Int] = []
    var progress: (run: Int, ranked: Int)?
    var finished: (run: Int, ranking: PantryRanking)?

    func start(run: Int, library: Library, settings: HouseholdSettings, today: CalendarDate) {
        started.append(run)
        progress = (run, 0)
    }

    func takeFinished() -> (run: Int, ranking: PantryRanking)? {
        defer { finished = nil }
        return finished
    }
}

/// The pantry screen through the session: it opens at once and says how far the ranking is
/// while the keys still work, and shows the ranking once it is made.
@Suite struct SessionPantryTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)
    let household = HouseholdSettings(pantry: Pantry([Pantry.Item(name: "flour"), Pantry.Item(name: "salt")]))

    func app() -> App {
        App(model: .start(in: Fixtures.library.catalog), catalog: Fixtures.library.catalog, width: 1, height: 1, household: household)
    }

    func ranking(_ today: Date) -> PantryRanking {
        PantryRanking(Fixtures.library.catalog.recipes.compactMap { Fixtures.library.recipe(id: $0.id) }, settings: household,
                      today: CalendarDate(secondsSince1970: today.timeIntervalSince1970))
    }

    /// A moment later the ranking asked first is made; a moment after, `q`.
    func finishAndQuit(_ pantry: FakePantry, on backend: TestBackend) {
        backend.wait(0.2)
        backend.then {
            pantry.progress = nil
            pantry.finished = (1, ranking(start))
        }
        backend.wait(0.2)
        backend.type("q")
    }

    @Test func theScreenOpensBeforeTheRankingIsMadeAndShowsItOnceItIs() {
        let pantry = FakePantry()
        let backend = TestBackend(width: 100, height: 30, start: start)
        let count = Fixtures.library.catalog.recipes.count
        backend.type("I")
        backend.wait(0.2)
        var opened = ""
        backend.then {
            opened = backend.text
            pantry.progress = (1, count / 2)
        }
        backend.wait(0.2)
        var halfway = ""
        backend.then { halfway = backend.text }
        // Leaving and coming back while it ranks: the same ranking goes on.
        backend.press(.escape)
        backend.type("I")
        finishAndQuit(pantry, on: backend)
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, pantry: pantry)
        #expect(opened.contains("Ranking \(count) recipes… 0%"), "\(opened)")
        #expect(halfway.contains("Ranking \(count) recipes… \(count / 2 * 100 / count)%"), "\(halfway)")
        #expect(pantry.started == [1], "one ranking, though the screen opened twice")
        #expect(backend.frames.contains { $0.contains("By what is at home") })
        #expect(backend.waits.last != 50, "no longer asked how far it is")
    }

    @Test func theProgramsRankingIsMadeOnAnotherThread() {
        let pantry = BackgroundPantryRanking()
        let backend = TestBackend(width: 100, height: 30, start: start)
        backend.type("I")
        backend.wait(0.2)
        // The test waits for the thread: the ranking is there at the next wake-up.
        backend.then { while pantry.progress != nil { usleep(1000) } }
        backend.wait(0.2)
        var shown = ""
        backend.then { shown = backend.text }
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, pantry: pantry)
        #expect(backend.frames.first { $0.contains("What can I cook") }?.contains("Ranking ") == true, "\(backend.frames)")
        #expect(app.pantryRun?.ranking == ranking(start))
        #expect(shown.contains("By what is at home"), "\(shown)")
    }

    /// The place restored is the pantry screen (the program quit on it): its ranking is asked
    /// at start, not waited for forever.
    @Test func aSessionOpenedOnThePantryScreenRanks() {
        let pantry = FakePantry()
        let backend = TestBackend(width: 100, height: 30, start: start)
        finishAndQuit(pantry, on: backend)
        var model = NavigationModel.start(in: Fixtures.library.catalog)
        model.reduce(.present(.pantry(selected: 0)), in: Fixtures.library.catalog)
        var app = App(model: model, catalog: Fixtures.library.catalog, width: 1, height: 1, household: household)
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, pantry: pantry)
        #expect(pantry.started == [1])
        #expect(backend.frames.first?.contains("Ranking ") == true)
        #expect(backend.frames.contains { $0.contains("By what is at home") })
    }

    @Test func aRankingStartedAgainGivesOnlyTheLastOnesResult() {
        let pantry = BackgroundPantryRanking()
        let today = CalendarDate(secondsSince1970: start.timeIntervalSince1970)
        pantry.start(run: 1, library: Fixtures.library, settings: household, today: today)
        pantry.start(run: 2, library: Fixtures.library, settings: household, today: today)
        while pantry.progress != nil { usleep(1000) }
        let done = pantry.takeFinished()
        #expect(done?.run == 2)
        #expect(done?.ranking == ranking(start))
        usleep(20_000)
        #expect(pantry.takeFinished() == nil, "the first one says nothing, and the ranking is taken once")
    }
}
