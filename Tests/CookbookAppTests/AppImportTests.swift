import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// `:import` in the browser: the app asks the runtime to import, says how far it is in the
/// status line while the runtime works, stops it on Esc, and reads the library again when
/// recipes were written.
@Suite struct AppImportTests {
    let cookbook = Fixtures.library
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func app() -> App {
        var app = App(model: .start(in: cookbook.catalog), catalog: cookbook.catalog, width: 100, height: 30)
        app.send(.start(start))
        return app
    }

    func type(_ line: String, into app: inout App) -> [Effect] {
        app.press(.character(":"))
        for character in line { app.press(.character(character)) }
        return app.press(.enter)
    }

    @Test func importAsksTheRuntimeSaysHowFarAndReadsTheLibraryAgain() {
        var app = app()
        #expect(type("import https://example.com/toast http://b.example/x", into: &app).contains(
            .importRecipes(["https://example.com/toast", "http://b.example/x"])))
        #expect(app.message == "importing https://example.com/toast (Esc stops it)")
        #expect(app.wake(at: start) == App.progressInterval, "the runtime asks how far it is while it runs")
        #expect(app.send(.importProgress("fetching the picture https://example.com/t.png")) == [.draw])
        #expect(app.lastFrame().canvas.text.contains("fetching the picture https://example.com/t.png (Esc stops it)"))
        #expect(type("import other", into: &app).contains(.draw) && app.message == "an import is under way (Esc stops it)")
        #expect(app.send(.importFinished(ImportSummary(message: "imported Plain Toast into Breakfast", wrote: true))) == [.reload, .draw])
        #expect(app.message == "imported Plain Toast into Breakfast")
        #expect(app.importing == nil && (app.wake(at: start) ?? 1) > App.progressInterval, "no longer asked how far it is")
        #expect(app.send(.importFinished(ImportSummary(message: "x", wrote: false))) == [.draw])
    }

    @Test func escStopsAnImportAndSaysSoOnce() {
        var app = app()
        _ = type("import https://example.com/slow", into: &app)
        #expect(app.press(.escape) == [.cancelImport, .draw])
        #expect(app.message == "import stopped: nothing more is written")
        // What the runtime says after is not said over it; Esc goes back as it did before.
        #expect(app.send(.importFinished(ImportSummary(message: "nothing imported", wrote: false))) == [.draw])
        #expect(app.message == "import stopped: nothing more is written")
        #expect(!app.press(.escape).contains(.cancelImport))
    }

    @Test func backspaceGoesBackWhileAnImportRunsAndEscStopsIt() {
        var app = app()
        app.apply(.forward)
        let before = app.model
        _ = type("import https://example.com/slow", into: &app)
        #expect(!app.press(.backspace).contains(.cancelImport))
        #expect(app.importing != nil && app.model != before, "Backspace went back, the import runs on")
        #expect(app.press(.escape).contains(.cancelImport))
    }

    @Test func aQuotedFileNameIsOneSource() {
        var app = app()
        #expect(type(#"import "My Recipes.zip" b.html"#, into: &app).contains(.importRecipes(["My Recipes.zip", "b.html"])))
    }

    @Test func importWithNothingSaysWhatItTakes() {
        var app = app()
        #expect(!type("import", into: &app).contains { if case .importRecipes = $0 { true } else { false } })
        #expect(app.message == "import what? :import https://… or :import FILE")
    }
}
