import CookbookModel

/// `recipeInstructions` in every shape pages publish, read into steps and named sections:
///
/// - one string, split into lines at line breaks (LF, CR LF, bare CR), `<br>`, `<p>`, `<li>`
///   and other block tags, and a line numbered inline (`1. Mix. 2. Bake.`) at its numbers;
///   numbered lines lose their number (`1. `, `2) `, `3: `, `Step 4: `);
/// - a list of strings, each read the same way;
/// - `HowToStep` (its `text`, else its `name`, else the `HowToDirection`s of its
///   `itemListElement`), `HowToDirection`, `HowToTip`, and objects with no `@type`;
/// - `HowToSection`: its `name` starts a `StepSection`, its `itemListElement` gives the steps
///   (keys in any case: tine.no writes `ItemListElement`, atelierdeschefs.fr `Name`);
/// - lists mixing all of these, nested lists, and `{"@id": …}` references.
///
/// A line with no letter or digit (`,` left between `</p>` and `<p>`) or only a step number
/// (`1:`) is not a step. A step's `name` is not a step of its own: pages repeat the text's
/// start there or put a title, and recipe-scrapers' counting of it varies.
struct RecipeInstructions {
    private(set) var steps: [String] = []
    private(set) var sections: [StepSection] = []
    private let nodes: RecipeNodes

    init(_ value: JSONValue?, nodes: RecipeNodes) {
        self.nodes = nodes
        if let value { add(value, depth: 0) }
    }

    private mutating func add(_ value: JSONValue, depth: Int) {
        // Deep enough for a list of sections of steps of directions; references that loop
        // stop here too.
        guard depth < 10 else { return }
        switch nodes.resolve(value) {
        case .string(let text):
            addLines(text)
        case .array(let items):
            for item in items { add(item, depth: depth + 1) }
        case .object(let object):
            addObject(object, depth: depth)
        default:
            break
        }
    }

    private mutating func addObject(_ object: JSONObject, depth: Int) {
        let types = RecipeNodes.typeNames(object["@type"])
        let items = object.value(anyCase: "itemListElement") ?? object["steps"]
        let text = object.value(anyCase: "text")?.string.map(HTMLText.lines) ?? []
        if types.contains("howtosection") || (text.isEmpty && items != nil && object.value(anyCase: "name") != nil && !types.contains("howtostep")) {
            let name = object.value(anyCase: "name")?.string.map(HTMLText.line) ?? ""
            let first = steps.count
            let place = sections.count
            if let items { add(items, depth: depth + 1) }
            // Before any section inside it.
            if !name.isEmpty, steps.count > first {
                sections.insert(StepSection(name: name, firstStep: first), at: place)
            }
            return
        }
        if !text.isEmpty {
            addCleanLines(text)
        } else if let items {
            add(items, depth: depth + 1)
        } else if let name = object.value(anyCase: "name")?.string {
            addLines(name)
        } else if let description = object.value(anyCase: "description")?.string {
            addLines(description)
        }
    }

    private mutating func addLines(_ text: String) {
        addCleanLines(HTMLText.lines(text))
    }

    private mutating func addCleanLines(_ lines: [String]) {
        for line in lines {
            for part in Self.numberedParts(line) {
                let step = Self.withoutNumber(part)
                if Self.hasContent(step) { steps.append(step) }
            }
        }
    }

    /// A line numbered inline, `1. Mix. 2. Bake. 3. Cool.`, cut before each next number: only
    /// when it starts with `1.` (or `1)`, `1:`) and each cut is the next number in turn after
    /// the end of a sentence, so `Bake at 180. 2 eggs` stays whole unless a `2.` follows `1.`.
    static func numberedParts(_ line: String) -> [String] {
        let bytes = Array(line.utf8)
        guard bytes.count > 8, bytes[0] == UInt8(ascii: "1"), bytes[2] == 0x20 else { return [line] }
        let mark = bytes[1]
        guard mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") || mark == UInt8(ascii: ":") else { return [line] }
        var parts: [String] = []
        var start = 0
        var next = 2
        var index = 3
        while index < bytes.count {
            // ` N<mark> ` after `.`, `!`, `?`, `)` or `:`.
            let digits = Array(String(next).utf8)
            let end = index + 1 + digits.count
            if bytes[index] == 0x20, end + 1 < bytes.count, index > 0,
                [UInt8(ascii: "."), UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: ")"), UInt8(ascii: ":")].contains(bytes[index - 1]),
                Array(bytes[(index + 1)..<end]) == digits, bytes[end] == mark, bytes[end + 1] == 0x20
            {
                parts.append(String(decoding: bytes[start..<index], as: UTF8.self))
                start = index + 1
                next += 1
                index = end + 2
                continue
            }
            index += 1
        }
        guard !parts.isEmpty else { return [line] }
        parts.append(String(decoding: bytes[start...], as: UTF8.self))
        return parts
    }

    /// The line without a leading step number: `1. `, `2) `, `3: ` (one to three digits followed
    /// by the mark and a space; a line that is only `1:` becomes empty), or `Step 4: `.
    static func withoutNumber(_ line: String) -> String {
        // `Step 3: `, `Step 3 `.
        if line.hasPrefix("Step "), let first = line.utf8.dropFirst(5).first, first >= 0x30 && first <= 0x39 {
            var rest = line.utf8.dropFirst(5).drop { $0 >= 0x30 && $0 <= 0x39 }
            if let mark = rest.first, mark == UInt8(ascii: ":") || mark == UInt8(ascii: ".") { rest = rest.dropFirst() }
            if rest.first == 0x20 { return String(decoding: rest.dropFirst(), as: UTF8.self) }
            if rest.isEmpty { return "" }
        }
        let bytes = line.utf8
        var index = bytes.startIndex
        var digits = 0
        while index != bytes.endIndex, bytes[index] >= 0x30 && bytes[index] <= 0x39 {
            digits += 1
            index = bytes.index(after: index)
        }
        guard digits >= 1, digits <= 3, index != bytes.endIndex else { return line }
        let mark = bytes[index]
        guard mark == UInt8(ascii: ".") || mark == UInt8(ascii: ")") || mark == UInt8(ascii: ":") else { return line }
        index = bytes.index(after: index)
        if index == bytes.endIndex { return "" }
        guard bytes[index] == 0x20 else { return line }
        index = bytes.index(after: index)
        return String(line[index...])
    }

    /// A letter or a digit somewhere.
    static func hasContent(_ line: String) -> Bool {
        for byte in line.utf8 {
            if (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || (byte >= 0x30 && byte <= 0x39) { return true }
            if byte >= 0x80 {
                return line.unicodeScalars.contains { $0.properties.isAlphabetic || $0.properties.numericType != nil }
            }
        }
        return false
    }
}
