import CookbookFormats
import CookbookModel
import Foundation
import Testing

/// `cookbook shop --format json`: the list's aisles, lines and ticks, what is at home and the
/// recipes missing, indented with its keys sorted.
@Suite struct ShoppingListExportTests {
    static let list = ShoppingList([
        (Recipe(id: "a", name: "Pancakes", category: "c", ingredients: [
            Ingredient(quantity: 2, unit: "cup", item: "flour"), Ingredient(quantity: 1, item: "onion"),
        ]), 1),
        (Recipe(id: "b", name: "Bread \"plain\"", category: "c", ingredients: [Ingredient(quantity: 1, unit: "cup", item: "flour")]), 1),
    ])

    @Test func theListIsWrittenExactly() {
        #expect(ShoppingListExport.json(Self.list, ticked: ["onion"], missing: ["gone"]) == #"""
            {
              "aisles": [
                {
                  "aisle": "Produce",
                  "items": [
                    {
                      "amount": "1",
                      "item": "onion",
                      "key": "onion",
                      "recipes": [
                        "Pancakes"
                      ],
                      "ticked": true
                    }
                  ]
                },
                {
                  "aisle": "Baking",
                  "items": [
                    {
                      "amount": "3 cups",
                      "item": "flour",
                      "key": "flour",
                      "recipes": [
                        "Pancakes",
                        "Bread \"plain\""
                      ],
                      "ticked": false
                    }
                  ]
                }
              ],
              "atHome": [],
              "missing": [
                "gone"
              ]
            }
            """#)
    }

    @Test func missingIsLeftOutWhenNoRecipeIs() throws {
        let json = ShoppingListExport.json(Self.list)
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(object?.keys.sorted() == ["aisles", "atHome"])
        #expect(json.hasSuffix("  \"atHome\": []\n}"))
    }
}
