import CookbookModel
/// Reads one step — its lines already joined by spaces (or by a newline after a `\\`) — into
/// text and components. So a component may go on over a line break, as in the reference parser:
/// `@baby corn{100%g}(halved` and `lengthways)` on the next line make one ingredient with its
/// note. A component that is not well formed stays text, as the spec's examples have it:
/// `@ example`, `# 5`, `~ {5}`, `@chilli{3`.
///
/// A search for a closing `}` or `)` that failed is not repeated from a later place, so a step
/// of a million `@a{` is still read in linear time.
struct CooklangStepParser {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    private typealias C = CooklangCharacters

    private let bytes: Bytes
    private var items: [CooklangItem] = []
    /// Text not yet made an item, and where in `bytes` it begins.
    private var text: [UInt8] = []
    private var textFrom = 0
    /// Where in `bytes` a space joins two lines (`CooklangParser`), and those in text items.
    private let joins: [Int]
    private var nextJoin = 0
    private var lineJoins: [CooklangStep.LineJoin] = []
    /// No `}` (no `)`) at or after this position.
    private var noBraceFrom = Int.max
    private var noParenFrom = Int.max

    private init(bytes: Bytes, joins: [Int]) {
        self.bytes = bytes
        self.joins = joins
        // Room for a component at each marker and text between: made once, not grown.
        var markers = 0
        for byte in bytes where byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~") { markers += 1 }
        items.reserveCapacity(2 * markers + 1)
    }

    /// The step `bytes` make; nil when they make no item. `lineJoins`: where a space joins
    /// two lines, in order.
    static func step(_ bytes: Bytes, lineJoins: [Int] = []) -> CooklangStep? {
        var parser = CooklangStepParser(bytes: bytes, joins: lineJoins)
        parser.read()
        parser.flushText()
        return parser.items.isEmpty ? nil : CooklangStep(items: parser.items, lineJoins: parser.lineJoins)
    }

    private mutating func read() {
        let hi = bytes.count
        var i = 0
        var textStart = 0
        while i < hi {
            let b = bytes[i]
            if b == UInt8(ascii: "@") || b == UInt8(ascii: "#") || b == UInt8(ascii: "~"),
                let (item, end) = component(at: i, hi)
            {
                if text.isEmpty { textFrom = textStart }
                text.append(contentsOf: Bytes(rebasing: bytes[textStart..<i]))
                flushText()
                items.append(item)
                i = end
                textStart = end
            } else {
                i += 1
            }
        }
        if text.isEmpty { textFrom = textStart }
        text.append(contentsOf: Bytes(rebasing: bytes[textStart..<hi]))
    }

    private mutating func flushText() {
        guard !text.isEmpty else { return }
        // The text is `bytes[textFrom..<textFrom + text.count]`: the joins in it are its.
        // (Both go forward: the joins are looked at once each.)
        while nextJoin < joins.count, joins[nextJoin] < textFrom { nextJoin += 1 }
        while nextJoin < joins.count, joins[nextJoin] < textFrom + text.count {
            lineJoins.append(CooklangStep.LineJoin(item: items.count, offset: joins[nextJoin] - textFrom))
            nextJoin += 1
        }
        items.append(.text(String(decoding: text, as: UTF8.self)))
        text.removeAll(keepingCapacity: true)
    }

    // MARK: Components

    /// The component whose marker (`@`, `#`, `~`) is at `m`, and where it ends; nil when what
    /// follows the marker makes no component.
    private mutating func component(at m: Int, _ hi: Int) -> (CooklangItem, Int)? {
        let marker = bytes[m]
        let p = m + 1
        guard p < hi else { return nil }

        // `~{10%minutes}`: a timer needs no name.
        if marker == UInt8(ascii: "~"), bytes[p] == UInt8(ascii: "{") {
            guard let close = closingBrace(p + 1, hi) else { return nil }
            let amount = self.amount(p + 1, close, fixedAllowed: false)
            guard amount.quantity != nil || amount.units != nil else { return nil }
            return (.timer(CooklangTimer(name: nil, quantity: amount.quantity, units: amount.units)), close + 1)
        }

        // A name begins with a word character; a recipe reference with `./` or `../`.
        let isReference = marker == UInt8(ascii: "@") && (startsWith("./", p, hi) || startsWith("../", p, hi))
        guard isReference || C.wordLength(bytes, p) > 0 else { return nil }

        // Several words up to a `{`, unless another component or a line break kept by `\`
        // comes first.
        var q = p
        while q < hi {
            let b = bytes[q]
            if b == UInt8(ascii: "{") { break }
            if b == UInt8(ascii: "@") || b == UInt8(ascii: "#") || b == UInt8(ascii: "~") || b == 0x0A {
                q = hi
                break
            }
            q += 1
        }
        var nameRange: Range<Int>
        var end: Int
        var amount = Amount()
        if q < hi, let close = closingBrace(q + 1, hi) {
            nameRange = C.trimmed(bytes, p, q)
            amount = self.amount(q + 1, close, fixedAllowed: marker == UInt8(ascii: "@"))
            end = close + 1
        } else {
            // One word. A reference needs its braces: `@./Sauces/Pesto` alone stays text.
            if isReference { return nil }
            var e = p
            while e < hi {
                let length = C.wordLength(bytes, e)
                if length == 0 { break }
                e += length
            }
            nameRange = p..<e
            end = e
        }
        let name = C.string(bytes, nameRange)

        if marker == UInt8(ascii: "~") {
            return (.timer(CooklangTimer(name: name, quantity: amount.quantity, units: amount.units)), end)
        }

        // `(note)` right after the name or the braces.
        var note: String?
        if end < hi, bytes[end] == UInt8(ascii: "("), let close = closingParenthesis(end + 1, hi) {
            let range = C.trimmed(bytes, end + 1, close)
            note = range.isEmpty ? nil : C.string(bytes, range)
            end = close + 1
        }

        if marker == UInt8(ascii: "#") {
            return (.cookware(CooklangCookware(name: name, quantity: amount.quantity, units: amount.units, note: note)), end)
        }
        var ingredient = CooklangIngredient(
            name: name, quantity: amount.quantity, units: amount.units, fixed: amount.fixed, note: note)
        if isReference {
            ingredient.reference = name
            // The recipe's own name is the path's last part: "./Sauces/Pesto" is Pesto.
            if let slash = nameRange.lastIndex(where: { bytes[$0] == UInt8(ascii: "/") }) {
                let last = C.trimmed(bytes, slash + 1, nameRange.upperBound)
                if !last.isEmpty { ingredient.name = C.string(bytes, last) }
            }
        }
        return (.ingredient(ingredient), end)
    }

    private struct Amount {
        var quantity: CooklangQuantity?
        var units: String?
        var fixed = false
    }

    /// `quantity%units` between braces: `3`, ` 3 % items `, `=1%tsp`, `%cup`, `few`. A `\`
    /// makes the next character plain and is dropped, as the reference parser does: `1\/2`
    /// is the text "1/2" (a quantity with an escape is text, never a number), `1\%` does not
    /// begin the units, `\=1` is not fixed, `\}` does not close the braces.
    private func amount(_ lo: Int, _ hi: Int, fixedAllowed: Bool) -> Amount {
        var percent = lo
        while percent < hi, bytes[percent] != UInt8(ascii: "%") {
            percent += bytes[percent] == UInt8(ascii: "\\") ? 2 : 1
        }
        percent = min(percent, hi)
        var quantityRange = C.trimmed(bytes, lo, percent)
        var amount = Amount()
        if fixedAllowed, !quantityRange.isEmpty, bytes[quantityRange.lowerBound] == UInt8(ascii: "=") {
            amount.fixed = true
            quantityRange = C.trimmed(bytes, quantityRange.lowerBound + 1, quantityRange.upperBound)
        }
        if !quantityRange.isEmpty {
            let escaped = bytes[quantityRange].contains(UInt8(ascii: "\\"))
            amount.quantity = CooklangQuantity(
                text: unescaped(quantityRange), value: escaped ? nil : CooklangNumber.value(bytes, quantityRange))
        }
        if percent < hi {
            let unitsRange = C.trimmed(bytes, percent + 1, hi)
            if !unitsRange.isEmpty { amount.units = unescaped(unitsRange) }
        }
        return amount
    }

    /// The text of `range` with each `\` that makes the next character plain dropped.
    private func unescaped(_ range: Range<Int>) -> String {
        guard bytes[range].contains(UInt8(ascii: "\\")) else { return C.string(bytes, range) }
        var out: [UInt8] = []
        out.reserveCapacity(range.count)
        var i = range.lowerBound
        while i < range.upperBound {
            if bytes[i] == UInt8(ascii: "\\"), i + 1 < range.upperBound { i += 1 }
            out.append(bytes[i])
            i += 1
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The `}` that closes braces opened before `from` (`CooklangCharacters.closingBrace`: a
    /// `\}` does not). Every search begins just after a `{`, so none begins inside a `\` and
    /// its character: a search that failed from one place fails from every later one.
    private mutating func closingBrace(_ from: Int, _ hi: Int) -> Int? {
        guard from < noBraceFrom else { return nil }
        if let close = C.closingBrace(bytes, from, min(hi, noBraceFrom)) { return close }
        noBraceFrom = from
        return nil
    }

    private mutating func closingParenthesis(_ from: Int, _ hi: Int) -> Int? {
        guard from < noParenFrom else { return nil }
        let limit = min(hi, noParenFrom)
        var i = from
        while i < limit {
            if bytes[i] == UInt8(ascii: ")") { return i }
            i += 1
        }
        noParenFrom = from
        return nil
    }

    private func startsWith(_ prefix: StaticString, _ i: Int, _ hi: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard i + count <= hi else { return false }
        let start = prefix.utf8Start
        for k in 0..<count where bytes[i + k] != start[k] { return false }
        return true
    }
}
