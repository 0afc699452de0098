import CookbookKit

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
///   so is a parenthesis between the number and a unit: `1 (14 oz) can tomatoes` is 1 can,
///   note "14 oz";
/// - anything else is the item. A line with no quantity is all item (and note). A quantity of
///   0 (`0 As required black pepper`) is none.
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
            UTF8Scan.skipSpaces(bytes, &index)
            if let (_, written) = Units.read(bytes, at: &index) {
                unit = written
            } else if index < count, bytes[index] == UInt8(ascii: "("), let close = closingBracket(bytes, from: index) {
                // `1 (14 oz) can`: the bracket is the note when a unit follows it.
                var after = close + 1
                UTF8Scan.skipSpaces(bytes, &after)
                if let (_, written) = Units.read(bytes, at: &after) {
                    unit = written
                    let inner = HTMLText.trimmed(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
                    if !inner.isEmpty { notes.append(inner) }
                    index = after
                }
            }
            UTF8Scan.skipSpaces(bytes, &index)
            if unit != nil, notes.isEmpty, index < count, bytes[index] == UInt8(ascii: "("), let close = closingBracket(bytes, from: index) {
                let inner = HTMLText.trimmed(String(decoding: bytes[(index + 1)..<close], as: UTF8.self))
                if !inner.isEmpty { notes.append(inner) }
                index = close + 1
                UTF8Scan.skipSpaces(bytes, &index)
            }
            if unit != nil, let word = articles.first(where: { UTF8Scan.starts(bytes, with: $0, at: index) }), index + word.utf8.count < count {
                index += word.utf8.count
            }
        }
        var itemEnd = count
        if let comma = bytes[index...].firstIndex(of: UInt8(ascii: ",")) {
            itemEnd = comma
            let note = HTMLText.trimmed(String(decoding: bytes[(comma + 1)...], as: UTF8.self))
            if !note.isEmpty { notes.append(note) }
        }
        let item = HTMLText.trimmed(String(decoding: bytes[index..<itemEnd], as: UTF8.self))
        if item.isEmpty { return Ingredient(item: line, text: line) }
        let none = amount.map { $0.value == 0 } ?? true
        return Ingredient(
            quantity: none ? nil : amount?.value, quantityTo: none ? nil : amount?.upTo, unit: unit, item: item,
            note: notes.isEmpty ? nil : notes.joined(separator: ", "), text: line)
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
