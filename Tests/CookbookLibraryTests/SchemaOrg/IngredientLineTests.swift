import CookbookKit
@testable import CookbookLibrary
import Testing

@Suite struct IngredientLineTests {
    @Test(arguments: [
        ("2 carrots, diced", 2, nil, "carrots", "diced"),
        ("1 1/2 cups (190 g) flour, sifted", 1.5, "cup", "flour", "190 g, sifted"),
        ("1/2 cup milk", 0.5, "cup", "milk", nil),
        ("½ TL Kreuzkümmel", 0.5, "tsp", "Kreuzkümmel", nil),
        ("1½ tbsp oil", 1.5, "tbsp", "oil", nil),
        ("1 ½ tbsp oil", 1.5, "tbsp", "oil", nil),
        ("1,5 kg zemiakov", 1.5, "kg", "zemiakov", nil),
        ("500.0 g Kichererbse, gegart", 500, "g", "Kichererbse", "gegart"),
        ("150gr witte chocolade", 150, "g", "witte chocolade", nil),
        ("500-600 ml Gemüsebrühe", 500, "ml", "Gemüsebrühe", nil),
        ("1 to 2 tablespoons guacamole", 1, "tbsp", "guacamole", nil),
        ("1.0 Prise(n) Zucker", 1, "pinch", "Zucker", nil),
        ("2 c.s. de farine", 2, nil, "c.s. de farine", nil),
        ("Salt, to taste", nil, nil, "Salt", "to taste"),
        ("gin", nil, nil, "gin", nil),
        ("0 As required black pepper", nil, nil, "As required black pepper", nil),
    ] as [(String, Double?, String?, String, String?)])
    func parses(_ line: String, _ quantity: Double?, _ unit: String?, _ item: String, _ note: String?) {
        #expect(IngredientLine.parse(line) == Ingredient(quantity: quantity, unit: unit, item: item, note: note, text: line))
    }

    @Test func aLineThatIsOnlyAQuantityIsAllItem() {
        #expect(IngredientLine.parse("2") == Ingredient(item: "2", text: "2"))
    }
}
