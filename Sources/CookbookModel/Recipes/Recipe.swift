
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
    /// Who wrote it (Cooklang's `author`, schema.org's `author`: names joined by ", ").
    public var author: String?
    /// What it is, in a few sentences (Cooklang's `description`, schema.org's `description`);
    /// its paragraphs on lines of their own.
    public var description: String?
    /// Where it comes from, by name ("The Palomar Cookbook", a site: schema.org's
    /// `publisher`), and its address (a URL, an ISBN's URN): Cooklang's `source`.
    public var sourceName: String?
    public var sourceURL: String?

    public var id: String { summary.id }

    public subscript<Value>(dynamicMember field: WritableKeyPath<RecipeSummary, Value>) -> Value {
        get { summary[keyPath: field] }
        set { summary[keyPath: field] = newValue }
    }

    /// What the summary works out (`totalMinutes`).
    public subscript<Value>(dynamicMember field: KeyPath<RecipeSummary, Value>) -> Value {
        summary[keyPath: field]
    }

    public init(
        id: String, name: String, category: String,
        servings: Int? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, totalMinutes: Int? = nil,
        tags: [String] = [], ingredients: [Ingredient] = [], steps: [String] = [], related: [String] = [],
        yield: String? = nil, notes: [String] = [], sections: [StepSection] = [], source: String? = nil,
        author: String? = nil, description: String? = nil, sourceName: String? = nil, sourceURL: String? = nil
    ) {
        summary = RecipeSummary(
            id: id, name: name, category: category, servings: servings, prepMinutes: prepMinutes, cookMinutes: cookMinutes,
            totalMinutes: totalMinutes, source: source)
        self.tags = tags
        self.ingredients = ingredients
        self.steps = steps
        self.related = related
        self.yield = yield
        self.notes = notes
        self.sections = sections
        self.author = author
        self.description = description
        self.sourceName = sourceName
        self.sourceURL = sourceURL
    }

    /// What the cursor and the reducer need of the recipe's screen: its ingredients are the
    /// lines of its list (`ListedIngredient`).
    public var outline: RecipeOutline {
        RecipeOutline(ingredients: ListedIngredient.count(of: self), steps: steps.count, related: related)
    }

    /// Whether its ingredients are what its steps mention, each time they mention it (a
    /// Cooklang file's, read or exported), rather than a list its author wrote: by its file.
    public var listsMentions: Bool { Self.listsMentions(file: summary.source) }

    /// Whether a recipe read from `file` lists mentions: a `.cook` file (any case).
    public static func listsMentions(file: String?) -> Bool {
        guard let file, file.utf8.count >= 5 else { return false }
        return file.utf8.suffix(5).map { $0 | 0x20 }.elementsEqual(".cook".utf8)
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
            totalMinutes: try c.decodeNumberIfPresent(Int.self, forKey: .totalMinutes),
            source: try c.decodeIfPresent(String.self, forKey: .source))
        tags = try c.decodeIfPresent([String].self, forKey: .tags) ?? []
        ingredients = try c.decodeIfPresent([Ingredient].self, forKey: .ingredients) ?? []
        steps = try c.decodeIfPresent([String].self, forKey: .steps) ?? []
        related = try c.decodeIfPresent([String].self, forKey: .related) ?? []
        yield = try c.decodeIfPresent(String.self, forKey: .yield)
        notes = try c.decodeIfPresent([String].self, forKey: .notes) ?? []
        sections = try c.decodeIfPresent([StepSection].self, forKey: .sections) ?? []
        author = try c.decodeIfPresent(String.self, forKey: .author)
        description = try c.decodeIfPresent(String.self, forKey: .description)
        sourceName = try c.decodeIfPresent(String.self, forKey: .sourceName)
        sourceURL = try c.decodeIfPresent(String.self, forKey: .sourceURL)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: BundledFormat.RecipeField.self)
        try c.encode(summary.id, forKey: .id)
        try c.encode(summary.name, forKey: .name)
        try c.encode(summary.category, forKey: .category)
        try c.encodeIfPresent(summary.servings, forKey: .servings)
        try c.encodeIfPresent(summary.prepMinutes, forKey: .prepMinutes)
        try c.encodeIfPresent(summary.cookMinutes, forKey: .cookMinutes)
        try c.encodeIfPresent(summary.statedTotalMinutes, forKey: .totalMinutes)
        try c.encodeIfPresent(summary.source, forKey: .source)
        try c.encode(tags, forKey: .tags)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(steps, forKey: .steps)
        try c.encode(related, forKey: .related)
        try c.encodeIfPresent(yield, forKey: .yield)
        if !notes.isEmpty { try c.encode(notes, forKey: .notes) }
        if !sections.isEmpty { try c.encode(sections, forKey: .sections) }
        try c.encodeIfPresent(author, forKey: .author)
        try c.encodeIfPresent(description, forKey: .description)
        try c.encodeIfPresent(sourceName, forKey: .sourceName)
        try c.encodeIfPresent(sourceURL, forKey: .sourceURL)
    }
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
