import CookbookModel
import Testing

/// A name made from a file's name reads as a title: `-` and `_` are spaces, the first letter
/// a capital, the rest as written.
@Suite struct RecipeTitleTests {
    @Test(arguments: [
        ("mac-and-cheese", "Mac and cheese"), ("lamb_chops", "Lamb chops"), ("Easy Pancakes", "Easy Pancakes"),
        ("BBQ-ribs", "BBQ ribs"), ("tarte_Tatin", "Tarte Tatin"), ("crème-brûlée", "Crème brûlée"), ("îles flottantes", "Îles flottantes"),
        ("ärtsoppa", "Ärtsoppa"), ("お好み焼き", "お好み焼き"), ("2-minute-eggs", "2 minute eggs"), ("--soup__", "Soup"),
        ("a  -  b", "A b"), ("Pesto", "Pesto"), ("x", "X"), ("---", "---"), ("", ""), ("tab\there", "Tab here"),
    ])
    func fromAFileName(_ stem: String, _ title: String) {
        #expect(RecipeTitle.fromFileName(stem) == title)
    }
}
