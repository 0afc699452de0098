import CookbookKit

/// An ingredient line as a page writes it ("1 1/2 cups flour, sifted"), kept whole in
/// `Ingredient.text`.
enum IngredientLine {
    static func parse(_ line: String) -> Ingredient {
        Ingredient(item: line, text: line)
    }
}
