import Foundation
import Testing

/// What a good terminal citizen does: `--ascii` for fonts without box drawing, and a clear
/// word instead of a blank screen on a terminal that cannot be drawn on. (`NO_COLOR` is in
/// BrowseTests.)
@Suite(.serialized) struct TerminalConventionsTests {
    let fixture: String

    init() throws {
        fixture = try writeFixtureCookbook(inNewFolder: "cookbook-fixture")
    }

    @Test func asciiDrawsBordersAndMarkersInASCIIAndKeepsTheRecipesText() throws {
        let tmux = try TmuxSession(["--data", fixture, "--ascii", "okonomiyaki"], width: 100, height: 30)
        let screen = try tmux.waitFor(text: "Fry.")
        let text = screen.joined(separator: "\n")
        #expect(screen[0].contains("| お好み焼き"), "the title after an ASCII separator")
        #expect(screen[1].hasPrefix("-----") && screen[1].contains("+"), "the rule and the crossing")
        #expect(screen.contains { $0.hasPrefix("-Pancake") }, "the marker of the selected category, without focus")
        #expect(screen.last?.contains("^v move") == true, "the keys in the status line")
        for glyph in ["│", "─", "┼", "›", "·", "↑", "↓", "←", "→"] { #expect(!text.contains(glyph), "\(glyph)") }
        try tmux.send("/")
        let search = try tmux.waitFor(text: "Search")
        #expect(search.contains { $0.contains("+- Search -") }, "the box's corner and border")
        #expect(!search.joined().contains("┌") && !search.joined().contains("█"))
    }

    @Test func aTerminalThatCannotMoveTheCursorIsRefusedWithAReason() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 200, height: 30, environment: ["TERM": "dumb"])
        #expect(try tmux.exitStatus() == 2)
        let screen = try tmux.screen().joined(separator: "\n")
        #expect(screen.contains("cookbook: the terminal type 'dumb' cannot move the cursor"), "\(screen)")
        #expect(screen.contains("TERM=xterm-256color"), "what to do")
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
    }

    @Test func otherCommandsWorkOnADumbTerminal() throws {
        let tmux = try TmuxSession(["link", "pie-crust", "--data", fixture], width: 100, height: 10, environment: ["TERM": "dumb"])
        #expect(try tmux.exitStatus() == 0)
        #expect(try tmux.screen().joined().contains("cookbook://recipe/pie-crust"))
    }
}
