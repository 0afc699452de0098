import CookbookModel
import Yams

/// The YAML between the `---` lines, as metadata entries.
///
/// - A map: its keys in order, every scalar kept as text ("4", not 4), lists and maps kept.
/// - Nothing, or only comments: no entries.
/// - A single scalar: the YAML is valid but holds no map, as in `cooking time    :30 mins`
///   (YAML needs a space after the colon). The canonical tests read that as a key and a value,
///   so the lines are read as `key: value` lines, split at their first colon.
/// - Anything else is a problem at its line: YAML that does not parse, a key given twice, a
///   list, a value too large or too deep (aliases can make a few lines into millions of nodes).
///
/// Most front matter is only `key: plain value` lines, and Yams takes longer over those than
/// the rest of the file takes: `simpleEntries` reads them directly, to the same entries, and
/// Yams reads everything else. Both are public for the test that checks they agree.
public enum CooklangFrontMatter {
    /// Nodes read from one front matter at most, and how deep.
    static let nodeBudget = 10_000
    static let depthLimit = 32

    /// `firstLine` is the file's line number of the YAML's first line.
    public static func entries(_ yaml: String, firstLine: Int) -> Result<[CooklangMetadataEntry], FormatProblem> {
        if let entries = simpleEntries(yaml) { return .success(entries) }
        return entriesByYams(yaml, firstLine: firstLine)
    }

    /// The YAML read by Yams, whatever it holds.
    public static func entriesByYams(_ yaml: String, firstLine: Int) -> Result<[CooklangMetadataEntry], FormatProblem> {
        if let line = tooDeep(yaml) {
            return .failure(FormatProblem(
                line: firstLine + line, column: 1, message: "the front matter is too deep (more than \(depthLimit) levels)"))
        }
        let root: Node?
        do {
            // The basic resolver keeps every scalar a string and uses no regular expressions;
            // an explicit encoding keeps Yams from reading the environment on every call.
            root = try Yams.compose(yaml: yaml, .basic, .default, .utf8)
        } catch {
            return .failure(problem(error, firstLine: firstLine))
        }
        guard let root else { return .success([]) }

        switch root {
        case .mapping(let mapping):
            var budget = nodeBudget
            guard let entries = self.entries(mapping, budget: &budget, depth: 0) else {
                return .failure(FormatProblem(
                    line: firstLine, column: 1,
                    message: "the front matter is too large or too deep (more than \(nodeBudget) values or \(depthLimit) levels)"))
            }
            return .success(entries)
        case .scalar:
            return keyValueLines(yaml, firstLine: firstLine)
        case .sequence(let sequence):
            let line = sequence.mark.map { firstLine + $0.line - 1 } ?? firstLine
            return .failure(FormatProblem(line: line, column: 1, message: "the front matter is a list, not `key: value` lines"))
        case .alias:
            return .failure(FormatProblem(line: firstLine, column: 1, message: "the front matter is an alias, not `key: value` lines"))
        }
    }

    // MARK: The shortcut

    /// The entries when every line is blank, a `#` comment, or `key: value` with a plain value
    /// on one line: a key and a value that begin with no YAML indicator, hold no `: ` and no
    /// ` #`, and a value that does not end in `:`; or a value that is a list of plain items on
    /// the line (`flowList`); no tabs, no control characters, no key twice.
    /// Nil for anything else, which Yams reads.
    public static func simpleEntries(_ yaml: String) -> [CooklangMetadataEntry]? {
        var yaml = yaml
        return yaml.withUTF8(simpleEntries)
    }

    private static func simpleEntries(_ bytes: UnsafeBufferPointer<UInt8>) -> [CooklangMetadataEntry]? {
        var entries: [CooklangMetadataEntry] = []
        var lineStart = 0
        let n = bytes.count
        while lineStart < n {
            var lineEnd = lineStart
            while lineEnd < n, bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            var end = lineEnd
            if end > lineStart, bytes[end - 1] == 0x0D { end -= 1 }

            // Only what a plain scalar may hold, and no line break but LF and CR LF.
            var colon: Int?
            var k = lineStart
            while k < end {
                let b = bytes[k]
                if b < 0x20 || b == 0x7F { return nil }
                if b == 0xC2, k + 1 < end, bytes[k + 1] < 0xA0 { return nil }  // C1 controls, NEL
                if b == 0xE2, k + 2 < end, bytes[k + 1] == 0x80, bytes[k + 2] == 0xA8 || bytes[k + 2] == 0xA9 { return nil }
                if b == 0xEF, k + 2 < end, bytes[k + 1] == 0xBB, bytes[k + 2] == 0xBF { return nil }  // BOM
                if b == 0x20, k + 1 < end, bytes[k + 1] == UInt8(ascii: "#") { return nil }  // a comment
                if b == UInt8(ascii: ":"), k + 1 == end || bytes[k + 1] == 0x20 {
                    if colon != nil { return nil }  // `a: b: c`
                    colon = k
                }
                k += 1
            }

            if end == lineStart || bytes[lineStart] == UInt8(ascii: "#") { continue }
            var blank = true
            for k in lineStart..<end where bytes[k] != 0x20 { blank = false }
            if blank { continue }
            guard let colon, !isIndicator(bytes[lineStart]) else { return nil }

            var keyEnd = colon
            while keyEnd > lineStart, bytes[keyEnd - 1] == 0x20 { keyEnd -= 1 }
            guard keyEnd > lineStart, keyEnd - lineStart <= 1_000 else { return nil }
            var valueStart = colon + 1
            while valueStart < end, bytes[valueStart] == 0x20 { valueStart += 1 }
            var valueEnd = end
            while valueEnd > valueStart, bytes[valueEnd - 1] == 0x20 { valueEnd -= 1 }
            let value: CooklangMetadataValue
            if valueEnd > valueStart, bytes[valueStart] == UInt8(ascii: "[") {
                guard let list = flowList(bytes, valueStart..<valueEnd) else { return nil }
                value = list
            } else {
                if valueEnd > valueStart {
                    if isIndicator(bytes[valueStart]) || bytes[valueEnd - 1] == UInt8(ascii: ":") { return nil }
                }
                value = .text(CooklangCharacters.string(bytes, valueStart..<valueEnd))
            }

            let key = CooklangCharacters.string(bytes, lineStart..<keyEnd)
            if entries.contains(where: { $0.key == key }) { return nil }
            entries.append(CooklangMetadataEntry(key: key, value: value))
        }
        return entries
    }

    /// `[a, b c, d]` on one line, of plain items (`tags: [quick, one-pot]`, the most common
    /// list in front matter): no item empty or beginning with an indicator, none holding a
    /// bracket, a brace, `:` or `#`. Nil for anything else, which Yams reads.
    private static func flowList(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> CooklangMetadataValue? {
        guard range.count >= 2, bytes[range.upperBound - 1] == UInt8(ascii: "]") else { return nil }
        let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
        var items: [CooklangMetadataValue] = []
        var start = inside.lowerBound
        for k in inside.lowerBound...inside.upperBound {
            if k < inside.upperBound {
                switch bytes[k] {
                case UInt8(ascii: ","): break
                case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ":"), UInt8(ascii: "#"):
                    return nil
                default: continue
                }
            }
            var itemStart = start, itemEnd = k
            while itemStart < itemEnd, bytes[itemStart] == 0x20 { itemStart += 1 }
            while itemEnd > itemStart, bytes[itemEnd - 1] == 0x20 { itemEnd -= 1 }
            start = k + 1
            if itemStart == itemEnd {
                // `[]` and `[ ]` are an empty list; any other empty item is left to Yams.
                if k == inside.upperBound, items.isEmpty { break }
                return nil
            }
            if isIndicator(bytes[itemStart]) { return nil }
            items.append(.text(CooklangCharacters.string(bytes, itemStart..<itemEnd)))
        }
        return .list(items)
    }

    /// A character that may not begin a plain scalar.
    private static func isIndicator(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "-"), UInt8(ascii: "?"), UInt8(ascii: ":"), UInt8(ascii: ","), UInt8(ascii: "["), UInt8(ascii: "]"),
            UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "*"), UInt8(ascii: "!"),
            UInt8(ascii: "|"), UInt8(ascii: ">"), UInt8(ascii: "'"), UInt8(ascii: "\""), UInt8(ascii: "%"), UInt8(ascii: "@"),
            UInt8(ascii: "`"), 0x20:
            true
        default:
            false
        }
    }

    // MARK: Yams

    /// The 0-based line where the YAML may nest deeper than `depthLimit`, or nil. Yams reads
    /// nesting by recursion, about 2 KB of stack a level in a release build: libyaml's own
    /// limit of 1,000 levels needs more than 2 MB, more than a secondary thread may have. So
    /// deep YAML never reaches Yams. An upper bound, from what makes YAML nest: unclosed `[`
    /// and `{` (quoted ones too), indentation deeper than the lines above (twice: a list may
    /// sit at its key's indentation), and `- `, `? `, `: ` on the line.
    static func tooDeep(_ yaml: String) -> Int? {
        var flow = 0
        var indents: [Int] = []
        var line = 0
        var lineStart = true
        var indent = 0
        var indicators = 0
        var previous: UInt8 = 0x0A
        for byte in yaml.utf8 {
            if lineStart {
                if byte == 0x20 {
                    indent += 1
                    previous = byte
                    continue
                }
                lineStart = false
                if byte != 0x0A, byte != 0x0D, byte != UInt8(ascii: "#") {
                    while let last = indents.last, last >= indent { indents.removeLast() }
                    indents.append(indent)
                }
            }
            switch byte {
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                flow += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                flow = max(0, flow - 1)
            case 0x20:
                if previous == UInt8(ascii: "-") || previous == UInt8(ascii: "?") || previous == UInt8(ascii: ":") { indicators += 1 }
            case 0x0A:
                line += 1
                lineStart = true
                indent = 0
                indicators = 0
            default:
                break
            }
            if flow > depthLimit || 2 * indents.count + indicators > 2 * depthLimit + 8 { return line }
            previous = byte
        }
        return nil
    }

    private static func entries(_ mapping: Node.Mapping, budget: inout Int, depth: Int) -> [CooklangMetadataEntry]? {
        var entries: [CooklangMetadataEntry] = []
        for (key, value) in mapping {
            // A key that is itself a list or a map names nothing a recipe has.
            guard case .scalar(let key) = key else { continue }
            guard let value = self.value(value, budget: &budget, depth: depth + 1) else { return nil }
            entries.append(CooklangMetadataEntry(key: key.string, value: value))
        }
        return entries
    }

    private static func value(_ node: Node, budget: inout Int, depth: Int) -> CooklangMetadataValue? {
        budget -= 1
        guard budget >= 0, depth <= depthLimit else { return nil }
        switch node {
        case .scalar(let scalar):
            return .text(scalar.string)
        case .sequence(let sequence):
            var values: [CooklangMetadataValue] = []
            for element in sequence {
                guard let value = value(element, budget: &budget, depth: depth + 1) else { return nil }
                values.append(value)
            }
            return .list(values)
        case .mapping(let mapping):
            return entries(mapping, budget: &budget, depth: depth).map { .map($0) }
        case .alias:
            // Yams resolves aliases while composing; an unresolved one reads as nothing.
            return .text("")
        }
    }

    /// Each line `key: value`, split at the first colon; blank lines and `#` comments skipped.
    private static func keyValueLines(_ yaml: String, firstLine: Int) -> Result<[CooklangMetadataEntry], FormatProblem> {
        var entries: [CooklangMetadataEntry] = []
        var number = firstLine
        for line in yaml.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            defer { number += 1 }
            let trimmed = line.trimmingSpaces
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard let colon = line.firstIndex(of: ":"), !line[..<colon].trimmingSpaces.isEmpty else {
                return .failure(FormatProblem(line: number, column: 1, message: "the front matter's line is not `key: value`"))
            }
            entries.append(CooklangMetadataEntry(
                key: String(line[..<colon].trimmingSpaces), value: .text(String(line[line.index(after: colon)...].trimmingSpaces))))
        }
        return .success(entries)
    }

    private static func problem(_ error: any Error, firstLine: Int) -> FormatProblem {
        func at(_ mark: Mark, _ message: String) -> FormatProblem {
            FormatProblem(line: firstLine + max(mark.line, 1) - 1, column: max(mark.column, 1), message: message)
        }
        guard let error = error as? YamlError else {
            return FormatProblem(line: firstLine, message: "the front matter is not valid YAML")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let what = context.map { "\($0.text), \(problem)" } ?? problem
            return at(mark, "the front matter is not valid YAML: \(what)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "“\($0)”" }.joined(separator: ", ")
            return at(context.mark, "the front matter gives \(keys) more than once")
        case .reader(let problem, _, _, _):
            return FormatProblem(line: firstLine, message: "the front matter is not valid YAML: \(problem)")
        default:
            return FormatProblem(line: firstLine, message: "the front matter is not valid YAML")
        }
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var s = self
        while let first = s.first, first == " " || first == "\t" { s.removeFirst() }
        while let last = s.last, last == " " || last == "\t" { s.removeLast() }
        return s
    }
}
