
extension App {
    /// The keys of a screen that lists choices (the search, the help, the command line, the
    /// problems, the layout picker, the `=` prompt): ↑↓ and the page keys move the highlight
    /// among `count`, → and Enter accept (`accept`, by default the reducer's `.choose`),
    /// Backspace deletes, Esc closes.
    mutating func runOnChoices(
        _ invocation: Invocation, count: Int, frame: Frame,
        accept: (inout App, Frame) -> Effect = { app, _ in
            app.apply(.choose)
            return .draw
        }
    ) -> Effect {
        switch invocation.command {
        case .up: apply(.moveChoice(-1, count: count))
        case .down: apply(.moveChoice(1, count: count))
        case .pageUp: apply(.moveChoice(-max(1, frame.pageSize), count: count))
        case .pageDown: apply(.moveChoice(max(1, frame.pageSize), count: count))
        case .right, .accept: return accept(&self, frame)
        case .deleteBackward: apply(.deleteBackward)
        case .cancel: apply(.dismiss)
        default: break
        }
        return .draw
    }
}
