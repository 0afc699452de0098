import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Searches the names, ingredients and tags of every recipe of a cookbook, case- and
/// diacritic-insensitively: "creme" finds "Crème Brûlée", "coban" finds "Çoban Salatası".
///
/// Every catalog has one (`Catalog.searchIndex`), filled when the file is indexed. The
/// text is kept folded (see `TextFolding`), names apart from ingredients and tags, each
/// set back to back in one block that a query scans eight bytes at a time. Immutable, so
/// safe from any thread; what the last query found is the caller's to keep and hand back.
public struct SearchIndex: Sendable {
    private let names: FrozenTexts
    let others: FrozenTexts
    private let summaries: RecipeSummaries
    private static let unmatched: UInt8 = 0xFF
    /// The first eight bytes of each folded name, big-endian: most comparisons by name are
    /// one comparison of these.
    private let nameKeys: [UInt64]

    package init(names: FrozenTexts, others: FrozenTexts, summaries: RecipeSummaries) {
        precondition(names.count == summaries.count && others.count == summaries.count)
        self.names = names
        self.others = others
        self.summaries = summaries
        let text = names.bytes.bytes
        nameKeys = (0..<summaries.count).map { r in
            var key: UInt64 = 0
            let range = names.range(of: r)
            for i in 0..<8 {
                key = key << 8 | UInt64(range.lowerBound + i < range.upperBound ? text[range.lowerBound + i] : 0)
            }
            return key
        }
    }

    /// An index of recipes in memory.
    public init(recipes: [Recipe]) {
        var names = FoldedTexts(capacity: recipes.count * 32, texts: recipes.count)
        var others = FoldedTexts(capacity: recipes.count * 128, texts: recipes.count)
        for recipe in recipes {
            FoldedTexts.appendSearchText(of: recipe, names: &names, others: &others)
        }
        self.init(names: names.freeze(), others: others.freeze(), summaries: RecipeSummaries(recipes.lazy.map(\.summary)))
    }

    /// An index of recipes known by their summaries only (no ingredients, no tags): what
    /// `init(recipes:)` gives for such recipes.
    init(summaries: RecipeSummaries) {
        var names = FoldedTexts(capacity: summaries.count * 32, texts: summaries.count)
        var others = FoldedTexts(capacity: 64, texts: summaries.count)
        for i in summaries.indices {
            summaries.withName(at: i) { TextFolding.append($0, to: &names.bytes) }
            names.finishText()
            others.finishText()
        }
        self.init(names: names.freeze(), others: others.freeze(), summaries: summaries)
    }

    /// The recipes matching `query`, best first, at most `limit`: names starting with it,
    /// then names with a word starting with it, then names containing it, then recipes with
    /// it in an ingredient or a tag; by folded name (then id) within each. Case, diacritics
    /// and repeated spaces do not matter; an empty query finds nothing.
    public func search(_ query: String, limit: Int) -> [RecipeHit] {
        search(query, limit: limit, after: nil).hits
    }

    /// `search`, with what the previous query found: when `query` extends it, only the
    /// recipes it matched are looked at, and the same query again is answered as it was.
    public func search(_ query: String, limit: Int, after previous: SearchResults?) -> SearchResults {
        let folded = TextFolding.foldQuery(query)
        return search(query, needle: folded, key: folded, allowed: nil, limit: limit, after: previous)
    }

    /// The search of `needle` (folded words) among the recipes `allowed` lets through (0
    /// for a recipe allowed; nil: all), `key` telling this query from others (the needle, and
    /// the filters that made `allowed`): a query whose key extends the previous one's looks
    /// only at what that matched. No needle: every recipe allowed, by name.
    package func search(
        _ query: String, needle folded: [UInt8], key: [UInt8], allowed filter: [UInt8]?, limit: Int, after previous: SearchResults?
    ) -> SearchResults {
        guard !key.isEmpty, limit > 0 else {
            return SearchResults(query: query, hits: [], limit: limit, key: key, matches: [])
        }
        if let previous, previous.key == key, previous.limit >= limit || previous.hits.count < previous.limit {
            return SearchResults(
                query: query, hits: Array(previous.hits.prefix(limit)), limit: limit, key: key, matches: previous.matches)
        }

        let count = summaries.count
        var classes = [UInt8](repeating: Self.unmatched, count: count)
        let candidates = previous.flatMap { !$0.key.isEmpty && key.starts(with: $0.key) ? $0.matches : nil }
        if folded.isEmpty {
            // Filters alone: what they allow, and the previous query matched.
            if let candidates {
                for r in candidates where filter.map({ $0[Int(r)] == 0 }) ?? true { classes[Int(r)] = 0 }
            } else if let filter {
                classes = filter
            }
        } else {
            folded.withUnsafeBufferPointer { needle in
                classes.withUnsafeMutableBufferPointer { classes in
                    if let candidates, candidates.count < count / 8 {
                        // Few candidates: look at each.
                        for r in candidates where filter.map({ $0[Int(r)] == 0 }) ?? true { classify(Int(r), needle, &classes) }
                    } else if candidates != nil || filter != nil {
                        // Many: scan everything, skipping recipes the previous query or the filters ruled out.
                        var allowed = filter ?? [UInt8](repeating: Self.unmatched, count: count)
                        if let candidates {
                            if filter == nil {
                                for r in candidates { allowed[Int(r)] = 0 }
                            } else {
                                var kept = [UInt8](repeating: Self.unmatched, count: count)
                                for r in candidates where allowed[Int(r)] == 0 { kept[Int(r)] = 0 }
                                allowed = kept
                            }
                        }
                        allowed.withUnsafeBufferPointer { allowed in
                            scanNames(needle, allowed: allowed, &classes)
                            scanOthers(needle, allowed: allowed, &classes)
                        }
                    } else {
                        scanNames(needle, allowed: nil, &classes)
                        scanOthers(needle, allowed: nil, &classes)
                    }
                }
            }
        }

        var matches: [Int32] = []
        var buckets: [[Int32]] = [[], [], [], []]
        for (r, match) in classes.enumerated() where match != Self.unmatched {
            matches.append(Int32(r))
            buckets[Int(match)].append(Int32(r))
        }
        // Best first: by how the query matched, then by name.
        var chosen: [(recipe: Int32, kind: Int)] = []
        for (kind, bucket) in buckets.enumerated() where chosen.count < limit {
            for r in firstByName(bucket, limit - chosen.count) { chosen.append((r, kind)) }
        }
        let hits = folded.withUnsafeBufferPointer { needle in
            chosen.map { r, kind in
                let summary = summaries[Int(r)]
                return RecipeHit(
                    id: summary.id, name: summary.name, category: summary.category,
                    match: RecipeHit.Match(rawValue: kind)!,
                    part: kind == RecipeHit.Match.ingredientOrTag.rawValue ? matchingPart(Int(r), needle) : nil)
            }
        }
        return SearchResults(query: query, hits: hits, limit: limit, key: key, matches: matches)
    }

    /// The `count` recipes of `recipes` first by folded name (then id), in that order.
    private func firstByName(_ recipes: [Int32], _ count: Int) -> [Int32] {
        guard count > 0, !recipes.isEmpty else { return [] }
        let text = names.bytes.bytes
        func before(_ a: Int32, _ b: Int32) -> Bool {
            let x = Int(a), y = Int(b)
            if nameKeys[x] != nameKeys[y] { return nameKeys[x] < nameKeys[y] }
            let ra = names.range(of: x), rb = names.range(of: y)
            let common = min(ra.count, rb.count)
            let order = common == 0 ? 0 : memcmp(text.baseAddress! + ra.lowerBound, text.baseAddress! + rb.lowerBound, common)
            if order != 0 { return order < 0 }
            if ra.count != rb.count { return ra.count < rb.count }
            return summaries.id(at: x) < summaries.id(at: y)
        }
        if recipes.count <= count { return recipes.sorted(by: before) }
        // The `count` smallest, kept in a heap whose top is the largest of them.
        var heap: [Int32] = []
        heap.reserveCapacity(count)
        for r in recipes {
            if heap.count < count {
                heap.append(r)
                var child = heap.count - 1
                while child > 0 {
                    let parent = (child - 1) / 2
                    guard before(heap[parent], heap[child]) else { break }
                    heap.swapAt(parent, child)
                    child = parent
                }
            } else if before(r, heap[0]) {
                heap[0] = r
                var parent = 0
                while true {
                    let left = 2 * parent + 1, right = left + 1
                    var largest = parent
                    if left < heap.count, before(heap[largest], heap[left]) { largest = left }
                    if right < heap.count, before(heap[largest], heap[right]) { largest = right }
                    if largest == parent { break }
                    heap.swapAt(parent, largest)
                    parent = largest
                }
            }
        }
        return heap.sorted(by: before)
    }

    /// Which of recipe `r`'s ingredients-then-tags holds the query first.
    private func matchingPart(_ r: Int, _ needle: UnsafeBufferPointer<UInt8>) -> Int? {
        let text = others.bytes.bytes, range = others.range(of: r)
        let at = Self.find(needle, in: text, from: range.lowerBound, to: range.upperBound)
        guard at >= 0 else { return nil }
        var part = 0
        for i in range.lowerBound..<at where text[i] == 0 { part += 1 }
        return part
    }

    /// How recipe `r` matches, looking at its texts only.
    private func classify(_ r: Int, _ needle: UnsafeBufferPointer<UInt8>, _ classes: inout UnsafeMutableBufferPointer<UInt8>) {
        let nameText = names.bytes.bytes, range = names.range(of: r)
        var at = Self.find(needle, in: nameText, from: range.lowerBound, to: range.upperBound)
        if at >= 0 {
            var best = RecipeHit.Match.nameSubstring
            if at == range.lowerBound {
                best = .namePrefix
            } else {
                while at >= 0 {
                    if Self.isWordBoundary(nameText[at - 1]) {
                        best = .wordPrefix
                        break
                    }
                    at = Self.find(needle, in: nameText, from: at + 1, to: range.upperBound)
                }
            }
            classes[r] = UInt8(best.rawValue)
            return
        }
        let otherRange = others.range(of: r)
        if Self.find(needle, in: others.bytes.bytes, from: otherRange.lowerBound, to: otherRange.upperBound) >= 0 {
            classes[r] = UInt8(RecipeHit.Match.ingredientOrTag.rawValue)
        }
    }

    /// Every occurrence in all names, in order, each given the recipe it is in.
    private func scanNames(
        _ needle: UnsafeBufferPointer<UInt8>, allowed: UnsafeBufferPointer<UInt8>?,
        _ classes: inout UnsafeMutableBufferPointer<UInt8>
    ) {
        let text = names.bytes.bytes, starts = names.starts
        var r = 0
        var at = Self.find(needle, in: text, from: 0, to: text.count)
        while at >= 0 {
            while Int(starts[r + 1]) <= at { r += 1 }
            let next = Int(starts[r + 1])
            if let allowed, allowed[r] == Self.unmatched {
                at = Self.find(needle, in: text, from: next, to: text.count)
                continue
            }
            let kind: UInt8 = at == Int(starts[r]) ? 0 : Self.isWordBoundary(text[at - 1]) ? 1 : 2
            if kind < classes[r] { classes[r] = kind }
            // Nothing later in this name can do better than a word start.
            at = Self.find(needle, in: text, from: classes[r] <= 1 ? next : at + 1, to: text.count)
        }
    }

    /// Occurrences in ingredients and tags, for recipes whose name did not match.
    private func scanOthers(
        _ needle: UnsafeBufferPointer<UInt8>, allowed: UnsafeBufferPointer<UInt8>?,
        _ classes: inout UnsafeMutableBufferPointer<UInt8>
    ) {
        let text = others.bytes.bytes, starts = others.starts
        let ingredient = UInt8(RecipeHit.Match.ingredientOrTag.rawValue)
        var r = 0
        var at = Self.find(needle, in: text, from: 0, to: text.count)
        while at >= 0 {
            while Int(starts[r + 1]) <= at { r += 1 }
            if classes[r] == Self.unmatched, allowed.map({ $0[r] != Self.unmatched }) ?? true {
                classes[r] = ingredient
            }
            at = Self.find(needle, in: text, from: Int(starts[r + 1]), to: text.count)
        }
    }

    /// A byte after which a word starts: ASCII that is not a letter or digit.
    @inline(__always)
    private static func isWordBoundary(_ byte: UInt8) -> Bool {
        byte < 0x80 && !((byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39))
    }

    /// The first position of `needle` in `text[from..<to]`, or -1. Candidates are found
    /// eight positions at a time by the needle's first two bytes.
    @inline(__always)
    static func find(_ needle: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from: Int, to: Int) -> Int {
        let n = needle.count
        guard let base = text.baseAddress, n > 0, to - from >= n else { return -1 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let first = ones &* UInt64(needle[0])
        let second = n > 1 ? ones &* UInt64(needle[1]) : 0
        let last = to - n  // the last position a match can start at
        var i = from
        // Two words per step: bytes i..<i+8 for the first byte, i+1..<i+9 for the second.
        while i + 8 <= last + 1, i + 9 <= text.count {
            let raw = UnsafeRawPointer(base + i)
            var candidates = zeroBytes(raw.loadUnaligned(as: UInt64.self) ^ first)
            if n > 1 { candidates &= zeroBytes(raw.loadUnaligned(fromByteOffset: 1, as: UInt64.self) ^ second) }
            while candidates != 0 {
                let at = i + candidates.trailingZeroBitCount >> 3
                if n <= 2 || memcmp(base + at + 2, needle.baseAddress! + 2, n - 2) == 0 { return at }
                candidates &= candidates - 1
            }
            i += 8
        }
        while i <= last {
            if base[i] == needle[0], n == 1 || memcmp(base + i + 1, needle.baseAddress! + 1, n - 1) == 0 { return i }
            i += 1
        }
        return -1
    }

    /// The high bit of each byte of `x` that is zero, exactly.
    @inline(__always)
    private static func zeroBytes(_ x: UInt64) -> UInt64 {
        let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((x & low7) &+ low7) | x) & 0x8080_8080_8080_8080
    }
}

/// Folded texts of every recipe, back to back, while they are collected: recipe `i` is
/// `bytes[starts[i]..<starts[i + 1] - 1]`, and a zero byte ends each text (and each part of
/// one: an ingredient, a tag), so no match spans two.
package struct FoldedTexts {
    /// A decoded recipe's searchable text: its name to `names`; its ingredients, then its
    /// tags, to `others`, one part each.
    package static func appendSearchText(of recipe: Recipe, names: inout FoldedTexts, others: inout FoldedTexts) {
        TextFolding.append(recipe.name, to: &names.bytes)
        names.finishText()
        for text in recipe.ingredients.map(\.item) + recipe.tags {
            TextFolding.append(text, to: &others.bytes)
            others.finishPart()
        }
        others.finishText()
    }

    package var bytes: ByteBuffer
    /// 32 bits: 4 bytes less a recipe for each of the two texts (folded texts of even
    /// 100,000 recipes come to tens of megabytes).
    package private(set) var starts: [UInt32] = [0]

    package init(capacity: Int = 1024, texts: Int = 16) {
        bytes = ByteBuffer(capacity: capacity)
        starts.reserveCapacity(texts + 1)
    }

    package var count: Int { starts.count - 1 }

    /// Ends one part of the current recipe's text (one ingredient, one tag).
    @inline(__always) package mutating func finishPart() { bytes.append(0) }

    /// Ends the current recipe's text.
    @inline(__always) package mutating func finishText() {
        bytes.append(0)
        starts.append(UInt32(bytes.count))
    }

    /// Adds the texts of `other` after these.
    package mutating func append(_ other: FoldedTexts) {
        let offset = UInt32(bytes.count)
        bytes.append(other.bytes.bytes)
        for start in other.starts.dropFirst() { starts.append(start + offset) }
    }

    /// Forgets everything after the first `count` texts.
    package mutating func truncate(toTexts count: Int) {
        starts.removeSubrange((count + 1)...)
        bytes.truncate(to: Int(starts[count]))
    }

    /// The texts, read-only from now on; this value must not be used after.
    package func freeze() -> FrozenTexts { FrozenTexts(bytes: bytes.freeze(), starts: starts) }
}

/// `FoldedTexts`, done.
package struct FrozenTexts: Sendable {
    package let bytes: OwnedBytes
    package let starts: [UInt32]

    package var count: Int { starts.count - 1 }

    @inline(__always) package func range(of i: Int) -> Range<Int> { Int(starts[i])..<(Int(starts[i + 1]) - 1) }
}
