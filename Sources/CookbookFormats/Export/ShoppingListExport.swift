import CookbookModel

/// The shopping list for other programs (`cookbook shop --format json`); its text and
/// Markdown, which are laid out for a terminal, are `ShoppingListText`'s. `missing`: the ids
/// of recipes in the basket that the library does not have now, named last.
public enum ShoppingListExport {
    /// `{"aisles": [{"aisle", "items": [{"item", "key", "amount", "recipes", "ticked", "low" (only when true: under pantry.conf's threshold)}]}],
    /// "atHome": [names], "missing": [ids]}`, indented, keys sorted; `missing` only when
    /// there are some.
    public static func json(_ list: ShoppingList, ticked: Set<String> = [], missing: [String] = []) -> String {
        JSONWriter.printed { json in
            json.objects("aisles", list.aisles) { json, aisle in
                json.field("aisle", aisle.name)
                json.objects("items", aisle.lines) { json, line in
                    json.field("item", line.name)
                    json.field("key", line.key)
                    json.field("amount", line.amount)
                    json.field("recipes", line.recipes)
                    json.field("ticked", ticked.contains(line.key))
                    if line.low { json.field("low", true) }
                }
            }
            json.field("atHome", list.atHome.map(\.name))
            if !missing.isEmpty { json.field("missing", missing) }
        }
    }
}
