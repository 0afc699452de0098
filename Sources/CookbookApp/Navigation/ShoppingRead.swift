import CookbookModel

/// The library's shopping files as the session read (or wrote) them, for `Event.shoppingRead`:
/// the list (nil when it was not read this time), the log of ticks (nil likewise), the lines
/// that make no sense, each as `file:line: why`, and the message when a file could not be
/// read or written.
public struct ShoppingRead: Equatable, Sendable {
    public var list: ShoppingListFile?
    public var checks: [ShoppingCheck]?
    public var problems: [String]
    public var failure: String?

    public init(list: ShoppingListFile? = nil, checks: [ShoppingCheck]? = nil, problems: [String] = [], failure: String? = nil) {
        self.list = list
        self.checks = checks
        self.problems = problems
        self.failure = failure
    }
}
