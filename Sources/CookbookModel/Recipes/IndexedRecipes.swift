/// What a library's store knows of every recipe without reading it whole: its summary, how
/// many ingredients and steps it has, the ids of its related recipes and its folded search
/// text, collected one recipe at a time in the library's order; then made a `Library`
/// (`Library(categories:indexed:bodies:)`), whose whole recipes the store reads when shown.
public struct IndexedRecipes {
    var summaries = RecipeSummaries()
    var counts: [Int32] = []
    /// Recipe `i`'s related ids are `related[relatedStarts[i]..<relatedStarts[i + 1]]`.
    var related: [String] = []
    var relatedStarts: [Int32] = [0]
    var names: FoldedTexts
    var others: FoldedTexts
    var outOfRange: [Catalog.NumberOutOfRange] = []
    var facets: RecipeFacets.Builder

    /// Room for `count` recipes, whose ids, names and sources come to about `textBytes`.
    public init(capacity count: Int, textBytes: Int) {
        summaries.reserveCapacity(count, bytes: textBytes)
        counts.reserveCapacity(2 * count)
        relatedStarts.reserveCapacity(count + 1)
        names = FoldedTexts(capacity: count * 24, texts: count)
        others = FoldedTexts(capacity: count * 64, texts: count)
        facets = RecipeFacets.Builder(capacity: count)
    }

    public var count: Int { summaries.count }

    /// The next recipe, with its search text as `SearchText` holds it and its facet values as
    /// `RecipeFacets.pack` packs them. `nameText` nil: the library is not searched (a command
    /// that only lists), and nothing is indexed for it.
    public mutating func append(
        _ summary: RecipeSummary, ingredients: Int, steps: Int, related ids: [String],
        nameText: UnsafeBufferPointer<UInt8>?, otherText: UnsafeBufferPointer<UInt8>, facets packed: UnsafeBufferPointer<UInt8>
    ) {
        facets.append(packed: packed)
        outOfRange += Catalog.numbersOutOfRange(
            recipe: summaries.count, servings: summary.servings, prep: summary.prepMinutes, cook: summary.cookMinutes,
            total: summary.statedTotalMinutes)
        summaries.append(summary)
        counts.append(Int32(clamping: ingredients))
        counts.append(Int32(clamping: steps))
        related += ids
        relatedStarts.append(Int32(related.count))
        if let nameText {
            names.bytes.append(nameText)
            others.bytes.append(otherText)
        }
        names.finishText()
        others.finishText()
    }
}

extension Library {
    /// A library of indexed recipes whose whole recipes `bodies` reads by position. Related
    /// ids that name no recipe are dropped and said in `warnings`, as for a cookbook file.
    /// `placesAreFolders`: the categories are folders of files.
    public init(
        categories: [Category], indexed: consuming IndexedRecipes, bodies: any RecipeBodies, placesAreFolders: Bool = true
    ) throws(CookbookValidationError) {
        let checked: Catalog.Checked
        do {
            checked = try Catalog.check(
                version: 1, categories: categories,
                Catalog.RecipeIndexing(summaries: indexed.summaries, emptyItems: [], outOfRange: indexed.outOfRange))
        } catch {
            indexed.names.bytes.deallocate()
            indexed.others.bytes.deallocate()
            _ = indexed.facets.finish()
            throw error
        }
        var warnings: [String] = []
        var kept: [Int32] = []
        var keptStarts: [Int32] = [0]
        keptStarts.reserveCapacity(indexed.count + 1)
        for i in 0..<indexed.count {
            let ids = indexed.related[Int(indexed.relatedStarts[i])..<Int(indexed.relatedStarts[i + 1])]
            if !ids.isEmpty {
                let own = checked.summaries.id(at: i)
                for id in ids where checked.ids.index(of: id) == nil {
                    warnings.append(Catalog.unknownRelatedWarning(own, id))
                }
                for id in Catalog.keptRelated(Array(ids), of: own, exists: { checked.ids.index(of: $0) != nil }) {
                    kept.append(Int32(checked.ids.index(of: id)!))
                }
            }
            keptStarts.append(Int32(kept.count))
        }
        let search = SearchIndex(names: indexed.names.freeze(), others: indexed.others.freeze(), summaries: checked.summaries)
        self.init(
            catalog: Catalog(
                checked, outlines: Catalog.Outlines(counts: indexed.counts, relatedStarts: keptStarts, related: kept),
                searchIndex: search, facets: indexed.facets.finish(), placesAreFolders: placesAreFolders),
            store: RecipeStore(bodies: bodies), warnings: warnings)
    }
}
