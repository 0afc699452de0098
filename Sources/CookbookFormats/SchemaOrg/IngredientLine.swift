import CookbookModel

/// An ingredient line as a page writes it ("1 1/2 cups (190 g) flour, sifted"), split into a
/// quantity, a unit, the item and a note, the line itself kept whole in `Ingredient.text`.
/// Modest on purpose:
///
/// - the amount leads the line, as `AmountText` reads it: a number, a fraction, a vulgar
///   fraction, a range (`2-3`, `2 to 3`: quantity 2, quantityTo 3);
/// - the unit is the next words (or letters stuck to the number, `150gr`) when `Units` knows
///   them, kept as the line spells them (`cups`, `EL`, `c. à s.`; a final dot and a plural in
///   brackets, `clove(s)`, dropped); `of`/`de`/`d'`/`di` after a unit is left out;
/// - a parenthesis right after the unit, and whatever follows the first comma, are the note;
///   so is a size between the number and a counted unit: `1 (14 oz) can tomatoes` and `1 15
///   oz. can tomatoes` are 1 can, note "14 oz" or "15 oz.";
/// - inches may be a mark right after the number (`3" ginger`); a word of size or fullness
///   before a unit (`1 heaping cup`, `2 large cloves`) is the note;
/// - anything else is the item; when nothing is left, the unit was the thing counted (`1
///   clove`: 1, item "clove"). A line with no quantity is all item (and note), but for an
///   amount with no number: `pinch saffron`, `a handful of basil` keep the unit. A quantity
///   of 0 (`0 As required black pepper`) is none.
///
/// Works on the line's UTF-8 bytes: lines are cleaned before (single spaces, trimmed).
enum IngredientLine {
    static func parse(_ line: String) -> Ingredient {
        let bytes = Array(line.utf8)
        let count = bytes.count
        var index = 0
        UTF8Scan.skipSpaces(bytes, &index)
        let amount = AmountText.read(bytes, at: &index)
        var unit: String?
        var notes: [String] = []
        if amount != nil {
            // `3" ginger`: inches, the mark right after the number.
            let inchMark = ["\"", "″"].first { UTF8Scan.starts(bytes, with: $0, at: index) }
            index += inchMark?.utf8.count ?? 0
            UTF8Scan.skipSpaces(bytes, &index)
            if let inchMark {
                unit = inchMark
            } else if let (_, written) = Units.read(bytes, at: &index) {
                unit = written
            } else if let (written, adjective, end) = measuredSize(bytes, at: index) {
                // `1 heaping cup`, `2 large cloves`: the word before the unit is the note.
                unit = written
                notes.append(adjective)
                index = end
            } else if let (written, size, end) = packageSize(bytes, at: index) {
                unit = written
                if !size.isEmpty { notes.append(size) }
                index = end
            }
            UTF8Scan.skipSpaces(bytes, &index)
            if unit != nil, notes.isEmpty, index < count, bytes[index] == UInt8(ascii: "("), let close = closingBracket(bytes, from: index) {
                let inner = HTMLText.trimmed(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
                if !inner.isEmpty { notes.append(inner) }
                index = close + 1
                UTF8Scan.skipSpaces(bytes, &index)
            }
        } else {
            // "pinch saffron", "a handful of basil": the unit of an amount with no number.
            var probe = index
            if let article = ["a ", "an ", "A ", "An "].first(where: { UTF8Scan.starts(bytes, with: $0, at: probe) }) {
                probe += article.utf8.count
            }
            if let (read, written) = Units.read(bytes, at: &probe), ["pinch", "dash", "handful"].contains(read.id) {
                unit = written
                index = probe
                UTF8Scan.skipSpaces(bytes, &index)
            }
        }
        if unit != nil, let word = articles.first(where: { UTF8Scan.starts(bytes, with: $0, at: index) }), index + word.utf8.count < count {
            index += word.utf8.count
        }
        var itemEnd = count
        if let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
            itemEnd = comma
            let note = HTMLText.trimmed(String(decoding: bytes[(comma + 1)...], as: UTF8.self))
            if !note.isEmpty { notes.append(note) }
        }
        let item = HTMLText.trimmed(String(decoding: bytes[index..<itemEnd], as: UTF8.self))
        let none = amount.map { $0.value == 0 } ?? true
        let note = notes.isEmpty ? nil : notes.joined(separator: ", ")
        if item.isEmpty {
            // "1 clove", "2 cans": the word was what is counted.
            guard let unit, !none else { return Ingredient(item: line, text: line) }
            return Ingredient(quantity: amount?.value, quantityTo: amount?.upTo, item: unit, note: note, text: line)
        }
        return Ingredient(
            quantity: none ? nil : amount?.value, quantityTo: none ? nil : amount?.upTo, unit: unit, item: item, note: note,
            text: line)
    }

    /// Words between a number and its unit that say how full or how big: the note.
    private static let measures: Set<String> = [
        "heaping", "heaped", "level", "scant", "generous", "rounded", "good", "large", "small", "medium", "big", "full",
    ]

    /// `heaping cup`: the unit's spelling, the word before it, and where the unit ends.
    private static func measuredSize(_ bytes: [UInt8], at index: Int) -> (String, String, Int)? {
        var end = index
        while end < bytes.count, UTF8Scan.isLetter(bytes[end]) { end += 1 }
        let word = String(decoding: bytes[index..<end], as: UTF8.self)
        guard measures.contains(word.lowercased()), end < bytes.count, bytes[end] == 0x20 else { return nil }
        var probe = end + 1
        guard let (_, written) = Units.read(bytes, at: &probe) else { return nil }
        return (written, word, probe)
    }

    /// The size of what is counted, between the number and a unit: `(14 oz) can`, `(1-pound)
    /// package`, `15 oz. can`, `15-oz can`: the unit's spelling, the size (the note) and
    /// where the unit ends. In brackets any unit may follow; bare, a mass or volume then a
    /// counted unit.
    private static func packageSize(_ bytes: [UInt8], at index: Int) -> (String, String, Int)? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "(") {
            guard let close = closingBracket(bytes, from: index) else { return nil }
            var after = close + 1
            UTF8Scan.skipSpaces(bytes, &after)
            guard let (_, written) = Units.read(bytes, at: &after) else { return nil }
            return (written, HTMLText.trimmed(String(decoding: bytes[(index + 1)..<close], as: UTF8.self)), after)
        }
        var probe = index
        guard AmountText.read(bytes, at: &probe) != nil else { return nil }
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") { probe += 1 }
        UTF8Scan.skipSpaces(bytes, &probe)
        guard let (size, _) = Units.read(bytes, at: &probe), size.dimension == .mass || size.dimension == .volume else { return nil }
        let sizeEnd = probe
        if probe < bytes.count, bytes[probe] == UInt8(ascii: "-") { probe += 1 }
        UTF8Scan.skipSpaces(bytes, &probe)
        guard let (counted, written) = Units.read(bytes, at: &probe), counted.dimension == .count else { return nil }
        return (written, HTMLText.trimmed(String(decoding: bytes[index..<sizeEnd], as: UTF8.self)), probe)
    }

    /// Words between a unit and the item: "1 cup of flour", "2 c. à s. de farine".
    private static let articles = ["of ", "de ", "d'", "d’", "di "]

    /// The `)` that closes the `(` at `index`, brackets inside counted.
    private static func closingBracket(_ bytes: [UInt8], from index: Int) -> Int? {
        var depth = 0
        for position in index..<bytes.count {
            if bytes[position] == UInt8(ascii: "(") { depth += 1 }
            if bytes[position] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return nil
    }
}
