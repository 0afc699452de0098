/// A line of a shopping file that makes no sense: its number (from 1) and why. The line is
/// kept (in a `.shopping-list`) or passed over (in a `.shopping-checked`), and the rest used.
public struct ShoppingListProblem: Equatable, Sendable {
    public var line: Int
    public var message: String

    public init(line: Int, message: String) {
        self.line = line
        self.message = message
    }
}
