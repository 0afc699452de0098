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
struct CookbookIndexer {
    private var cursor: JSONCursor
    /// Called every few megabytes with how far the reading has come, so a memory-mapped
    /// file's pages behind can be given back and the ones ahead mapped in bulk.
    private let progress: ((Int) -> Void)?
    private var reported = 0

    // What the top level held.
    private(set) var version: Int?
    private(set) var categories: [Category] = []
    /// Set when the top level is not of the usual shape: the plain decoder should decide.
    private(set) var needsPlainDecoder = false
    /// The first error JSONDecoder found, in the order it decodes: categories, then recipes.
    private(set) var categoryError: CookbookLoadError.Reason?
    /// The first recipe JSONDecoder could not decode, and why.
    private(set) var recipeFailure: (index: Int, error: any Error)?

    var recipeError: CookbookLoadError.Reason? {
        guard let (index, error) = recipeFailure else { return nil }
        if let error = error as? DecodingError {
            return CookbookLoader.describe(error, under: "recipes[\(index)]")
        }
        return .notJSON("\(error)")
    }

    /// For a large file: let a second thread read the second half of the recipes.
    var split: Split?

    struct Split {
        /// Worth it from this many bytes of recipes.
        var minimumBytes: Int
        /// The progress report for a second thread reading from an offset.
        var progress: @Sendable (Int) -> (@Sendable (Int) -> Void)?
    }

    /// Whether a second thread read part of the recipes (for tests).
    private(set) var didSplit = false

    /// Asked every few hundred recipes on a second thread: stop, the work is not needed.
    fileprivate var isCancelled: (@Sendable () -> Bool)?

    // One entry per recipe, in file order.
    private(set) var summaries: [RecipeSummary] = []
    /// Byte range of recipe `i`: `ranges[2i]..<ranges[2i + 1]`.
    private(set) var ranges: [Int] = []
    private(set) var ids: IdTableBuilder
    /// Whether `ids` finds ids, or only keeps them in order (for a second thread, whose
    /// ids the first adds to its own table).
    private let indexesIDs: Bool
    private(set) var duplicates: [(recipe: Int, first: Int)] = []
    /// Recipe `i`'s category is `distinctCategories[categoryKeys[i]]`.
    private(set) var categoryKeys: [Int32] = []
    private(set) var distinctCategories: [String] = []
    private var categoryTable = IdTableBuilder(capacity: 64)
    /// Related ids: recipe `i` has ids `relatedStarts[i]..<relatedStarts[i + 1]`, id `k` is
    /// `relatedBytes[relatedEnds[k - 1]..<relatedEnds[k]]` (from 0 for `k == 0`).
    private(set) var relatedBytes: ByteBuffer
    private(set) var relatedEnds: [Int] = []
    private(set) var relatedStarts: [Int] = [0]
    /// Recipe `i` has `itemCounts[2i]` ingredients and `itemCounts[2i + 1]` steps.
    private(set) var itemCounts: [Int32] = []
    private(set) var emptyItems: [(recipe: Int, ingredient: Int)] = []
    private(set) var outOfRange: [Catalog.NumberOutOfRange] = []
    private(set) var names: FoldedTexts
    private(set) var others: FoldedTexts

    private var scratch = ByteBuffer(capacity: 4096)
    private var idScratch = ByteBuffer(capacity: 256)
    private var foldScratch = ByteBuffer(capacity: 4096)
    /// The folded tags of the recipe being read, each ended by a zero byte.
    private var tagText = ByteBuffer(capacity: 1024)
    private lazy var decoder = JSONDecoder()

    /// `cursor` is at the start of the file; `expectedSize` (its length) sizes the tables.
    init(_ cursor: JSONCursor, progress: ((Int) -> Void)? = nil, indexesIDs: Bool = true) {
        self.cursor = cursor
        self.progress = progress
        self.indexesIDs = indexesIDs
        reported = cursor.pos
        // Sized for about 1 KB a recipe; room that is never touched costs no memory.
        let size = cursor.end - cursor.pos
        let recipes = size / 700 + 16
        summaries.reserveCapacity(recipes)
        ranges.reserveCapacity(2 * recipes)
        categoryKeys.reserveCapacity(recipes)
        relatedStarts.reserveCapacity(recipes + 1)
        itemCounts.reserveCapacity(2 * recipes)
        relatedEnds.reserveCapacity(2 * recipes)
        ids = IdTableBuilder(capacity: recipes, bytes: size / 20, findable: indexesIDs)
        relatedBytes = ByteBuffer(capacity: size / 20 + 64)
        names = FoldedTexts(capacity: size / 30 + 64, texts: recipes)
        others = FoldedTexts(capacity: size / 6 + 64, texts: recipes)
    }

    /// Frees everything, when nothing is taken over.
    func discardAll() {
        discardBuffers()
        ids.discard()
        names.bytes.deallocate()
        others.bytes.deallocate()
    }

    /// Frees what the indexer holds that nothing took over.
    func discardBuffers() {
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

    private mutating func topLevel() throws(JSONSyntaxError) {
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
                if !seenVersion, Self.equals(key, "version") {
                    seenVersion = true
                    try versionField()
                } else if !seenCategories, Self.equals(key, "categories") {
                    seenCategories = true
                    try categoriesField()
                } else if !seenRecipes, Self.equals(key, "recipes") {
                    seenRecipes = true
                    try recipesField()
                } else {
                    try cursor.skipValue(depth: 1)
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        if !(seenVersion && seenCategories && seenRecipes) { needsPlainDecoder = true }
    }

    private mutating func versionField() throws(JSONSyntaxError) {
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

    private mutating func categoriesField() throws(JSONSyntaxError) {
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
            categoryError = CookbookLoader.describe(error, under: "categories")
        } catch {
            categoryError = .notJSON("\(error)")
        }
    }

    /// At '{' of a category: its id and name if both are plain strings (nil otherwise, the
    /// object read to its end all the same).
    private mutating func category() throws(JSONSyntaxError) -> Category? {
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

    private mutating func recipesField() throws(JSONSyntaxError) {
        guard cursor.byte == 0x5B else {
            needsPlainDecoder = true
            try cursor.skipValue(depth: 1)
            return
        }
        if cursor.open(closingWith: 0x5D) { return }
        if let helper = startHelper() {
            let ended: Bool
            do {
                ended = try recipeElements(stoppingAt: helper.start)
            } catch {
                helper.cancel()
                throw error
            }
            // The guess holds only if this thread comes to it exactly between two recipes.
            if !ended, cursor.pos == helper.start {
                guard let other = helper.result() else {
                    _ = try recipeElements(stoppingAt: nil)
                    return
                }
                merge(other)
                cursor.pos = other.cursor.pos
                return
            }
            helper.cancel()
            if ended { return }
        }
        _ = try recipeElements(stoppingAt: nil)
    }

    /// Reads recipes from the cursor (at one) to the end of the array, or until `stop` (the
    /// start of a recipe) is reached or passed. True when the array ended.
    fileprivate mutating func recipeElements(stoppingAt stop: Int?) throws(JSONSyntaxError) -> Bool {
        var count = 0
        repeat {
            if let stop, cursor.pos >= stop { return false }
            if recipeFailure != nil {
                // The answer is known; only the JSON of the rest still matters.
                try cursor.skipValue(depth: 2)
            } else if cursor.byte == 0x7B {
                try recipe()
            } else {
                let start = cursor.pos
                try cursor.skipValue(depth: 2)
                decodeRecipe(start..<cursor.pos)
            }
            if cursor.pos - reported > 4 << 20, let progress {
                reported = cursor.pos
                progress(reported)
            }
            count += 1
            if count & 255 == 0, let isCancelled, isCancelled() { return true }
        } while !(try cursor.nextOrClose(0x5D))
        return true
    }

    /// Starts a second thread on the second half of the recipes, from a place that looks
    /// like the start of one: '{' after '},' and the same white space as before the first
    /// recipe. Only a guess; `recipesField` checks it.
    private func startHelper() -> RecipeScanHelper? {
        guard let split, cursor.end - cursor.pos >= split.minimumBytes else { return nil }
        let base = cursor.base
        // The white space before the first recipe, as it will be before the others.
        var indentStart = cursor.pos
        while indentStart > 0, base[indentStart - 1] != 0x5B { indentStart -= 1 }
        let indent = cursor.pos - indentStart
        guard indent <= 64 else { return nil }
        var at = cursor.pos + (cursor.end - cursor.pos) / 2
        let limit = cursor.end - indent - 1
        while at < limit {
            guard let hit = memchr(base + at, 0x2C, limit - at) else { return nil }
            let comma = UnsafeRawPointer(hit) - UnsafeRawPointer(base)
            at = comma + 1
            var before = comma - 1
            while before > 0, base[before] == 0x20 || base[before] == 0x0A || base[before] == 0x0D || base[before] == 0x09 {
                before -= 1
            }
            guard base[before] == 0x7D, base[comma + 1 + indent] == 0x7B,
                  memcmp(base + comma + 1, base + indentStart, indent) == 0 else { continue }
            let start = comma + 1 + indent
            let helper = RecipeScanHelper(
                JSONCursor(base, count: cursor.end, at: start), start: start, progress: split.progress(start))
            helper.run()
            return helper
        }
        return nil
    }

    /// Adds the recipes a second thread read after this thread's.
    private mutating func merge(_ other: CookbookIndexer) {
        defer { other.discardAll() }
        didSplit = true
        let offset = summaries.count
        if recipeFailure != nil { return }
        if let failure = other.recipeFailure { recipeFailure = (offset + failure.index, failure.error) }
        var categories = other.distinctCategories
        let keyOf = categories.indices.map { k in
            categories[k].withUTF8 { intern(UnsafeRawBufferPointer($0)) }
        }
        for key in other.categoryKeys { categoryKeys.append(keyOf[Int(key)]) }
        for var summary in other.summaries {
            summary.category = distinctCategories[Int(categoryKeys[summaries.count])]
            summaries.append(summary)
        }
        ranges.append(contentsOf: other.ranges)
        for i in 0..<other.ids.count {
            if let first = ids.append(other.ids.key(at: i)) { duplicates.append((offset + i, first)) }
        }
        let byteOffset = relatedBytes.count, idOffset = relatedEnds.count
        relatedBytes.append(other.relatedBytes.bytes)
        for end in other.relatedEnds { relatedEnds.append(end + byteOffset) }
        for start in other.relatedStarts.dropFirst() { relatedStarts.append(start + idOffset) }
        itemCounts.append(contentsOf: other.itemCounts)
        for item in other.emptyItems { emptyItems.append((offset + item.recipe, item.ingredient)) }
        for var number in other.outOfRange {
            number.recipe += offset
            outOfRange.append(number)
        }
        names.append(other.names)
        others.append(other.others)
    }

    // MARK: One recipe

    private enum Field: UInt16 {
        case id = 1, name = 2, category = 4, servings = 8, prepMinutes = 16, cookMinutes = 32
        case tags = 64, ingredients = 128, steps = 256, related = 512
        case unknown = 0
    }

    /// The field names the indexer reads, packed once.
    private struct Names {
        typealias Packed = JSONCursor.PackedName
        let id = Packed("id"), name = Packed("name"), category = Packed("category")
        let servings = Packed("servings"), prepMinutes = Packed("prepMinutes"), cookMinutes = Packed("cookMinutes")
        let tags = Packed("tags"), ingredients = Packed("ingredients"), steps = Packed("steps")
        let related = Packed("related")
        let quantity = Packed("quantity"), unit = Packed("unit"), item = Packed("item"), note = Packed("note")

        @inline(__always) func field(_ key: Packed) -> Field {
            switch key.length {
            case 2: return key == id ? .id : .unknown
            case 4: return key == name ? .name : key == tags ? .tags : .unknown
            case 5: return key == steps ? .steps : .unknown
            case 7: return key == related ? .related : .unknown
            case 8: return key == category ? .category : key == servings ? .servings : .unknown
            case 11:
                return key == ingredients ? .ingredients : key == prepMinutes ? .prepMinutes
                    : key == cookMinutes ? .cookMinutes : .unknown
            default: return .unknown
            }
        }

        /// 1 item, 2 unit, 4 note, 8 quantity, 0 anything else.
        @inline(__always) func ingredientField(_ key: Packed) -> UInt8 {
            key.length == 4 ? (key == item ? 1 : key == unit ? 2 : key == note ? 4 : 0) : (key == quantity ? 8 : 0)
        }
    }

    private let fieldNames = Names()

    /// At '{' of a recipe.
    private mutating func recipe() throws(JSONSyntaxError) {
        let start = cursor.pos
        let index = summaries.count
        let marks = (related: relatedEnds.count, relatedBytes: relatedBytes.count, empty: emptyItems.count)
        var unusual = false
        var seen: UInt16 = 0
        var id: String?, name: String?, category: Int32?
        var servings: Int?, prep: Int?, cook: Int?
        var ingredientCount = 0, stepCount = 0
        tagText.removeAll()
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                let key = try cursor.packedFieldName()
                if key.length < 0 {
                    unusual = true
                    try cursor.skipValue(depth: 3)
                    continue
                }
                let field = fieldNames.field(key)
                if field == .unknown || seen & field.rawValue != 0 {
                    try cursor.skipValue(depth: 3)
                    continue
                }
                seen |= field.rawValue
                switch field {
                case .id: id = try string(&unusual, isID: true)
                case .name: name = try string(&unusual, fold: true)
                case .category: category = try categoryKey(&unusual)
                case .servings: servings = try optionalInt(&unusual)
                case .prepMinutes: prep = try optionalInt(&unusual)
                case .cookMinutes: cook = try optionalInt(&unusual)
                case .tags: try stringList(&unusual, keep: .search)
                case .steps: stepCount = try stringList(&unusual, keep: .nothing)
                case .related: try stringList(&unusual, keep: .related)
                case .ingredients: ingredientCount = try ingredients(&unusual, recipe: index)
                case .unknown: break
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        guard !unusual, let id, let name, let category else {
            relatedEnds.removeSubrange(marks.related...)
            relatedBytes.truncate(to: marks.relatedBytes)
            emptyItems.removeSubrange(marks.empty...)
            names.truncate(toTexts: index)
            others.truncate(toTexts: index)
            decodeRecipe(start..<cursor.pos)
            return
        }
        names.finishText()
        others.bytes.append(tagText.bytes)
        others.finishText()
        if Self.outside(servings) || Self.outside(prep) || Self.outside(cook) {
            outOfRange += Catalog.numbersOutOfRange(recipe: index, servings: servings, prep: prep, cook: cook)
        }
        addID(UnsafeRawBufferPointer(idScratch.bytes))
        categoryKeys.append(category)
        summaries.append(RecipeSummary(
            id: id, name: name, category: distinctCategories[Int(category)],
            servings: servings, prepMinutes: prep, cookMinutes: cook))
        ranges.append(start)
        ranges.append(cursor.pos)
        relatedStarts.append(relatedEnds.count)
        itemCounts.append(Int32(clamping: ingredientCount))
        itemCounts.append(Int32(clamping: stepCount))
    }

    private mutating func addID(_ id: UnsafeRawBufferPointer) {
        if let first = ids.append(id) {
            duplicates.append((summaries.count, first))
        }
    }

    /// A required string field. Nil (and `unusual`) when it is not a plain string.
    @inline(__always)
    private mutating func string(
        _ unusual: inout Bool, fold: Bool = false, isID: Bool = false
    ) throws(JSONSyntaxError) -> String? {
        guard cursor.byte == 0x22 else {
            unusual = true
            try cursor.skipValue(depth: 3)
            return nil
        }
        scratch.removeAll()
        if try cursor.captureString(into: &scratch) == .surrogate {
            unusual = true
            return nil
        }
        if fold { TextFolding.append(scratch.bytes, to: &names.bytes) }
        if isID {
            idScratch.removeAll()
            idScratch.append(scratch.bytes)
        }
        return String(decoding: scratch.bytes, as: UTF8.self)
    }

    /// The category field, as a key into `distinctCategories`.
    @inline(__always)
    private mutating func categoryKey(_ unusual: inout Bool) throws(JSONSyntaxError) -> Int32? {
        guard cursor.byte == 0x22 else {
            unusual = true
            try cursor.skipValue(depth: 3)
            return nil
        }
        scratch.removeAll()
        if try cursor.captureString(into: &scratch) == .surrogate {
            unusual = true
            return nil
        }
        return intern(UnsafeRawBufferPointer(scratch.bytes))
    }

    private mutating func intern(_ category: UnsafeRawBufferPointer) -> Int32 {
        if let existing = categoryTable.index(of: category) { return Int32(existing) }
        _ = categoryTable.append(category)
        distinctCategories.append(String(decoding: category, as: UTF8.self))
        return Int32(distinctCategories.count - 1)
    }

    /// An optional whole number. Nil for null; `unusual` for anything but a plain integer.
    @inline(__always)
    private mutating func optionalInt(_ unusual: inout Bool) throws(JSONSyntaxError) -> Int? {
        let c = cursor.byte
        if c == 0x2D || (c >= 0x30 && c <= 0x39) {
            if case .integer(let value) = try cursor.number() { return value }
            unusual = true
            return nil
        }
        if c == 0x6E, try cursor.literal() == .null { return nil }
        unusual = true
        try cursor.skipValue(depth: 3)
        return nil
    }

    private enum Keep { case nothing, search, related }

    /// At an optional list: steps in and returns true when it has elements. null is an
    /// empty list; anything else is skipped and marks the recipe unusual.
    private mutating func openOptionalList(_ unusual: inout Bool) throws(JSONSyntaxError) -> Bool {
        guard cursor.byte == 0x5B else {
            if cursor.byte == 0x6E {
                if try cursor.literal() != .null { unusual = true }
            } else {
                unusual = true
                try cursor.skipValue(depth: 3)
            }
            return false
        }
        return !cursor.open(closingWith: 0x5D)
    }

    /// An optional list of strings (null is an empty list); returns how many elements it has.
    @discardableResult
    private mutating func stringList(_ unusual: inout Bool, keep: Keep) throws(JSONSyntaxError) -> Int {
        guard try openOptionalList(&unusual) else { return 0 }
        var count = 0
        repeat {
            count += 1
            guard cursor.byte == 0x22 else {
                unusual = true
                try cursor.skipValue(depth: 4)
                continue
            }
            switch keep {
            case .nothing:
                if try cursor.skipString() == .surrogate { unusual = true }
            case .search:
                // Tags go after the ingredients whatever the order of the fields.
                let from = tagText.count
                if try cursor.captureString(into: &tagText) == .surrogate { unusual = true }
                TextFolding.foldInPlace(&tagText, from: from, scratch: &foldScratch)
                tagText.append(0)
            case .related:
                if try cursor.captureString(into: &relatedBytes) == .surrogate { unusual = true }
                relatedEnds.append(relatedBytes.count)
            }
        } while !(try cursor.nextOrClose(0x5D))
        return count
    }

    /// Returns how many ingredients there are.
    private mutating func ingredients(_ unusual: inout Bool, recipe: Int) throws(JSONSyntaxError) -> Int {
        guard try openOptionalList(&unusual) else { return 0 }
        var j = 0
        repeat {
            if cursor.byte == 0x7B {
                try ingredient(&unusual, recipe: recipe, at: j)
            } else {
                unusual = true
                try cursor.skipValue(depth: 4)
            }
            j += 1
        } while !(try cursor.nextOrClose(0x5D))
        return j
    }

    /// At '{' of an ingredient: quantity (a number), unit and note (strings), all optional,
    /// and item (a string, required).
    private mutating func ingredient(_ unusual: inout Bool, recipe: Int, at j: Int) throws(JSONSyntaxError) {
        var seen: UInt8 = 0
        if !cursor.open(closingWith: 0x7D) {
            repeat {
                let key = try cursor.packedFieldName()
                if key.length < 0 {
                    unusual = true
                    try cursor.skipValue(depth: 5)
                    continue
                }
                let bit = fieldNames.ingredientField(key)
                if bit == 0 || seen & bit != 0 {
                    try cursor.skipValue(depth: 5)
                    continue
                }
                seen |= bit
                let c = cursor.byte
                switch bit {
                case 1:
                    guard c == 0x22 else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                        continue
                    }
                    let from = others.bytes.count
                    if try cursor.captureString(into: &others.bytes) == .surrogate { unusual = true }
                    if Self.isBlankText(UnsafeBufferPointer(start: others.bytes.base + from, count: others.bytes.count - from)) {
                        emptyItems.append((recipe, j))
                    }
                    TextFolding.foldInPlace(&others.bytes, from: from, scratch: &foldScratch)
                    others.finishPart()
                case 8:
                    if c == 0x2D || (c >= 0x30 && c <= 0x39) {
                        if try cursor.number() == .other { unusual = true }
                    } else if c == 0x6E, try cursor.literal() == .null {
                    } else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                    }
                default:
                    if c == 0x22 {
                        if try cursor.skipString() == .surrogate { unusual = true }
                    } else if c == 0x6E, try cursor.literal() == .null {
                    } else {
                        unusual = true
                        try cursor.skipValue(depth: 5)
                    }
                }
            } while !(try cursor.nextOrClose(0x7D))
        }
        if seen & 1 == 0 { unusual = true }
    }

    /// Leaves one recipe to JSONDecoder: its values if it decodes, else the error.
    private mutating func decodeRecipe(_ range: Range<Int>) {
        guard recipeFailure == nil else { return }
        let index = summaries.count
        let data = Data(bytes: cursor.base + range.lowerBound, count: range.count)
        do {
            let recipe = try decoder.decode(Recipe.self, from: data)
            var id = recipe.id
            id.withUTF8 { addID(UnsafeRawBufferPointer($0)) }
            var category = recipe.category
            let key = category.withUTF8 { intern(UnsafeRawBufferPointer($0)) }
            categoryKeys.append(key)
            var summary = recipe.summary
            summary.category = distinctCategories[Int(key)]
            summaries.append(summary)
            ranges.append(range.lowerBound)
            ranges.append(range.upperBound)
            for var id in recipe.related {
                id.withUTF8 { relatedBytes.append($0) }
                relatedEnds.append(relatedBytes.count)
            }
            relatedStarts.append(relatedEnds.count)
            itemCounts.append(Int32(clamping: recipe.ingredients.count))
            itemCounts.append(Int32(clamping: recipe.steps.count))
            outOfRange += Catalog.numbersOutOfRange(
                recipe: index, servings: recipe.servings, prep: recipe.prepMinutes, cook: recipe.cookMinutes)
            for (j, ingredient) in recipe.ingredients.enumerated() {
                if isBlank(ingredient.item) { emptyItems.append((index, j)) }
            }
            FoldedTexts.appendSearchText(of: recipe, names: &names, others: &others)
        } catch {
            recipeFailure = (index, error)
        }
    }

    // MARK: Helpers

    @inline(__always)
    static func outside(_ number: Int?) -> Bool {
        number.map { $0 < 0 || $0 > Catalog.largestNumber } ?? false
    }

    @inline(__always)
    static func equals(_ key: UnsafeBufferPointer<UInt8>, _ literal: StaticString) -> Bool {
        key.count == literal.utf8CodeUnitCount && memcmp(key.baseAddress!, literal.utf8Start, key.count) == 0
    }

    /// Whether text is empty or only spaces, as `trimmingSpaces` sees it.
    static func isBlankText(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var onlyASCIISpace = true
        for b in bytes {
            if b >= 0x80 {
                onlyASCIISpace = false
            } else if !(b == 0x20 || (b >= 0x09 && b <= 0x0D)) {
                return false
            }
        }
        return onlyASCIISpace || String(decoding: bytes, as: UTF8.self).trimmingSpaces().isEmpty
    }
}

/// A second thread reading recipes from a guessed place to the end of the array.
private final class RecipeScanHelper: @unchecked Sendable {
    let start: Int
    private var indexer: CookbookIndexer
    private var failed = false
    private let done = DispatchSemaphore(value: 0)
    private let lock = Lock()
    private var cancelled = false

    init(_ cursor: JSONCursor, start: Int, progress: (@Sendable (Int) -> Void)?) {
        self.start = start
        indexer = CookbookIndexer(cursor, progress: progress, indexesIDs: false)
        indexer.isCancelled = { [unowned self] in self.lock.withLock { self.cancelled } }
    }

    func run() {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            do {
                _ = try indexer.recipeElements(stoppingAt: nil)
            } catch {
                failed = true
            }
            done.signal()
        }
    }

    /// Waits for the thread; its indexer, or nil if it met something the first thread must
    /// read itself. Call once, or `cancel` instead.
    func result() -> CookbookIndexer? {
        done.wait()
        if failed {
            indexer.discardAll()
            return nil
        }
        return indexer
    }

    /// Stops the thread (soon) and waits for it: the guess was wrong.
    func cancel() {
        lock.withLock { cancelled = true }
        done.wait()
        indexer.discardAll()
    }
}
