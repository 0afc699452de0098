import FoundationEssentials

/// Recipes with their sub-recipes made, not bought: every ingredient that is a Cooklang recipe
/// reference (`@./Sauces/Pesto{150%g}`) is taken out of its recipe, and the recipe it names is
/// added in its place, scaled as the reference says, its own references expanded the same way.
///
/// - `{2}`: twice the recipe; `{}` or no amount: the recipe as written;
/// - `{4%servings}`: as many servings, against the recipe's `servings` (1 when it says none);
/// - `{150%g}`: against its `yield` (`yield: 500%g`), in the same unit or one of its kind
///   (`{1%kg}` against `500%g` is twice; grams against millilitres is not a scale).
///
/// Each is times the scale of the recipe that names it, unless fixed (`{=2}`). A loop (a recipe
/// that names itself, through others or not) is not followed: the reference that closes it is
/// dropped and said with the files that make it. A reference to no recipe stays on the list
/// as something to buy, and is said. A reference that cannot be scaled (no yield, another
/// kind of unit) is made as written, and said.
public enum ReferenceExpansion {
    /// The recipe a reference names, from the recipe it is written in; nil when none.
    public typealias Resolver = (_ reference: String, _ from: Recipe) -> Recipe?

    /// The recipes to shop for, each at its factor: `entries` with their references taken out,
    /// followed by what they reference; and one line for each reference that was not expanded
    /// as written.
    ///
    /// `makes`: whether a sub-recipe found is made, asked with the recipe that names it (a
    /// `.shopping-list` makes only the sub-recipes nested under their recipe); one not made is
    /// bought ready-made, its reference a line to buy like any ingredient.
    public static func expand(
        _ entries: [(recipe: Recipe, scale: Double)], resolve: Resolver,
        makes: (_ sub: Recipe, _ in: Recipe) -> Bool = { _, _ in true }
    ) -> (entries: [(recipe: Recipe, scale: Double)], problems: [String]) {
        var out: [(recipe: Recipe, scale: Double)] = []
        var problems: [String] = []
        func visit(_ recipe: Recipe, scale: Double, chain: [Recipe]) {
            var own = recipe
            own.ingredients = []
            var subs: [(recipe: Recipe, scale: Double)] = []
            for ingredient in recipe.ingredients {
                guard let reference = ingredient.reference else {
                    own.ingredients.append(ingredient)
                    continue
                }
                guard let sub = resolve(reference, recipe) else {
                    problems.append("\(place(recipe)): \(reference): no such recipe; listed to buy")
                    var bought = ingredient
                    bought.reference = nil
                    own.ingredients.append(bought)
                    continue
                }
                guard makes(sub, recipe) else {
                    var bought = ingredient
                    bought.reference = nil
                    own.ingredients.append(bought)
                    continue
                }
                let path = chain + [recipe]
                if let start = path.firstIndex(where: { same($0, sub) }) {
                    let loop = (path[start...] + [sub]).map(place).joined(separator: " → ")
                    problems.append("\(place(recipe)): \(reference) makes a loop (\(loop)); not followed")
                    continue
                }
                let (factor, problem) = self.factor(ingredient, of: sub)
                if let problem { problems.append("\(place(recipe)): \(reference): \(problem); made as written") }
                subs.append((sub, factor * (ingredient.fixed ? 1 : scale)))
            }
            out.append((own, scale))
            for (sub, factor) in subs { visit(sub, scale: factor, chain: chain + [recipe]) }
        }
        for (recipe, scale) in entries { visit(recipe, scale: scale, chain: []) }
        return (out, problems)
    }

    /// How many times the referenced recipe the reference asks for, and why it is 1 when it
    /// cannot be said.
    static func factor(_ reference: Ingredient, of recipe: Recipe) -> (Double, String?) {
        factor(quantity: reference.quantity, unit: reference.unit, servings: recipe.summary.servings, yield: recipe.yield, name: recipe.name)
    }

    /// The one rule for `{2}`, `{4%servings}` and `{150%g}` against a recipe that serves
    /// `servings` and yields `yield` (a sub-recipe's reference, a plan's meal): the factor, and
    /// why it is 1 when it cannot be said.
    public static func factor(quantity: Double?, unit: String?, servings: Int?, yield: String?, name: String) -> (Double, String?) {
        guard let quantity, quantity.isFinite, quantity > 0 else { return (1, nil) }
        let unit = unit.map { String($0.trimmingSpaces()) } ?? ""
        if unit.isEmpty { return (quantity, nil) }
        let folded = ItemKey.of(unit)
        if folded == "serving" || folded == "serf" {
            return (quantity / Double(max(1, servings ?? 1)), nil)
        }
        guard let yield, let made = Self.amount(yield), made.value > 0 else {
            return (1, "\(name) says no yield to make \(Scale.number(quantity)) \(unit) of")
        }
        let wanted = Measure(quantity, unit: Units.named(unit), written: unit)
        if let a = wanted.unit, let b = made.unit {
            guard a.dimension == b.dimension, a.dimension != .count else {
                return (1, "\(unit) is not a measure of \(name)'s yield (\(yield))")
            }
            return (quantity * a.size(.us) / (made.value * b.size(.us)), nil)
        }
        guard ItemKey.of(made.written ?? "") == folded else {
            return (1, "\(unit) is not a measure of \(name)'s yield (\(yield))")
        }
        return (quantity / made.value, nil)
    }

    /// "500 ml", "6 balls", "500%ml": the number and its unit; nil when it starts with no number.
    static func amount(_ text: String) -> Measure? {
        let trimmed = String(String(text.map { $0 == "%" ? " " : $0 }).trimmingSpaces())
        let number = trimmed.prefix { $0.isNumber || $0 == "." || $0 == "," }
        guard let value = Double(String(number.map { $0 == "," ? "." : $0 })) else { return nil }
        let unit = String(String(trimmed.dropFirst(number.count)).trimmingSpaces())
        return Measure(value, unit: unit.isEmpty ? nil : Units.named(unit), written: unit.isEmpty ? nil : unit)
    }

    static func same(_ a: Recipe, _ b: Recipe) -> Bool {
        a.id == b.id && a.summary.source == b.summary.source
    }

    /// The recipe's file, else its name.
    static func place(_ recipe: Recipe) -> String {
        guard let source = recipe.summary.source else { return recipe.name }
        return String(source.split(separator: "/").last ?? Substring(source))
    }

    /// Where a reference may be, relative to a library root, in the order to try: as written from
    /// the root, then from the folder of the file it is written in (`folder`, relative to the
    /// root); each with `.cook` when it has no extension, else as written. "./Sauces/Pesto" from
    /// "Mains" → ["Sauces/Pesto.cook", "Mains/Sauces/Pesto.cook"].
    public static func candidates(_ reference: String, folder: String) -> [String] {
        func normal(_ parts: [Substring]) -> String? {
            var out: [Substring] = []
            for part in parts where part != "." && !part.isEmpty {
                if part == ".." {
                    guard !out.isEmpty else { return nil }
                    out.removeLast()
                } else {
                    out.append(part)
                }
            }
            return out.isEmpty ? nil : out.joined(separator: "/")
        }
        let parts = reference.split(separator: "/", omittingEmptySubsequences: false)
        let last = parts.last.map(String.init) ?? ""
        let named = last.lowercased().hasSuffix(".cook") ? parts : parts.dropLast() + [Substring(last + ".cook")]
        var found: [String] = []
        for base in [[], folder.split(separator: "/")] {
            if let path = normal(base + Array(named)), !found.contains(path) { found.append(path) }
        }
        return found
    }
}

extension ReferenceExpansion {
    /// The resolver of a library of files: `roots`, its folders; `bySource`, each recipe's id by
    /// its file (`RecipeSummary.source`); `recipe`, the whole recipe of an id. A reference is
    /// looked for from the root that holds the file it is written in, then from that file's
    /// own folder (`candidates`).
    public static func resolver(
        roots: [String], bySource: [String: String], recipe: @escaping (String) -> Recipe?
    ) -> Resolver {
        let roots = roots.map { $0.hasSuffix("/") && $0.count > 1 ? String($0.dropLast()) : $0 }
        return { reference, from in
            guard let source = from.summary.source else { return nil }
            let folderEnd = source.lastIndex(of: "/").map { String(source[..<$0]) } ?? ""
            let root = roots.filter { source.hasPrefix($0 + "/") }.max { $0.count < $1.count } ?? folderEnd
            let folder = folderEnd.count > root.count ? String(folderEnd.dropFirst(root.count + 1)) : ""
            for candidate in candidates(reference, folder: folder) {
                if let id = bySource[root.isEmpty ? candidate : root + "/" + candidate], let found = recipe(id) { return found }
            }
            return nil
        }
    }
}
