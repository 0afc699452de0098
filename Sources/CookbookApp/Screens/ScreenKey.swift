
/// A command on a presented screen, with its hint there.
struct ScreenKey: Sendable {
    var command: CommandName
    var hint: Hint?

    init(_ command: CommandName, hint: Hint? = nil) {
        self.command = command
        self.hint = hint
    }
}
