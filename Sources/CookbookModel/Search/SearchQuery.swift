/// What `/` and `cookbook search` understand: words, searched as before (names, then
/// ingredients and tags), and filters that every recipe found must pass:
///
///     @lemon         an ingredient holds "lemon" (or "lemons")      -@meat   none does
///     #vegan         a tag is "vegan" (case, accents, plural aside)  -#spicy  none is
///     course:dessert a value of that facet (course, cuisine, tag, diet, author, source:
///                    `Facet(named:)`), folded as groups fold it     -diet:x  none is
///     time<30m       the total time (preparation and cooking): <, <=, >, >=, = a number of
///                    minutes, `m`, `min`, `h`, `1h30m`
///
/// A value of several words is quoted (`@"olive oil"`, `cuisine:"south indian"`). A filter
/// not finished yet (`@`, `time<`) asks nothing; anything else is a word. The text is the
/// user's: any text parses, into words and filters.
public struct SearchQuery: Equatable, Sendable {
    /// The words, one space between each, as `SearchIndex.search` takes them.
    public var words: String
    public var filters: [Filter]

    public enum Filter: Equatable, Sendable {
        case ingredient(String, excluded: Bool)
        case tag(String, excluded: Bool)
        case facet(Facet, String, excluded: Bool)
        case time(Comparison, minutes: Int)
    }

    /// The filters as bytes, each ended by a zero byte (what a search keys its results by).
    var filterKey: [UInt8] {
        var key: [UInt8] = []
        // (A zero typed in a value is not taken for the end of a filter.)
        func bytes(_ value: String) -> [UInt8] { value.utf8.map { $0 == 0 ? 0xFF : $0 } }
        for filter in filters {
            switch filter {
            case .ingredient(let value, let excluded): key += [1, excluded ? 1 : 0] + bytes(value)
            case .tag(let value, let excluded): key += [2, excluded ? 1 : 0] + bytes(value)
            case .facet(let facet, let value, let excluded): key += [3, UInt8(facet.rawValue), excluded ? 1 : 0] + bytes(value)
            case .time(let comparison, let minutes): key += [4] + Array(comparison.rawValue.utf8) + Array(String(minutes).utf8)
            }
            key.append(0)
        }
        return key
    }

    public enum Comparison: String, Sendable, CaseIterable {
        case below = "<", atMost = "<=", above = ">", atLeast = ">=", exactly = "="

        func holds(_ value: Int, _ limit: Int) -> Bool {
            switch self {
            case .below: value < limit
            case .atMost: value <= limit
            case .above: value > limit
            case .atLeast: value >= limit
            case .exactly: value == limit
            }
        }
    }

    public init(words: String, filters: [Filter] = []) {
        self.words = words
        self.filters = filters
    }

    public init(_ text: String) {
        var words: [String] = []
        var filters: [Filter] = []
        for token in Self.tokens(text) {
            switch Self.filter(token) {
            case .some(.some(let filter)): filters.append(filter)
            case .some(.none): break  // begun, not finished
            case .none:
                // (A quoted part may begin or end with spaces: the words do not.)
                let word = token.text.trimmingWhitespace
                if !word.isEmpty { words.append(word) }
            }
        }
        self.init(words: words.joined(separator: " "), filters: filters)
    }

    /// A token, its quotes taken out.
    private struct Token {
        var text: String
    }

    /// The query's tokens: runs of text between spaces, a quoted part (`"olive oil"`) one
    /// with its spaces; an unclosed quote runs to the end. (By scalar: quotes and spaces are
    /// one each, and a query is split at every keystroke.)
    /// The words of a line as a search reads them: split at spaces, a quoted part one word
    /// (`"My Recipes.zip" b.html` is two).
    public static func words(_ text: String) -> [String] {
        tokens(text).map(\.text)
    }

    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var unquoted = String.UnicodeScalarView()
        var quoted = false, any = false
        func end() {
            if any { tokens.append(Token(text: String(unquoted))) }
            unquoted = String.UnicodeScalarView()
            any = false
        }
        for scalar in text.unicodeScalars {
            if scalar == "\"" {
                quoted.toggle()
                any = true
            } else if scalar.properties.isWhitespace, !quoted {
                end()
            } else {
                unquoted.append(scalar)
                any = true
            }
        }
        end()
        return tokens
    }

    /// The filter a token asks for; `.some(nil)` for one begun and not finished; nil for a word.
    private static func filter(_ token: Token) -> Filter?? {
        var text = Substring(token.text)
        var excluded = false
        if text.hasPrefix("-") {
            let rest = text.dropFirst()
            if rest.hasPrefix("@") || rest.hasPrefix("#") || (rest.contains(":") && Facet(named: String(rest.prefix { $0 != ":" })) != nil) {
                excluded = true
                text = rest
            }
        }
        func value(_ rest: Substring) -> String? {
            let value = String(rest).trimmingWhitespace
            return value.isEmpty ? nil : value
        }
        if text.hasPrefix("@") { return .some(value(text.dropFirst()).map { .ingredient($0, excluded: excluded) }) }
        if text.hasPrefix("#") { return .some(value(text.dropFirst()).map { .tag($0, excluded: excluded) }) }
        if let colon = text.firstIndex(of: ":"), let facet = Facet(named: String(text[..<colon])) {
            guard let value = value(text[text.index(after: colon)...]) else { return .some(nil) }
            return .some(facet == .tag ? .tag(value, excluded: excluded) : .facet(facet, value, excluded: excluded))
        }
        let lowered = text.lowercased()
        for name in ["time", "total"] where lowered.hasPrefix(name) {
            let rest = lowered.dropFirst(name.count)
            guard let comparison = Comparison.allCases.sorted(by: { $0.rawValue.count > $1.rawValue.count })
                .first(where: { rest.hasPrefix($0.rawValue) })
            else { continue }
            let amount = rest.dropFirst(comparison.rawValue.count)
            if amount.isEmpty { return .some(nil) }
            guard let minutes = Self.minutes(amount) else { return nil }
            return .some(.time(comparison, minutes: minutes))
        }
        return nil
    }

    /// "30", "30m", "30min", "1h", "1.5h", "1h30", "1h30m": minutes; nil for anything else.
    static func minutes(_ text: Substring) -> Int? {
        var total = 0.0
        var number = ""
        var rest = Substring(text)
        var sawUnit = false
        while let character = rest.first {
            if character.isASCII, character.isNumber || character == "." {
                number.append(character)
                rest = rest.dropFirst()
                continue
            }
            guard let value = Double(number) else { return nil }
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "h", "hr", "hrs", "hour", "hours": total += value * 60
            case "m", "min", "mins", "minute", "minutes": total += value
            default: return nil
            }
            sawUnit = true
            number = ""
        }
        if !number.isEmpty {
            guard let value = Double(number) else { return nil }
            // "1h30": the minutes after the hours.
            total += value
        } else if !sawUnit {
            return nil
        }
        guard total.isFinite, total <= Double(Catalog.largestNumber) else { return nil }
        return Int(total.rounded())
    }
}
