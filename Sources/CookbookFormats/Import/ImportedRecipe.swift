/// One recipe an import brings in, before it is written into the library: what was read,
/// the picture that came with it, and where in the source it was found.
public struct ImportedRecipe: Equatable, Sendable {
    public var read: ReadRecipe
    /// The picture the source carried (a Paprika photo, an export's image file, a page's
    /// image once fetched); nil when there is none or its bytes are not an image.
    public var picture: RecipePicture?
    /// Where it came from, for messages: an address, or an export's member path
    /// (`recipes.paprikarecipes › Apple Pie.paprikarecipe`).
    public var origin: String

    public init(read: ReadRecipe, picture: RecipePicture? = nil, origin: String) {
        self.read = read
        self.picture = picture
        self.origin = origin
    }
}

/// What an import source gave: its recipes, each part that gave none, with why, and what
/// went wrong without losing a recipe (a picture that could not be fetched).
public struct ImportReading: Equatable, Sendable {
    public var recipes: [ImportedRecipe]
    public var failures: [ImportFailure]
    public var notes: [ImportFailure]

    public init(recipes: [ImportedRecipe] = [], failures: [ImportFailure] = [], notes: [ImportFailure] = []) {
        self.recipes = recipes
        self.failures = failures
        self.notes = notes
    }
}

/// A part of an import source that gave no recipe: where, and why, said as one line.
public struct ImportFailure: Error, Equatable, Sendable {
    public var origin: String
    public var reason: String

    public init(origin: String, reason: String) {
        self.origin = origin
        self.reason = reason
    }
}
