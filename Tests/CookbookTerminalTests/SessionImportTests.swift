import CookbookFixtures
import CookbookModel
import CookbookApp
@testable import CookbookTerminal
import Foundation
import Testing

/// Imports that the test drives: it says what the session started and stopped.
final class FakeImports: RecipeImports {
    var started: [[String]] = []
    var cancelled = 0
    var progress: String?
    var finished: ImportSummary?

    func start(_ sources: [String]) {
        started.append(sources)
        progress = "fetching \(sources[0])"
    }

    func cancel() {
        cancelled += 1
        progress = nil
    }

    func takeFinished() -> ImportSummary? {
        defer { finished = nil }
        return finished
    }
}

/// `:import` through the session: the import runs while keys still work, its progress is
/// on the status line, its end said and the library read again; Esc stops it.
@Suite struct SessionImportTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func app() -> App {
        App(model: .start(in: Fixtures.library.catalog), catalog: Fixtures.library.catalog, width: 1, height: 1)
    }

    @Test func anImportSaysHowFarThenWhatItDidAndTheLibraryIsReadAgain() {
        let imports = FakeImports()
        let files = FakeLibrary(next: Fixtures.library)
        let backend = TestBackend(width: 100, height: 24, start: start)
        backend.type(":import https://example.com/toast")
        backend.press(.enter)
        backend.wait(0.2)
        backend.then { imports.progress = "fetching the picture https://example.com/t.png" }
        backend.wait(0.2)
        backend.type("j")
        backend.then {
            imports.progress = nil
            imports.finished = ImportSummary(message: "imported Plain Toast into Breakfast", wrote: true)
        }
        backend.wait(0.2)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, files: files, imports: imports)
        #expect(imports.started == [["https://example.com/toast"]])
        #expect(backend.frames.contains { $0.contains("fetching the picture https://example.com/t.png (Esc stops it)") })
        #expect(backend.text.contains("imported Plain Toast into Breakfast"))
        #expect(files.rereads == 1, "read again once recipes were written")
        #expect(backend.waits.last != 50, "no longer asked how far it is")
    }

    @Test func escStopsTheImport() {
        let imports = FakeImports()
        let backend = TestBackend(width: 100, height: 24, start: start)
        backend.type(":import https://example.com/slow")
        backend.press(.enter)
        backend.wait(0.2)
        backend.press(.escape)
        backend.wait(0.2)
        backend.type("q")
        var app = app()
        _ = Session.run(&app, backend: backend, clock: backend, library: Fixtures.library, imports: imports)
        #expect(imports.cancelled == 1)
        #expect(backend.text.contains("import stopped: nothing more is written"))
    }
}
