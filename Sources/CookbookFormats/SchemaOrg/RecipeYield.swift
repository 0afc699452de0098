/// `recipeYield` (a number, a string, a list of either) read as a number of servings and the
/// text as written. Servings is the first whole number when the text is a bare number
/// (`"4"`, `4`, `"4 undefined"`) or counts servings, people or portions in one of the
/// languages of the pages (`"2 Portionen"`, `"Serves 4-6"`, `"6 personer"`, `"4 főre"`); a
/// range gives its first number. The text is kept as `yield` when it says more than that
/// number (`"Serves 4-6"`, `"36 cookies"`, `"750 g di crema pasticcera"`).
///
/// A list is read item by item: servings from the first item that gives them, the text from
/// the first item that says more (`["8", "8 biscuits"]` is 8 servings, yield "8 biscuits").
enum RecipeYield {
    static func read(_ value: JSONValue?) -> (servings: Int?, yield: String?) {
        var texts: [String] = []
        collect(value, into: &texts, depth: 0)
        var servings: Int?
        var yield: String?
        for text in texts {
            let reading = read(text)
            if servings == nil { servings = reading.servings }
            if yield == nil, reading.saysMore { yield = text }
        }
        return (servings, yield)
    }

    private static func collect(_ value: JSONValue?, into texts: inout [String], depth: Int) {
        switch value {
        case .number(let number):
            if number.isFinite, number > 0, number < 1_000_000 {
                texts.append(number == number.rounded() ? String(Int(number)) : String(number))
            }
        case .string(let text):
            let line = HTMLText.line(text)
            if !line.isEmpty { texts.append(line) }
        case .array(let items) where depth < 4:
            for item in items { collect(item, into: &texts, depth: depth + 1) }
        default:
            break
        }
    }

    /// Words after a number that make it a count of servings, lowercased.
    static let servingWords: Set<String> = [
        // English
        "serving", "servings", "serves", "people", "persons", "person", "portion", "portions", "pax",
        // German, Dutch
        "portionen", "personen", "persoon", "personen", "porties", "portie", "pers",
        // French, Italian, Spanish, Portuguese
        "personnes", "personne", "parts", "part", "persone", "porzioni", "porzione", "persona", "personas",
        "raciones", "ración", "porciones", "porción", "comensales", "pessoas", "pessoa", "porções", "porção",
        // Swedish, Danish, Norwegian
        "portioner", "personer", "porsjoner", "porsjon", "port",
        // Slovak, Czech, Polish, Croatian, Hungarian
        "porcie", "porcií", "porcia", "porce", "porcí", "osoby", "osôb", "osob", "osób", "porcji", "porcje", "porcja",
        "porcija", "porcije", "osobe", "osoba", "adag", "főre", "fő", "személyre", "személy",
    ]

    /// Words before a number that make it a count of servings.
    static let servesWords: Set<String> = [
        "serves", "serving", "servings", "for", "für", "pour", "per", "para", "voor", "til", "for", "dla", "za",
        "personen", "portionen", "porties",
    ]

    /// Words that say nothing: a template's empty unit.
    static let noiseWords: Set<String> = ["undefined", "null", "nan"]

    private enum Token: Equatable {
        case number(Int)
        case word(String)
        /// `-`, `–`, `to`, `bis`…: between the numbers of a range.
        case rangeMark
        case other
    }

    private static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        var word = ""
        var number: Int?
        func flush() {
            if let value = number {
                tokens.append(.number(value))
                number = nil
            }
            if !word.isEmpty {
                let lower = word.lowercased()
                if ["to", "bis", "tot", "à", "a", "til", "till", "do", "až", "e", "ou", "or", "oder"].contains(lower) {
                    tokens.append(.rangeMark)
                } else if !noiseWords.contains(lower) {
                    tokens.append(.word(lower))
                }
                word = ""
            }
        }
        // `serving(s)`: the plural in parentheses is the same word.
        let cleaned = text.replacing("(s)", with: "")
        for character in cleaned {
            if let digit = character.wholeNumberValue, character.isASCII {
                if !word.isEmpty { flush() }
                number = min(1_000_000, (number ?? 0) * 10 + digit)
            } else if character.isLetter {
                if number != nil { flush() }
                word.append(character)
            } else {
                flush()
                if character == "-" || character == "–" || character == "—" {
                    tokens.append(.rangeMark)
                } else if !character.isWhitespace && character != "." && character != ":" {
                    tokens.append(.other)
                }
            }
        }
        flush()
        return tokens
    }

    /// Servings, and whether the text says more than them.
    static func read(_ text: String) -> (servings: Int?, saysMore: Bool) {
        let tokens = tokens(text)
        guard case .number(let first)? = tokens.first(where: { if case .number = $0 { true } else { false } }) else {
            return (nil, true)
        }
        let firstIndex = tokens.firstIndex(of: .number(first))!
        // A bare number.
        if tokens.count == 1 { return (first > 0 ? first : nil, false) }
        // The number, or a range from it, then a serving word: "4 servings", "3 to 4 servings".
        var after = firstIndex + 1
        var isRange = false
        if after + 1 < tokens.count, tokens[after] == .rangeMark, case .number = tokens[after + 1] {
            after += 2
            isRange = true
        }
        var counts = false
        if after < tokens.count, case .word(let word) = tokens[after], servingWords.contains(word) { counts = true }
        // A serving word before: "Serves 4", "Für 4 Personen".
        if firstIndex > 0, case .word(let word) = tokens[firstIndex - 1], servesWords.contains(word) || servingWords.contains(word) {
            counts = true
        }
        guard counts, first > 0 else { return (nil, true) }
        let plain = !isRange && tokens.allSatisfy { token in
            switch token {
            case .number(let value): value == first
            case .word(let word): servingWords.contains(word) || servesWords.contains(word)
            case .rangeMark, .other: false
            }
        } && tokens.filter({ if case .number = $0 { true } else { false } }).count == 1
        return (first, !plain)
    }
}
