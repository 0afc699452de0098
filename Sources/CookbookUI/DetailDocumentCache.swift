import CookbookKit
#if canImport(Glibc)
import Glibc
#endif

/// The last few recipe documents laid out. Moving the cursor through a recipe draws the
/// same document again, and laying one out (wrapping every ingredient and step) is most of
/// the work of such a frame. A document depends only on the key, so a frame is the same
/// with or without the cache.
final class DetailDocumentCache: @unchecked Sendable {
    static let shared = DetailDocumentCache()

    private struct Key: Equatable {
        var recipe: Recipe
        var relatedNames: [String?]
        var width: Int
        /// The styles a document uses (`Theme` is not `Equatable`).
        var styles: [Style]
    }

    private var entries: [(key: Key, document: DetailDocument)] = []
    private static let capacity = 16
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    private init() {
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    func document(recipe: Recipe, cookbook: Cookbook, width: Int, theme: Theme) -> DetailDocument {
        let key = Key(
            recipe: recipe, relatedNames: recipe.related.map { cookbook.summary(id: $0)?.name }, width: width,
            styles: [theme.text, theme.muted, theme.heading, theme.amount, theme.link])
        pthread_mutex_lock(mutex)
        let hit = entries.first { $0.key == key }?.document
        pthread_mutex_unlock(mutex)
        if let hit { return hit }
        let document = DetailDocument(recipe: recipe, cookbook: cookbook, width: width, theme: theme)
        pthread_mutex_lock(mutex)
        entries.insert((key, document), at: 0)
        if entries.count > Self.capacity { entries.removeLast() }
        pthread_mutex_unlock(mutex)
        return document
    }
}
