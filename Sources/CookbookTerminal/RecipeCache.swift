import CookbookModel

/// The last few whole recipes read for frames. With a large cookbook a recipe is decoded
/// from the file when it is shown; moving the cursor through it draws it again and again,
/// and this keeps that to one read. Measured (`cookbook-gen frames`, 120×40, medians): a
/// cursor move in a recipe costs 105 µs with the recipe kept and 129 µs with it read again
/// each frame (a generated 10,000-recipe file); 80 against 111 µs on the bundled book.
struct RecipeCache {
    private var entries: [(id: String, recipe: Recipe)] = []
    static let capacity = 16

    /// The recipes with these ids (those the library has), read or kept.
    mutating func recipes(_ ids: [String], from library: Library) -> [String: Recipe] {
        var found: [String: Recipe] = [:]
        for id in ids {
            if let hit = entries.firstIndex(where: { $0.id == id }) {
                found[id] = entries[hit].recipe
                continue
            }
            guard let recipe = library.recipe(id: id) else { continue }
            found[id] = recipe
            entries.insert((id, recipe), at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
        }
        return found
    }
}
