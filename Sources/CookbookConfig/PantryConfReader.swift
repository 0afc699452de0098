/// The TOML that `pantry.conf` is written in, read a line at a time without toml++: `[section]`,
/// then `name = "500%g"`, `name = 5`, or `name = { quantity = "1%kg", expire = 2025-06-01 }` on
/// one line; `#` comments. toml++ (under TOMLKit) aborts the program on some bad input (an
/// assertion: `flour = [}`, `[|freezer]`, found by the `household` fuzz target), and stops at the
/// first error; here each line that makes no sense is said with its number and the others are
/// used. What TOML allows and a pantry has no use for (arrays, arrays of tables, dotted keys,
/// strings over several lines) is named as such.
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
            var scanner = Scanner(Array(raw))
            scanner.skipSpaces()
            if scanner.atEnd || scanner.peek == UInt8(ascii: "#") { continue }
            if scanner.peek == UInt8(ascii: "[") {
                scanner.advance()
                if scanner.peek == UInt8(ascii: "[") {
                    problems.append((number, "[[…]] (an array of tables) is no pantry section; what follows it is left out"))
                    section = nil
                    continue
                }
                scanner.skipSpaces()
                guard let name = scanner.key() else {
                    problems.append((number, "a [section] name is letters, digits, _ and -, or in quotes; what follows it is left out"))
                    section = nil
                    continue
                }
                scanner.skipSpaces()
                guard scanner.take(UInt8(ascii: "]")), scanner.restIsComment() else {
                    problems.append((number, "a section is written [name]; what follows it is left out"))
                    section = nil
                    continue
                }
                section = name
                continue
            }
            guard let name = scanner.key() else {
                problems.append((number, "not TOML: a line is [section], name = value or # a comment"))
                continue
            }
            scanner.skipSpaces()
            if scanner.peek == UInt8(ascii: ".") {
                problems.append((number, "'\(name)': a dotted key is no pantry item"))
                continue
            }
            guard scanner.take(UInt8(ascii: "=")) else {
                problems.append((number, "'\(name)' has no = value"))
                continue
            }
            scanner.skipSpaces()
            guard let value = scanner.value(depth: 0), scanner.restIsComment() else {
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

    /// One line's bytes, read from the left.
    struct Scanner {
        let bytes: [UInt8]
        var at = 0

        init(_ bytes: [UInt8]) {
            // A line ending in CR LF reads as the same line without its CR.
            self.bytes = bytes.last == 0x0D ? Array(bytes.dropLast()) : bytes
        }

        var atEnd: Bool { at >= bytes.count }
        var peek: UInt8? { atEnd ? nil : bytes[at] }
        mutating func advance() { at += 1 }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            at += 1
            return true
        }

        mutating func skipSpaces() {
            while let byte = peek, byte == 0x20 || byte == 0x09 { at += 1 }
        }

        /// Spaces, then nothing or a comment.
        mutating func restIsComment() -> Bool {
            skipSpaces()
            return atEnd || peek == UInt8(ascii: "#")
        }

        static func isBare(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }

        /// A bare key, or one in quotes.
        mutating func key() -> String? {
            if peek == UInt8(ascii: "\"") || peek == UInt8(ascii: "'") { return string() }
            let start = at
            while let byte = peek, Self.isBare(byte) { at += 1 }
            return at > start ? String(decoding: bytes[start..<at], as: UTF8.self) : nil
        }

        /// A string in `"…"` (with TOML's escapes) or `'…'` (as written); nil when it does not
        /// end on this line, an escape is not TOML's, or it holds a control character.
        mutating func string() -> String? {
            guard let quote = peek else { return nil }
            at += 1
            var out: [UInt8] = []
            while let byte = peek {
                at += 1
                // (A line break or another control character, escaped, makes no pantry name or amount.)
                if byte == quote { return out.contains { $0 < 0x20 && $0 != 0x09 } ? nil : String(decoding: out, as: UTF8.self) }
                if byte < 0x20 && byte != 0x09 { return nil }
                guard quote == UInt8(ascii: "\""), byte == UInt8(ascii: "\\") else {
                    out.append(byte)
                    continue
                }
                guard let escaped = peek else { return nil }
                at += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(escaped)
                case UInt8(ascii: "n"): out.append(0x0A)
                case UInt8(ascii: "t"): out.append(0x09)
                case UInt8(ascii: "r"): out.append(0x0D)
                case UInt8(ascii: "b"): out.append(0x08)
                case UInt8(ascii: "f"): out.append(0x0C)
                case UInt8(ascii: "u"), UInt8(ascii: "U"):
                    let count = escaped == UInt8(ascii: "u") ? 4 : 8
                    guard at + count <= bytes.count,
                          let code = UInt32(String(decoding: bytes[at..<(at + count)], as: UTF8.self), radix: 16),
                          let scalar = Unicode.Scalar(code) else { return nil }
                    at += count
                    out += Array(String(Character(scalar)).utf8)
                default: return nil
                }
            }
            return nil
        }

        /// A value: a string, a number, a date, an inline table (of values but tables), or
        /// another word (true, an array) kept as written.
        mutating func value(depth: Int) -> Value? {
            guard let first = peek else { return nil }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
                return string().map(Value.text)
            }
            if first == UInt8(ascii: "{") {
                guard depth == 0 else { return nil }
                at += 1
                var pairs: [(key: String, value: Value)] = []
                skipSpaces()
                if take(UInt8(ascii: "}")) { return .table([]) }
                while true {
                    skipSpaces()
                    guard let key = key() else { return nil }
                    skipSpaces()
                    guard take(UInt8(ascii: "=")) else { return nil }
                    skipSpaces()
                    guard let value = value(depth: depth + 1) else { return nil }
                    if pairs.contains(where: { $0.key == key }) { return nil }
                    pairs.append((key, value))
                    skipSpaces()
                    if take(UInt8(ascii: "}")) { return .table(pairs) }
                    guard take(UInt8(ascii: ",")) else { return nil }
                }
            }
            if first == UInt8(ascii: "[") {
                // An array: kept as written, to be said to be the wrong type (one line, brackets matched).
                let start = at
                var level = 0
                while let byte = peek {
                    at += 1
                    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                        at -= 1
                        guard string() != nil else { return nil }
                        continue
                    }
                    if byte == UInt8(ascii: "[") { level += 1 }
                    if byte == UInt8(ascii: "]") {
                        level -= 1
                        if level == 0 { return .other(String(decoding: bytes[start..<at], as: UTF8.self)) }
                    }
                }
                return nil
            }
            // A bare word up to a space, a comma, a brace or a comment.
            let start = at
            while let byte = peek, byte != 0x20, byte != 0x09, byte != UInt8(ascii: ","), byte != UInt8(ascii: "}"),
                  byte != UInt8(ascii: "#") { at += 1 }
            guard at > start else { return nil }
            let word = String(decoding: bytes[start..<at], as: UTF8.self)
            if word.utf8.count == 10, word.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: "-") }),
               word.utf8.filter({ $0 == UInt8(ascii: "-") }).count == 2 {
                return .date(word)
            }
            if word == "true" || word == "false" || word == "inf" || word == "nan" || word.hasSuffix("inf") || word.hasSuffix("nan") {
                return .other(word)
            }
            let digits = word.filter { $0 != "_" }
            if let number = Double(digits), number.isFinite, digits.utf8.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "+") || $0 | 0x20 == UInt8(ascii: "e") }) {
                return .number(number)
            }
            return nil
        }
    }
}
