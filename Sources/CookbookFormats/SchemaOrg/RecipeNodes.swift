/// Finds the Recipe objects in a page's JSON-LD documents, wherever the sites put them: the
/// top-level object or array, `@graph`, `mainEntity`, `ItemList.itemListElement[].item`, or
/// any other nesting (the walk goes everywhere but into a Recipe). A Recipe is an object
/// whose `@type` (a string or a list, any case, with or without a `schema:` or URL prefix)
/// is `Recipe` or ends in `Recipe` (`ExtendedRecipe`), or an object with no `@type` that has
/// `recipeIngredient` or `recipeInstructions` (ethanchlebowski.com's extra blocks, a
/// Nextcloud Cookbook file without one).
///
/// Objects with the same `@id` are one Recipe: the fullest is kept and the others fill the
/// fields it lacks (themodernproper.com's `ExtendedRecipe` stub, rewe.de's rating-only stub).
/// A Recipe a Review names in its `itemReviewed` is the same Recipe as the page's with its
/// `@id` or its name, not another.
struct RecipeNodes {
    /// The recipes, merged by `@id`, in the order they first appear.
    var recipes: [JSONObject] = []
    /// Every object with an `@id` and more than that, for `{"@id": …}` references.
    var nodes: [String: JSONObject] = [:]

    /// How deep the walk goes looking for recipes; deeper nodes are not recipes in practice.
    static let maxDepth = 32

    init(documents: [JSONValue]) {
        var found: [JSONObject] = []
        var reviewed: [JSONObject] = []
        for document in documents { walk(document, depth: 0, reviewed: false, into: &found, &reviewed) }
        recipes = Self.merged(found)
        addReviewed(reviewed)
    }

    private mutating func walk(
        _ value: JSONValue, depth: Int, reviewed: Bool, into found: inout [JSONObject], _ foundReviewed: inout [JSONObject]
    ) {
        guard depth < Self.maxDepth else { return }
        switch value {
        case .array(let items):
            for item in items { walk(item, depth: depth + 1, reviewed: reviewed, into: &found, &foundReviewed) }
        case .object(let object):
            if let id = object["@id"]?.string, object.count > 1, nodes[id] == nil { nodes[id] = object }
            if Self.isRecipe(object) {
                if reviewed { foundReviewed.append(object) } else { found.append(object) }
                return
            }
            for (key, member) in zip(object.keys, object.values) {
                walk(member, depth: depth + 1, reviewed: key == "itemReviewed", into: &found, &foundReviewed)
            }
        default:
            break
        }
    }

    /// A Recipe a Review names (`itemReviewed`) is the page's Recipe when one has its `@id` or
    /// its name: it fills what that one lacks; else it is a recipe of its own.
    private mutating func addReviewed(_ reviewed: [JSONObject]) {
        guard !reviewed.isEmpty else { return }
        var byID: [String: Int] = [:]
        var byName: [String: Int] = [:]
        func index(_ position: Int) {
            let recipe = recipes[position]
            if let id = recipe["@id"]?.string, !id.isEmpty, byID[id] == nil { byID[id] = position }
            if let name = Self.nameKey(recipe), byName[name] == nil { byName[name] = position }
        }
        recipes.indices.forEach(index)
        for object in reviewed {
            let id = object["@id"]?.string
            guard let same = id.flatMap({ byID[$0] }) ?? Self.nameKey(object).flatMap({ byName[$0] }) else {
                recipes.append(object)
                index(recipes.count - 1)
                continue
            }
            for (key, value) in zip(object.keys, object.values) where recipes[same][key] == nil {
                recipes[same].keys.append(key)
                recipes[same].values.append(value)
            }
        }
    }

    /// A recipe's name as reviews are matched by it: cleaned, any case.
    private static func nameKey(_ object: JSONObject) -> String? {
        guard let name = object.value(anyCase: "name")?.string.map({ HTMLText.line($0).lowercased() }), !name.isEmpty else { return nil }
        return name
    }

    /// The node a `{"@id": …}` reference names, or the value itself.
    func resolve(_ value: JSONValue) -> JSONValue {
        guard case .object(let object) = value, object.count == 1, let id = object["@id"]?.string,
            let node = nodes[id]
        else { return value }
        return .object(node)
    }

    static func isRecipe(_ object: JSONObject) -> Bool {
        guard let type = object["@type"] else {
            return object["recipeIngredient"] != nil || object["recipeInstructions"] != nil
        }
        return typeNames(type).contains { $0.hasSuffix("recipe") }
    }

    /// The `@type` names, lowercased, without a `schema:` or `https://schema.org/` prefix.
    static func typeNames(_ type: JSONValue?) -> [String] {
        switch type {
        case .string(let name):
            var short = Substring(name)
            if let cut = short.lastIndex(where: { $0 == "/" || $0 == ":" || $0 == "#" }) {
                short = short[short.index(after: cut)...]
            }
            return [short.lowercased()]
        case .array(let items):
            return items.flatMap { typeNames($0) }
        default:
            return []
        }
    }

    /// One recipe per `@id`: the fullest object, with the fields it lacks taken from the others.
    private static func merged(_ found: [JSONObject]) -> [JSONObject] {
        var result: [JSONObject] = []
        var indexByID: [String: Int] = [:]
        for object in found {
            guard let id = object["@id"]?.string, !id.isEmpty else {
                result.append(object)
                continue
            }
            guard let index = indexByID[id] else {
                indexByID[id] = result.count
                result.append(object)
                continue
            }
            let earlier = result[index]
            let fuller = fullness(object) > fullness(earlier)
            var primary = fuller ? object : earlier
            let other = fuller ? earlier : object
            for (key, value) in zip(other.keys, other.values) where primary[key] == nil {
                primary.keys.append(key)
                primary.values.append(value)
            }
            result[index] = primary
        }
        return result
    }

    private static func fullness(_ object: JSONObject) -> Int {
        var score = object.count
        if isRecipe(object), typeNames(object["@type"]).contains("recipe") { score += 5 }
        if let ingredients = object["recipeIngredient"], ingredients != .array([]) { score += 100 }
        if let steps = object["recipeInstructions"], steps != .array([]) { score += 100 }
        return score
    }
}
