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

    /// Text typed: what is listed under it is another list, so its choices and highlight
    /// start over.
    mutating func type(_ typed: String) {
        text += typed
        choices = []
        selected = 0
    }

    /// Backspace: the last character gone (none when empty), and the list starts over.
    mutating func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        choices = []
        selected = 0
    }

    /// The highlight moved among `count` choices.
    mutating func move(by delta: Int, count: Int) {
        selected = NavigationModel.step(selected, by: delta, count: count)
    }
}
