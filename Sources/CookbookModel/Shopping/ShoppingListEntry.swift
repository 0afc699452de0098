/// One entry of a `.shopping-list`: a recipe reference (with what is nested under it), a
/// free-hand item, or a line kept as it is written (a comment, a blank line, a line that makes
/// no sense).
public enum ShoppingListEntry: Equatable, Sendable {
    case reference(ShoppingReference)
    case item(ShoppingItem)
    case text(String)

    /// What makes two entries the same when two programs' changes are merged: a reference's
    /// file, an item's name in any case, a line's text.
    public var key: String {
        switch self {
        case .reference(let reference): "ref:" + reference.key
        case .item(let item): "item:" + item.name.lowercased()
        case .text(let text): "text:" + text
        }
    }
}
