/// The ingredients a step uses, as indices into the recipe's ingredients.
///
/// A Cooklang recipe's ingredients are its steps' mentions in order, and a step names each
/// of its mentions as the list does (`@tart apples{6}` reads "tart apples" in the step), so
/// for a recipe that lists mentions these are the step's own mentions, with their own amounts
/// (the salt of this step, not every salt of the recipe): the mentions are dealt to the steps
/// in order, each to the first step from the last one's whose text names it after the last.
/// For other recipes, what the words say: the item (in any case, plural or singular), or its
/// last word ("the apple slices" use "tart apples").
public enum StepIngredients {
    public static func of(_ recipe: Recipe, step: Int) -> [Int] {
        guard recipe.steps.indices.contains(step) else { return [] }
        if recipe.listsMentions { return mentions(of: recipe)[step] }
        let text = " " + words(recipe.steps[step]) + " "
        return recipe.ingredients.indices.filter { index in
            let item = words(recipe.ingredients[index].item)
            guard !item.isEmpty else { return false }
            let singular = ItemKey.of(recipe.ingredients[index].item)
            if text.contains(" " + item + " ") { return true }
            let head = singular.split(separator: " ").last.map(String.init) ?? ""
            return !head.isEmpty && containsWord(text, head)
        }
    }

    /// Each step's mentions. A mention no step names from where the last one was (a name the
    /// file's reader changed) belongs to none.
    static func mentions(of recipe: Recipe) -> [[Int]] {
        var byStep = [[Int]](repeating: [], count: recipe.steps.count)
        var step = 0
        var from = recipe.steps.first?.startIndex
        for (index, ingredient) in recipe.ingredients.enumerated() where !ingredient.item.isEmpty {
            var searched = step
            var start = from
            while searched < recipe.steps.count {
                let text = recipe.steps[searched]
                if let found = text[(start ?? text.startIndex)...].firstRange(of: ingredient.item) {
                    byStep[searched].append(index)
                    step = searched
                    from = found.upperBound
                    break
                }
                searched += 1
                start = nil
            }
        }
        return byStep
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
