import CookbookModel

/// One recipe a format reader found in a file, before the library gives it an id and a
/// category. Readers are pure: bytes or text in, recipes or a problem out.
public struct ReadRecipe: Equatable, Sendable {
    /// The recipe as the file has it. Its `id` and `category` are empty: the library sets
    /// them (the id from the name, the category from `categories` or the folder).
    public var recipe: Recipe
    /// The categories the file names, in its order (schema.org `recipeCategory`, Cooklang
    /// metadata); empty when it names none.
    public var categories: [String]
    /// Other recipes this one uses, as the file names them (Cooklang `@./Sauces/Pesto{}`:
    /// "./Sauces/Pesto", a path from the cookbook's root without the extension), in order, each
    /// once. The library turns those it finds into `recipe.related` ids.
    public var references: [String]
    /// What else the file says the recipe is, by facet, as it writes it: its cuisines, diets,
    /// authors and sources (its courses are `categories`, its tags the recipe's).
    public var facets: [Facet: [String]]
    /// The recipe's main image as the file names it (an address, or a path beside the file),
    /// for an import to fetch or copy; nil when it names none.
    public var image: String?

    public init(
        recipe: Recipe, categories: [String] = [], references: [String] = [], facets: [Facet: [String]] = [:], image: String? = nil
    ) {
        self.recipe = recipe
        self.categories = categories
        self.references = references
        self.facets = facets
        self.image = image
    }

    /// Its values of `facet`.
    public func values(_ facet: Facet) -> [String] {
        switch facet {
        case .course: categories
        case .tag: recipe.tags
        default: facets[facet] ?? []
        }
    }

    /// Every facet value, as the library's store keeps them (`RecipeFacets.pack`).
    public var packedFacets: [UInt8] {
        RecipeFacets.pack(Facet.allCases.map { ($0, values($0)) })
    }
}
