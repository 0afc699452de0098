import CookbookUI

/// Runs the program on the terminal: read a key, let the app handle it, draw the frame.
@MainActor
public enum Session {
    /// Returns the exit status: 0 for `q`, 128 + the signal for SIGINT, SIGTERM, SIGHUP.
    public static func run(_ app: inout App, mouse: Bool) throws -> Int32 {
        let terminal = try Terminal(mouse: mouse)
        defer { terminal.end() }
        let theme: Theme = terminal.hasColour ? .colour : .monochrome
        app.resize(width: terminal.width, height: terminal.height)
        terminal.draw(app.frame(theme: theme))
        while true {
            if let signal = terminal.pendingSignal { return 128 + signal }
            guard let key = terminal.readKey() else { continue }
            if key == .resize {
                terminal.resized()
                app.resize(width: terminal.width, height: terminal.height)
            }
            switch app.handle(key) {
            case .quit: return 0
            case .redraw: terminal.invalidate()
            case .none: break
            }
            terminal.draw(app.frame(theme: theme))
        }
    }
}
