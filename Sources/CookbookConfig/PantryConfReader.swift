/// The TOML that `pantry.conf` is written in, read a line at a time without toml++: `[section]`,
/// then `name = "500%g"`, `name = 5`, or `name = { quantity = "1%kg", expire = 2025-06-01 }` on
/// one line; `#` comments. toml++ (under TOMLKit) aborts the program on some bad input (an
/// assertion: `flour = [}`, `[|freezer]`, found by the `household` fuzz target), and stops at the
/// first error; here each line that makes no sense is said with its number and the others are
/// used. What TOML allows and a pantry has no use for (arrays, arrays of tables, dotted keys,
/// strings over several lines) is named as such.
///
/// Its names, strings and values are read as config.toml's are, by `ConfigTOMLReader.Parser`
/// (given one line at a time): one place says what a TOML value is. What is the pantry's own is
/// here: the lines, the one inline table an item may be, and what each value is to a pantry.
enum PantryConfReader {
    /// A value as written.
    enum Value: Equatable {
        case text(String)
        case number(Double)
        /// An unquoted TOML date (`2025-06-01`), as written.
        case date(String)
        case table([(key: String, value: Value)])
        /// Anything else (true, an array), as written: the wrong type for a pantry.
        case other(String)

        static func == (a: Value, b: Value) -> Bool {
            switch (a, b) {
            case (.text(let x), .text(let y)), (.date(let x), .date(let y)), (.other(let x), .other(let y)): x == y
            case (.number(let x), .number(let y)): x == y
            case (.table(let x), .table(let y)): x.map(\.key) == y.map(\.key) && x.map(\.value) == y.map(\.value)
            default: false
            }
        }
    }

    struct Entry: Equatable {
        var line: Int
        var section: String?
        var name: String
        var value: Value
    }

    /// One line's bytes, read from the left.
    typealias Line = ConfigTOMLReader.Parser

    /// The entries in order, and each line that makes no sense as `(line, message)`.
    static func read(_ text: String) -> (entries: [Entry], problems: [(line: Int, message: String)]) {
        var entries: [Entry] = []
        var problems: [(line: Int, message: String)] = []
        var section: String?
        var seen: Set<String> = []
        var number = 0
        // By bytes: "\r\n" is one Character, which a split at "\n" would not split at.
        for raw in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            number += 1
            // A line ending in CR LF reads as the same line without its CR.
            var line = Line(raw.last == 0x0D ? Array(raw.dropLast()) : Array(raw))
            line.skipSpaces()
            if line.peek == nil || line.peek == UInt8(ascii: "#") { continue }
            if line.take(UInt8(ascii: "[")) {
                if line.peek == UInt8(ascii: "[") {
                    problems.append((number, "[[…]] (an array of tables) is no pantry section; what follows it is left out"))
                    section = nil
                    continue
                }
                line.skipSpaces()
                guard let name = key(&line) else {
                    problems.append((number, "a [section] name is letters, digits, _ and -, or in quotes; what follows it is left out"))
                    section = nil
                    continue
                }
                line.skipSpaces()
                guard line.take(UInt8(ascii: "]")), restIsComment(&line) else {
                    problems.append((number, "a section is written [name]; what follows it is left out"))
                    section = nil
                    continue
                }
                section = name
                continue
            }
            guard let name = key(&line) else {
                problems.append((number, "not TOML: a line is [section], name = value or # a comment"))
                continue
            }
            line.skipSpaces()
            if line.peek == UInt8(ascii: ".") {
                problems.append((number, "'\(name)': a dotted key is no pantry item"))
                continue
            }
            guard line.take(UInt8(ascii: "=")) else {
                problems.append((number, "'\(name)' has no = value"))
                continue
            }
            line.skipSpaces()
            guard let value = value(&line, depth: 0), restIsComment(&line) else {
                problems.append((number, "'\(name)': the value is not one TOML can read on one line (\"500%g\", 5, or { quantity = \"1%kg\" })"))
                continue
            }
            let key = (section ?? "") + "\u{0}" + name
            guard seen.insert(key).inserted else {
                problems.append((number, "'\(name)' is set twice in [\(section ?? "")]; the first is used"))
                continue
            }
            entries.append(Entry(line: number, section: section, name: name, value: value))
        }
        return (entries, problems)
    }

    /// Spaces, then nothing or a comment.
    static func restIsComment(_ line: inout Line) -> Bool {
        line.skipSpaces()
        return line.peek == nil || line.peek == UInt8(ascii: "#")
    }

    /// A bare key, or one in quotes.
    static func key(_ line: inout Line) -> String? {
        (try? line.simpleKey()).flatMap(plain)
    }

    /// A name or a string, unless it holds a control character but tab: a line break, even
    /// escaped, makes no pantry name or amount.
    static func plain(_ text: String) -> String? {
        text.utf8.contains { $0 < 0x20 && $0 != 0x09 } ? nil : text
    }

    /// A value: a string, a number, a date, an inline table (of values but tables), or
    /// another value (true, an array) kept as written.
    static func value(_ line: inout Line, depth: Int) -> Value? {
        if line.peek == UInt8(ascii: "{") {
            guard depth == 0 else { return nil }
            line.advance()
            var pairs: [(key: String, value: Value)] = []
            line.skipSpaces()
            if line.take(UInt8(ascii: "}")) { return .table([]) }
            while true {
                line.skipSpaces()
                guard let key = key(&line) else { return nil }
                line.skipSpaces()
                guard line.take(UInt8(ascii: "=")) else { return nil }
                line.skipSpaces()
                guard let value = value(&line, depth: depth + 1) else { return nil }
                if pairs.contains(where: { $0.key == key }) { return nil }
                pairs.append((key, value))
                line.skipSpaces()
                if line.take(UInt8(ascii: "}")) { return .table(pairs) }
                guard line.take(UInt8(ascii: ",")) else { return nil }
            }
        }
        let start = line.at
        switch try? line.plainValue(depth: depth) {
        case .string(let text): return plain(text).map(Value.text)
        case .bool(let value): return .other(value ? "true" : "false")
        // Kept as written, to be said to be the wrong type.
        case .array: return .other(String(decoding: line.bytes[start..<line.at], as: UTF8.self))
        case .other(let word): return bare(word)
        case nil: return nil
        }
    }

    /// A bare value as a pantry reads it: a date (`2025-06-01`), a number, or infinity or
    /// not a number kept as written (the wrong type); nil for anything else (a time).
    static func bare(_ word: String) -> Value? {
        if word.utf8.count == 10, word.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }),
           word.utf8.filter({ $0 == UInt8(ascii: "-") }).count == 2 {
            return .date(word)
        }
        if word.hasSuffix("inf") || word.hasSuffix("nan") { return .other(word) }
        let digits = word.filter { $0 != "_" }
        if let number = Double(digits), number.isFinite, digits.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 | 0x20 == UInt8(ascii: "e") }) {
            return .number(number)
        }
        return nil
    }
}
