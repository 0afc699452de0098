/// What a recipe is called, where it belongs, and how long and how much it makes: what
/// lists show, cheap to hold for every recipe of a large cookbook. The one list of these
/// fields: `Recipe` holds one and adds the rest.
public struct RecipeSummary: Equatable, Hashable, Sendable, Identifiable {
    public var id: String
    public var name: String
    public var category: String
    public var servings: Int?
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    /// The file the recipe was read from; nil for the bundled cookbook and files of its format.
    public var source: String?

    public init(
        id: String, name: String, category: String,
        servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, source: String? = nil
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.servings = servings
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.source = source
    }

    /// Preparation and cooking together; nil when the recipe gives neither.
    public var totalMinutes: Int? { Self.totalMinutes(prep: prepMinutes, cook: cookMinutes) }

    static func totalMinutes(prep: Int?, cook: Int?) -> Int? {
        if prep == nil && cook == nil { return nil }
        return (prep ?? 0) + (cook ?? 0)
    }
}

/// One whole recipe: its summary, and the ingredients, steps, tags and related ids that only
/// the recipe's own screen needs. `recipe.name` and the other summary fields read through.
@dynamicMemberLookup
public struct Recipe: Equatable, Hashable, Codable, Sendable, Identifiable {
    public var summary: RecipeSummary
    public var tags: [String]
    public var ingredients: [Ingredient]
    /// Every step in order, sections flattened; `sections` names where each begins.
    public var steps: [String]
    public var related: [String]
    /// What the recipe makes, as the source wrote it ("4 to 6 servings"), when that says
    /// more than `servings`.
    public var yield: String?
    /// Notes beside the steps (Cooklang `>` lines, a description).
    public var notes: [String]
    /// Named parts of the steps, in order (`== Dough ==`, a HowToSection).
    public var sections: [StepSection]

    public var id: String { summary.id }

    public subscript<Value>(dynamicMember field: WritableKeyPath<RecipeSummary, Value>) -> Value {
        get { summary[keyPath: field] }
        set { summary[keyPath: field] = newValue }
    }

    public init(
        id: String, name: String, category: String,
        servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil,
        tags: [String] = [], ingredients: [Ingredient] = [], steps: [String] = [], related: [String] = [],
        yield: String? = nil, notes: [String] = [], sections: [StepSection] = [], source: String? = nil
    ) {
        summary = RecipeSummary(
            id: id, name: name, category: category, servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
            source: source)
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
        self.yield = yield
        self.notes = notes
        self.sections = sections
    }

    /// What the cursor and the reducer need of the recipe's screen.
    public var outline: RecipeOutline {
        RecipeOutline(ingredients: ingredients.count, steps: steps.count, related: related)
    }

    // The bundled format (`BundledFormat`): one flat object. Lists are optional; an absent
    // list is an empty one.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: BundledFormat.RecipeField.self)
        summary = RecipeSummary(
            id: try c.decode(String.self, forKey: .id),
            name: try c.decode(String.self, forKey: .name),
            category: try c.decode(String.self, forKey: .category),
            servings: try c.decodeNumberIfPresent(Int.self, forKey: .servings),
            prepMinutes: try c.decodeNumberIfPresent(Int.self, forKey: .prepMinutes),
            cookMinutes: try c.decodeNumberIfPresent(Int.self, forKey: .cookMinutes),
            source: try c.decodeIfPresent(String.self, forKey: .source))
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        ingredients = try c.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? []
        steps = try c.decodeIfPresent([String].self, forKey: .steps) ?? []
        related = try c.decodeIfPresent([String].self, forKey: .related) ?? []
        yield = try c.decodeIfPresent(String.self, forKey: .yield)
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
        sections = try c.decodeIfPresent([StepSection].self, forKey: .sections) ?? []
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: BundledFormat.RecipeField.self)
        try c.encode(summary.id, forKey: .id)
        try c.encode(summary.name, forKey: .name)
        try c.encode(summary.category, forKey: .category)
        try c.encodeIfPresent(summary.servings, forKey: .servings)
        try c.encodeIfPresent(summary.prepMinutes, forKey: .prepMinutes)
        try c.encodeIfPresent(summary.cookMinutes, forKey: .cookMinutes)
        try c.encodeIfPresent(summary.source, forKey: .source)
        try c.encode(tags, forKey: .tags)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(steps, forKey: .steps)
        try c.encode(related, forKey: .related)
        try c.encodeIfPresent(yield, forKey: .yield)
        if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
        if !sections.isEmpty { try c.encode(sections, forKey: .sections) }
    }
}

/// The shape of a recipe's screen without its text: how many ingredients and steps, and the
/// related recipes (known ids only). Every catalog knows it for every recipe, so moving
/// through a recipe never needs the recipe itself.
public struct RecipeOutline: Equatable, Hashable, Sendable {
    public var ingredients: Int
    public var steps: Int
    public var related: [String]

    public init(ingredients: Int = 0, steps: Int = 0, related: [String] = []) {
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
    }
}

/// An ingredient keeps quantity, unit and item apart so servings can be scaled.
public struct Ingredient: Equatable, Hashable, Codable, Sendable {
    /// The amount as a number (the lower end of a range); nil when the source gave no number
    /// ("a pinch", "to taste"): such an amount keeps its words in `unit` or `text` and is
    /// never scaled or summed.
    public var quantity: Double?
    /// The upper end of a range: `2-3` is quantity 2, quantityTo 3. Nil for one number.
    public var quantityTo: Double?
    /// As the source wrote it (`cups`, `EL`) or one spelling of `Units` (`cup`); `Units.named`
    /// knows what it measures.
    public var unit: String?
    public var item: String
    public var note: String?
    /// The line as the source wrote it ("1 1/2 cups (190 g) flour, sifted"), shown when the
    /// parts above say less (a Cooklang amount that is no number: "pinch sea salt"); nil when
    /// the parts say it all.
    public var text: String?
    /// A fixed amount (Cooklang `@salt{=1%tsp}`): the same whatever the servings.
    public var fixed: Bool

    public init(
        quantity: Double? = nil, quantityTo: Double? = nil, unit: String? = nil, item: String, note: String? = nil,
        text: String? = nil, fixed: Bool = false
    ) {
        self.quantity = quantity
        self.quantityTo = quantityTo
        self.unit = unit
        self.item = item
        self.note = note
        self.text = text
        self.fixed = fixed
    }

    typealias CodingKeys = BundledFormat.IngredientField

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        quantity = try c.decodeNumberIfPresent(Double.self, forKey: .quantity)
        quantityTo = try c.decodeNumberIfPresent(Double.self, forKey: .quantityTo)
        unit = try c.decodeIfPresent(String.self, forKey: .unit)
        item = try c.decode(String.self, forKey: .item)
        note = try c.decodeIfPresent(String.self, forKey: .note)
        text = try c.decodeIfPresent(String.self, forKey: .text)
        fixed = try c.decodeIfPresent(Bool.self, forKey: .fixed) ?? false
    }

    /// Absent fields stay absent: `fixed` only when true.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(quantity, forKey: .quantity)
        try c.encodeIfPresent(quantityTo, forKey: .quantityTo)
        try c.encodeIfPresent(unit, forKey: .unit)
        try c.encode(item, forKey: .item)
        try c.encodeIfPresent(note, forKey: .note)
        try c.encodeIfPresent(text, forKey: .text)
        if fixed { try c.encode(true, forKey: .fixed) }
    }
}

/// A named part of a recipe's steps: `steps[firstStep...]` up to the next section.
public struct StepSection: Equatable, Hashable, Codable, Sendable {
    public var name: String
    public var firstStep: Int

    public init(name: String, firstStep: Int) {
        self.name = name
        self.firstStep = firstStep
    }

    typealias CodingKeys = BundledFormat.SectionField
}

extension KeyedDecodingContainer {
    /// A number, or an error at its place in the file. For a number that does not fit the
    /// type (`"servings": 2.5`, `1e400`) JSONDecoder throws its own error type here, which it
    /// turns into "not valid JSON" with no place; say which field it is instead.
    func decodeNumberIfPresent<T: Decodable & Numeric>(_ type: T.Type, forKey key: Key) throws -> T? {
        try placingNumberErrors(type, key) { try decodeIfPresent(type, forKey: key) }
    }

    func decodeNumber<T: Decodable & Numeric>(_ type: T.Type, forKey key: Key) throws -> T {
        try placingNumberErrors(type, key) { try decode(type, forKey: key) }
    }

    private func placingNumberErrors<T, R>(_ type: T.Type, _ key: Key, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch let error as DecodingError {
            throw error
        } catch {
            throw DecodingError.dataCorrupted(DecodingError.Context(
                codingPath: codingPath + [key],
                debugDescription: type == Int.self ? "expected a whole number" : "the number is too large"))
        }
    }
}

public struct Category: Equatable, Hashable, Codable, Sendable, Identifiable {
    public var id: String
    public var name: String

    typealias CodingKeys = BundledFormat.CategoryField

    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}
