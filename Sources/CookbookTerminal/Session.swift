import CookbookKit
import CookbookUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Runs the program on the terminal: read a key, let the app handle it, draw the frame,
/// and keep the saved place up to date.
@MainActor
public enum Session {
    /// Returns the exit status: 0 for `q`, 128 + the signal for SIGINT, SIGTERM, SIGHUP.
    public static func run(_ app: inout App, mouse: Bool, ascii: Bool = false, store: StateStore?, onDisk: NavigationModel?) throws -> Int32 {
        let terminal = try Terminal(mouse: mouse)
        terminal.ascii = ascii
        defer { terminal.end() }
        var saver = Saver(store: store, saved: onDisk)
        let theme: Theme = terminal.hasColour ? .colour : .monochrome
        app.resize(width: terminal.width, height: terminal.height)
        terminal.draw(app.frame(theme: theme))
        // For the end-to-end test of an unexpected crash while curses runs
        // (Tests/EndToEndTests): a trap, as a failed precondition would be.
        if getenv("COOKBOOK_CRASH_AFTER_START") != nil { fatalError("COOKBOOK_CRASH_AFTER_START is set") }
        while true {
            if let signal = terminal.pendingSignal {
                saver.save(app.model)
                return 128 + signal
            }
            guard let key = terminal.readKey() else {
                // Half a second without keys: the burst is over, save it if it changed.
                if let problem = saver.save(app.model) {
                    app.message = problem
                    terminal.draw(app.frame(theme: theme))
                }
                continue
            }
            if key == .resize {
                terminal.resized()
                app.resize(width: terminal.width, height: terminal.height)
            }
            switch app.handle(key) {
            case .quit:
                saver.save(app.model)
                return 0
            case .redraw:
                terminal.invalidate()
            case .none:
                break
            }
            terminal.draw(app.frame(theme: theme))
        }
    }
}

/// Writes the model when it differs from what is on disk (nil: nothing is), and gives up
/// (saying so once) when the state folder cannot be written. A place reached by a link and
/// left as it was is saved too: what counts is the file, not the screen the session began on.
struct Saver {
    let store: StateStore?
    var saved: NavigationModel?
    var failed = false

    init(store: StateStore?, saved: NavigationModel?) {
        self.store = store
        self.saved = saved
    }

    /// Returns a message the first time saving fails.
    @discardableResult
    mutating func save(_ model: NavigationModel) -> String? {
        guard let store, !failed, model != saved else { return nil }
        do {
            try store.save(model)
            saved = model
            return nil
        } catch {
            failed = true
            return "cannot save your place in \(store.url.deletingLastPathComponent().path)"
        }
    }
}
