import CookbookApp

/// What the session draws through and reads from: the terminal (`Terminal`, on curses) in
/// the program, an in-memory one (`TestBackend`) in tests. Everything on the main thread.
public protocol Backend: AnyObject {
    var width: Int { get }
    var height: Int { get }
    var hasColour: Bool { get }
    /// The descriptor poll(2) waits on for input.
    var inputDescriptor: Int32 { get }
    /// A descriptor that becomes readable when a signal came (a resize, ^Z, a terminating
    /// one), -1 when there is none: the session then reads input and asks for the signal.
    var signalDescriptor: Int32 { get }
    /// What came in, without waiting; nil when nothing more has.
    func read() -> TerminalInput?
    /// The terminating signal received (SIGINT, SIGTERM, SIGHUP), if any.
    func terminatingSignal() -> Int32?
    /// Shows a frame.
    func draw(_ frame: Frame)
    func bell()
    /// Forget what is on screen: the next frame is drawn whole.
    func invalidate()
    /// Gives the terminal to another program (an editor) until `body` returns, then takes
    /// it back (the next frame is drawn whole).
    func runOutside(_ body: () -> Void)
    /// Puts the terminal back as it was. Safe to call twice.
    func end()
}
