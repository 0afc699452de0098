/// What an import from the browser did, for the status line.
public struct ImportSummary: Equatable, Sendable {
    /// One line: what was imported and where, or why not ("imported Plain Toast into
    /// Breakfast", "3 imported, 1 failed: https://…: the server answered 404 Not Found").
    public var message: String
    /// Whether any recipe was written (the library is read again).
    public var wrote: Bool

    public init(message: String, wrote: Bool) {
        self.message = message
        self.wrote = wrote
    }
}
