import CookbookModel

/// One schema.org Recipe object read into a `ReadRecipe`. Every text is cleaned
/// (`HTMLText`); `id` and `category` stay empty for the library to set. Keys match in any
/// ASCII case, an exact match first.
///
/// - `name` (else `headline`) → name.
/// - `recipeCategory` (a string, a comma-separated string, a list, a number) → categories.
/// - `recipeIngredient` (a list, one string of lines, `[null]`), else the legacy
///   `ingredients` → one `Ingredient` per line, `text` the line as written and the parts from
///   `IngredientLine.parse`.
/// - `recipeInstructions` → steps and sections (`RecipeInstructions`).
/// - `recipeYield` (else `yield`) → servings and yield (`RecipeYield`).
/// - `prepTime`, `cookTime`, `totalTime` → prepMinutes, cookMinutes and totalMinutes
///   (`ISODuration`), each as the page says it.
/// - `description` → description, its paragraphs on lines of their own.
/// - `author` (a name, a Person or Organization, a list of them) → author, names joined by ", ".
/// - where it comes from: `isBasedOn` (an address, a name, or a work with both), else the
///   page's own `url` (or `mainEntityOfPage`) → sourceURL; `isBasedOn`'s name, else the
///   `publisher`'s → sourceName.
/// - `keywords` (a comma-separated string or a list) → tags.
/// - `image` (an address, an ImageObject, a list of either) → the first address, as `image`.
/// - `recipeCuisine`, `suitableForDiet`, `author`, and the page's site → facets
///   (`SchemaOrgRecipe+Facets`).
enum SchemaOrgRecipe {
    static func read(_ object: JSONObject, nodes: RecipeNodes) -> ReadRecipe {
        func field(_ key: String) -> JSONValue? {
            object.value(anyCase: key).map(nodes.resolve)
        }
        var name = texts(field("name")).first ?? ""
        if name.isEmpty { name = texts(field("headline")).first ?? "" }

        let instructions = RecipeInstructions(field("recipeInstructions"), nodes: nodes)
        var lines = ingredientLines(field("recipeIngredient"), nodes: nodes)
        if lines.isEmpty { lines = ingredientLines(field("ingredients"), nodes: nodes) }

        let (servings, yield) = RecipeYield.read(field("recipeYield") ?? field("yield"))
        // What it is based on: an address, a name, or a work with either.
        let basedOn = field("isBasedOn").map { work -> (name: String?, url: String?) in
            if let text = work.string.map(HTMLText.line), !text.isEmpty { return SourceAddress.split(text) }
            return (names(work, nodes: nodes).first, address(work, nodes: nodes))
        }

        let authors = names(field("author"), nodes: nodes)

        let recipe = Recipe(
            id: "", name: name, category: "",
            servings: servings, prepMinutes: ISODuration.minutes(field("prepTime")), cookMinutes: ISODuration.minutes(field("cookTime")),
            totalMinutes: ISODuration.minutes(field("totalTime")),
            tags: list(field("keywords")),
            ingredients: lines.map(IngredientLine.parse),
            steps: instructions.steps,
            yield: yield,
            sections: instructions.sections,
            author: authors.isEmpty ? nil : authors.joined(separator: ", "),
            description: field("description")?.string.map(HTMLText.lines).flatMap { $0.isEmpty ? nil : $0.joined(separator: "\n") },
            sourceName: basedOn?.name ?? names(field("publisher"), nodes: nodes).first,
            sourceURL: basedOn?.url ?? address(field("url"), nodes: nodes) ?? address(field("mainEntityOfPage"), nodes: nodes))
        let facets = facets(cuisines: field("recipeCuisine"), diets: field("suitableForDiet"), authors: authors,
                            source: (recipe.sourceName, recipe.sourceURL))
        return ReadRecipe(recipe: recipe, categories: list(field("recipeCategory")), facets: facets,
                          image: image(field("image"), nodes: nodes))
    }

    /// The names a value gives: a string's, an object's `name` (a Person, an Organization, a
    /// node of the graph), each of a list's; cleaned, each once.
    static func names(_ value: JSONValue?, nodes: RecipeNodes) -> [String] {
        var names: [String] = []
        func add(_ value: JSONValue, depth: Int) {
            switch nodes.resolve(value) {
            case .string(let text):
                let name = HTMLText.line(text)
                if !name.isEmpty, !names.contains(name) { names.append(name) }
            case .array(let items) where depth < 4:
                for item in items { add(item, depth: depth + 1) }
            case .object(let object):
                if let name = object.value(anyCase: "name"), name.object == nil { add(name, depth: depth + 1) }
            default:
                break
            }
        }
        if let value { add(value, depth: 0) }
        return names
    }

    /// An address a value gives: a string that is one, or an object's `url` or `@id` that is.
    static func address(_ value: JSONValue?, nodes: RecipeNodes) -> String? {
        switch value.map(nodes.resolve) {
        case .string(let text):
            let line = HTMLText.line(text)
            return SourceAddress.isAddress(line) ? line : nil
        case .object(let object):
            return [object.value(anyCase: "url"), object["@id"]].lazy.compactMap { $0?.string.map(HTMLText.line) }.first(where: SourceAddress.isAddress)
        case .array(let items):
            return items.lazy.compactMap { address($0, nodes: nodes) }.first
        default:
            return nil
        }
    }

    /// The main image's address: a string, an ImageObject's `url` or `contentUrl` (or its
    /// `@id` when that is an address), the first of a list that gives one.
    static func image(_ value: JSONValue?, nodes: RecipeNodes, depth: Int = 0) -> String? {
        guard depth < 4, let value else { return nil }
        switch nodes.resolve(value) {
        case .string(let text):
            let address = HTMLText.line(text)
            return address.isEmpty ? nil : address
        case .object(let object):
            return [object.value(anyCase: "url"), object.value(anyCase: "contentUrl"), object["@id"]].lazy
                .compactMap { $0?.string.map(HTMLText.line) }.first { !$0.isEmpty && ($0.contains("/") || $0.contains(".")) }
        case .array(let items):
            return items.lazy.compactMap { image($0, nodes: nodes, depth: depth + 1) }.first
        default:
            return nil
        }
    }

    /// The cleaned lines of a string, or of each string in a list.
    private static func texts(_ value: JSONValue?) -> [String] {
        switch value {
        case .string(let text): return [HTMLText.line(text)].filter { !$0.isEmpty }
        case .array(let items): return items.flatMap { texts($0) }
        default: return []
        }
    }

    /// Comma-separated names, from a string, a list or a number, in order, without repeats.
    static func list(_ value: JSONValue?) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        func add(_ value: JSONValue, depth: Int) {
            switch value {
            case .string(let text):
                for line in HTMLText.lines(text) {
                    for part in line.split(separator: ",") {
                        let name = withoutConjunction(HTMLText.trimmed(part))
                        if !name.isEmpty, seen.insert(name.lowercased()).inserted { names.append(name) }
                    }
                }
            case .number(let number) where number.isFinite:
                let name = number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
                if seen.insert(name).inserted { names.append(name) }
            case .array(let items) where depth < 4:
                for item in items { add(item, depth: depth + 1) }
            case .object(let object):
                if let name = object["name"] { add(name, depth: depth + 1) }
            default:
                break
            }
        }
        if let value { add(value, depth: 0) }
        return names
    }

    /// A list's last item as English writes it, without its conjunction: "Salads, Soups, &
    /// Chili" is Salads, Soups and Chili, not a group "& Chili".
    static func withoutConjunction(_ name: String) -> String {
        for word in ["& ", "and ", "And "] where name.hasPrefix(word) && name.count > word.count {
            return HTMLText.trimmed(name.dropFirst(word.count))
        }
        return name
    }

    /// One line per ingredient: list items (nested lists flattened, nulls dropped), and the
    /// lines of a string (one string holding the whole list, or an item holding several).
    static func ingredientLines(_ value: JSONValue?, nodes: RecipeNodes) -> [String] {
        var lines: [String] = []
        func add(_ value: JSONValue, depth: Int) {
            switch nodes.resolve(value) {
            case .string(let text):
                lines.append(contentsOf: HTMLText.lines(text))
            case .number(let number) where number.isFinite:
                lines.append(number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number))
            case .array(let items) where depth < 8:
                for item in items { add(item, depth: depth + 1) }
            case .object(let object):
                // HowToSupply-like objects: their text or name.
                if let text = object.value(anyCase: "text") ?? object["name"] { add(text, depth: depth + 1) }
            default:
                break
            }
        }
        if let value { add(value, depth: 0) }
        return lines
    }
}
