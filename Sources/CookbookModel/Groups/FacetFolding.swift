/// A facet value as groups and queries compare it: folded as search folds text (case and
/// diacritics aside: "Entrée" is "entree"), punctuation as space ("gluten-free" is "gluten
/// free"), and each word without a plural `s` or `es` and a final `e` ("Desserts",
/// "dessert" and "DESSERT" are one; "sides" and "side"; "tomatoes" and "tomato"), a double
/// `ss` kept ("Swiss"). Only ever compared, never shown.
package enum FacetFolding {
    /// The key of a value as written.
    package static func key(_ text: String) -> [UInt8] {
        key(folded: TextFolding.fold(text))
    }

    /// The key of text `TextFolding` folded already (a search index's).
    package static func key<Bytes: Collection<UInt8>>(folded: Bytes) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(folded.count)
        var wordStart = 0
        func endWord() {
            var end = out.count
            // "desserts" → "dessert", "tomatoes" → "tomato", "entree" → "entre": the same key
            // for a word with and without its plural, whichever was written.
            if end - wordStart > 3, out[end - 1] == UInt8(ascii: "s"), out[end - 2] != UInt8(ascii: "s") { end -= 1 }
            if end - wordStart > 3, out[end - 1] == UInt8(ascii: "e") { end -= 1 }
            out.removeSubrange(end...)
        }
        for byte in folded {
            let isWordByte = byte >= 0x80 || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            if isWordByte {
                out.append(byte)
            } else if out.count > wordStart {
                endWord()
                out.append(0x20)
                wordStart = out.count
            }
        }
        if out.count > wordStart { endWord() } else if out.last == 0x20 { out.removeLast() }
        return out
    }
}
