import CookbookModel

/// Where each recipe of a scan is, as the ids given say it (`RememberedIDs`) and an id given
/// twice ends with: its root as `LibraryCache.canonical` resolves it (a folder named `lib` or
/// `/home/me/lib` is one place, as it is one cache and one file of ids), its path below it,
/// and its place among its file's recipes.
struct RecipeHolders {
    let files: ScannedFiles
    /// The roots resolved, by the scan's number for them.
    let roots: [String]

    init(_ files: ScannedFiles) {
        self.files = files
        roots = LibraryCache.canonical(files.scannedRoots)
    }

    /// As text: the root, a zero byte, the path below it, a zero byte, the recipe's place.
    func text(file: Int, recipe: Int) -> String {
        roots[files.rootKey(at: file)] + "\u{0}" + files[file].components.joined(separator: "/") + "\u{0}\(recipe)"
    }

    /// The hash of `text(file:recipe:)` (`Slug.hash(of:)` gives its digits), hashed in parts:
    /// the ids remembered hold one for every recipe of the library, and making each one's
    /// text first cost more than the rest.
    func hash(file: Int, recipe: Int) -> UInt64 {
        var hash = StableHash.fnv1a(roots[files.rootKey(at: file)].utf8)
        hash = StableHash.fnv1a(CollectionOfOne(0), after: hash)
        hash = files.withRelativePath(at: file) { StableHash.fnv1a($0, after: hash) }
        hash = StableHash.fnv1a(CollectionOfOne(0), after: hash)
        // A path that is not UTF-8 is shown, and its components kept, repaired: its own bytes
        // tell apart two names that repair to the same text.
        if let raw = files.rawPath(at: file) {
            hash = StableHash.fnv1a(raw, after: hash)
            hash = StableHash.fnv1a(CollectionOfOne(0), after: hash)
        }
        // Its place in its file in decimal (nearly always one digit: no text made for it).
        return recipe < 10 ? StableHash.fnv1a(CollectionOfOne(UInt8(0x30 + recipe)), after: hash)
            : StableHash.fnv1a(String(recipe).utf8, after: hash)
    }
}
