import CookbookModel

/// Ids made from names and paths: lowercase ASCII letters, digits and `-`, diacritics
/// dropped ("Crème Brûlée" → `creme-brulee`), as the bundled cookbook's ids are.
public enum Slug {
    public static func make(_ text: String) -> String {
        var slug: [UInt8] = []
        let folded = RecipeSearch.fold(text)
        slug.reserveCapacity(folded.utf8.count)
        var dash = false
        for byte in folded.utf8 {
            if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                if dash, !slug.isEmpty { slug.append(0x2D) }
                dash = false
                slug.append(byte)
            } else {
                dash = true
            }
        }
        guard slug.count > maximumLength else { return String(decoding: slug, as: UTF8.self) }
        // Cut, and told apart from every other text cut to the same start by the whole text's
        // hash: two folders whose paths share their first 80 characters were one category.
        var kept = slug.prefix(maximumLength - 9)
        while kept.last == 0x2D { kept.removeLast() }
        return String(decoding: kept, as: UTF8.self) + "-" + hash(String(decoding: slug, as: UTF8.self))
    }

    /// The longest slug: a longer one is cut and ends with its whole text's hash.
    public static let maximumLength = 80

    /// Eight hex digits from text (`StateStore.fnv1a`'s last eight), to tell apart ids that
    /// would be equal.
    public static func hash(_ text: String) -> String {
        hash(of: StableHash.fnv1a(text.utf8))
    }

    /// The same eight hex digits of a hash worked out in parts (`StableHash.fnv1a(_:after:)`).
    static func hash(of value: UInt64) -> String {
        var digits: [UInt8] = []
        appendHash(of: value, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// `hash(of:)`'s digits after `bytes` (the ids remembered write one a recipe).
    static func appendHash(of value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 28, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
    }
}
