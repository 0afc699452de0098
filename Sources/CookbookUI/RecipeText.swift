import CookbookKit

/// A recipe as the detail column says it, as plain lines of text (`cookbook show`).
public enum RecipeText {
    public static func lines(_ recipe: Recipe, catalog: Catalog, width: Int = 80) -> [String] {
        let data = ScreenData(catalog: catalog, recipes: [recipe.id: recipe])
        let document = DetailDocument(recipe: recipe, data: data, width: max(20, width), theme: .monochrome)
        return [recipe.name, ""] + document.plainText.map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
    }
}
