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
            var part = 0
            var start = others.range(of: r).lowerBound
            let end = others.range(of: r).upperBound
            let skip = ingredients(r)
            while start < end {
                var stop = start
                while stop < end, text[stop] != 0 { stop += 1 }
                if part >= skip, stop > start {
                    packed.append(RecipeFacets.byte(of: .tag))
                    packed += text[start..<stop]
                    packed.append(0)
                }
                part += 1
                start = stop + 1
            }
            builder.append(packed: packed)
        }
        return builder.finish()
    }
}
