/// The rules a cookbook must keep, checked the same way however its file was read.
extension Catalog {
    /// The largest number of servings or minutes a recipe may give.
    public static let largestNumber = 1_000_000

    /// A cookbook that passed validation, before its outlines and search index are attached.
    package struct Checked {
        var categories: [Category]
        package var summaries: RecipeSummaries
        var categoryIndex: [String: Int]
        /// The positions of each category's recipes, in file order.
        var positionsByCategory: [[Int32]]
        var ids: IdTable
    }

    /// What the checks need of the recipes, however the file was read.
    package struct RecipeIndexing {
        var summaries: RecipeSummaries
        /// Recipe `i`'s category id is `distinctCategories[categoryKeys[i]]`.
        var categoryKeys: [Int32]
        var distinctCategories: [String]
        /// Ingredients whose item is blank, in file order.
        var emptyItems: [(recipe: Int, ingredient: Int)]
        /// The recipe ids, in file order.
        var ids: IdTable
        /// Recipes whose id an earlier one has, in file order, with the first of them.
        var duplicates: [(recipe: Int, first: Int)]
        /// Servings and minutes outside 0...largestNumber, in file order.
        var outOfRange: [NumberOutOfRange]

        package init(
            summaries: RecipeSummaries, categoryKeys: [Int32], distinctCategories: [String],
            emptyItems: [(recipe: Int, ingredient: Int)], ids: IdTable, duplicates: [(recipe: Int, first: Int)],
            outOfRange: [NumberOutOfRange]
        ) {
            self.summaries = summaries
            self.categoryKeys = categoryKeys
            self.distinctCategories = distinctCategories
            self.emptyItems = emptyItems
            self.ids = ids
            self.duplicates = duplicates
            self.outOfRange = outOfRange
        }

        /// For recipes in memory.
        init(summaries: RecipeSummaries, emptyItems: [(recipe: Int, ingredient: Int)], outOfRange: [NumberOutOfRange]) {
            var keys: [String: Int32] = [:]
            var distinct: [String] = []
            var ids = IdTableBuilder(capacity: summaries.count)
            var duplicates: [(recipe: Int, first: Int)] = []
            let categoryKeys = summaries.indices.map { i -> Int32 in
                if let first = summaries.withID(at: i, { ids.append(UnsafeRawBufferPointer($0)) }) { duplicates.append((i, first)) }
                let category = summaries.category(at: i)
                if let key = keys[category] { return key }
                distinct.append(category)
                keys[category] = Int32(distinct.count - 1)
                return Int32(distinct.count - 1)
            }
            self.init(
                summaries: summaries, categoryKeys: categoryKeys, distinctCategories: distinct,
                emptyItems: emptyItems, ids: IdTable(ids, summaries: summaries), duplicates: duplicates, outOfRange: outOfRange)
        }
    }

    /// A number of servings or minutes validation refuses.
    package struct NumberOutOfRange {
        package var recipe: Int
        var field: String
        var value: Int
    }

    /// The out-of-range numbers of recipe `i`, in the order they are reported.
    package static func numbersOutOfRange(recipe i: Int, servings: Int?, prep: Int?, cook: Int?, total: Int?) -> [NumberOutOfRange] {
        var found: [NumberOutOfRange] = []
        for (field, value) in [("servings", servings), ("prepMinutes", prep), ("cookMinutes", cook), ("totalMinutes", total)] {
            if let value, !(0...largestNumber).contains(value) {
                found.append(NumberOutOfRange(recipe: i, field: field, value: value))
            }
        }
        return found
    }

    /// Every fatal check, in one place for both ways of reading a file, so both report the
    /// same problems in the same order.
    package static func check(
        version: Int, categories: [Category], _ recipes: RecipeIndexing
    ) throws(CookbookValidationError) -> Checked {
        var problems: [String] = []

        if version != 1 {
            problems.append("version is \(version), but this program reads version 1")
        }

        var categoryIndex: [String: Int] = [:]
        for (i, category) in categories.enumerated() {
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

        let summaries = recipes.summaries
        let positionOfKey = recipes.distinctCategories.map { categoryIndex[$0] }
        var counts = Array(repeating: 0, count: categories.count)
        for key in recipes.categoryKeys {
            if let position = positionOfKey[Int(key)] { counts[position] += 1 }
        }
        var byCategory = counts.map { count -> [Int32] in
            var list: [Int32] = []
            list.reserveCapacity(count)
            return list
        }
        var nextEmpty = 0, nextDuplicate = 0, nextNumber = 0
        let emptyItems = recipes.emptyItems, duplicates = recipes.duplicates, outOfRange = recipes.outOfRange
        for i in summaries.indices {
            // Built only for a message: 100,000 good recipes should not pay for it.
            func at() -> String { "recipes[\(i)] (\(Slug.quoted(summaries.id(at: i))))" }
            if !summaries.withID(at: i, Slug.isValid) {
                problems.append("\(at()): id must be lowercase letters, digits and '-'")
            }
            if summaries.withName(at: i, isBlank) {
                problems.append("\(at()): name is empty")
            }
            let position = positionOfKey[Int(recipes.categoryKeys[i])]
            if position == nil {
                problems.append("\(at()): category \(Slug.quoted(summaries.category(at: i))) does not exist")
            }
            // Bounded so that sums such as the total time cannot overflow.
            while nextNumber < outOfRange.count, outOfRange[nextNumber].recipe <= i {
                let number = outOfRange[nextNumber]
                if number.recipe == i {
                    problems.append("\(at()).\(number.field): \(number.value) is not between 0 and \(Catalog.largestNumber)")
                }
                nextNumber += 1
            }
            while nextEmpty < emptyItems.count, emptyItems[nextEmpty].recipe <= i {
                if emptyItems[nextEmpty].recipe == i {
                    problems.append("\(at()).ingredients[\(emptyItems[nextEmpty].ingredient)]: item is empty")
                }
                nextEmpty += 1
            }
            while nextDuplicate < duplicates.count, duplicates[nextDuplicate].recipe < i { nextDuplicate += 1 }
            if nextDuplicate < duplicates.count, duplicates[nextDuplicate].recipe == i {
                problems.append("\(at()): duplicate recipe id (first at recipes[\(duplicates[nextDuplicate].first)])")
            } else if let position {
                byCategory[position].append(Int32(i))
            }
            if problems.count > 20 { break }
        }

        if !problems.isEmpty {
            throw CookbookValidationError(problems: problems)
        }
        return Checked(
            categories: categories, summaries: summaries, categoryIndex: categoryIndex,
            positionsByCategory: byCategory, ids: recipes.ids)
    }

    package static func unknownRelatedWarning(_ recipeID: String, _ relatedID: String) -> String {
        "recipe \(Slug.quoted(recipeID)): related recipe \(Slug.quoted(relatedID)) does not exist (dropped)"
    }

    /// The related ids a recipe keeps: known ones, not itself, each once, in order.
    package static func keptRelated(_ related: [String], of id: String, exists: (String) -> Bool) -> [String] {
        var seen: Set<String> = []
        return related.filter { other in
            other != id && exists(other) && seen.insert(other).inserted
        }
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

    typealias CodingKeys = BundledFormat.FileField

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
        isValid(s.utf8)
    }

    static func isValid<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
        !bytes.isEmpty && bytes.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }

    /// An id shown in a message, cut short so one bad field cannot flood the screen.
    static func quoted(_ s: String) -> String {
        let limit = 60
        return s.count > limit ? "'\(s.prefix(limit))…'" : "'\(s)'"
    }
}

/// Whether text is empty or only white space (as `trimmingSpaces` sees it), quickly for
/// text with a visible ASCII character in it.
package func isBlank(_ s: String) -> Bool {
    for byte in s.utf8 where byte < 0x80 && !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
        return false
    }
    return s.trimmingSpaces().isEmpty
}

/// `isBlank` for text as UTF-8 bytes.
package func isBlank(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in bytes where byte < 0x80 && !(byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)) {
        return false
    }
    return isBlank(String(decoding: bytes, as: UTF8.self))
}

extension String {
    package func trimmingSpaces() -> Substring {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s.removeFirst() }
        while let l = s.last, l.isWhitespace { s.removeLast() }
        return s
    }

    /// Without white space (and line breaks) at either end. Most text begins and ends with a
    /// printable ASCII character: nothing to trim, and no Character made (each a grapheme break
    /// search; a library's first reading trims both ends of every name and ingredient).
    package var trimmingWhitespace: String {
        if let first = utf8.first, let last = utf8.last, first > 0x20, first < 0x7F, last > 0x20, last < 0x7F { return self }
        return String(trimmingSpaces())
    }
}
