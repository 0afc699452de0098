import CookbookApp
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// A terminal in memory, and the clock of a session in a test: the keys a test scripts come
/// in at the times it says, the frames drawn are kept as lines of text, the bells with the
/// time they rang. Time jumps: when nothing is due, the session's wait ends at once at the
/// next thing scripted or at the end of the timeout the session asked for, so a ten-minute
/// timer rings in a test without waiting, at the right time. When the script is over and the
/// session would wait with no timeout, the terminal hangs up (the session ends as on SIGHUP).
public final class TestBackend: Backend, SessionClock {
    public private(set) var width: Int
    public private(set) var height: Int
    public let hasColour = false
    /// The clock.
    public private(set) var date: Date
    /// Every frame drawn, as text: a line a row, trailing blanks left out.
    public private(set) var frames: [String] = []
    /// When the bell rang.
    public private(set) var bells: [Date] = []
    /// The timeouts the session waited with, in milliseconds (-1: none).
    public private(set) var waits: [Int32] = []
    /// How often the screen was forgotten (^L, a resize does not), and given to another program.
    public private(set) var invalidations = 0
    public private(set) var outside = 0
    public private(set) var ended = false

    private enum Step {
        case input(TerminalInput)
        case signal(Int32)
        case action(() -> Void)
    }
    private var script: [(at: Date, step: Step)] = []
    private var next = 0
    /// Where the next step is scripted.
    private var cursor: Date
    /// The descriptor the session polls for input: a pipe never written; readiness is said
    /// by `poll` from the script.
    private let pipe: (read: Int32, write: Int32)
    private var hungUp = false

    public init(width: Int = 80, height: Int = 24, start: Date = Date(timeIntervalSinceReferenceDate: 800_000_000)) {
        self.width = width
        self.height = height
        date = start
        cursor = start
        var ends: [Int32] = [-1, -1]
        _ = Glibc.pipe(&ends)
        pipe = (ends[0], ends[1])
    }

    deinit {
        close(pipe.read)
        close(pipe.write)
    }

    // MARK: The script

    /// Keys typed at the time scripted.
    public func press(_ keys: Key...) {
        for key in keys { script.append((cursor, .input(.key(key)))) }
    }

    /// Each character a key (`"jjl"`).
    public func type(_ text: String) {
        for character in text { script.append((cursor, .input(.key(.character(character))))) }
    }

    public func click(x: Int, y: Int) {
        script.append((cursor, .input(.mouse(MouseEvent(kind: .press, x: x, y: y)))))
    }

    /// The terminal is made this size.
    public func resize(width: Int, height: Int) {
        script.append((cursor, .action { [unowned self] in
            self.width = width
            self.height = height
        }))
        script.append((cursor, .input(.resize(width: width, height: height))))
    }

    /// A terminating signal comes.
    public func signal(_ signal: Int32) {
        script.append((cursor, .signal(signal)))
    }

    /// What comes next comes this many seconds later.
    public func wait(_ seconds: TimeInterval) {
        cursor = cursor.addingTimeInterval(seconds)
    }

    /// Runs `body` at the time scripted (to change a file, or look at one, mid-session).
    public func then(_ body: @escaping () -> Void) {
        script.append((cursor, .action(body)))
    }

    /// The last frame drawn, as text.
    public var text: String { frames.last ?? "" }

    /// The last frame drawn, a line a row.
    public var lines: [String] { text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }

    // MARK: Backend

    public var inputDescriptor: Int32 { pipe.read }
    public var signalDescriptor: Int32 { -1 }

    private var due: Step? {
        next < script.count && script[next].at <= date ? script[next].step : nil
    }

    public func read() -> TerminalInput? {
        guard case .input(let input)? = due else { return nil }
        next += 1
        return input
    }

    public func terminatingSignal() -> Int32? {
        guard case .signal(let signal)? = due else { return nil }
        next += 1
        return signal
    }

    public func draw(_ frame: Frame) {
        frames.append(frame.canvas.text)
    }

    public func bell() { bells.append(date) }
    public func invalidate() { invalidations += 1 }

    public func runOutside(_ body: () -> Void) {
        outside += 1
        body()
        invalidate()
    }

    public func end() { ended = true }

    // MARK: SessionClock

    public func now() -> Date { date }

    public func poll(_ descriptors: UnsafeMutableBufferPointer<pollfd>, timeout: Int32) -> Int32 {
        waits.append(timeout)
        let deadline = timeout < 0 ? nil : date.addingTimeInterval(TimeInterval(timeout) / 1000)
        while true {
            while case .action(let body)? = due {
                next += 1
                body()
            }
            // Other descriptors (a test's library) are real: asked without waiting.
            var ready = Glibc.poll(descriptors.baseAddress, nfds_t(descriptors.count), 0)
            if ready < 0 { return ready }
            let over = next >= script.count && deadline == nil && ready == 0
            if due != nil || over || hungUp, let mine = descriptors.firstIndex(where: { $0.fd == pipe.read }) {
                hungUp = hungUp || over
                descriptors[mine].revents = Int16(hungUp ? POLLHUP : POLLIN)
                ready += 1
            }
            if ready > 0 { return ready }
            // Nothing now: the clock goes to the next thing scripted or to the timeout.
            let scripted = next < script.count ? script[next].at : nil
            let target = [scripted, deadline].compactMap { $0 }.min()!
            if target > date { date = target }
            if let deadline, date >= deadline, scripted.map({ $0 > date }) ?? true { return 0 }
        }
    }
}
