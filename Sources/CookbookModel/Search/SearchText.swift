/// A recipe's searchable text, folded as `SearchIndex` keeps it: the name, and the
/// ingredients then the tags, each part ended by a zero byte. Made once when a file is read
/// and kept with the recipe in a library's store, so opening the library again folds nothing.
public struct SearchText: Equatable, Sendable {
    public var name: [UInt8]
    public var others: [UInt8]

    public init(name: [UInt8], others: [UInt8]) {
        self.name = name
        self.others = others
    }

    /// The text `SearchIndex(recipes:)` would index for this recipe.
    public init(of recipe: Recipe) {
        var names = FoldedTexts(capacity: 64, texts: 1)
        var others = FoldedTexts(capacity: 256, texts: 1)
        FoldedTexts.appendSearchText(of: recipe, names: &names, others: &others)
        // Each text ends with a zero byte `finishText` added: not kept, it is added again.
        self.name = Array(names.bytes.bytes.dropLast())
        self.others = Array(others.bytes.bytes.dropLast())
        names.bytes.deallocate()
        others.bytes.deallocate()
    }
}
