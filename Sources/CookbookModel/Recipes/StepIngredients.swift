/// The ingredients a step uses. A Cooklang step names each of its ingredients as the list
/// does (`@tart apples{6}` reads "tart apples" in the step), so for a `.cook` file these are
/// the ingredients whose whole name the step has: what the file says. For other recipes,
/// what the words say: the item (in any case, plural or singular), or its last word ("the
/// apple slices" use "tart apples").
public enum StepIngredients {
    public static func of(_ recipe: Recipe, step: Int) -> [Int] {
        guard recipe.steps.indices.contains(step) else { return [] }
        let exact = recipe.source?.lowercased().hasSuffix(".cook") == true
        let text = " " + words(recipe.steps[step]) + " "
        return recipe.ingredients.indices.filter { index in
            let item = words(recipe.ingredients[index].item)
            guard !item.isEmpty else { return false }
            let singular = ItemKey.of(recipe.ingredients[index].item)
            if text.contains(" " + item + " ") { return true }
            let head = singular.split(separator: " ").last.map(String.init) ?? ""
            return !exact && !head.isEmpty && containsWord(text, head)
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
