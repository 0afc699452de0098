@testable import CookbookModel
import Testing

/// Case, accents, punctuation and a plural do not part two values; other words do.
@Suite struct FacetFoldingTests {
    @Test(arguments: [
        ("Dessert", "desserts"), ("DESSERT", "dessert"), ("Entrée", "entree"), ("entrées", "Entree"), ("Side", "sides"),
        ("tomatoes", "Tomato"), ("dishes", "dish"), ("Gluten-free", "gluten free"), ("  Main   course ", "main courses"),
        ("Swiss", "swiss"), ("glasses", "glass"), ("Crème brûlée", "creme brulee"),
    ])
    func theseAreOne(_ a: String, _ b: String) {
        #expect(FacetFolding.key(a) == FacetFolding.key(b))
    }

    @Test(arguments: [("dessert", "desert"), ("side", "salad"), ("bus", "bu"), ("main", "mains course"), ("", "a")])
    func theseAreTwo(_ a: String, _ b: String) {
        #expect(FacetFolding.key(a) != FacetFolding.key(b))
    }

    @Test func foldedTextKeysAsItsOriginal() {
        for text in ["Crème Brûlée", "Desserts", "Çoban Salatası", "ラーメン"] {
            #expect(FacetFolding.key(folded: TextFolding.fold(text)) == FacetFolding.key(text))
        }
    }
}
