/// The ingredients a step uses: those whose item the step's text names (in any case, plural
/// or singular), or whose last word it names ("the apples" uses "tart apples"). Cooklang
/// steps name their ingredients as the list does, so for them this is what the file says;
/// for other recipes it is what the words say.
public enum StepIngredients {
    public static func of(_ recipe: Recipe, step: Int) -> [Int] {
        guard recipe.steps.indices.contains(step) else { return [] }
        let text = " " + words(recipe.steps[step]) + " "
        return recipe.ingredients.indices.filter { index in
            let item = words(recipe.ingredients[index].item)
            guard !item.isEmpty else { return false }
            let singular = ItemKey.of(recipe.ingredients[index].item)
            let head = singular.split(separator: " ").last.map(String.init) ?? ""
            return text.contains(" " + item + " ") || (!head.isEmpty && containsWord(text, head))
        }
    }

    /// The text lowercased, letters and digits only, single spaces.
    static func words(_ text: String) -> String {
        text.lowercased().split { !($0.isLetter || $0.isNumber || $0 == "-") }.joined(separator: " ")
    }

    /// `key` as whole words, or as the singular of a plural in the text ("egg" in "eggs").
    static func containsWord(_ text: String, _ key: String) -> Bool {
        for suffix in ["", "s", "es"] where text.contains(" " + key + suffix + " ") { return true }
        return false
    }
}
