import CookbookModel
import FoundationEssentials

/// The whole recipes of a bundled cookbook: recipe `i` is the JSON object at
/// `ranges[2 * i]..<ranges[2 * i + 1]` of its bytes, read by `RecipeReader` (or JSONDecoder,
/// for what the reader leaves to it) when it is shown. Related ids are filtered on the way
/// out exactly as validation does for an eager cookbook: unknown ids, the recipe itself and
/// repeats are dropped.
struct BundledBodies: RecipeBodies {
    let bytes: any CookbookBytes
    /// 32 bits: no file read is larger than the store's largest, 1 GB.
    let ranges: [UInt32]

    func recipe(at position: Int, summary: RecipeSummary, catalog: Catalog) -> Recipe? {
        // The file was checked when it was indexed; a recipe that no longer decodes to the
        // same id means the file changed on disk since.
        guard let data = bytes(at: position),
              var recipe = data.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: data)),
              recipe.id == summary.id
        else { return nil }
        recipe.related = Catalog.keptRelated(recipe.related, of: recipe.id) { catalog.position(of: $0) != nil }
        return recipe
    }

    /// Recipe `position`'s bytes.
    func bytes(at position: Int) -> Data? {
        let start = Int(ranges[2 * position]), end = Int(ranges[2 * position + 1])
        return bytes.read(offset: start, count: end - start)
    }
}
