import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Writes `json` to a fresh temporary file and returns its path.
func writeCookbook(_ json: String, name: String = "cookbook.json") throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-safety-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    let url = directory.appendingPathComponent(name)
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// A cookbook whose every string tries to act on the terminal.
let hostileCookbook = #"""
    {"version": 1,
     "categories": [{"id": "evil", "name": "Cat\u001b]0;PWNED-TITLE\u0007End"}],
     "recipes": [
      {"id": "evil-pie", "name": "Evil\u001b[2J\u001b[HPie", "category": "evil", "servings": 2,
       "tags": ["clip\u001b]52;c;SGVsbG8=\u0007board"],
       "ingredients": [
         {"quantity": 1, "unit": "cup\u202eevil", "item": "sugar\u0007bell", "note": "c1\u009b31mred"},
         {"item": "bidi\u202eeman\u202c end"}],
       "steps": ["Step\u001b]52;c;cHduZWQ=\u0007one", "Bell\u0007and\u001b[Hhome", "Right\u202eto left"],
       "related": ["rel"]},
      {"id": "rel", "name": "Rel\u009b2Jated", "category": "evil", "steps": ["Fine."]}
     ]}
    """#

/// Nothing from a file reaches the terminal as itself; every way out puts the terminal back.
@Suite(.serialized) struct TerminalSafetyTests {
    @Test func hostileTextReachesTheTerminalOnlyAsPlaceholders() throws {
        let path = try writeCookbook(hostileCookbook)
        let pty = try PtySession(["--data", path], width: 120, height: 30)
        try pty.waitFor("Cat^[]0;PWNED-TITLE^GEnd")
        try pty.waitFor("Evil^[[2J^[[HPie")
        pty.send("l")  // the recipe column: the first recipe is selected and shown
        try pty.waitFor("Step^[]52;c;cHduZWQ=^Gone")
        pty.send("l")  // the detail
        pty.send("G")  // the related recipe
        try pty.waitFor("Rel<9B>2Jated")
        pty.send("\r")  // follow it: the breadcrumb holds both hostile names
        try pty.waitFor("Fine.")
        pty.send("q")
        #expect(try pty.exitStatus() == 0)

        let output = pty.output
        // Placeholders the user can see, one for each kind.
        for shown in ["^[]0;PWNED-TITLE^GEnd", "^[[2J^[[HPie", "clip^[]52;c;SGVsbG8=^Gboard", "sugar^Gbell",
                      "c1<9B>31mred", "cup<U+202E>evil", "bidi<U+202E>eman<U+202C> end", "Bell^Gand^[[Hhome"] {
            #expect(output.contains(shown), "\(shown) on screen")
        }
        // None of the sequences themselves.
        for raw in ["\u{1B}]", "\u{1B}]0;", "\u{1B}]52;", "Evil\u{1B}", "\u{1B}[2J\u{1B}[HPie", "\u{1B}[Hhome", "\u{07}"] {
            #expect(!output.contains(raw), "\(raw.debugDescription) reached the terminal")
        }
        // `]0;` and `]52;` only ever as the visible text after `^[`.
        for tail in ["]0;", "]52;"] {
            #expect(occurrences(of: tail, in: output) == occurrences(of: "^[" + tail, in: output), "a bare \(tail)")
        }
        // The bytes are UTF-8 throughout, so a 0x9B can only be inside a character, and no
        // decoded character is C1, BEL or a direction override.
        var decoder = UTF8()
        var iterator = output.makeIterator()
        var scalars: [Unicode.Scalar] = []
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .emptyInput: break decoding
            case .error:
                Issue.record("the output is not UTF-8 (a raw C1 byte?)")
                break decoding
            }
        }
        #expect(!scalars.contains { (0x80...0x9F).contains($0.value) }, "no C1 control")
        #expect(!scalars.contains { [0x07, 0x202A, 0x202B, 0x202C, 0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069].contains($0.value) })
    }

    @Test func aBadFileIsReportedOnOneLineWithNothingTheTerminalWouldRun() throws {
        let path = try writeCookbook(#"""
            {"version": 1, "categories": [{"id": "a", "name": "A"}],
             "recipes": [{"id": "x", "name": "X", "category": "no\nsuch\u001b]52;c;SGk=\u0007\u009b2J\u202e"}]}
            """#)
        let result = try run(cookbookBinary, ["--data", path])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: \(path): a problem: recipes[0] ('x'): category 'no^Jsuch^[]52;c;SGk=^G<9B>2J<U+202E>' does not exist\n")
    }

    @Test func everyFuzzRegressionIsOneSafeLineOnStderr() throws {
        let directory = repository.appendingPathComponent("Tests/Fuzz/regressions/loader")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(!names.isEmpty)
        for name in names {
            let result = try run(cookbookBinary, ["--data", directory.appendingPathComponent(name).path])
            #expect(result.status == 2, "\(name)")
            #expect(result.stderr.hasPrefix("cookbook: \(directory.path)/\(name): "), "\(name): \(result.stderr)")
            #expect(result.stderr.filter { $0 == "\n" }.count == 1, "one line: \(result.stderr)")
            #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F...0x9F).contains($0.value) })
        }
    }

    @Test func argumentErrorsAreShownSafelyToo() throws {
        let deepLink = try run(cookbookBinary, ["pie\n\u{1B}[2Jdid you mean: rm -rf"])
        #expect(deepLink.status == 2)
        #expect(deepLink.stderr.hasPrefix("cookbook: no recipe or category 'pie^J^[[2Jdid you mean: rm -rf'\n"),
                "a line break in the argument cannot forge a line of its own: \(deepLink.stderr)")
        #expect(!deepLink.stderr.unicodeScalars.contains { $0.value == 0x1B })
        let option = try run(cookbookBinary, ["--data\u{1B}]0;x\u{07}"])
        #expect(option.status == 64, "ArgumentParser's usage error")
        #expect(option.stderr.contains("--data^[]0;x^G"), "\(option.stderr)")
        #expect(!option.stderr.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
    }

    @Test func controlZSuspendsAndFgRedrawsTheSameScreen() throws {
        let fixture = try writeFixtureCookbook(inNewFolder: "cookbook-tstp")
        // dash, not bash: bash puts back its own terminal modes whenever a job stops, which
        // would hide a program that left them broken. dash never touches them.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-tstp-\(UUID().uuidString)")
        let tmux = try TmuxSession(
            command: ["env", "-u", "NO_COLOR", "PS1=ready$ ", "ENV=", "XDG_STATE_HOME=\(directory.path)/state", "dash", "-i"],
            directory: directory, width: 100, height: 30)
        try tmux.waitFor(text: "ready$")
        let before = directory.appendingPathComponent("before").path, after = directory.appendingPathComponent("after").path
        try tmux.send("-l", "stty -g > \(shellQuote(before)); \(shellQuote(cookbookBinary)) --data \(shellQuote(fixture))")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("j", "l")
        try tmux.waitFor("the Pancake recipes") { $0[0].contains("│ Pancake") && $0.joined().contains("Fry.") }
        Thread.sleep(forTimeInterval: 0.3)
        let running = try tmux.screen()

        try tmux.send("C-z")
        let suspended = try tmux.waitFor("the shell's prompt after Stopped") {
            $0.joined(separator: "\n").contains("Stopped") && $0.contains { $0.hasPrefix("ready$") }
        }
        #expect(!suspended.joined().contains("Categories"), "curses left the screen it draws on")
        try tmux.send("-l", "stty -g > \(shellQuote(after)); echo saved-$((6 * 7))")
        try tmux.send("Enter")
        try tmux.waitFor(text: "saved-42")
        let modes = (try String(contentsOfFile: before, encoding: .utf8), try String(contentsOfFile: after, encoding: .utf8))
        #expect(modes.0 == modes.1, "stty -g before the program and while it is suspended")

        try tmux.send("-l", "fg")
        try tmux.send("Enter")
        let resumed = try tmux.waitFor("the same screen again") { $0 == running }
        #expect(resumed == running)
        try tmux.send("j")
        try tmux.waitFor("keys work after fg") { $0[0].contains("│ Buttermilk Pancakes") }
        try tmux.send("q")
        try tmux.waitFor("the prompt after q") { $0.last { !$0.isEmpty }?.hasPrefix("ready$") == true && !$0.joined().contains("Categories") }
    }

    @Test func anUnexpectedCrashRestoresTheTerminalAndReportsTheSignal() throws {
        let fixture = try writeFixtureCookbook(inNewFolder: "cookbook-crash")
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24, environment: ["COOKBOOK_CRASH_AFTER_START": "1"])
        let status = try tmux.exitStatus()
        // A Swift trap is SIGILL on x86_64 (132) and SIGTRAP on arm64 (133).
        #expect(status == 132 || status == 133, "status \(status)")
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
        #expect(!(try tmux.screen()).joined().contains("Categories"), "the alternate screen is left")
        let keypad = try tmux.keypadModes()
        #expect(!keypad.cursorKeys && !keypad.keypad, "keypad transmit mode is left (the shell's arrow keys work)")
    }

    @Test func controlBackslashQuitsAndRestoresTheTerminal() throws {
        let fixture = try writeFixtureCookbook(inNewFolder: "cookbook-quit")
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("C-\\")
        #expect(try tmux.exitStatus() == 128 + 3, "SIGQUIT, as without curses")
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
        #expect(!(try tmux.screen()).joined().contains("Categories"), "the alternate screen is left")
    }

    @Test(arguments: [("SEGV", Int32(11)), ("ABRT", Int32(6)), ("BUS", Int32(7)), ("FPE", Int32(8)), ("ILL", Int32(4)), ("QUIT", Int32(3))])
    func crashSignalsRestoreTheTerminal(signal: String, number: Int32) throws {
        let fixture = try writeFixtureCookbook(inNewFolder: "cookbook-crash")
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try tmux.waitFor(text: "Apple Pie")
        #expect(try tmux.keypadModes() == (true, true), "curses turned keypad transmit mode on")
        try run("/bin/kill", ["-\(signal)", String(try tmux.programPID())])
        #expect(try tmux.exitStatus() == 128 + number)
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
        #expect(!(try tmux.screen()).joined().contains("Categories"), "the alternate screen is left")
        #expect(try tmux.keypadModes() == (false, false), "and off again")
    }
}

func occurrences(of text: String, in bytes: [UInt8]) -> Int {
    let needle = Array(text.utf8)
    guard !needle.isEmpty, bytes.count >= needle.count else { return 0 }
    var count = 0
    for i in 0...(bytes.count - needle.count) where bytes[i] == needle[0] && bytes[i..<(i + needle.count)].elementsEqual(needle) {
        count += 1
    }
    return count
}

extension URL {
    /// Creates the directory and returns it.
    func creatingDirectory() throws -> URL {
        try FileManager.default.createDirectory(at: self, withIntermediateDirectories: true)
        return self
    }
}
