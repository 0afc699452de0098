extension SearchIndex {
    /// Every recipe's tags as the index holds them (folded: a book read for its first screen
    /// keeps no other copy), as facet values: what grouping a book by tag reads.
    /// `ingredients(i)`: how many of recipe `i`'s parts are ingredients (the rest are tags).
    package func tagFacets(ingredients: (Int) -> Int) -> RecipeFacets {
        var builder = RecipeFacets.Builder(capacity: others.count)
        var packed: [UInt8] = []
        let text = others.bytes.bytes
        for r in 0..<others.count {
            packed.removeAll(keepingCapacity: true)
            forEachPart(of: r, from: ingredients(r), in: text) { part in
                packed.append(RecipeFacets.byte(of: .tag))
                packed += part
                packed.append(0)
            }
            builder.append(packed: packed)
        }
        return builder.finish()
    }

    /// Which recipes have a part (an ingredient, a tag) holding `needle` (folded) that
    /// `accept(recipe, part)` takes: found in the text eight bytes at a time, as words are.
    package func recipes(withPartHolding needle: [UInt8], accept: (_ recipe: Int, _ part: Int) -> Bool) -> [Bool] {
        var found = [Bool](repeating: false, count: others.count)
        guard !needle.isEmpty else { return found }
        let text = others.bytes.bytes, starts = others.starts
        needle.withUnsafeBufferPointer { needle in
            var r = 0
            var at = Self.find(needle, in: text, from: 0, to: text.count)
            while at >= 0 {
                while Int(starts[r + 1]) <= at { r += 1 }
                if !found[r] {
                    var part = 0
                    for i in Int(starts[r])..<at where text[i] == 0 { part += 1 }
                    found[r] = accept(r, part)
                }
                at = Self.find(needle, in: text, from: at + 1, to: text.count)
            }
        }
        return found
    }

    /// Which recipes have a tag whose key (`FacetFolding`) is `key`; recipe `i`'s first
    /// `ingredients(i)` parts are not tags.
    package func recipes(taggedWith key: [UInt8], ingredients: (Int) -> Int) -> [Bool] {
        var found = [Bool](repeating: false, count: others.count)
        guard let first = key.first else { return found }
        let text = others.bytes.bytes
        for r in 0..<others.count {
            forEachPart(of: r, from: ingredients(r), in: text) { part in
                // A key begins with the part's first letter or digit: most parts are told apart at once.
                if let head = part.first, head == first || !(head >= 0x80 || (head >= 0x61 && head <= 0x7A) || (head >= 0x30 && head <= 0x39)),
                   FacetFolding.key(folded: part) == key {
                    found[r] = true
                }
            }
        }
        return found
    }

    /// Recipe `r`'s parts from the `from`th on, each as its bytes (not empty).
    private func forEachPart(of r: Int, from: Int, in text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        let range = others.range(of: r)
        var part = 0
        var start = range.lowerBound
        while start < range.upperBound {
            var stop = start
            while stop < range.upperBound, text[stop] != 0 { stop += 1 }
            if part >= from, stop > start { body(UnsafeBufferPointer(rebasing: text[start..<stop])) }
            part += 1
            start = stop + 1
        }
    }
}
