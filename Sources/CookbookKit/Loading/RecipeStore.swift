import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The bytes of an indexed cookbook file, to decode a recipe from when it is shown: kept in
/// memory (small files, and data handed over in memory), or read again from the file, which
/// stays open, so a large file is never held in memory whole.
final class CookbookBytes: @unchecked Sendable {
    private enum Storage {
        case memory(Data)
        case file(Int32)
    }

    private let storage: Storage

    init(data: Data) {
        storage = .memory(data)
    }

    /// Takes ownership of an open descriptor; closes it when the cookbook goes away.
    init(fileDescriptor: Int32) {
        storage = .file(fileDescriptor)
    }

    deinit {
        if case .file(let fd) = storage { close(fd) }
    }

    /// The bytes at `offset..<offset + count`, or nil if they cannot be read any more.
    func read(offset: Int, count: Int) -> Data? {
        switch storage {
        case .memory(let data):
            guard offset >= 0, offset + count <= data.count else { return nil }
            let start = data.startIndex + offset
            return data.subdata(in: start..<start + count)
        case .file(let fd):
            var buffer = Data(count: count)
            let complete = buffer.withUnsafeMutableBytes { raw -> Bool in
                var done = 0
                while done < count {
                    let n = pread(fd, raw.baseAddress! + done, count - done, off_t(offset + done))
                    if n < 0 && errno == EINTR { continue }
                    if n <= 0 { return false }
                    done += n
                }
                return true
            }
            return complete ? buffer : nil
        }
    }
}

/// Where a library's store keeps its whole recipes: recipe `position`'s bytes, a JSON object
/// as `Recipe` encodes itself (its id, category, source and related recipes are the
/// catalog's, not these bytes'), or nil when they cannot be read any more (the store was
/// changed by another program since).
public protocol RecipeBodies: Sendable {
    func body(at position: Int) -> [UInt8]?
}

/// Whole recipes, by position in file order: all decoded up front (cookbooks built in code,
/// and the plain decoder's), or decoded from the file's bytes each time one is asked for,
/// so a file of 100,000 recipes opens without decoding any. It keeps nothing it reads:
/// whoever shows recipes keeps the few on screen (`RecipeCache` in the session).
///
/// A reference type on purpose: it owns the open file (or the bytes) recipes are read
/// from. Nothing in it changes after it is made, so it is safe from any thread. Related
/// ids are filtered on the way out exactly as validation does for an eager cookbook:
/// unknown ids, the recipe itself and repeats are dropped.
public final class RecipeStore: Sendable {
    private let decoded: [Recipe]?
    private let bytes: CookbookBytes?
    private let bodies: (any RecipeBodies)?
    /// Byte range of recipe `i` in the file: `ranges[2 * i]..<ranges[2 * i + 1]`. 32 bits:
    /// no file read is larger than `CookbookLoader.maximumFileSize`, 1 GB.
    private let ranges: [UInt32]

    /// Recipes that are their summaries and nothing else.
    private let summariesOnly: Bool

    init(decoded: [Recipe]) {
        self.decoded = decoded
        bytes = nil
        bodies = nil
        ranges = []
        summariesOnly = false
    }

    init(bodies: any RecipeBodies) {
        decoded = nil
        bytes = nil
        self.bodies = bodies
        ranges = []
        summariesOnly = false
    }

    init(bytes: CookbookBytes, ranges: [UInt32]) {
        decoded = nil
        self.bytes = bytes
        bodies = nil
        self.ranges = ranges
        summariesOnly = false
    }

    /// Each recipe its summary, with no ingredients, steps, tags or related recipes.
    init(summaries: ()) {
        decoded = nil
        bytes = nil
        bodies = nil
        ranges = []
        summariesOnly = true
    }

    /// Whether recipes are decoded when asked for (rather than all held in memory).
    var isLazy: Bool { decoded == nil && !summariesOnly }

    func recipe(at index: Int, summary: RecipeSummary, catalog: Catalog) -> Recipe {
        if let decoded { return decoded[index] }
        if summariesOnly {
            return Recipe(
                id: summary.id, name: summary.name, category: summary.category, servings: summary.servings,
                prepMinutes: summary.prepMinutes, cookMinutes: summary.cookMinutes, source: summary.source)
        }
        if let bodies {
            // The body is what the reader gave; the place in the library is the catalog's.
            guard let body = bodies.body(at: index),
                  var recipe = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
            else {
                return Recipe(
                    id: summary.id, name: summary.name, category: summary.category, servings: summary.servings,
                    prepMinutes: summary.prepMinutes, cookMinutes: summary.cookMinutes, source: summary.source)
            }
            recipe.summary = summary
            recipe.related = catalog.outline(at: index).related
            return recipe
        }
        // The file was checked when it was indexed; a recipe that no longer decodes to the
        // same id means the file changed on disk since. Show what the index knows.
        guard let data = bytes(at: index),
              var recipe = data.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: data)),
              recipe.id == summary.id
        else {
            return Recipe(
                id: summary.id, name: summary.name, category: summary.category,
                servings: summary.servings, prepMinutes: summary.prepMinutes, cookMinutes: summary.cookMinutes)
        }
        recipe.related = Catalog.keptRelated(recipe.related, of: recipe.id) { catalog.position(of: $0) != nil }
        return recipe
    }

    /// Recipe `index`'s bytes in the file, for a store that reads them from there.
    func bytes(at index: Int) -> Data? {
        guard !ranges.isEmpty else { return nil }
        let start = Int(ranges[2 * index]), end = Int(ranges[2 * index + 1])
        return bytes?.read(offset: start, count: end - start)
    }
}
