extension Category {
    /// The id a category of this name gets: lowercase ASCII letters, digits and `-`,
    /// diacritics dropped ("Crème Brûlée" → `creme-brulee`), as the bundled cookbook's ids
    /// are. A long one is cut and ends with its whole text's hash; empty when the name has
    /// no letter or digit.
    public static func id(named text: String) -> String {
        var slug: [UInt8] = []
        let folded = TextFolding.fold(text)
        slug.reserveCapacity(folded.count)
        var dash = false
        for byte in folded {
            if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
                if dash, !slug.isEmpty { slug.append(0x2D) }
                dash = false
                slug.append(byte)
            } else {
                dash = true
            }
        }
        guard slug.count > longestID else { return String(decoding: slug, as: UTF8.self) }
        // Cut, and told apart from every other text cut to the same start by the whole text's
        // hash: two folders whose paths share their first 80 characters were one category.
        var kept = slug.prefix(longestID - 9)
        while kept.last == 0x2D { kept.removeLast() }
        return String(decoding: kept, as: UTF8.self) + "-" + hashText(of: StableHash.fnv1a(slug))
    }

    /// The longest id made from a name: a longer one is cut and ends with its whole text's hash.
    public static let longestID = 80

    /// Eight hex digits of a hash (`StableHash.fnv1a`'s last eight), to tell apart ids that
    /// would be equal.
    public static func hashText(of value: UInt64) -> String {
        var digits: [UInt8] = []
        appendHashText(of: value, to: &digits)
        return String(decoding: digits, as: UTF8.self)
    }

    /// `hashText(of:)`'s digits after `bytes`.
    package static func appendHashText(of value: UInt64, to bytes: inout [UInt8]) {
        for shift in stride(from: 28, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? 0x30 + digit : 0x57 + digit)
        }
    }
}
