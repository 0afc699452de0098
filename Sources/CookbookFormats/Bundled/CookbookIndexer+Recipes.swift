import CookbookModel
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The indexer's `recipes` field: read by one thread, or by two for a large file, the
/// second from a guessed place in the middle (see `RecipeScanHelper`).
extension CookbookIndexer {
    mutating func recipesField() throws(JSONSyntaxError) {
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
    mutating func recipeElements(stoppingAt stop: Int?) throws(JSONSyntaxError) -> Bool {
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
            // Every 256 KB: the mapped window moves on (`MappedWindow`).
            if cursor.pos - reported > Self.progressEvery, let progress {
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
    func startHelper() -> RecipeScanHelper? {
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
                JSONCursor(base, count: cursor.end, at: start), start: start, progress: split.progress(start), searchText: searchText)
            helper.run()
            return helper
        }
        return nil
    }

    /// Adds the recipes a second thread read after this thread's.
    mutating func merge(_ other: CookbookIndexer) {
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
        summaries.append(contentsOf: other.summaries)
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
}

/// A second thread reading recipes from a guessed place to the end of the array.
final class RecipeScanHelper: @unchecked Sendable {
    let start: Int
    private var indexer: CookbookIndexer
    private var failed = false
    private let done = DispatchSemaphore(value: 0)
    private let lock = Lock()
    private var cancelled = false

    init(_ cursor: JSONCursor, start: Int, progress: (@Sendable (Int) -> Void)?, searchText: Bool) {
        self.start = start
        indexer = CookbookIndexer(cursor, progress: progress, indexesIDs: false, searchText: searchText)
        indexer.isCancelled = { [unowned self] in self.lock.withLock { self.cancelled } }
    }

    func run() {
        WorkerThreads.detach { [self] in
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
