
/// A command with what follows its name on the command line: `open apple-pie`.
public struct Invocation: Equatable, Hashable, Sendable {
    public var command: CommandName
    public var argument: String?

    public init(_ command: CommandName, _ argument: String? = nil) {
        self.command = command
        self.argument = argument
    }
}
