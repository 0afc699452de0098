import CookbookFixtures
@testable import CookbookModel
@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

/// The theme is the app's state, chosen in its update: from what the terminal says of its
/// colours (whether it shows any, its background from COLORFGBG or from its answer), and
/// from the name asked for (config.toml, `--theme`, `:theme`). The frames only read it.
@Suite struct AppThemeTests {
    let cookbook = Fixtures.library
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func app(_ name: ThemeName = .auto) -> App {
        var app = App(model: .start(in: cookbook.catalog), catalog: cookbook.catalog, width: 100, height: 30, themeName: name)
        app.send(.start(start))
        return app
    }

    /// Types a command line and runs it.
    func type(_ line: String, into app: inout App) {
        app.press(.character(":"))
        for character in line { app.press(.character(character)) }
        app.press(.enter)
    }

    @Test func aTerminalThatSaysNothingIsAskedAndDrawnDarkUntilItAnswers() {
        var app = app()
        #expect(app.send(.terminalColours(colour: true, background: nil)) == [.askBackground, .draw])
        #expect(app.themeInUse == .dark)
        app.send(.tick(start.addingTimeInterval(0.2)))
        #expect(app.send(.backgroundReported(.light)) == [.draw])
        #expect(app.themeInUse == .light)
        #expect(app.lastFrame().canvas[20, 3].style == Theme.light.separator, "the frame reads the theme")
    }

    @Test func anAnswerAfterASecondIsIgnored() {
        var app = app()
        app.send(.terminalColours(colour: true, background: nil))
        app.send(.tick(start.addingTimeInterval(1.5)))
        #expect(app.send(.backgroundReported(.light)) == [])
        #expect(app.themeInUse == .dark)
    }

    @Test func anAnswerNobodyAskedForIsIgnored() {
        var app = app()
        app.send(.terminalColours(colour: true, background: .dark))
        #expect(app.send(.backgroundReported(.light)) == [])
        #expect(app.themeInUse == .dark)
    }

    @Test func colorFGBGIsBelievedWithoutAsking() {
        var app = app()
        #expect(app.send(.terminalColours(colour: true, background: .light)) == [.draw])
        #expect(app.themeInUse == .light)
    }

    @Test func withoutColourItIsMonoWhateverWasAsked() {
        for name in ThemeName.allCases {
            var app = app(name)
            #expect(app.send(.terminalColours(colour: false, background: nil)) == [.draw], "not asked: \(name)")
            #expect(app.themeInUse == .mono, "\(name)")
        }
    }

    @Test func aThemeAskedForWinsOverTheBackground() {
        var app = app(.dark)
        app.send(.terminalColours(colour: true, background: .light))
        #expect(app.themeInUse == .dark)
        var mono = self.app(.mono)
        mono.send(.terminalColours(colour: true, background: .light))
        #expect(mono.themeInUse == .mono)
    }

    @Test func themeChangesTheThemeAndSaysWhichIsUsed() {
        var app = app()
        app.send(.terminalColours(colour: true, background: .dark))
        type("theme", into: &app)
        #expect(app.message == "theme auto: dark, the terminal's background is dark")
        type("theme Light", into: &app)
        #expect(app.themeInUse == .light)
        #expect(app.message == "theme light")
        type("theme auto", into: &app)
        #expect(app.themeInUse == .dark)
        type("theme purple", into: &app)
        #expect(app.message == "no theme 'purple'")
        #expect(app.themeInUse == .dark)
        var unknown = self.app()
        unknown.send(.terminalColours(colour: true, background: nil))
        type("theme", into: &unknown)
        #expect(unknown.message == "theme auto: dark, the terminal did not say its background")
        var noColour = self.app()
        noColour.send(.terminalColours(colour: false, background: nil))
        type("theme light", into: &noColour)
        #expect(noColour.themeInUse == .mono)
        #expect(noColour.message == "theme mono: no colour (NO_COLOR is set, or the terminal has none)")
    }

    @Test func themeNamesCompleteAndTheHelpListsTheCommand() {
        #expect(TypedCommand.completions(for: "the", in: cookbook.catalog) == ["theme"])
        #expect(TypedCommand.completions(for: "theme ", in: cookbook.catalog) == ["auto", "dark", "light", "mono"])
        #expect(TypedCommand.completions(for: "theme l", in: cookbook.catalog) == ["light"])
        #expect(HelpOverlay.rows(filter: "theme", keymap: .standard).map(\.command) == [.theme])
    }

    @Test func namesResolveOnTheTerminal() {
        #expect(ThemeName.auto.resolved(background: nil, colour: true) == .dark)
        #expect(ThemeName.auto.resolved(background: .light, colour: true) == .light)
        #expect(ThemeName.light.resolved(background: .dark, colour: true) == .light)
        #expect(ThemeName.light.resolved(background: .light, colour: false) == .mono)
        #expect(ThemeName(named: "DARK") == .dark)
        #expect(ThemeName(named: "colour") == nil)
    }
}
