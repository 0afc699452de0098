/// A line of text typed on a presented screen, the choices listed under it, and which one
/// is highlighted.
public struct TextEntry: Equatable, Codable, Sendable {
    public var text: String
    /// What Tab completion offers (the command line); empty elsewhere.
    public var choices: [String]
    public var selected: Int

    public init(text: String = "", choices: [String] = [], selected: Int = 0) {
        self.text = text
        self.choices = choices
        self.selected = selected
    }
}
