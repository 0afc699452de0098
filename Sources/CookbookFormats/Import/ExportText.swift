import CookbookModel

/// The plain text fields of app exports (Paprika's ingredients and directions, a CSV's
/// columns, Tandoor's instructions) read as the schema.org reader reads its own: the same
/// ingredient lines, steps, times, yields and lists.
enum ExportText {
    /// The non-empty lines, trimmed, runs of spaces collapsed; LF, CR LF, CR and U+2028/2029
    /// end a line. Text, not HTML: `<` and `&` are kept.
    static func lines(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var space = false
        func end() {
            if !line.isEmpty { lines.append(line) }
            line = ""
            space = false
        }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}":
                end()
            case " ", "\t", "\u{A0}", "\u{202F}", "\u{2007}":
                space = !line.isEmpty
            case "\u{200B}", "\u{FEFF}":
                break
            default:
                guard scalar.value >= 0x20, scalar.value != 0x7F else { break }
                if space { line.unicodeScalars.append(" ") }
                space = false
                line.unicodeScalars.append(scalar)
            }
        }
        end()
        return lines
    }

    /// All of it on one line.
    static func line(_ text: String) -> String {
        lines(text).joined(separator: " ")
    }

    /// The text, or nil when it is only spaces.
    static func nonEmpty(_ text: String?) -> String? {
        guard let text else { return nil }
        let line = line(text)
        return line.isEmpty ? nil : line
    }

    /// Paragraphs on lines of their own (a description).
    static func paragraphs(_ text: String?) -> String? {
        guard let text else { return nil }
        let lines = lines(text)
        return lines.isEmpty ? nil : lines.joined(separator: "\n")
    }

    /// An ingredient per line, parsed as a page's ingredient lines are.
    static func ingredients(_ text: String) -> [Ingredient] {
        lines(text).map(IngredientLine.parse)
    }

    /// A step per line (a paragraph), a line numbered inline cut at its numbers, numbers and
    /// Markdown heading marks dropped, lines with no letter or digit left out.
    static func steps(_ text: String) -> [String] {
        var steps: [String] = []
        for line in lines(text) {
            var line = Substring(line)
            if line.hasPrefix("#") { line = line.drop { $0 == "#" }.drop { $0 == " " } }
            for part in RecipeInstructions.numberedParts(String(line)) {
                let step = RecipeInstructions.withoutNumber(part)
                if RecipeInstructions.hasContent(step) { steps.append(step) }
            }
        }
        return steps
    }

    /// A time as apps write it (`15 mins`, `1 hr 20 min`, `2 Hours 30 Minutes`, `75`,
    /// `PT1H`), in minutes; nil when none is given, or zero.
    static func minutes(_ text: String?) -> Int? {
        guard let text = nonEmpty(text) else { return nil }
        if text.hasPrefix("P") || text.hasPrefix("p"), let minutes = ISODuration.minutes(text) { return minutes }
        guard let minutes = CooklangDuration.minutes(text, largest: Catalog.largestNumber), minutes > 0 else { return nil }
        return minutes
    }

    /// Servings and the yield as written (`4`, `about 20 rolls`, `4 serving(s)`).
    static func yield(_ text: String?) -> (servings: Int?, yield: String?) {
        guard let text = nonEmpty(text) else { return (nil, nil) }
        return RecipeYield.read(.string(text))
    }

    /// Names separated by commas or semicolons, each once (in any case), in order.
    static func list(_ text: String?) -> [String] {
        var names: [String] = []
        var seen: Set<String> = []
        for line in lines(text ?? "") {
            for part in line.split(whereSeparator: { $0 == "," || $0 == ";" }) {
                let name = HTMLText.trimmed(part)
                if !name.isEmpty, seen.insert(name.lowercased()).inserted { names.append(name) }
            }
        }
        return names
    }

    /// Names each once (in any case), in order, the empty ones left out.
    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map(line).filter { !$0.isEmpty && seen.insert($0.lowercased()).inserted }
    }

    /// A source as an address and a name: `https://…` is the address; anything else the name.
    static func source(url: String?, name: String?) -> (name: String?, url: String?) {
        let address = nonEmpty(url).flatMap { SourceAddress.isAddress($0) ? $0 : nil }
        var sourceName = nonEmpty(name)
        var sourceURL = address
        if let name = sourceName, SourceAddress.isAddress(name) {
            if sourceURL == nil { sourceURL = name }
            sourceName = nil
        }
        return (sourceName, sourceURL)
    }

    /// The facets a source gives (`SourceName.group`).
    static func facets(source: (name: String?, url: String?)) -> [Facet: [String]] {
        let group = SourceName.group(name: source.name, url: source.url)
        return group.isEmpty ? [:] : [.source: group]
    }

    /// A number as an ingredient line writes it: `2`, `0.25`, `1.5`.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        var text = String((value * 1000).rounded() / 1000)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
