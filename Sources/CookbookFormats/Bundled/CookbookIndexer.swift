import CookbookModel
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// One pass over a cookbook file that keeps what the first screens and search need, and
/// checks the rest without building it.
///
/// For each recipe it keeps the summary (id, name, category, servings, times), where its
/// bytes are, its related ids, and its name, ingredient items and tags folded for search.
/// Every other field is checked (its type, its JSON) but not kept: `RecipeDetails` decodes a
/// recipe from its bytes when it is shown.
///
/// It reads the common form of the file itself and leaves anything unusual to JSONDecoder,
/// so both always agree: a recipe with an escaped field name, a number such as `8.0` or
/// `1e2` where a whole number goes, a missing or mistyped field, or an unpaired surrogate
/// escape is decoded by JSONDecoder from its own bytes, which gives its values, or the exact
/// error (path and message) the plain decoder gives for the whole file; categories likewise,
/// as one list. Anything odd at the top level (a missing or mistyped `version`,
/// `categories` or `recipes`) sends the whole file to the plain decoder.
///
/// With a `split`, a second thread reads the second half of the recipes (see `recipesField`).
package struct CookbookIndexer {
    var cursor: JSONCursor
    /// Called every few megabytes with how far the reading has come, so a memory-mapped
    /// file's pages behind can be given back and the ones ahead mapped in bulk.
    let progress: ((Int) -> Void)?
    var reported = 0
    /// How many bytes are read between two calls of `progress`.
    static let progressEvery = 256 << 10

    // What the top level held.
    var version: Int?
    var categories: [Category] = []
    /// Set when the top level is not of the usual shape: the plain decoder should decide.
    var needsPlainDecoder = false
    /// The first error JSONDecoder found, in the order it decodes: categories, then recipes.
    var categoryError: CookbookLoadError.Reason?
    /// The first recipe JSONDecoder could not decode, and why.
    var recipeFailure: (index: Int, error: any Error)?

    var recipeError: CookbookLoadError.Reason? {
        guard let (index, error) = recipeFailure else { return nil }
        if let error = error as? DecodingError {
            return BundledReader.describe(error, under: "recipes[\(index)]")
        }
        return .notJSON("\(error)")
    }

    /// For a large file: let a second thread read the second half of the recipes.
    var split: Split?

    package struct Split {
        /// Worth it from this many bytes of recipes.
        var minimumBytes: Int
        /// The progress report for a second thread reading from an offset.
        var progress: @Sendable (Int) -> (@Sendable (Int) -> Void)?

        package init(minimumBytes: Int, progress: @escaping @Sendable (Int) -> (@Sendable (Int) -> Void)?) {
            self.minimumBytes = minimumBytes
            self.progress = progress
        }
    }

    /// Whether a second thread read part of the recipes (for tests).
    var didSplit = false

    /// Asked every few hundred recipes on a second thread: stop, the work is not needed.
    var isCancelled: (@Sendable () -> Bool)?

    // One entry per recipe, in file order.
    var summaries = RecipeSummaries()
    /// Byte range of recipe `i`: `ranges[2i]..<ranges[2i + 1]`.
    var ranges: [UInt32] = []
    var ids: IdTableBuilder
    /// Whether `ids` finds ids, or only keeps them in order (for a second thread, whose
    /// ids the first adds to its own table).
    let indexesIDs: Bool
    /// Whether names, ingredients and tags are folded for search; without (`cookbook list`,
    /// which does not search), every recipe's search text is empty.
    let searchText: Bool
    var duplicates: [(recipe: Int, first: Int)] = []
    /// Recipe `i`'s category is `distinctCategories[categoryKeys[i]]`.
    var categoryKeys: [Int32] = []
    var distinctCategories: [String] = []
    var categoryTable = IdTableBuilder(capacity: 64)
    /// Related ids: recipe `i` has ids `relatedStarts[i]..<relatedStarts[i + 1]`, id `k` is
    /// `relatedBytes[relatedEnds[k - 1]..<relatedEnds[k]]` (from 0 for `k == 0`).
    var relatedBytes: ByteBuffer
    var relatedEnds: [Int] = []
    var relatedStarts: [Int] = [0]
    /// Recipe `i` has `itemCounts[2i]` ingredients and `itemCounts[2i + 1]` steps.
    var itemCounts: [Int32] = []
    var emptyItems: [(recipe: Int, ingredient: Int)] = []
    var outOfRange: [Catalog.NumberOutOfRange] = []
    var names: FoldedTexts
    var others: FoldedTexts

    var scratch = ByteBuffer(capacity: 4096)
    var idScratch = ByteBuffer(capacity: 256)
    var foldScratch = ByteBuffer(capacity: 4096)
    /// The folded tags of the recipe being read, each ended by a zero byte.
    var tagText = ByteBuffer(capacity: 1024)
    lazy var decoder = JSONDecoder()
    /// The field names, packed once (see `CookbookIndexer+Recipe`).
    let fieldNames = Names()

    /// `cursor` is at the start of the file; `expectedSize` (its length) sizes the tables.
    init(_ cursor: JSONCursor, progress: ((Int) -> Void)? = nil, indexesIDs: Bool = true, searchText: Bool = true) {
        self.cursor = cursor
        self.progress = progress
        self.indexesIDs = indexesIDs
        self.searchText = searchText
        reported = cursor.pos
        // Sized for about 1 KB a recipe, and generously: room that is never touched costs no
        // memory, while a table that outgrows its room is copied, and the copy's first half
        // stays resident until the end (12 MB of summaries and 16 MB of ingredients' text
        // more at the peak of reading 100,000 .cook files, whose paths are in the summaries).
        let size = cursor.end - cursor.pos
        let recipes = size / 700 + 16
        summaries.reserveCapacity(recipes, bytes: size / 4)
        ranges.reserveCapacity(2 * recipes)
        categoryKeys.reserveCapacity(recipes)
        relatedStarts.reserveCapacity(recipes + 1)
        itemCounts.reserveCapacity(2 * recipes)
        relatedEnds.reserveCapacity(2 * recipes)
        ids = IdTableBuilder(capacity: recipes, bytes: size / 20, findable: indexesIDs)
        relatedBytes = ByteBuffer(capacity: size / 20 + 64)
        names = FoldedTexts(capacity: size / 30 + 64, texts: recipes)
        others = FoldedTexts(capacity: size / 3 + 64, texts: recipes)
    }

    /// Frees everything, when nothing is taken over.
    func discardAll() {
        discardBuffers()
        names.bytes.deallocate()
        others.bytes.deallocate()
    }

    /// Frees what the indexer holds that nothing took over (the ids' builder: what the
    /// table did not take).
    func discardBuffers() {
        ids.discard()
        scratch.deallocate()
        idScratch.deallocate()
        foldScratch.deallocate()
        tagText.deallocate()
        relatedBytes.deallocate()
        categoryTable.discard()
    }

    /// Reads the whole file. Throws at the first place where it is not strict JSON.
    mutating func run() throws(JSONSyntaxError) {
        cursor.skipWhitespace()
        if cursor.byte != 0x7B {
            needsPlainDecoder = true
            try cursor.skipValue(depth: 0)
        } else {
            try topLevel()
        }
        cursor.skipWhitespace()
        if !cursor.atEnd { throw cursor.unexpected("the end of the file after the cookbook") }
    }

    mutating func topLevel() throws(JSONSyntaxError) {
        var seenVersion = false, seenCategories = false, seenRecipes = false
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                guard let key = try cursor.fieldName() else {
                    // An escaped name may spell a field: leave the file to JSONDecoder.
                    needsPlainDecoder = true
                    try cursor.skipValue(depth: 1)
                    continue
                }
                // JSONDecoder keeps the first of repeated fields.
                if !seenVersion, Self.equals(key, BundledFormat.FileField.version) {
                    seenVersion = true
                    try versionField()
                } else if !seenCategories, Self.equals(key, BundledFormat.FileField.categories) {
                    seenCategories = true
                    try categoriesField()
                } else if !seenRecipes, Self.equals(key, BundledFormat.FileField.recipes) {
                    seenRecipes = true
                    try recipesField()
                } else {
                    try cursor.skipValue(depth: 1)
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        if !(seenVersion && seenCategories && seenRecipes) { needsPlainDecoder = true }
    }

    mutating func versionField() throws(JSONSyntaxError) {
        let c = cursor.byte
        if c == 0x2D || (c >= 0x30 && c <= 0x39) {
            if case .integer(let value) = try cursor.number() {
                version = value
            } else {
                needsPlainDecoder = true
            }
        } else {
            needsPlainDecoder = true
            try cursor.skipValue(depth: 1)
        }
    }

    mutating func categoriesField() throws(JSONSyntaxError) {
        guard cursor.byte == 0x5B else {
            needsPlainDecoder = true
            try cursor.skipValue(depth: 1)
            return
        }
        let start = cursor.pos
        // The usual form: objects with a plain "id" and "name". Anything else, and the
        // error if there is one, is JSONDecoder's to say.
        var plain = true
        var read: [Category] = []
        if !cursor.open(closingWith: 0x5D) {
            repeat {
                guard plain, cursor.byte == 0x7B else {
                    plain = false
                    try cursor.skipValue(depth: 2)
                    continue
                }
                if let category = try category() {
                    read.append(category)
                } else {
                    plain = false
                }
            } while !(try cursor.nextOrClose(0x5D))
        }
        if plain {
            categories = read
            return
        }
        let data = Data(bytes: cursor.base + start, count: cursor.pos - start)
        do {
            categories = try decoder.decode([Category].self, from: data)
        } catch let error as DecodingError {
            categoryError = BundledReader.describe(error, under: "categories")
        } catch {
            categoryError = .notJSON("\(error)")
        }
    }

    /// At '{' of a category: its id and name if both are plain strings (nil otherwise, the
    /// object read to its end all the same).
    mutating func category() throws(JSONSyntaxError) -> Category? {
        var id: String?, name: String?
        var unusual = false
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                let key = try cursor.packedFieldName()
                let isID = key == fieldNames.id, isName = key == fieldNames.name
                if key.length < 0 || (isID && id == nil) || (isName && name == nil) {
                    if key.length < 0 || cursor.byte != 0x22 {
                        unusual = true
                        try cursor.skipValue(depth: 3)
                        continue
                    }
                    scratch.removeAll()
                    if try cursor.captureString(into: &scratch) == .surrogate { unusual = true }
                    let value = String(decoding: scratch.bytes, as: UTF8.self)
                    if isID { id = value } else { name = value }
                } else {
                    try cursor.skipValue(depth: 3)
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        guard !unusual, let id, let name else { return nil }
        return Category(id: id, name: name)
    }
}
