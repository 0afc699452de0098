import CookbookModel
import CookbookRender

/// The last few recipe documents laid out for the detail column, kept by whoever draws
/// frames (the session) and handed to `Screen.render`. Moving the cursor through a recipe
/// draws the same document again, and laying one out (wrapping every ingredient and step)
/// is most of the work of such a frame: measured (`cookbook-gen frames`, 120×40, medians),
/// a cursor move costs 111 µs with the document kept and 179 µs laid out again (bundled
/// book). A document depends only on its key, so a frame is the same with or without the
/// memo: tests draw with a fresh one.
public struct DetailDocuments: Sendable {
    private struct Key: Equatable, Sendable {
        var recipe: Recipe
        var relatedNames: [String?]
        var width: Int
        var kitchen: DetailDocument.Kitchen
        var theme: Theme
    }

    private var entries: [(key: Key, document: DetailDocument)] = []
    static let capacity = 16

    public init() {}

    mutating func document(recipe: Recipe, data: ScreenData, width: Int, kitchen: DetailDocument.Kitchen, theme: Theme) -> DetailDocument {
        // A related recipe's name by its position, without making its summary.
        let names = data.allRecipes
        let key = Key(
            recipe: recipe, relatedNames: recipe.related.map { data.catalog.position(of: $0).map(names.name(at:)) }, width: width,
            kitchen: kitchen, theme: theme)
        // Another recipe's entry is passed by its recipe's id: comparing a whole key first copied
        // it, 4 copies of a recipe at each key in the recipe list (docs/performance.md,
        // "Per-key cost after issue 25, fixed").
        if let hit = entries.indices.first(where: { entries[$0].key.recipe.id == recipe.id && entries[$0].key == key }) {
            if hit > 0 { entries.insert(entries.remove(at: hit), at: 0) }
            return entries[0].document
        }
        let document = DetailDocument(recipe: recipe, data: data, width: width, kitchen: kitchen, theme: theme)
        entries.insert((key, document), at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
        return document
    }
}
