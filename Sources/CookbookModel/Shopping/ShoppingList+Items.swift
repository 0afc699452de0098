extension ShoppingList {
    /// The list with the free-hand items of a `.shopping-list` as lines too (`olive oil{4%l}`
    /// is "4 l" of olive oil), in the aisle their name is in: an item the recipes need too
    /// is one line, the amounts side by side (`2 + 4 l`).
    public mutating func add(items: [ShoppingItem], settings: HouseholdSettings = HouseholdSettings()) {
        let walk = settings.aislesInUse
        for item in items {
            let key = ItemKey.of(item.name)
            guard !key.isEmpty else { continue }
            let amount = (item.quantity ?? "").split(separator: "%").joined(separator: " ")
            if let a = aisles.firstIndex(where: { $0.lines.contains { $0.key == key } }),
               let l = aisles[a].lines.firstIndex(where: { $0.key == key }) {
                let had = aisles[a].lines[l].amount
                aisles[a].lines[l].amount = had.isEmpty ? amount : amount.isEmpty ? had : had + " + " + amount
                continue
            }
            let aisle = (walk.find(key) ?? Self.shorter(key).lazy.compactMap(walk.find).first)?.aisle ?? Self.otherAisle
            let line = Line(key: key, name: item.name, amount: amount, recipes: [])
            if let a = aisles.firstIndex(where: { $0.name == aisle }) {
                aisles[a].lines.append(line)
            } else {
                aisles.append(Aisle(name: aisle, lines: [line]))
                aisles.sort { (walk.position(of: $0.name), $0.name) < (walk.position(of: $1.name), $1.name) }
            }
        }
    }
}
