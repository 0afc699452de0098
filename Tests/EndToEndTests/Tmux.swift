import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The repository, found from this file's place in it.
let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The binary under test: $COOKBOOK_BIN, or the debug build `make test` makes first.
let cookbookBinary: String = ProcessInfo.processInfo.environment["COOKBOOK_BIN"]
    ?? repository.appendingPathComponent(".build/debug/cookbook").path

/// Runs a program to its end and returns its status and output.
///
/// posix_spawn and waitpid rather than Foundation's Process: Process notices the end of a
/// child only once every copy of a descriptor it shares with it is closed, and the tmux
/// server that `tmux new-session` starts keeps its copies for its whole life.
///
/// Every run has folders of its own for the saved place, the cache, the library folder and
/// the config file, so neither the person running the tests nor another test shows through.
func isolated(_ folder: String) -> [String: String] {
    ["XDG_STATE_HOME": folder + "/state", "XDG_CACHE_HOME": folder + "/cache",
     "XDG_DATA_HOME": folder + "/data", "XDG_CONFIG_HOME": folder + "/config"]
}

@discardableResult
func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, stdout: String, stderr: String) {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-run-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(atPath: base.path + ".home") }
    let variables = ProcessInfo.processInfo.environment.merging(isolated(base.path + ".home").merging(environment) { $1 }) { $1 }
    let environ = variables.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { environ.forEach { free($0) } }
    let outPath = base.path + ".out", errPath = base.path + ".err"
    defer {
        unlink(outPath)
        unlink(errPath)
    }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    var spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    // A binary copied a moment ago can still be open for writing in a child another test
    // forked meanwhile (the fork/exec race); that passes within moments.
    for _ in 0..<50 where spawned == ETXTBSY {
        usleep(20_000)
        spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
    }
    guard spawned == 0 else { throw Failure("cannot start \(executable): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    // WIFEXITED / WEXITSTATUS, which Swift does not import.
    let exitStatus = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    let stdout = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let stderr = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return (exitStatus, stdout, stderr)
}

/// One tmux session running the real binary in a real pseudo terminal, on a private
/// tmux server so tests never touch the user's sessions.
final class TmuxSession {
    let socket: String
    let name = "cookbook"
    let directory: URL
    private var serverPID: Int32?
    var statusFile: URL { directory.appendingPathComponent("status") }
    var sttyBefore: URL { directory.appendingPathComponent("stty-before") }
    var sttyAfter: URL { directory.appendingPathComponent("stty-after") }

    /// Starts `cookbook ARGUMENTS` at the given size. The shell around it records the
    /// terminal modes before and after, and the exit status.
    convenience init(_ arguments: [String] = [], width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: cookbookBinary) else {
            throw Failure("no binary at \(cookbookBinary): run `make test`, which builds it first")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-e2e-\(UUID().uuidString)")
        let statusFile = directory.appendingPathComponent("status")
        let quoted = ([cookbookBinary] + arguments).map(shellQuote).joined(separator: " ")
        // Saved places go to this session's folder unless a test shares one between runs.
        var environment = isolated(directory.path).merging(environment) { $1 }
        // The test runner's own NO_COLOR, COLORFGBG and COLORTERM must not leak in; a test
        // that wants them says so.
        let exports = ["NO_COLOR", "COLORFGBG", "COLORTERM"].filter { environment[$0] == nil }.map { "unset \($0); " }.joined()
            + environment.map { "export \($0.key)=\(shellQuote($0.value)); " }.joined()
        // The trap keeps the shell alive through a Ctrl-C or Ctrl-\ meant for the program (a trapped
        // signal is reset to its default in the child, so the program sees it as usual).
        let script = "trap : INT QUIT; \(exports)stty -g > \(shellQuote(directory.appendingPathComponent("stty-before").path)); \(quoted); "
            + "echo $? > \(shellQuote(statusFile.path)).tmp; stty -g > \(shellQuote(directory.appendingPathComponent("stty-after").path)); "
            + "mv \(shellQuote(statusFile.path)).tmp \(shellQuote(statusFile.path)); sleep 60"
        try self.init(command: ["sh", "-c", script], directory: directory, width: width, height: height)
    }

    /// Runs `command` (with LANG=C.UTF-8) in the pane; `directory` is made for its files.
    init(command: [String], directory: URL, width: Int, height: Int) throws {
        self.directory = directory
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        socket = "cookbook-e2e-\(UUID().uuidString.prefix(8))"
        try tmux(["-f", "/dev/null", "new-session", "-d", "-s", name, "-x", String(width), "-y", String(height),
                  "env", "LANG=C.UTF-8"] + command)
        serverPID = Int32(try tmux(["display-message", "-p", "#{pid}"]).trimmingCharacters(in: .whitespacesAndNewlines))
    }

    deinit {
        _ = try? tmux(["kill-server"])
        // A server started from the test process can ignore kill-server while a pane still
        // runs (it waits for clients that never go), and then it and the program live on.
        // Make sure: the server's own process, checked by its command line, is killed.
        if let pid = serverPID,
           let commandLine = try? String(contentsOfFile: "/proc/\(pid)/cmdline", encoding: .utf8),
           commandLine.contains(socket) {
            kill(pid, SIGKILL)
        }
        // A server killed leaves its socket behind: thousands of test runs filled the folder.
        let folder = ProcessInfo.processInfo.environment["TMUX_TMPDIR"] ?? "/tmp"
        unlink("\(folder)/tmux-\(getuid())/\(socket)")
        try? FileManager.default.removeItem(at: directory)
    }

    @discardableResult
    func tmux(_ arguments: [String]) throws -> String {
        let result = try run("/usr/bin/env", ["tmux", "-u", "-L", socket] + arguments)
        if result.status != 0 { throw Failure("tmux \(arguments.joined(separator: " ")): \(result.stderr)") }
        return result.stdout
    }

    /// The screen as text, one string per row.
    func screen() throws -> [String] {
        var lines = try tmux(["capture-pane", "-p", "-t", name]).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }  // the newline that ends the last row
        return lines
    }

    /// The screen with its colour and attribute escapes, as tmux would redraw it.
    func screenWithEscapes() throws -> String {
        try tmux(["capture-pane", "-e", "-p", "-t", name])
    }

    func send(_ keys: String...) throws {
        try tmux(["send-keys", "-t", name] + keys)
    }

    /// A mouse press and release at a cell, as an xterm reports it (X10 encoding, which is
    /// what tmux-256color's kmous announces). Button 0 is the left button, 64/65 the wheel.
    func click(x: Int, y: Int, button: Int = 0) throws {
        func report(_ b: Int) -> String {
            "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + b))) + String(UnicodeScalar(UInt8(33 + x))) + String(UnicodeScalar(UInt8(33 + y)))
        }
        try tmux(["send-keys", "-t", name, "-l", report(button) + (button < 64 ? report(3) : "")])
    }

    func resize(width: Int, height: Int) throws {
        try tmux(["resize-window", "-t", name, "-x", String(width), "-y", String(height)])
    }

    /// Polls the screen until `condition` holds; fails with the last screen after `timeout`.
    @discardableResult
    func waitFor(_ what: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation,
                 _ condition: ([String]) -> Bool) throws -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        var last: [String] = []
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.05)
        }
        Issue.record("timed out waiting for \(what); the screen was:\n\(last.joined(separator: "\n"))", sourceLocation: sourceLocation)
        throw Failure("timed out waiting for \(what)")
    }

    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) throws -> [String] {
        try waitFor("'\(text)'", timeout: timeout, sourceLocation: sourceLocation) { $0.joined(separator: "\n").contains(text) }
    }

    /// The program's exit status, once it has exited.
    func exitStatus(timeout: TimeInterval = 10) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        throw Failure("the program did not exit within \(timeout) s; screen:\n\(((try? screen()) ?? []).joined(separator: "\n"))")
    }

    /// The pid of the running cookbook process (a child of the pane's shell).
    func programPID() throws -> Int32 {
        let shell = try tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try run("/usr/bin/env", ["pgrep", "-P", shell, "-f", "cookbook"]).stdout
        guard let pid = children.split(separator: "\n").first.flatMap({ Int32($0) }) else {
            throw Failure("no cookbook process under pane \(shell)")
        }
        return pid
    }

    /// Whether the pane's terminal is in keypad transmit mode: its cursor keys (DECCKM,
    /// `ESC [ ? 1 h`) and its keypad (DECKPAM, `ESC =`), as tmux keeps them.
    func keypadModes() throws -> (cursorKeys: Bool, keypad: Bool) {
        let flags = try tmux(["display-message", "-p", "-t", name, "#{keypad_cursor_flag}#{keypad_flag}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        return (flags.first == "1", flags.last == "1")
    }

    func terminalModes() throws -> (before: String, after: String) {
        (try String(contentsOf: sttyBefore, encoding: .utf8), try String(contentsOf: sttyAfter, encoding: .utf8))
    }
}

struct Failure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

func shellQuote(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
}

/// A small cookbook file for tests whose text must not change with the bundled data.
/// The fixture cookbook in a new folder of its own, named `prefix-UUID`.
func writeFixtureCookbook(inNewFolder prefix: String) throws -> String {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    return try writeFixtureCookbook(in: directory)
}

func writeFixtureCookbook(in directory: URL) throws -> String {
    let json = """
        {"version": 1,
         "categories": [{"id": "dessert", "name": "Dessert"}, {"id": "pancake", "name": "Pancake"}],
         "recipes": [
          {"id": "apple-pie", "name": "Apple Pie", "category": "dessert", "servings": 8,
           "prepMinutes": 30, "cookMinutes": 50,
           "ingredients": [{"quantity": 1.5, "unit": "cup", "item": "sugar"}],
           "steps": ["Bake it."], "related": ["pie-crust"]},
          {"id": "pie-crust", "name": "Pie Crust", "category": "dessert", "servings": 8,
           "ingredients": [{"quantity": 200, "unit": "g", "item": "butter"}],
           "steps": ["Rub in the butter."], "related": ["apple-pie"]},
          {"id": "okonomiyaki", "name": "お好み焼き", "category": "pancake", "servings": 2,
           "ingredients": [{"quantity": 2, "item": "eggs"}], "steps": ["Fry."]},
          {"id": "buttermilk-pancakes", "name": "Buttermilk Pancakes", "category": "pancake", "servings": 4,
           "ingredients": [{"quantity": 2, "unit": "cup", "item": "flour"}], "steps": ["Mix and fry."]}
         ]}
        """
    let url = directory.appendingPathComponent("fixture.json")
    try json.write(to: url, atomically: true, encoding: .utf8)
    return url.path
}
