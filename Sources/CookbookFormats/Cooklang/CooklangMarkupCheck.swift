import CookbookModel

/// Markup a Cooklang file means but the grammar does not take, which the reader keeps as
/// plain text (as the spec says it must): what `cookbook validate` warns of, each with its
/// line and column (as the reader counts them) and what was probably meant. The file is read
/// all the same; these are no problems of the library's.
///
/// - a component with no name: `#{22cm x 33cm}`, `@{2%cups}`; a timer with nothing in its
///   braces, `~{}`;
/// - a name that begins with punctuation: `@?appelsinskal` (cooklang-rs's marks `?`, `&`,
///   `+`, `-` are not in the spec);
/// - a `{` after a component's name, or a `(` after its amount, that nothing closes in its
///   step: `@sugar{2 and more` is the ingredient `sugar` and the text `{2 and more`;
/// - a recipe reference without its braces: `@./Sauces/Pesto`;
/// - `>>` metadata without `key: value`.
///
/// Comments, notes, section lines and the front matter are not looked at. A file the reader
/// refuses (front matter or a block comment never closed) gives none: its problem says more.
public enum CooklangMarkupCheck {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    private typealias C = CooklangCharacters

    /// A file's bytes, decoded as the reader decodes them; none when they are not text.
    public static func warnings(bytes: [UInt8]) -> [FormatProblem] {
        TextDecoding.isText(bytes) ? warnings(TextDecoding.decode(bytes)) : []
    }

    public static func warnings(_ text: String) -> [FormatProblem] {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { original in
            guard let masked = masked(original) else { return [] }
            return masked.withUnsafeBufferPointer { bytes in
                var check = Check(original: original, bytes: bytes)
                return check.run()
            }
        }
    }

    /// The text with what is not steps (a byte order mark, the front matter, comments) made
    /// spaces, line breaks kept: every place is where it is in the file. Nil when the reader
    /// refuses the file.
    private static func masked(_ bytes: Bytes) -> [UInt8]? {
        var out = Array(bytes)
        func blank(_ range: Range<Int>) {
            var i = range.lowerBound
            while i < range.upperBound {
                let length = C.newlineLength(bytes, i)
                if length > 0 {
                    i += length
                } else {
                    out[i] = 0x20
                    i += 1
                }
            }
        }
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }
        switch CooklangParser.frontMatter(bytes, start) {
        case .none: break
        case .unclosed: return nil
        case .closed(_, let bodyStart, _): start = bodyStart
        }
        blank(0..<start)
        // Comments as `CooklangParser.removeComments` finds them: `--` (two dashes, not
        // three) to the end of the line, `[-` to `-]`.
        var i = start
        let n = bytes.count
        while i < n {
            if bytes[i] == UInt8(ascii: "-") {
                var dashes = i
                while dashes < n, bytes[dashes] == UInt8(ascii: "-") { dashes += 1 }
                if dashes - i == 2 {
                    var end = dashes
                    while end < n, C.newlineLength(bytes, end) == 0 { end += 1 }
                    blank(i..<end)
                    i = end
                } else {
                    i = dashes
                }
            } else if bytes[i] == UInt8(ascii: "["), i + 1 < n, bytes[i + 1] == UInt8(ascii: "-") {
                var k = i + 2
                while k + 1 < n, !(bytes[k] == UInt8(ascii: "-") && bytes[k + 1] == UInt8(ascii: "]")) { k += 1 }
                guard k + 1 < n else { return nil }
                blank(i..<(k + 2))
                i = k + 2
            } else {
                i += 1
            }
        }
        return out
    }

    /// One file's check: the original bytes (for columns and quotes) and the masked ones.
    private struct Check {
        let original: Bytes
        let bytes: Bytes
        /// Each line, without its line break (LF, CR LF, CR, VT, FF, NEL, LS, PS).
        private var lines: [Range<Int>] = []
        private var warnings: [FormatProblem] = []

        init(original: Bytes, bytes: Bytes) {
            self.original = original
            self.bytes = bytes
            var lo = 0
            var i = 0
            while i < bytes.count {
                let length = C.newlineLength(bytes, i)
                if length > 0 {
                    lines.append(lo..<i)
                    i += length
                    lo = i
                } else {
                    i += 1
                }
            }
            lines.append(lo..<bytes.count)
        }

        /// The lines as `CooklangParser.readBlocks` sees them: each step paragraph checked
        /// whole (a component may go on over a line break).
        mutating func run() -> [FormatProblem] {
            var step: Range<Int>?
            var inNote = false
            func endParagraph(_ check: inout Check) {
                if let range = step { check.checkStep(range) }
                step = nil
                inNote = false
            }
            for line in lines {
                let (lo, hi) = (line.lowerBound, line.upperBound)
                if C.isBlank(bytes, lo, hi) {
                    endParagraph(&self)
                    continue
                }
                let first = bytes[lo]
                let isMetadata = first == UInt8(ascii: ">") && hi - lo >= 2 && bytes[lo + 1] == UInt8(ascii: ">")
                if isMetadata {
                    let colon = bytes[(lo + 2)..<hi].firstIndex(of: UInt8(ascii: ":"))
                    if let colon, !C.trimmed(bytes, lo + 2, colon).isEmpty {
                        endParagraph(&self)
                        continue
                    }
                    warn(at: lo, "`\(quote(lo, hi))` is read as \(inNote ? "a note's" : "a step's") text: metadata is `>> key: value`")
                }
                if first == UInt8(ascii: "=") {
                    endParagraph(&self)
                    continue
                }
                if step == nil, !inNote {
                    if first == UInt8(ascii: ">"), !isMetadata {
                        inNote = true
                    } else {
                        step = lo..<hi
                    }
                }
                if let range = step { step = range.lowerBound..<hi }
            }
            endParagraph(&self)
            return warnings
        }

        // MARK: A step

        private mutating func checkStep(_ range: Range<Int>) {
            var i = range.lowerBound
            let hi = range.upperBound
            while i < hi {
                let b = bytes[i]
                if b == UInt8(ascii: "@") || b == UInt8(ascii: "#") || b == UInt8(ascii: "~") {
                    i = checkComponent(at: i, hi)
                } else {
                    i += 1
                }
            }
        }

        /// Checks the component whose marker is at `m`; where to go on looking.
        private mutating func checkComponent(at m: Int, _ hi: Int) -> Int {
            let marker = bytes[m]
            let p = m + 1
            guard p < hi, C.spaceLength(bytes, p) == 0, C.newlineLength(bytes, p) == 0 else { return p }
            let what = marker == UInt8(ascii: "@") ? "an ingredient" : marker == UInt8(ascii: "#") ? "cookware" : "a timer"

            if bytes[p] == UInt8(ascii: "{") {
                guard let close = closingBrace(p + 1, hi) else {
                    warn(at: p, "`\(quote(m, hi))`: the `{` is never closed in its step, so it is read as text; close it with `}`")
                    return p + 1
                }
                if marker == UInt8(ascii: "~") {
                    if C.trimmed(bytes, p + 1, close).isEmpty {
                        warn(at: m, "`~{}` is read as text: a timer needs a duration, as in `~{10%minutes}`")
                    }
                } else {
                    let inside = quote(p + 1, close)
                    warn(at: m, "`\(quote(m, close + 1))` is read as text: \(what) needs a name before its `{`, as in "
                        + (marker == UInt8(ascii: "#") ? "`#tin{}(\(inside))` or `#tin{\(inside)}`" : "`@name{\(inside)}`"))
                }
                return close + 1
            }

            let isReference = marker == UInt8(ascii: "@") && (starts("./", p, hi) || starts("../", p, hi))
            if isReference {
                guard let brace = nameEnd(p, hi) else {
                    var end = p
                    while end < hi, C.spaceLength(bytes, end) == 0, C.newlineLength(bytes, end) == 0 { end += 1 }
                    warn(at: m, "`\(quote(m, end))` is read as text: a recipe reference needs braces, as in `\(quote(m, end)){}`")
                    return end
                }
                return checkAfterName(m, brace, hi)
            }

            if C.wordLength(bytes, p) > 0 { return checkAfterName(m, nameEnd(p, hi), hi) }

            // Punctuation first: a name with marks before it (cooklang-rs's `@?x`, `@&(=1)x`),
            // or no name at all.
            var q = p
            while q < hi {
                if bytes[q] == UInt8(ascii: "("), let close = bytes[q..<min(hi, q + 16)].firstIndex(of: UInt8(ascii: ")")) {
                    q = close + 1
                    continue
                }
                guard C.wordLength(bytes, q) == 0, C.spaceLength(bytes, q) == 0, C.newlineLength(bytes, q) == 0,
                      bytes[q] != UInt8(ascii: "{"), !isMarker(bytes[q])
                else { break }
                q += 1
            }
            // (A letter after the marks: `#.5` and `@1` are not names meant.)
            guard q < hi, q - p <= 16, C.wordLength(bytes, q) > 0, C.scalar(bytes, q).0.properties.isAlphabetic else { return p }
            let end = componentEnd(q, hi)
            let meant = String(decoding: [marker], as: UTF8.self) + quote(q, end, limit: 40)
            warn(at: m, "`\(quote(m, end))` is read as text: a name begins with a letter or a digit; did you mean `\(meant)`?")
            return end
        }

        /// What follows a name that ends at `brace` (its `{`, or nil when it is one word):
        /// a `{` never closed, or a `(` never closed after the amount.
        private mutating func checkAfterName(_ m: Int, _ brace: Int?, _ hi: Int) -> Int {
            var end: Int
            if let brace {
                guard let close = closingBrace(brace + 1, hi) else {
                    warn(at: brace, "`\(quote(m, hi))`: the `{` is never closed in its step, so `\(quote(m, brace))` "
                        + "is read as one word and the rest as text; close it with `}`")
                    return brace + 1
                }
                end = close + 1
            } else {
                end = m + 1
                while end < hi, C.wordLength(bytes, end) > 0 { end += C.wordLength(bytes, end) }
            }
            if end < hi, bytes[end] == UInt8(ascii: "(") {
                guard bytes[(end + 1)..<hi].contains(UInt8(ascii: ")")) else {
                    warn(at: end, "`\(quote(m, hi))`: the `(` after `\(quote(m, end))` is never closed in its step, "
                        + "so the note is read as text; close it with `)`")
                    return end + 1
                }
            }
            return end
        }

        /// The `{` that ends a name beginning at `p`, as the reader looks for it: before
        /// another marker; nil when there is none (one word). (The reader joins a step's lines
        /// with spaces, so a name goes on over a line break; after a line that ends in `\` it
        /// does not, which is not told apart here.)
        private func nameEnd(_ p: Int, _ hi: Int) -> Int? {
            var q = p
            while q < hi {
                if bytes[q] == UInt8(ascii: "{") { return q }
                if isMarker(bytes[q]) { return nil }
                q += 1
            }
            return nil
        }

        /// Where the component whose name begins at `p` ends: after its `}` when it has
        /// closed braces, else after its one word.
        private func componentEnd(_ p: Int, _ hi: Int) -> Int {
            if let brace = nameEnd(p, hi), let close = closingBrace(brace + 1, hi) { return close + 1 }
            var end = p
            while end < hi, C.wordLength(bytes, end) > 0 { end += C.wordLength(bytes, end) }
            return end
        }

        /// The `}` that closes an amount from `from`, as the reader finds it.
        private func closingBrace(_ from: Int, _ hi: Int) -> Int? {
            C.closingBrace(bytes, from, hi)
        }

        private func isMarker(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "~")
        }

        private func starts(_ prefix: String, _ i: Int, _ hi: Int) -> Bool {
            let prefix = Array(prefix.utf8)
            return i + prefix.count <= hi && bytes[i..<(i + prefix.count)].elementsEqual(prefix)
        }

        // MARK: Saying it

        private mutating func warn(at position: Int, _ message: String) {
            // The line: the last that starts at or before the position.
            var low = 0, high = lines.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lines[middle].lowerBound <= position { low = middle } else { high = middle - 1 }
            }
            warnings.append(FormatProblem(
                line: low + 1, column: C.column(original, lineStart: lines[low].lowerBound, position), message: message))
        }

        /// The file's text from `lo` to `hi` on one line: line breaks and runs of spaces as
        /// one space, cut with `…` after `limit` characters.
        private func quote(_ lo: Int, _ hi: Int, limit: Int = 30) -> String {
            let text = String(decoding: Bytes(rebasing: original[lo..<min(hi, original.count)]), as: UTF8.self)
            let words = text.split(whereSeparator: { $0.isWhitespace || $0.isNewline }).joined(separator: " ")
            return words.count > limit ? String(words.prefix(limit)) + "…" : words
        }

    }
}
