import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The real binary on a pseudo terminal of our own, with every byte it writes kept: what
/// tmux shows is already interpreted, and tests of what reaches the terminal need the
/// bytes themselves.
final class PtySession {
    let master: Int32
    let pid: pid_t
    let stateDirectory: URL
    /// Everything the program has written to the terminal (stdout and stderr) so far.
    private(set) var output: [UInt8] = []
    private var status: Int32?

    init(_ arguments: [String], width: Int = 100, height: Int = 30, environment: [String: String] = [:]) throws {
        guard FileManager.default.isExecutableFile(atPath: cookbookBinary) else {
            throw Failure("no binary at \(cookbookBinary): run `make test`, which builds it first")
        }
        // posix_openpt and friends need _XOPEN_SOURCE, which Swift's Glibc module does not
        // set; these are the Linux calls they make.
        master = open("/dev/ptmx", O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard master >= 0 else { throw Failure("/dev/ptmx: \(String(cString: strerror(errno)))") }
        var unlock: Int32 = 0, number: UInt32 = 0
        let TIOCSPTLCK: UInt = 0x4004_5431, TIOCGPTN: UInt = 0x8004_5430
        guard ioctl(master, TIOCSPTLCK, &unlock) == 0, ioctl(master, TIOCGPTN, &number) == 0 else {
            close(master)
            throw Failure("cannot set up the pseudo terminal: \(String(cString: strerror(errno)))")
        }
        let slave = "/dev/pts/\(number)"
        var size = winsize(ws_row: UInt16(height), ws_col: UInt16(width), ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(master, UInt(TIOCSWINSZ), &size)

        // The child starts a session and opens the slave first, so it is the controlling
        // terminal and standard input, output and error, as in a terminal window.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, 0x80)  // POSIX_SPAWN_SETSID
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, slave, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)

        // The saved place goes to a folder of the session's own, never the user's.
        stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-pty-\(UUID().uuidString)")
        var env = ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin", "XDG_STATE_HOME": stateDirectory.path]
        env.merge(environment) { $1 }
        let argv = ([cookbookBinary] + arguments).map { strdup($0) } + [nil]
        let envp = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, cookbookBinary, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(master)
            throw Failure("cannot start \(cookbookBinary): \(String(cString: strerror(spawned)))")
        }
        pid = child
    }

    deinit {
        if status == nil {
            kill(pid, SIGKILL)
            var ignored: Int32 = 0
            waitpid(pid, &ignored, 0)
        }
        close(master)
        try? FileManager.default.removeItem(at: stateDirectory)
    }

    /// Reads what the program writes for up to `seconds`, or until `condition` holds.
    @discardableResult
    func read(for seconds: TimeInterval, until condition: ([UInt8]) -> Bool = { _ in false }) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 65536)
        while Date() < deadline {
            if condition(output) { return true }
            var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            let ready = poll(&descriptor, 1, 50)
            if ready > 0 {
                let n = Glibc.read(master, &buffer, buffer.count)
                // EIO: every copy of the slave is closed, the program is gone.
                if n <= 0 { return condition(output) }
                output += buffer[0..<n]
            }
        }
        return condition(output)
    }

    /// Waits until the output holds `text` (as UTF-8 bytes); records an issue if it never does.
    func waitFor(_ text: String, timeout: TimeInterval = 10, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let needle = Array(text.utf8)
        if !read(for: timeout, until: { $0.contains(needle) }) {
            Issue.record("timed out waiting for \(text.debugDescription); got \(output.count) bytes", sourceLocation: sourceLocation)
            throw Failure("timed out waiting for \(text.debugDescription)")
        }
    }

    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The exit status, as a shell reports it (128 + the signal for a signal), once the
    /// program has ended; everything it wrote before is in `output`.
    func exitStatus(timeout: TimeInterval = 10) throws -> Int32 {
        if let status { return status }
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            var raw: Int32 = 0
            let done = waitpid(pid, &raw, WNOHANG)
            if done == pid {
                read(for: 0.2)
                let result = (raw & 0x7F) == 0 ? (raw >> 8) & 0xFF : 128 + (raw & 0x7F)
                status = result
                return result
            }
            read(for: 0.05)
        }
        throw Failure("the program did not exit within \(timeout) s")
    }
}

extension Array where Element == UInt8 {
    func contains(_ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty, needle.count <= count else { return needle.isEmpty }
        let first = needle[0]
        var i = startIndex
        while i <= count - needle.count {
            if self[i] == first, self[i..<(i + needle.count)].elementsEqual(needle) { return true }
            i += 1
        }
        return false
    }

    func contains(_ text: String) -> Bool { contains(Array(text.utf8)) }
}
