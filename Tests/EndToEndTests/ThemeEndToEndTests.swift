import CookbookFixtures
import CookbookRender
import Foundation
import Testing

/// The themes from outside: the built program in tmux, its screens read back with their
/// colours (`capture-pane -e`) and judged as the contrast test judges frames (`Contrast`), on
/// a dark terminal (`COLORFGBG=15;0`), a light one (`COLORFGBG=0;15`), and one made light by
/// `theme = "light"` in config.toml, each with eight colours (`TERM=xterm`), xterm's 256
/// (`TERM=xterm-256color`) and true colour (`COLORTERM=truecolor` too), the accents sent in
/// the form each takes; `NO_COLOR` draws no colour; the terminal's answer about its
/// background is never typed.
@Suite(.serialized) struct ThemeEndToEndTests {
    let fixture: String

    init() throws {
        fixture = try writeFixtureCookbook(inNewFolder: "cookbook-themes")
    }

    /// The screens walked: the keys that get there from the one before, and what shows it.
    static let walk: [(name: String, keys: [String], shows: String)] = [
        ("the first screen", [], "Apple Pie"),
        ("a recipe", ["l", "l"], "Ingredients"),
        ("search", ["/", "p", "i", "e"], "Pie Crust"),
        ("help", ["Escape", "?"], "Keys and commands"),
        ("the shopping list", ["Escape", "Space", "L"], "Shopping list"),
        ("cooking", ["Escape", "c"], "Step 1 of 1"),
    ]

    /// The terminal of each depth: its TERM and COLORTERM.
    static func terminal(_ depth: ColourDepth) -> [String: String] {
        switch depth {
        case .ansi: ["TERM": "xterm"]
        case .indexed: ["TERM": "xterm-256color"]
        case .direct: ["TERM": "xterm-256color", "COLORTERM": "truecolor"]
        }
    }

    /// Each screen of the walk as cells with their styles, once it is drawn whole.
    func screens(_ depth: ColourDepth, environment: [String: String]) throws -> [(name: String, rows: [[Cell]])] {
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30,
                                   environment: Self.terminal(depth).merging(environment) { $1 })
        var screens: [(String, [[Cell]])] = []
        for step in Self.walk {
            for key in step.keys { try tmux.send(key) }
            try tmux.waitFor(text: step.shows)
            screens.append((step.name, try Self.cells(settled(tmux), depth: depth)))
        }
        try tmux.send("q")
        return screens
    }

    /// The screen once it stops changing.
    func settled(_ tmux: TmuxSession) throws -> String {
        var last = try tmux.screenWithEscapes()
        for _ in 0..<40 {
            Thread.sleep(forTimeInterval: 0.1)
            let now = try tmux.screenWithEscapes()
            if now == last { return now }
            last = now
        }
        return last
    }

    /// The cells of `capture-pane -e`: `OwnOutputTests.looks`, as the contrast check reads
    /// them. A colour is one of the eight, or an accent in the form a terminal of `depth` is
    /// sent it (`38;5;n` with 256 colours, `38;2;r;g;b` in true colour); any other fails.
    static func cells(_ capture: String, depth: ColourDepth) throws -> [[Cell]] {
        try OwnOutputTests.looks(capture).map { row in
            try row.map { look in
                func colour(_ code: Int, base: Int) throws -> Color {
                    if code == base + 9 { return .default }
                    if (base...(base + 7)).contains(code) { return Color(rawValue: UInt8(code - base + 1))! }
                    let accent = Color.allCases.first { accent in
                        guard let rgb = accent.rgb, let index = accent.indexed else { return false }
                        return depth == .direct ? code == OwnOutputTests.Look.rgb + Int(rgb) : depth == .indexed && code == 1000 + Int(index)
                    }
                    guard let accent else { throw Failure("a colour a terminal of \(depth) is not sent: \(look)") }
                    return accent
                }
                return Cell(text: String(look.text), style: Style(
                    foreground: try colour(look.foreground, base: 30), background: try colour(look.background, base: 40),
                    bold: look.bold, dim: look.dim, reverse: look.reverse, underline: look.underline))
            }
        }
    }

    /// Every screen reaches the goal on each palette; returns the lines' colour seen.
    func expectReadable(_ screens: [(name: String, rows: [[Cell]])], on palettes: [TerminalPalette], depth: ColourDepth,
                        sourceLocation: SourceLocation = #_sourceLocation) -> Color? {
        for (name, rows) in screens {
            for palette in palettes {
                let report = Contrast.check(rows, on: palette, depth: depth)
                if let failure = report.failure {
                    Issue.record("\(name), on \(report.palette): \(failure)", sourceLocation: sourceLocation)
                }
                #expect(report.textCells > 30, "\(name): read back", sourceLocation: sourceLocation)
            }
        }
        // The rule under the first screen's titles.
        return screens.first?.rows[1].first { $0.text == "─" }?.style.foreground
    }

    /// The colour a theme's lines are drawn in on a terminal of `depth`, as read back.
    static func lines(_ theme: Theme, _ depth: ColourDepth) -> Color {
        depth == .ansi ? theme.separator.foreground.ansi : theme.separator.foreground
    }

    @Test(arguments: ColourDepth.allCases)
    func aDarkTerminalGetsTheDarkTheme(_ depth: ColourDepth) throws {
        let screens = try screens(depth, environment: ["COLORFGBG": "15;0"])
        #expect(expectReadable(screens, on: TerminalPalette.dark, depth: depth) == Self.lines(.dark, depth))
    }

    @Test(arguments: ColourDepth.allCases)
    func aLightTerminalGetsTheLightTheme(_ depth: ColourDepth) throws {
        let screens = try screens(depth, environment: ["COLORFGBG": "0;15"])
        #expect(expectReadable(screens, on: TerminalPalette.light, depth: depth) == Self.lines(.light, depth))
    }

    @Test func theConfigFileCanAskForTheLightTheme() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-theme-config-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: config) }
        try FileManager.default.createDirectory(at: config.appendingPathComponent("cookbook"), withIntermediateDirectories: true)
        try "theme = \"light\"\n".write(to: config.appendingPathComponent("cookbook/config.toml"), atomically: true, encoding: .utf8)
        // A dark terminal says so; the file wins.
        let screens = try screens(.indexed, environment: ["XDG_CONFIG_HOME": config.path, "COLORFGBG": "15;0"])
        #expect(expectReadable(screens, on: TerminalPalette.light, depth: .indexed) == Self.lines(.light, .indexed))
    }

    @Test func NO_COLORDrawsNoColour() throws {
        for (name, rows) in try screens(.direct, environment: ["NO_COLOR": "1", "COLORFGBG": "0;15"]) {
            let coloured = rows.joined().filter { $0.style.foreground != .default || $0.style.background != .default }
            #expect(coloured.isEmpty, "\(name): \(coloured.prefix(3))")
            #expect(rows.joined().contains { $0.style.reverse }, "\(name): the selection still shows")
        }
    }

    /// The answer to the question about the background, come late (a second has passed) or
    /// garbled, is taken out of the keys: it types nothing into the search, and its ESC
    /// closes nothing.
    @Test func theTerminalsAnswerIsNeverTyped() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30, environment: ["TERM": "xterm-256color"])
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("/")
        try tmux.waitFor(text: "Type to search")
        Thread.sleep(forTimeInterval: 1.2)
        for answer in ["\u{1B}]11;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]11;rgb:0000/0000/0000\u{1B}\\", "\u{1B}]11;rgb:zz;?\u{07}"] {
            try tmux.tmux(["send-keys", "-t", tmux.name, "-l", answer])
        }
        try tmux.send("c", "r")
        let screen = try tmux.waitFor(text: "/ cr")
        #expect(screen.joined(separator: "\n").contains("Crème Brûlée") == false, "the fixture has none; the search is 'cr' only")
        #expect(screen.contains { $0.contains("│ / cr█") }, "\(screen.joined(separator: "\n"))")
        #expect(screen.joined().contains("Search"), "still open")
        // Too late to change the theme: still dark.
        // (The search box's border: the columns' rules are under the box.)
        let line = try Self.cells(tmux.screenWithEscapes(), depth: .indexed).joined().first { $0.text == "─" }
        #expect(line?.style.foreground == Theme.dark.separator.foreground)
    }
}
