/// A plain ingredient in a menu (`@coffee{1%cup}`): bought or made on the day, no recipe.
public struct MenuIngredient: Equatable, Sendable {
    public var name: String
    /// What its braces hold, as written (`1%cup`); "" without.
    public var amount: String

    public init(name: String, amount: String) {
        self.name = name
        self.amount = amount
    }
}
