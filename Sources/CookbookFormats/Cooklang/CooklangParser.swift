import CookbookModel
/// Cooklang text → `CooklangRecipe`, as the spec (cooklang/spec README) and its canonical
/// tests describe the language. Pure: no files, no global state.
///
/// The file, in order:
/// - A byte order mark is skipped.
/// - YAML front matter: a first line of `---`, up to the next line of `---`. Read with Yams;
///   see `CooklangFrontMatter`.
/// - Comments go before anything else is read: `--` to the end of the line, `[- … -]`
///   anywhere, across lines too. A run of three or more dashes (`---`) is text, not a comment
///   (the canonical `testMetadataBreak`).
/// - Then line by line (LF, CR LF, CR and the Unicode line breaks all end a line):
///   - a blank line ends a paragraph;
///   - `>> key: value` is metadata, the older form; it ends a paragraph;
///   - `= Name`, `== Name ==` begins a section; it ends a paragraph;
///   - a paragraph that begins with `>` is a note: its lines, without their `>`, joined by spaces;
///   - any other paragraph is a step: its lines joined by a space, or by a newline after a line
///     that ends in `\` (the backslash is dropped), then read by `CooklangStepParser`; where
///     a space joins two lines is kept beside it (`CooklangStep.lineJoins`).
///   A `>` or `=` only counts at the very start of a line.
///
/// Problems (with a line and a column): front matter that is never closed, front matter that
/// is not YAML or not `key: value` pairs, and a `[-` that is never closed. Anything else is a
/// recipe: what does not make a component is text.
public enum CooklangParser {
    typealias Bytes = UnsafeBufferPointer<UInt8>
    private typealias C = CooklangCharacters

    public static func parse(_ text: String) -> Result<CooklangRecipe, FormatProblem> {
        if let result = text.utf8.withContiguousStorageIfAvailable({ parse(bytes: $0) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { parse(bytes: $0) }
    }

    static func parse(bytes: Bytes) -> Result<CooklangRecipe, FormatProblem> {
        var start = 0
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { start = 3 }

        var metadata = MetadataBuilder()
        var body = (start: start, line: 1)
        switch frontMatter(bytes, start) {
        case .none:
            break
        case .unclosed:
            return .failure(FormatProblem(line: 1, column: 1, message: "the front matter's `---` is never closed by another `---` line"))
        case .closed(let content, let bodyStart, let bodyLine):
            switch CooklangFrontMatter.entries(C.string(bytes, content), firstLine: 2) {
            case .success(let entries): for entry in entries { metadata.add(entry) }
            case .failure(let problem): return .failure(problem)
            }
            body = (bodyStart, bodyLine)
        }

        var clean: [UInt8] = []
        clean.reserveCapacity(bytes.count - body.start)
        if let problem = removeComments(bytes, from: body.start, line: body.line, into: &clean) {
            return .failure(problem)
        }
        let sections = clean.withUnsafeBufferPointer { readBlocks($0, metadata: &metadata) }
        return .success(CooklangRecipe(metadata: metadata.entries, sections: sections))
    }

    // MARK: Front matter

    enum FrontMatter {
        case none
        case unclosed
        case closed(content: Range<Int>, bodyStart: Int, bodyLine: Int)
    }

    /// Whether the line at `start` is `---`, and where the front matter it opens ends.
    static func frontMatter(_ bytes: Bytes, _ start: Int) -> FrontMatter {
        guard let afterOpener = fenceLineEnd(bytes, start) else { return .none }
        var lineStart = afterOpener
        var line = 2
        while lineStart < bytes.count {
            if let afterCloser = fenceLineEnd(bytes, lineStart) {
                return .closed(content: afterOpener..<lineStart, bodyStart: afterCloser, bodyLine: line + 1)
            }
            lineStart = nextLine(bytes, lineStart)
            line += 1
        }
        return .unclosed
    }

    /// When the line at `i` is `---` (trailing spaces allowed), where the next line starts.
    private static func fenceLineEnd(_ bytes: Bytes, _ i: Int) -> Int? {
        guard i + 3 <= bytes.count, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: "-"),
            bytes[i + 2] == UInt8(ascii: "-")
        else { return nil }
        var k = i + 3
        while k < bytes.count, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        if k == bytes.count { return k }
        let length = C.newlineLength(bytes, k)
        return length > 0 ? k + length : nil
    }

    private static func nextLine(_ bytes: Bytes, _ i: Int) -> Int {
        var k = i
        while k < bytes.count {
            let length = C.newlineLength(bytes, k)
            if length > 0 { return k + length }
            k += 1
        }
        return k
    }

    // MARK: Comments

    /// Copies `bytes[from...]` to `clean` without comments, every line break made LF. A `[-`
    /// with no `-]` after it is a problem at its place.
    private static func removeComments(_ bytes: Bytes, from: Int, line firstLine: Int, into clean: inout [UInt8]) -> FormatProblem? {
        var i = from
        var line = firstLine
        var lineStart = from
        var runStart = from
        let n = bytes.count

        @inline(__always) func flush(_ end: Int) {
            if end > runStart { clean.append(contentsOf: Bytes(rebasing: bytes[runStart..<end])) }
        }

        while i < n {
            let b = bytes[i]
            switch b {
            case 0x0A, 0x0B, 0x0C, 0x0D, 0xC2, 0xE2:
                let length = C.newlineLength(bytes, i)
                if length == 0 {
                    i += 1
                    continue
                }
                flush(i)
                clean.append(0x0A)
                i += length
                line += 1
                lineStart = i
                runStart = i
            case UInt8(ascii: "-"):
                var dashes = i
                while dashes < n, bytes[dashes] == UInt8(ascii: "-") { dashes += 1 }
                if dashes - i == 2 {
                    // A line comment: drop it, keep the line break.
                    flush(i)
                    i = dashes
                    while i < n, C.newlineLength(bytes, i) == 0 { i += 1 }
                    runStart = i
                } else {
                    i = dashes
                }
            case UInt8(ascii: "[") where i + 1 < n && bytes[i + 1] == UInt8(ascii: "-"):
                flush(i)
                // The column is counted only for the problem: counting it for every comment
                // would make a long line of them quadratic.
                let opening = (line: line, lineStart: lineStart, at: i)
                var k = i + 2
                var closed = false
                while k < n {
                    if bytes[k] == UInt8(ascii: "-"), k + 1 < n, bytes[k + 1] == UInt8(ascii: "]") {
                        k += 2
                        closed = true
                        break
                    }
                    let length = C.newlineLength(bytes, k)
                    if length > 0 {
                        line += 1
                        k += length
                        lineStart = k
                    } else {
                        k += 1
                    }
                }
                guard closed else {
                    return FormatProblem(
                        line: opening.line, column: C.column(bytes, lineStart: opening.lineStart, opening.at),
                        message: "the block comment `[-` is never closed by `-]`")
                }
                i = k
                runStart = k
            default:
                i += 1
            }
        }
        flush(n)
        return nil
    }

    // MARK: Paragraphs

    private enum Paragraph {
        case none, step, note
    }

    private static func readBlocks(_ bytes: Bytes, metadata: inout MetadataBuilder) -> [CooklangSection] {
        var sections = [CooklangSection(name: nil)]
        var paragraph = Paragraph.none
        // The step's lines joined, or the note's.
        var step: [UInt8] = []
        var joiner: UInt8?
        // Where in `step` a space joins two of its lines.
        var lineJoins: [Int] = []
        var note: [UInt8] = []

        func endParagraph() {
            switch paragraph {
            case .none: break
            case .step:
                if let finished = step.withUnsafeBufferPointer({ CooklangStepParser.step($0, lineJoins: lineJoins) }) {
                    sections[sections.count - 1].blocks.append(.step(finished))
                }
                step.removeAll(keepingCapacity: true)
                lineJoins.removeAll(keepingCapacity: true)
            case .note:
                if !note.isEmpty { sections[sections.count - 1].blocks.append(.note(String(decoding: note, as: UTF8.self))) }
                note.removeAll(keepingCapacity: true)
            }
            paragraph = .none
            joiner = nil
        }

        var lineStart = 0
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            let lo = lineStart, hi = lineEnd

            if C.isBlank(bytes, lo, hi) {
                endParagraph()
                continue
            }
            let first = bytes[lo]
            if first == UInt8(ascii: ">"), hi - lo >= 2, bytes[lo + 1] == UInt8(ascii: ">"),
                let entry = metadataLine(bytes, lo + 2, hi)
            {
                endParagraph()
                metadata.add(entry)
                continue
            }
            if first == UInt8(ascii: "=") {
                endParagraph()
                sections.append(CooklangSection(name: sectionName(bytes, lo, hi)))
                continue
            }
            if paragraph == .none {
                let isNote = first == UInt8(ascii: ">") && !(hi - lo >= 2 && bytes[lo + 1] == UInt8(ascii: ">"))
                paragraph = isNote ? .note : .step
            }
            switch paragraph {
            case .note:
                let textStart = first == UInt8(ascii: ">") ? lo + 1 : lo
                let range = C.trimmed(bytes, textStart, hi)
                if !range.isEmpty {
                    if !note.isEmpty { note.append(0x20) }
                    note.append(contentsOf: Bytes(rebasing: bytes[range]))
                }
            case .step, .none:
                if let joiner {
                    if joiner == 0x20 { lineJoins.append(step.count) }
                    step.append(joiner)
                }
                // A line that ends in `\` (spaces after it allowed) goes on after a line break.
                var end = hi
                while end > lo, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
                if end > lo, bytes[end - 1] == UInt8(ascii: "\\") {
                    step.append(contentsOf: Bytes(rebasing: bytes[lo..<(end - 1)]))
                    joiner = 0x0A
                } else {
                    step.append(contentsOf: Bytes(rebasing: bytes[lo..<hi]))
                    joiner = 0x20
                }
            }
        }
        endParagraph()

        if sections[0].name == nil, sections[0].blocks.isEmpty { sections.removeFirst() }
        return sections
    }

    /// `key: value` after `>>`; nil without a colon or a key, and the line is text.
    private static func metadataLine(_ bytes: Bytes, _ lo: Int, _ hi: Int) -> CooklangMetadataEntry? {
        var colon = lo
        while colon < hi, bytes[colon] != UInt8(ascii: ":") { colon += 1 }
        guard colon < hi else { return nil }
        let key = C.trimmed(bytes, lo, colon)
        guard !key.isEmpty else { return nil }
        let value = C.trimmed(bytes, colon + 1, hi)
        return CooklangMetadataEntry(key: C.string(bytes, key), value: .text(C.string(bytes, value)))
    }

    /// "Dough" from `== Dough ==`, `=Dough`, `= Dough =`; nil for `===`.
    private static func sectionName(_ bytes: Bytes, _ lo: Int, _ hi: Int) -> String? {
        var start = lo
        while start < hi, bytes[start] == UInt8(ascii: "=") { start += 1 }
        var range = C.trimmed(bytes, start, hi)
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == UInt8(ascii: "=") { end -= 1 }
        range = C.trimmed(bytes, range.lowerBound, end)
        return range.isEmpty ? nil : C.string(bytes, range)
    }
}

/// Metadata in file order; a key given again keeps its first place and takes the new value.
struct MetadataBuilder {
    private(set) var entries: [CooklangMetadataEntry] = []
    private var places: [String: Int] = [:]

    init() {
        // Room for the usual few keys: made once, not grown.
        places.reserveCapacity(8)
    }

    mutating func add(_ entry: CooklangMetadataEntry) {
        // One search of the key (a file's keys are all new but for a mistake).
        if let place = places.updateValue(entries.count, forKey: entry.key) {
            places[entry.key] = place
            entries[place].value = entry.value
        } else {
            entries.append(entry)
        }
    }
}
