@testable import CookbookApp
import Testing

@Suite struct ColumnHeaderTests {
    @Test(arguments: [
        ("Baking › Bread", true), ("Baking", false), ("a ›b", false), ("  › x", true), ("›", false), ("", false),
        ("Dessert ›› x", false), ("x  › y", true),
    ])
    func aFolderPathIsNamedBySpacedArrows(label: String, isPath: Bool) {
        #expect(ListRows.isFolderPath(label) == isPath)
    }
}
