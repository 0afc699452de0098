/// What is presented over the columns. One optional value in the model, so two can never
/// be open at once, and each can be restored and tested like any other screen.
public enum Destination: Equatable, Codable, Sendable {
    case help
    case search(SearchState)
    /// A notice that needs reading ("3 saved recipes no longer exist").
    case alert(String)
    /// "Reset to the first screen?", answered with y or n.
    case confirmReset
    /// Choosing an experience; the highlighted choice.
    case experiencePicker(Experience)
}

/// The search overlay: what was typed and which result is highlighted.
public struct SearchState: Equatable, Codable, Sendable {
    public var query: String
    public var selected: Int

    public init(query: String = "", selected: Int = 0) {
        self.query = query
        self.selected = selected
    }
}
