import Foundation
import Testing

/// The frames the program writes itself (`TerminalOutput`) look exactly as the ones curses
/// drew: the same keys in two panes, one with `COOKBOOK_OUTPUT=curses`, give the same cells
/// (text, colours, attributes) on every kind of terminal the writer takes; and a key sends
/// few bytes.
@Suite(.serialized) struct OwnOutputTests {
    let fixture: String

    init() throws {
        fixture = try writeFixtureCookbook(inNewFolder: "cookbook-output")
    }

    /// What a cell looks like: its text and the attributes and colours that show. A blank's
    /// foreground, bold and dim do not show (nor its background in reverse video), and
    /// curses draws blanks with whatever pen is cheapest, so those are left out.
    struct Look: Equatable, CustomStringConvertible {
        var text: Character
        var foreground = 39, background = 49
        var bold = false, dim = false, underline = false, reverse = false
        /// Where a colour given as RGB starts: `rgb + 0xRRGGBB`.
        static let rgb = 1 << 24

        var normalised: Look {
            guard text == " ", !underline else { return self }
            var look = self
            look.bold = false
            look.dim = false
            if reverse { look.background = 49 } else { look.foreground = 39 }
            return look
        }

        var description: String {
            "\(text.debugDescription) fg \(foreground) bg \(background)" + (bold ? " bold" : "") + (dim ? " dim" : "")
                + (underline ? " underline" : "") + (reverse ? " reverse" : "")
        }
    }

    /// The cells of `tmux capture-pane -e` (text and SGR sequences, a line a row, each
    /// sequence a change from the cell before, lines included), each row without the blanks
    /// at its end.
    static func looks(_ capture: String) -> [[Look]] {
        var rows: [[Look]] = []
        // tmux carries the attributes over from the end of one line to the next.
        var pen = Look(text: " ")
        for line in capture.split(separator: "\n", omittingEmptySubsequences: false) {
            var row: [Look] = []
            var scalars = Substring(line).unicodeScalars[...]
            while let scalar = scalars.first {
                scalars = scalars.dropFirst()
                if scalar == "\u{1B}", scalars.first == "[" {
                    scalars = scalars.dropFirst()
                    var text = ""
                    while let c = scalars.first, !("@"..."~").contains(c) {
                        text.unicodeScalars.append(c)
                        scalars = scalars.dropFirst()
                    }
                    let final = scalars.first
                    scalars = scalars.dropFirst()
                    guard final == "m" else { continue }
                    var codes = text.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) ?? 0 }[...]
                    if codes.isEmpty { codes = [0] }
                    while let code = codes.first {
                        codes = codes.dropFirst()
                        switch code {
                        case 0: pen = Look(text: " ")
                        case 1: pen.bold = true
                        case 2: pen.dim = true
                        case 4: pen.underline = true
                        case 7: pen.reverse = true
                        case 22: pen.bold = false; pen.dim = false
                        case 24: pen.underline = false
                        case 27: pen.reverse = false
                        case 30...37, 39: pen.foreground = code
                        case 40...47, 49: pen.background = code
                        case 38, 48:
                            // 38;5;n, one of xterm's 256 (tmux names the eight so when asked with
                            // 256): 1000 + n; 38;2;r;g;b, RGB: Look.rgb + 0xRRGGBB.
                            let colour: Int
                            if codes.first == 2 {
                                let rgb = codes.dropFirst().prefix(3).reduce(0) { $0 << 8 | $1 }
                                codes = codes.dropFirst(4)
                                colour = Look.rgb + rgb
                            } else {
                                let n = codes.dropFirst().first ?? 0
                                codes = codes.dropFirst(2)
                                colour = n < 8 ? (code == 38 ? 30 : 40) + n : 1000 + n
                            }
                            if code == 38 { pen.foreground = colour } else { pen.background = colour }
                        default: break
                        }
                    }
                    continue
                }
                var look = pen
                look.text = Character(scalar)
                row.append(look.normalised)
            }
            while row.last == Look(text: " ") { row.removeLast() }
            rows.append(row)
        }
        while rows.last?.isEmpty == true { rows.removeLast() }
        return rows
    }

    /// The screen once it stops changing.
    func settled(_ tmux: TmuxSession) throws -> String {
        var last = try tmux.screenWithEscapes()
        for _ in 0..<50 {
            Thread.sleep(forTimeInterval: 0.15)
            let now = try tmux.screenWithEscapes()
            if now == last { return now }
            last = now
        }
        return last
    }

    /// Sends the same steps to both panes and compares the cells after each.
    func compare(term: String, arguments: [String] = [], environment: [String: String] = [:], width: Int = 100, height: Int = 30,
                 steps: [[String]], sourceLocation: SourceLocation = #_sourceLocation) throws {
        var terminal = ["TERM": term]
        terminal.merge(environment) { $1 }
        let own = try TmuxSession(["--data", fixture] + arguments, width: width, height: height, environment: terminal)
        let curses = try TmuxSession(["--data", fixture] + arguments, width: width, height: height,
                                     environment: terminal.merging(["COOKBOOK_OUTPUT": "curses"]) { $1 })
        try own.waitFor(text: "q quit")
        try curses.waitFor(text: "q quit")
        for (n, step) in ([[]] + steps).enumerated() {
            for key in step {
                if key.hasPrefix("resize:") {
                    let size = key.dropFirst(7).split(separator: "x").compactMap { Int($0) }
                    try own.resize(width: size[0], height: size[1])
                    try curses.resize(width: size[0], height: size[1])
                } else {
                    try own.send(key)
                    try curses.send(key)
                }
            }
            let mine = Self.looks(try settled(own)), theirs = Self.looks(try settled(curses))
            let rows = max(mine.count, theirs.count)
            let differ = (0..<rows).filter { y in (y < mine.count ? mine[y] : []) != (y < theirs.count ? theirs[y] : []) }
            var first = ""
            if let y = differ.first {
                let a: [Look] = y < mine.count ? mine[y] : [], b: [Look] = y < theirs.count ? theirs[y] : []
                let x = (0..<min(a.count, b.count)).first { a[$0] != b[$0] } ?? min(a.count, b.count)
                let ours = x < a.count ? a[x].description : "nothing", cursesLook = x < b.count ? b[x].description : "nothing"
                first = "row \(y) column \(x): \(ours) against curses' \(cursesLook)"
            }
            let what = "\(term) \(arguments) \(environment) after step \(n) \(step)"
            #expect(differ.isEmpty, "\(what): rows \(differ) differ; first: \(first)", sourceLocation: sourceLocation)
            #expect(!mine.isEmpty, "something is drawn", sourceLocation: sourceLocation)
        }
        try own.send("q")
        #expect(try own.exitStatus() == 0, sourceLocation: sourceLocation)
        let modes = try own.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after", sourceLocation: sourceLocation)
    }

    static let steps: [[String]] = [
        ["j"], ["l"], ["Tab"], ["l", "j", "j"], ["G", "Enter"], ["/", "p", "a"], ["Escape", "?"], ["Escape"],
        ["C-l"], ["resize:60x20"], ["h", "h"], ["resize:100x30"],
    ]

    @Test(arguments: ["xterm-256color", "screen", "linux", "vt100"])
    func theScreenIsTheOneCursesDrew(term: String) throws {
        try compare(term: term, steps: Self.steps)
    }

    @Test func withoutColourAndInASCIITooAtAnySize() throws {
        try compare(term: "xterm-256color", environment: ["NO_COLOR": "1"], steps: Self.steps)
        try compare(term: "xterm-256color", arguments: ["--ascii"], width: 40, height: 15, steps: Self.steps)
        try compare(term: "xterm-256color", arguments: ["okonomiyaki"], width: 200, height: 50, steps: [["k"], ["resize:30x8"], ["resize:200x50"]])
    }

    @Test func aCursorMoveInARecipeSendsItsTwoCellsAndLittleElse() throws {
        let pty = try PtySession(["--data", repository.appendingPathComponent("Data/recipes.json").path, "apple-pie"], width: 120, height: 40)
        try pty.waitFor("Ingredients")
        // The first key also changes the pen the frame before left (the status line's).
        pty.send("j")
        pty.read(for: 0.5)
        var sizes: [Int] = []
        for key in ["j", "k", "j", "j"] {
            let before = pty.output.count
            pty.send(key)
            pty.read(for: 0.4)
            sizes.append(pty.output.count - before)
        }
        // The marker leaves one line for the next: two moves, two glyphs, no attribute (curses
        // sent 38 bytes a key, with its reset at the end of every update).
        #expect(sizes.allSatisfy { $0 > 0 && $0 < 26 }, "\(sizes)")
        let steady = Array(pty.output.suffix(sizes.reduce(0, +)))
        #expect(!steady.contains("\u{1B}(B"), "no character set selected again")
        pty.send("q")
        #expect(try pty.exitStatus() == 0)
    }

    /// When the program writes the frames, curses' own screens are one cell; on a terminal
    /// without an alternate screen (the Linux console) quitting must still leave the cursor
    /// on the last row, below the last frame, where the shell's prompt then goes.
    @Test func quittingATerminalWithoutAnAlternateScreenLeavesTheCursorOnTheLastRow() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 60, height: 20, environment: ["TERM": "linux"])
        try tmux.waitFor(text: "quit")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
        let row = try tmux.tmux(["display-message", "-p", "-t", tmux.name, "#{cursor_y}"])
        #expect(row.trimmingCharacters(in: .whitespacesAndNewlines) == "19", "the cursor's row after quitting")
    }
}
