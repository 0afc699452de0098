import CookbookModel

/// The shopping list for other programs (`cookbook shop --format json`); its text and
/// Markdown, which are laid out for a terminal, are `ShoppingListText`'s. `missing`: the ids
/// of recipes in the basket that the library does not have now, named last.
public enum ShoppingListExport {
    /// `{"aisles": [{"aisle", "items": [{"item", "key", "amount", "recipes", "ticked", "low" (only when true: under pantry.conf's threshold)}]}],
    /// "atHome": [names], "missing": [ids]}`, indented, keys sorted; `missing` only when
    /// there are some.
    public static func json(_ list: ShoppingList, ticked: Set<String> = [], missing: [String] = []) -> String {
        var json = JSONWriter(.indented, keys: .sorted)
        json.beginObject()
        json.field("aisles")
        json.beginArray()
        for aisle in list.aisles {
            json.element()
            json.beginObject()
            json.field("aisle", aisle.name)
            json.field("items")
            json.beginArray()
            for line in aisle.lines {
                json.element()
                json.beginObject()
                json.field("item", line.name)
                json.field("key", line.key)
                json.field("amount", line.amount)
                json.field("recipes")
                json.strings(line.recipes)
                json.field("ticked")
                json.bool(ticked.contains(line.key))
                if line.low {
                    json.field("low")
                    json.bool(true)
                }
                json.endObject()
            }
            json.endArray()
            json.endObject()
        }
        json.endArray()
        json.field("atHome")
        json.strings(list.atHome.map(\.name))
        if !missing.isEmpty {
            json.field("missing")
            json.strings(missing)
        }
        json.endObject()
        return String(decoding: json.bytes, as: UTF8.self)
    }
}
