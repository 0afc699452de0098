import CookbookModel

/// A recipe as the detail column says it, as plain lines of text (`cookbook show`).
public enum RecipeText {
    public static func lines(
        _ recipe: Recipe, catalog: Catalog, width: Int = 80, scale: Double = 1, units: UnitSystem = .asWritten, cups: CupStandard = .us
    ) -> [String] {
        let data = ScreenData(catalog: catalog, recipes: [recipe.id: recipe])
        let kitchen = DetailDocument.Kitchen(scale: scale, units: units, cups: cups)
        let document = DetailDocument(recipe: recipe, data: data, width: max(20, width), kitchen: kitchen, theme: .monochrome)
        return [recipe.name, ""] + document.plainText.map { line in
            var line = Substring(line)
            while line.last == " " { line.removeLast() }
            return String(line)
        }
    }
}
