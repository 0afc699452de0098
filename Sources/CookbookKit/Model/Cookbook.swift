/// A validated cookbook with the indexes navigation needs.
///
/// Built only through `init(validating:)` (or the loader), so every id it hands out
/// exists: categories are unique, each recipe's category exists, related ids resolve.
public struct Cookbook: Sendable {
    public let categories: [Category]
    public let recipes: [Recipe]
    /// Problems that did not stop loading (unknown related ids that were dropped).
    public let warnings: [String]

    private let recipeIndex: [String: Int]
    private let categoryIndex: [String: Int]
    private let recipesByCategory: [String: [Int]]

    public func recipe(id: String) -> Recipe? {
        recipeIndex[id].map { recipes[$0] }
    }

    public func category(id: String) -> Category? {
        categoryIndex[id].map { categories[$0] }
    }

    /// The recipes of a category, in file order.
    public func recipes(in categoryID: String) -> [Recipe] {
        (recipesByCategory[categoryID] ?? []).map { recipes[$0] }
    }

    public func recipeCount(in categoryID: String) -> Int {
        recipesByCategory[categoryID]?.count ?? 0
    }

    public func categoryPosition(of id: String) -> Int? {
        categoryIndex[id]
    }

    /// The largest number of servings or minutes a recipe may give.
    public static let largestNumber = 1_000_000

    /// Checks the raw file contents and builds the indexes.
    /// Fatal problems throw; unknown related ids are dropped and reported in `warnings`.
    public init(validating file: CookbookFile) throws(CookbookValidationError) {
        var problems: [String] = []
        var warnings: [String] = []

        if file.version != 1 {
            problems.append("version is \(file.version), but this program reads version 1")
        }

        var categoryIndex: [String: Int] = [:]
        for (i, category) in file.categories.enumerated() {
            let at = "categories[\(i)]"
            if !Slug.isValid(category.id) {
                problems.append("\(at): id \(Slug.quoted(category.id)) must be lowercase letters, digits and '-'")
            }
            if category.name.trimmingSpaces().isEmpty {
                problems.append("\(at) (\(Slug.quoted(category.id))): name is empty")
            }
            if categoryIndex[category.id] != nil {
                problems.append("\(at): duplicate category id \(Slug.quoted(category.id))")
            } else {
                categoryIndex[category.id] = i
            }
        }

        var recipeIndex: [String: Int] = [:]
        var byCategory: [String: [Int]] = [:]
        for (i, recipe) in file.recipes.enumerated() {
            let at = "recipes[\(i)] (\(Slug.quoted(recipe.id)))"
            if !Slug.isValid(recipe.id) {
                problems.append("\(at): id must be lowercase letters, digits and '-'")
            }
            if recipe.name.trimmingSpaces().isEmpty {
                problems.append("\(at): name is empty")
            }
            if categoryIndex[recipe.category] == nil {
                problems.append("\(at): category \(Slug.quoted(recipe.category)) does not exist")
            }
            // Bounded so that sums such as the total time cannot overflow.
            for (field, value) in [("servings", recipe.servings), ("prepMinutes", recipe.prepMinutes), ("cookMinutes", recipe.cookMinutes)] {
                if let value, !(0...Cookbook.largestNumber).contains(value) {
                    problems.append("\(at).\(field): \(value) is not between 0 and \(Cookbook.largestNumber)")
                }
            }
            for (j, ingredient) in recipe.ingredients.enumerated() where ingredient.item.trimmingSpaces().isEmpty {
                problems.append("\(at).ingredients[\(j)]: item is empty")
            }
            if recipeIndex[recipe.id] != nil {
                problems.append("\(at): duplicate recipe id (first at recipes[\(recipeIndex[recipe.id]!)])")
            } else {
                recipeIndex[recipe.id] = i
                byCategory[recipe.category, default: []].append(i)
            }
            if problems.count > 20 { break }
        }

        if !problems.isEmpty {
            throw CookbookValidationError(problems: problems)
        }

        // Unknown related ids are not fatal: drop them, keep the order of the rest.
        var recipes = file.recipes
        for i in recipes.indices {
            let related = recipes[i].related
            var seen: Set<String> = []
            let kept = related.filter { id in
                guard id != recipes[i].id, recipeIndex[id] != nil, seen.insert(id).inserted else { return false }
                return true
            }
            for id in related where recipeIndex[id] == nil {
                warnings.append("recipe \(Slug.quoted(recipes[i].id)): related recipe \(Slug.quoted(id)) does not exist (dropped)")
            }
            recipes[i].related = kept
        }

        self.categories = file.categories
        self.recipes = recipes
        self.warnings = warnings
        self.recipeIndex = recipeIndex
        self.categoryIndex = categoryIndex
        self.recipesByCategory = byCategory
    }

    /// Convenience for tests and tools: categories and recipes in code.
    public init(categories: [Category], recipes: [Recipe]) throws(CookbookValidationError) {
        try self.init(validating: CookbookFile(version: 1, categories: categories, recipes: recipes))
    }
}

/// The file as decoded, before validation.
public struct CookbookFile: Codable, Sendable {
    public var version: Int
    public var categories: [Category]
    public var recipes: [Recipe]

    public init(version: Int, categories: [Category], recipes: [Recipe]) {
        self.version = version
        self.categories = categories
        self.recipes = recipes
    }

    private enum CodingKeys: String, CodingKey {
        case version, categories, recipes
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decodeNumber(Int.self, forKey: .version)
        categories = try c.decode([Category].self, forKey: .categories)
        recipes = try c.decode([Recipe].self, forKey: .recipes)
    }
}

public struct CookbookValidationError: Error, Equatable, Sendable {
    public var problems: [String]
}

enum Slug {
    static func isValid(_ s: String) -> Bool {
        !s.isEmpty && s.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// An id shown in a message, cut short so one bad field cannot flood the screen.
    static func quoted(_ s: String) -> String {
        let limit = 60
        return s.count > limit ? "'\(s.prefix(limit))…'" : "'\(s)'"
    }
}

extension String {
    func trimmingSpaces() -> Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }
}
