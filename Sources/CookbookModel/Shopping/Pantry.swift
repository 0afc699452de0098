/// What is at home (Cooklang's `pantry.conf`): the shopping list leaves out what the pantry
/// covers, and asks only for the rest of what it covers in part.
public struct Pantry: Equatable, Sendable {
    public struct Item: Equatable, Sendable {
        public var name: String
        /// How much is at home; nil when the file only says it is there.
        public var quantity: Double?
        public var unit: String?

        public init(name: String, quantity: Double? = nil, unit: String? = nil) {
            self.name = name
            self.quantity = quantity
            self.unit = unit
        }
    }

    /// By item key.
    public private(set) var items: [String: Item] = [:]

    public init(_ items: [Item] = []) {
        for item in items { self.items[ItemKey.of(item.name)] = item }
    }

    public func find(_ key: String) -> Item? { items[key] }
}
