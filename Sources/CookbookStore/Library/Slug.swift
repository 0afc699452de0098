import CookbookModel

/// Ids made from names and paths: lowercase ASCII letters, digits and `-`, diacritics
/// dropped ("Crème Brûlée" → `creme-brulee`), as the bundled cookbook's ids are.
public enum Slug {
    public static func make(_ text: String) -> String {
        Category.id(named: text)
    }

    /// The longest slug: a longer one is cut and ends with its whole text's hash.
    public static let maximumLength = Category.longestID

    /// Eight hex digits from text (`StateStore.fnv1a`'s last eight), to tell apart ids that
    /// would be equal.
    public static func hash(_ text: String) -> String {
        hash(of: StableHash.fnv1a(text.utf8))
    }

    /// The same eight hex digits of a hash worked out in parts (`StableHash.fnv1a(_:after:)`).
    static func hash(of value: UInt64) -> String {
        Category.hashText(of: value)
    }

    /// `hash(of:)`'s digits after `bytes` (the ids remembered write one a recipe).
    static func appendHash(of value: UInt64, to bytes: inout [UInt8]) {
        Category.appendHashText(of: value, to: &bytes)
    }
}
