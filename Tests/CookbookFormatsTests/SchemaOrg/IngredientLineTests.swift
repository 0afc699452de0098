@testable import CookbookModel
@testable import CookbookFormats
import Testing

@Suite struct IngredientLineTests {
    /// (line, quantity, quantityTo, unit as written, the unit's id in `Units`, item, note)
    @Test(arguments: [
        ("2 carrots, diced", 2, nil, nil, nil, "carrots", "diced"),
        ("1 1/2 cups (190 g) all-purpose flour, sifted", 1.5, nil, "cups", "cup", "all-purpose flour", "190 g, sifted"),
        ("1/2 cup milk", 0.5, nil, "cup", "cup", "milk", nil),
        ("½ TL Kreuzkümmel", 0.5, nil, "TL", "tsp", "Kreuzkümmel", nil),
        ("1½ tbsp oil", 1.5, nil, "tbsp", "tbsp", "oil", nil),
        ("1 ½ tbsp oil", 1.5, nil, "tbsp", "tbsp", "oil", nil),
        ("1-1/2 Tbsp. butter", 1.5, nil, "Tbsp", "tbsp", "butter", nil),
        ("3 T sugar", 3, nil, "T", "tbsp", "sugar", nil),
        ("3 t sugar", 3, nil, "t", "tsp", "sugar", nil),
        ("3 c. sopa polpa de tomate", 3, nil, "c. sopa", "tbsp", "polpa de tomate", nil),
        ("2 c. chá sal", 2, nil, "c. chá", "tsp", "sal", nil),
        ("1,5 kg zemiakov", 1.5, nil, "kg", "kg", "zemiakov", nil),
        ("500.0 g Kichererbse, gegart", 500, nil, "g", "g", "Kichererbse", "gegart"),
        ("150gr witte chocolade", 150, nil, "gr", "g", "witte chocolade", nil),
        ("500-600 ml Gemüsebrühe", 500, 600, "ml", "ml", "Gemüsebrühe", nil),
        ("2–3 cloves garlic", 2, 3, "cloves", "clove", "garlic", nil),
        ("1 to 2 tablespoons guacamole", 1, 2, "tablespoons", "tbsp", "guacamole", nil),
        ("1.0 Prise(n) Zucker", 1, nil, "Prise", "pinch", "Zucker", nil),
        ("2 clove(s) garlic", 2, nil, "clove", "clove", "garlic", nil),
        ("2 c.s. de farine", 2, nil, "c.s.", "tbsp", "farine", nil),
        ("1 c. à café de sel", 1, nil, "c. à café", "tsp", "sel", nil),
        ("2 cuillères à soupe d'huile", 2, nil, "cuillères à soupe", "tbsp", "huile", nil),
        ("2 EL Öl", 2, nil, "EL", "tbsp", "Öl", nil),
        ("1 Becher Sahne", 1, nil, "Becher", "carton", "Sahne", nil),
        ("2 cucharadas de azúcar", 2, nil, "cucharadas", "tbsp", "azúcar", nil),
        ("1 cucchiaino di sale", 1, nil, "cucchiaino", "tsp", "sale", nil),
        ("8 fl. oz. cream", 8, nil, "fl. oz.", "fl oz", "cream", nil),
        ("1 cup of flour", 1, nil, "cup", "cup", "flour", nil),
        ("1 (14 oz) can tomatoes", 1, nil, "can", "can", "tomatoes", "14 oz"),
        ("1 (14 oz) tomato", 1, nil, nil, nil, "(14 oz) tomato", nil),
        ("1 15 oz. can beans", 1, nil, "can", "can", "beans", "15 oz."),
        ("1/2 15-oz can beans", 0.5, nil, "can", "can", "beans", "15-oz"),
        ("1 (1⁄4-oz.) envelope yeast", 1, nil, "envelope", "envelope", "yeast", "1⁄4-oz."),
        ("1 15 oz tomatoes", 1, nil, nil, nil, "15 oz tomatoes", nil),
        ("1 clove", 1, nil, nil, nil, "clove", nil),
        ("1 stalk, chopped", 1, nil, nil, nil, "stalk", "chopped"),
        ("pinch saffron", nil, nil, "pinch", "pinch", "saffron", nil),
        ("A handful of basil leaves", nil, nil, "handful", "handful", "basil leaves", nil),
        ("Glass noodles", nil, nil, nil, nil, "Glass noodles", nil),
        ("2 large eggs", 2, nil, nil, nil, "large eggs", nil),
        ("1 heaping cup cherry tomatoes", 1, nil, "cup", "cup", "cherry tomatoes", "heaping"),
        ("2 large cloves garlic, crushed", 2, nil, "cloves", "clove", "garlic", "large, crushed"),
        ("3\" ginger (sliced)", 3, nil, "\"", "inch", "ginger (sliced)", nil),
        ("2 in-season peaches", 2, nil, nil, nil, "in-season peaches", nil),
        ("2 cans", 2, nil, nil, nil, "cans", nil),
        ("Salt, to taste", nil, nil, nil, nil, "Salt", "to taste"),
        ("gin", nil, nil, nil, nil, "gin", nil),
        ("0 As required black pepper", nil, nil, nil, nil, "As required black pepper", nil),
    ] as [(String, Double?, Double?, String?, String?, String, String?)])
    func parses(
        _ line: String, _ quantity: Double?, _ quantityTo: Double?, _ unit: String?, _ unitID: String?, _ item: String,
        _ note: String?
    ) {
        let ingredient = IngredientLine.parse(line)
        #expect(ingredient == Ingredient(quantity: quantity, quantityTo: quantityTo, unit: unit, item: item, note: note, text: line))
        #expect(ingredient.unit.flatMap(Units.named)?.id == unitID)
    }

    /// "1,000 g" is never 1 g: a line with a thousands separator has no quantity, and reads
    /// as it is written.
    @Test func aLineWithAThousandsSeparatorIsKeptAsWritten() {
        let ingredient = IngredientLine.parse("1,000 g bread flour")
        #expect(ingredient.quantity == nil && ingredient.text == "1,000 g bread flour")
        #expect(IngredientFormatter.description(ingredient) == "1,000 g bread flour")
    }

    @Test func aLineThatIsOnlyAQuantityIsAllItem() {
        #expect(IngredientLine.parse("2") == Ingredient(item: "2", text: "2"))
    }
}
