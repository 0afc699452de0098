
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
        if moveHighlight(invocation.command, count: count, frame: frame) { return .draw }
        switch invocation.command {
        case .right, .accept: return accept(&self, frame)
        case .deleteBackward: apply(.deleteBackward)
        case .cancel: apply(.dismiss)
        default: break
        }
        return .draw
    }

    /// ↑↓, the page keys and g/G move the highlight of a list among `count` rows; false for
    /// any other command.
    mutating func moveHighlight(_ command: CommandName, count: Int, frame: Frame) -> Bool {
        switch command {
        case .up: apply(.moveChoice(-1, count: count))
        case .down: apply(.moveChoice(1, count: count))
        case .top: apply(.moveChoice(Int.min / 2, count: count))
        case .bottom: apply(.moveChoice(Int.max / 2, count: count))
        case .pageUp: apply(.moveChoice(-max(1, frame.pageSize), count: count))
        case .pageDown: apply(.moveChoice(max(1, frame.pageSize), count: count))
        default: return false
        }
        return true
    }
}
