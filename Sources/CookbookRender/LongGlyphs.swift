import Synchronization

/// The texts of glyphs longer than a code holds, each kept once for the life of the
/// process, numbered in the order first seen: what makes a `Glyph` a plain number. They are
/// few (emoji sequences and stacked marks in recipe text); a text that floods it with more
/// than `limit` different ones gets `�` for the rest.
public enum LongGlyphs {
    static let limit = 1 << 20
    private static let marker: UInt64 = 0xFF << 40
    private static let replacement = Glyph(text: "\u{FFFD}", width: 1).code

    private struct Table {
        var texts: [String] = []
        var numbers: [String: UInt64] = [:]
    }

    private static let table = Mutex(Table())

    /// The code of a text longer than six bytes of UTF-8.
    static func code(_ text: String) -> UInt64 {
        table.withLock { table in
            if let number = table.numbers[text] { return marker | number }
            guard table.texts.count < limit else { return replacement }
            let number = UInt64(table.texts.count)
            table.texts.append(text)
            table.numbers[text] = number
            return marker | number
        }
    }

    static func text(_ code: UInt64) -> String {
        let number = Int(code & ((1 << 40) - 1))
        return table.withLock { number < $0.texts.count ? $0.texts[number] : "\u{FFFD}" }
    }
}
