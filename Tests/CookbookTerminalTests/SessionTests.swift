import CookbookFixtures
import CookbookModel
import CookbookApp
import CookbookRender
@testable import CookbookTerminal
import Foundation
import Testing

/// The session run in process, as the program runs it, on the in-memory backend: keys in at
/// the times scripted, frames (as text), bells and files out. The clock is the backend's, so
/// half a second or ten minutes pass at once.
@Suite struct SessionTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func app(_ library: Library = Fixtures.library, link: String? = nil, onDisk: NavigationModel? = nil) -> App {
        let model = link.map { DeepLink.resolve($0, in: library.catalog)! } ?? .start(in: library.catalog)
        return App(model: model, catalog: library.catalog, width: 1, height: 1, onDisk: onDisk)
    }

    /// A state folder of its own, removed after the test.
    func withStateFolder(_ body: (StateStore) throws -> Void) rethrows {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-session-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(StateStore.standard(dataFile: nil, environment: ["XDG_STATE_HOME": folder.path]))
    }

    @Test func keysGoInAndTheFrameComesOutAsTheRenderTestsDrawIt() throws {
        let backend = TestBackend(width: 80, height: 24, start: start)
        backend.type("llG")
        backend.press(.enter)
        backend.type("q")
        var app = app()
        let status = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(status == 0)
        #expect(backend.ended)
        #expect(app.model.path == ["apple-pie", "fruit-pie-filling"])
        let snapshot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../CookbookAppTests/Snapshots/three-column-pushed-80x24.txt")
        let expected = try String(contentsOf: snapshot, encoding: .utf8)
        #expect(backend.text + "\n" == expected)
        // The first frame, and one a key: the time told before each key draws nothing.
        #expect(backend.frames.count == 1 + 4)
    }

    @Test func aResizeDrawsAtTheNewSize() {
        let backend = TestBackend(width: 80, height: 24, start: start)
        backend.resize(width: 100, height: 30)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(backend.lines.count == 30)
        #expect(backend.lines.first?.hasPrefix(" Categories") == true)
        #expect(app.width == 100 && app.height == 30)
    }

    @Test func idleTheSessionWaitsWithNoTimeout() {
        let backend = TestBackend(start: start)
        backend.wait(10)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        // Half a second for the place opened on to be written, then nothing until the key.
        #expect(backend.waits == [500, -1])
    }

    @Test func aTimerThatEndsRingsTheBellAtItsTimeOnce() {
        let salad = Recipe(
            id: "potato-salad", name: "Potato Salad", category: "sides", servings: 2,
            ingredients: [Ingredient(quantity: 500, unit: "g", item: "potatoes")], steps: ["Boil the potatoes for 15 minutes."])
        let library = try! Library(categories: [Category(id: "sides", name: "Sides")], recipes: [salad])
        let backend = TestBackend(width: 80, height: 24, start: start)
        backend.type("t")
        backend.wait(905)
        backend.type("q")
        var app = app(library, link: "cookbook://cook/potato-salad")
        let status = Session.run(&app, backend: backend, clock: backend, library: library)
        #expect(status == 0)
        let ends = start.addingTimeInterval(15 * 60)
        #expect(backend.bells.count == 1)
        if let bell = backend.bells.first { #expect(bell >= ends && bell < ends.addingTimeInterval(0.01), "rang at \(bell), ends \(ends)") }
        #expect(backend.frames.contains { $0.contains("timer 14:59") })
        #expect(backend.frames.contains { $0.contains("timer done: step 1: 15 minutes") })
        // A tick a second while the timer runs (and the ended one flashes), not more.
        #expect(backend.waits.count < 905 + 10)
        #expect(!backend.waits.contains(-1))
    }

    @Test func thePlaceIsWrittenHalfASecondAfterTheLastKeyAndOnQuitting() throws {
        try withStateFolder { store in
            let backend = TestBackend(start: start)
            var seen: [StateStore.LoadResult] = []
            backend.type("jj")
            backend.wait(0.4)
            backend.then { seen.append(store.load()) }
            backend.wait(0.2)
            backend.then { seen.append(store.load()) }
            backend.type("l")
            backend.type("q")
            var app = app()
            let status = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, store: store)
            #expect(status == 0)
            #expect(seen.first == StateStore.LoadResult.none, "not while the keys may go on")
            var afterTwo = NavigationModel.start(in: Fixtures.catalog)
            afterTwo.reduce(.move(1), in: Fixtures.catalog)
            afterTwo.reduce(.move(1), in: Fixtures.catalog)
            #expect(seen.last == .loaded(afterTwo))
            #expect(store.load() == .loaded(app.model), "quitting writes the last place")
            #expect(app.model.focus == .recipes)
        }
    }

    @Test func aSignalEndsWith128PlusItsNumberAndWritesThePlace() throws {
        try withStateFolder { store in
            let backend = TestBackend(start: start)
            backend.type("j")
            backend.signal(SIGTERM)
            var app = app()
            let status = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, store: store)
            #expect(status == 128 + SIGTERM)
            #expect(store.load() == .loaded(app.model))
            #expect(backend.ended)
        }
    }

    @Test func aPlaceThatCannotBeWrittenIsSaidOnceAndNotTriedAgain() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-session-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        // Its folder is a file: nothing can be written under it.
        let store = StateStore(url: file.appendingPathComponent("navigation.json"))
        let backend = TestBackend(width: 200, height: 24, start: start)
        backend.type("j")
        backend.wait(1)
        backend.type("j")
        backend.wait(1)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, store: store)
        #expect(backend.frames.filter { $0.contains("cannot save your place in \(file.path): File exists") }.count == 1,
                "with the reason")
        #expect(app.saving.failed)
        #expect(app.unsaid == nil, "said on the screen already")
    }

    @Test func aPlaceThatCannotBeWrittenAsTheProgramQuitsIsLeftToSayAfter() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-session-file-\(UUID().uuidString)")
        try Data().write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let store = StateStore(url: file.appendingPathComponent("navigation.json"))
        // A key and a quit within the half second the place waits for: written at the quit.
        let backend = TestBackend(start: start)
        backend.type("j")
        backend.type("q")
        var app = app()
        #expect(Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, store: store) == 0)
        #expect(app.unsaid == "cannot save your place in \(file.path): File exists", "a file where its folder should be")
        #expect(app.saving.failed)
    }

    @Test func changedFilesAreReadAgainOnceTheySettle() {
        let smaller = try! Library(categories: [Category(id: "salad", name: "Salad")], recipes: [Fixtures.recipes.last!])
        let files = FakeLibrary(next: smaller)
        let backend = TestBackend(width: 80, height: 24, start: start)
        backend.wait(1)
        backend.then {
            files.change()
            files.change()
        }
        backend.wait(0.1)
        backend.then { files.change() }
        backend.wait(1)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, files: files)
        #expect(files.rereads == 1, "three changes within the quarter second are one reading")
        #expect(files.changesTaken == 1)
        #expect(!backend.text.contains("Pancake"))
        #expect(backend.text.contains("Çoban Salatası"))
        #expect(backend.waits.last == -1, "idle again once read")
    }

    @Test func theFilesBeingReadSayHowFarThenTheRecipesShow() {
        let files = FakeLibrary(next: Fixtures.library, loading: "reading recipes: 1 of 2 files")
        let names = try! Library(categories: Fixtures.categories, recipes: [])
        let backend = TestBackend(width: 80, height: 24, start: start)
        backend.wait(0.2)
        backend.then { files.loading = "reading recipes: 2 of 2 files" }
        backend.wait(0.2)
        backend.then { files.finishLoading(Fixtures.library) }
        backend.wait(1)
        backend.type("q")
        var app = app(names)
        _ = Session.run(&app, backend: backend, clock: backend, library: names, files: files)
        #expect(backend.frames.first?.contains("reading recipes: 1 of 2 files") == true, "said on the first frame")
        #expect(backend.frames.contains { $0.contains("reading recipes: 2 of 2 files") })
        #expect(!backend.text.contains("reading recipes"), "the message goes when they are read")
        #expect(backend.text.contains("Apple Pie"))
        #expect(backend.waits.prefix(3).allSatisfy { $0 == 50 }, "looked at every 50 ms while read")
        #expect(backend.waits.last == -1)
        #expect(files.rereads == 0)
    }

    /// A recipe file moved aside and back while the browser runs (or saved broken by an
    /// editor for a moment): the basket keeps its recipe on screen and on disk throughout.
    @Test func aBasketRecipeMissingForAMomentIsKeptOnDiskAndComesBack() throws {
        try withStateFolder { store in
            let without = try Library(categories: Fixtures.categories, recipes: Fixtures.recipes.filter { $0.id != "apple-pie" })
            let files = FakeLibrary(next: without)
            let backend = TestBackend(width: 80, height: 24, start: start)
            var seen: [NavigationModel] = []
            backend.type(" ")
            backend.wait(1)
            backend.then { files.change() }
            backend.wait(1)
            backend.then {
                if case .loaded(let saved) = store.load() { seen.append(saved) }
                files.next = Fixtures.library
                files.change()
            }
            backend.wait(1)
            backend.type("q")
            var app = app(link: "apple-pie")
            _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, files: files, store: store)
            #expect(files.rereads == 2)
            #expect(backend.frames.contains { $0.contains("1 recipe in the basket is not in the library now: kept") })
            #expect(seen.first?.basket == [BasketEntry(id: "apple-pie")], "written while it was missing, with it")
            guard case .loaded(let saved) = store.load() else { Issue.record("nothing saved"); return }
            #expect(saved.basket == [BasketEntry(id: "apple-pie")])
            #expect(app.model.inBasket("apple-pie"))
        }
    }

    /// Two browsers on the same saved file, both opened on an empty basket: each puts a recipe
    /// in and quits, the second after the first. The second's save is applied to the file the
    /// first wrote, so both recipes are there, and the second shows the first's.
    @Test func twoBrowsersOnOneFileBothKeepWhatTheyPutInTheBasket() throws {
        try withStateFolder { store in
            var second = app(link: "pie-crust")
            let first = TestBackend(width: 80, height: 24, start: start)
            first.type(" ")
            first.type("q")
            var firstApp = app(link: "apple-pie")
            _ = Session.run(&firstApp, backend: first, clock: first, library: Fixtures.library, store: store)
            let backend = TestBackend(width: 80, height: 24, start: start.addingTimeInterval(10))
            backend.type(" ")
            backend.wait(1)
            // A key: the status line shows the basket again, not the last message.
            backend.type("j")
            backend.type("q")
            _ = Session.run(&second, backend: backend, clock: backend, library: Fixtures.library, store: store)
            guard case .loaded(let saved) = store.load() else { Issue.record("nothing saved"); return }
            #expect(saved.basket.map(\.id) == ["apple-pie", "pie-crust"])
            #expect(second.model.basket.map(\.id) == ["apple-pie", "pie-crust"], "the other's, here too")
            #expect(backend.frames.last?.contains("basket 2") == true, "\(backend.frames.last ?? "")")
        }
    }

    @Test func aFileIsWrittenWholeByTheWriteEffect() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-write-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("list.txt").path
        #expect(Session.write(Array("eggs\n".utf8), to: path) == nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "eggs\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["list.txt"], "no temporary file left")
        #expect(Session.write([1], to: folder.appendingPathComponent("missing/list.txt").path)?.hasPrefix("cannot write") == true)
    }

    // MARK: The theme

    @Test func aTerminalThatSaysNothingOfItsBackgroundIsAskedAndTheFirstFrameDoesNotWait() {
        let backend = TestBackend(width: 100, height: 30, start: start)
        backend.hasColour = true
        backend.wait(0.2)
        backend.answerBackground(.light)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(backend.backgroundAsked == [start])
        // The first frame is not held for the answer: dark, then light once it came.
        #expect(backend.frames.count == 2)
        #expect(backend.canvas?[20, 3].style == Theme.light.separator)
        #expect(app.themeInUse == .light)
    }

    @Test func aTerminalThatNeverAnswersKeepsTheDarkTheme() {
        let backend = TestBackend(width: 100, height: 30, start: start)
        backend.hasColour = true
        backend.wait(5)
        backend.answerBackground(.light)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(backend.canvas?[20, 3].style == Theme.dark.separator)
        #expect(app.themeInUse == .dark)
    }

    @Test func colorFGBGDecidesTheFirstFrameAndNothingIsAsked() {
        let backend = TestBackend(width: 100, height: 30, start: start)
        backend.hasColour = true
        backend.background = .light
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(backend.backgroundAsked.isEmpty)
        #expect(backend.frames.count == 1)
        #expect(backend.canvas?[20, 3].style == Theme.light.separator)
    }

    @Test func withoutColourNothingIsAskedAndTheFramesHaveNone() {
        let backend = TestBackend(width: 100, height: 30, start: start)
        backend.type("q")
        var app = App(model: .start(in: Fixtures.catalog), catalog: Fixtures.catalog, width: 1, height: 1, themeName: .light)
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library)
        #expect(backend.backgroundAsked.isEmpty)
        #expect(backend.canvas?[20, 3].style == Theme.monochrome.separator)
    }
}
