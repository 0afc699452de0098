
/// One row of the table: a command, its default keys, its help line, and its hint on the
/// columns. The screens it works on are derived: the columns when it is one of theirs,
/// then each presented screen whose keys list it (`PresentedScreen.keys`).
public struct CommandInfo: Sendable {
    public var name: CommandName
    public var argument: ArgumentKind
    /// One line for the help screen.
    public var summary: String
    /// Default keys, each with the argument it gives (the digit keys give a category's number).
    public var keys: [(key: Key, argument: String?)]
    /// It works on the columns.
    public var onColumns: Bool
    /// The screens it works on, each once. (An array: forty `Set` literals cost the first
    /// frame 0.4 million instructions.)
    public internal(set) var scopes: [Scope] = []
    /// Its hint on the columns.
    public var hint: Hint?

    init(_ name: CommandName, _ summary: String, keys: [Key], argument: ArgumentKind = .none,
         onColumns: Bool = true, hint: Hint? = nil) {
        self.name = name
        self.summary = summary
        self.argument = argument
        self.keys = keys.map { ($0, nil) }
        self.onColumns = onColumns
        self.hint = hint
    }
}
