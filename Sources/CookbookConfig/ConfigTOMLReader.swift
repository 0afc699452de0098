/// The TOML that `config.toml` is written in, read without toml++: `# comments`, `[table]`
/// and `[keys.scale-to]` headers, `key = value` with bare, quoted and dotted keys, and values
/// that are strings ("…" with escapes, '…'), true and false, numbers and dates (kept as
/// written), arrays (over several lines too) and inline tables (`{ a = "b" }`, flattened into
/// their keys). toml++ (under TOMLKit) aborted the program on some bad input (its assertions:
/// `a = [}`, `[|x]`; without them, with NDEBUG, they become `__builtin_assume`, undefined
/// behaviour), and it stops at the first error; here a statement that makes no sense is said
/// once with its line, the lines after it that do not read either are left out with it, and
/// the rest is used. Multi-line strings (`"""`) and arrays of tables (`[[x]]`) are not read:
/// config.toml has no use for them, and they are named as such.
enum ConfigTOMLReader {
    /// A value as written: what config.toml's settings need to tell apart.
    indirect enum Value: Equatable, Sendable {
        case string(String)
        case bool(Bool)
        /// A number or a date, as written.
        case other(String)
        case array([Value])
    }

    /// `path = value`: the table's names then the key's (`["keys", "scale-to", "n"]`).
    struct Entry: Equatable, Sendable {
        var line: Int
        var path: [String]
        var value: Value
    }

    /// A `[table]` header and the line it is on.
    struct Table: Equatable, Sendable {
        var line: Int
        var path: [String]
    }

    struct Problem: Equatable, Sendable {
        var line: Int
        var message: String
    }

    /// How deep arrays may nest (`a = [[[…]]]`) before the value is refused.
    static let maximumDepth = 32

    /// The entries and headers in the order of the file, and each statement that made no sense.
    static func read(_ text: String) -> (entries: [Entry], tables: [Table], problems: [Problem]) {
        var parser = Parser(Array(text.utf8))
        parser.run()
        return (parser.entries, parser.tables, parser.problems)
    }

    struct Failure: Error {
        var line: Int
        var message: String
    }

    /// The reading itself. pantry.conf's reader (`PantryConfReader`) reads its names, strings
    /// and values with it too, a line at a time: what a TOML value is, is said here only.
    struct Parser {
        let bytes: [UInt8]
        var at = 0
        var line = 1
        var entries: [Entry] = []
        var tables: [Table] = []
        var problems: [Problem] = []
        /// The current table; nil under a header that could not be read (its keys are left out).
        var table: [String]? = []
        var seen: Set<[String]> = []
        /// Whether the statement being read began as one (`[…` or `name =`): a line of a
        /// list whose start was refused does not, and is not said again.
        var began = false

        init(_ bytes: [UInt8]) { self.bytes = bytes }

        var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

        mutating func advance() {
            if bytes[at] == 0x0A { line += 1 }
            at += 1
        }

        mutating func take(_ byte: UInt8) -> Bool {
            guard peek == byte else { return false }
            advance()
            return true
        }

        /// Spaces and tabs.
        mutating func skipSpaces() {
            while let b = peek, b == 0x20 || b == 0x09 { advance() }
        }

        /// Spaces, line ends and comments (inside an array).
        mutating func skipBlank() throws {
            while let b = peek {
                if b == 0x20 || b == 0x09 || b == 0x0A {
                    advance()
                } else if b == 0x0D, at + 1 < bytes.count, bytes[at + 1] == 0x0A {
                    advance()
                } else if b == UInt8(ascii: "#") {
                    try comment()
                } else {
                    return
                }
            }
        }

        /// A `#` comment up to the end of the line (not taken).
        mutating func comment() throws {
            while let b = peek, b != 0x0A {
                if b == 0x0D, at + 1 < bytes.count, bytes[at + 1] == 0x0A { break }
                if (b < 0x20 && b != 0x09) || b == 0x7F { throw fail("a control character in a comment") }
                advance()
            }
        }

        /// The end of a statement: spaces, perhaps a comment, then the end of the line or file.
        mutating func endOfLine(_ otherwise: String = "more after the value on the same line (one setting a line)") throws {
            skipSpaces()
            if peek == UInt8(ascii: "#") { try comment() }
            if peek == 0x0D, at + 1 < bytes.count, bytes[at + 1] == 0x0A { advance() }
            guard peek == nil || take(0x0A) else { throw fail(otherwise) }
        }

        func fail(_ message: String) -> Failure { Failure(line: line, message: message) }

        /// Skips to the start of the next line.
        mutating func skipLine() {
            while let b = peek, b != 0x0A { advance() }
            if peek != nil { advance() }
        }

        mutating func run() {
            /// After a statement that did not read: its line, until one that does.
            var failed = false
            while peek != nil {
                let start = (at, line, entries.count, tables.count)
                do {
                    try statement()
                    failed = false
                } catch let failure as Failure {
                    // What was read of it is not kept.
                    entries.removeSubrange(start.2...)
                    tables.removeSubrange(start.3...)
                    // Said on the line where the statement begins (a list may go on over lines).
                    if !failed || began {
                        problems.append(Problem(line: start.1, message: failure.message))
                    }
                    failed = true
                    // Resume on the line after the one where it began.
                    at = start.0
                    line = start.1
                    skipLine()
                } catch {}
            }
        }

        mutating func statement() throws {
            began = false
            skipSpaces()
            guard let b = peek else { return }
            if b == 0x0A || b == 0x0D || b == UInt8(ascii: "#") {
                return try endOfLine("not TOML: a line is [table], name = value or # a comment")
            }
            let statementLine = line
            if b == UInt8(ascii: "[") {
                began = true
                advance()
                if peek == UInt8(ascii: "[") {
                    table = nil
                    throw fail("[[…]] (an array of tables) is no config.toml table; what follows it is left out")
                }
                skipSpaces()
                let path: [String]
                do {
                    path = try dottedKey()
                } catch {
                    table = nil
                    throw fail("a [table] name is letters, digits, _ and -, or in quotes; what follows it is left out")
                }
                guard take(UInt8(ascii: "]")) else {
                    table = nil
                    throw fail("a table is written [name]; what follows it is left out")
                }
                do {
                    try endOfLine("more after the [table] on the same line; what follows it is left out")
                } catch {
                    table = nil
                    throw error
                }
                table = path
                tables.append(Table(line: statementLine, path: path))
                return
            }
            let key = try dottedKey()
            guard take(UInt8(ascii: "=")) else { throw fail("not TOML: a line is [table], name = value or # a comment") }
            began = true
            skipSpaces()
            let found = try value(at: key, depth: 0)
            try endOfLine()
            guard let table else { return }  // under a header that could not be read
            let set = found.map { (path: table + $0.path, value: $0.value) }
            var new = Set<[String]>()
            for (path, _) in set where seen.contains(path) || !new.insert(path).inserted {
                throw Failure(line: statementLine, message: "'\(path.joined(separator: "."))' is set twice; the first is used")
            }
            seen.formUnion(new)
            entries += set.map { Entry(line: statementLine, path: $0.path, value: $0.value) }
        }

        /// `a`, `"a b"`, `a.b."c"`, with spaces around the dots; and the spaces after it.
        mutating func dottedKey() throws -> [String] {
            var parts = [try simpleKey()]
            skipSpaces()
            while take(UInt8(ascii: ".")) {
                skipSpaces()
                parts.append(try simpleKey())
                skipSpaces()
            }
            return parts
        }

        mutating func simpleKey() throws -> String {
            switch peek {
            case UInt8(ascii: "\""): return try basicString()
            case UInt8(ascii: "'"): return try literalString()
            default:
                let start = at
                while let b = peek, Self.isBareKey(b) { advance() }
                guard at > start else { throw fail("a name is letters, digits, _ and -, or in quotes") }
                return String(decoding: bytes[start..<at], as: UTF8.self)
            }
        }

        static func isBareKey(_ b: UInt8) -> Bool {
            (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
        }

        /// The value at `key`: one, or an inline table's each under its own key.
        mutating func value(at key: [String], depth: Int) throws -> [(path: [String], value: Value)] {
            guard depth < maximumDepth else { throw fail("arrays nested more than \(maximumDepth) deep") }
            if take(UInt8(ascii: "{")) {
                var found: [(path: [String], value: Value)] = []
                skipSpaces()
                if take(UInt8(ascii: "}")) { return found }
                while true {
                    let inner = try dottedKey()
                    guard take(UInt8(ascii: "=")) else { throw fail("an inline table is { name = value, … }") }
                    skipSpaces()
                    found += try value(at: key + inner, depth: depth + 1)
                    skipSpaces()
                    if take(UInt8(ascii: "}")) { return found }
                    guard take(UInt8(ascii: ",")) else { throw fail("an inline table is { name = value, … } on one line") }
                    skipSpaces()
                }
            }
            return [(key, try plainValue(depth: depth))]
        }

        /// A value that is not an inline table.
        mutating func plainValue(depth: Int) throws -> Value {
            guard depth < maximumDepth else { throw fail("arrays nested more than \(maximumDepth) deep") }
            switch peek {
            case UInt8(ascii: "\""):
                if at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: "\""), bytes[at + 2] == UInt8(ascii: "\"") {
                    throw fail("a string over several lines (\"\"\") is not read here; write it on one line")
                }
                return .string(try basicString())
            case UInt8(ascii: "'"):
                if at + 2 < bytes.count, bytes[at + 1] == UInt8(ascii: "'"), bytes[at + 2] == UInt8(ascii: "'") {
                    throw fail("a string over several lines (''') is not read here; write it on one line")
                }
                return .string(try literalString())
            case UInt8(ascii: "["):
                advance()
                var items: [Value] = []
                while true {
                    try skipBlank()
                    if take(UInt8(ascii: "]")) { return .array(items) }
                    guard peek != nil else { throw fail("a list that is never closed with ]") }
                    if startsSetting() { throw fail("a list that is never closed with ]") }
                    if peek == UInt8(ascii: "{") {
                        throw fail("a table in a list is not read here")
                    }
                    items.append(try plainValue(depth: depth + 1))
                    try skipBlank()
                    if take(UInt8(ascii: "]")) { return .array(items) }
                    guard take(UInt8(ascii: ",")) else { throw fail("the items of a list are separated by commas: [\"a\", \"b\"]") }
                }
            default:
                // true, false, a number, a date: up to what ends a value.
                let start = at
                while let b = peek, b > 0x20, b < 0x7F, !"[]{},#=\"'".utf8.contains(b) { advance() }
                // A date and a time may be separated by one space (`1979-05-27 07:32:00`).
                if peek == 0x20, at + 1 < bytes.count, (0x30...0x39).contains(bytes[at + 1]),
                   at - start == 10, bytes[start + 4] == UInt8(ascii: "-") {
                    advance()
                    while let b = peek, b > 0x20, b < 0x7F, !"[]{},#=\"'".utf8.contains(b) { advance() }
                }
                let word = String(decoding: bytes[start..<at], as: UTF8.self)
                if word == "true" { return .bool(true) }
                if word == "false" { return .bool(false) }
                guard let first = word.utf8.first,
                      (0x30...0x39).contains(first) || first == UInt8(ascii: "+") || first == UInt8(ascii: "-")
                        || word == "inf" || word == "nan"
                else {
                    guard !word.isEmpty else {
                        guard let b = peek, b != 0x0A, b != 0x0D, b != UInt8(ascii: "#") else { throw fail("a value is missing") }
                        throw fail("'\(Character(Unicode.Scalar(b)))' where a value was due (a string in quotes, true, false, a number or a list [ … ])")
                    }
                    throw fail("a value is a string in quotes, true, false, a number or a list [ … ]")
                }
                return .other(word)
            }
        }

        /// Whether what follows is `name =`: a setting, where a list's next item was due.
        func startsSetting() -> Bool {
            var i = at
            while i < bytes.count, Self.isBareKey(bytes[i]) { i += 1 }
            guard i > at else { return false }
            while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            return i < bytes.count && bytes[i] == UInt8(ascii: "=")
        }

        /// `"…"` with TOML's escapes; no line end or control character but tab inside.
        mutating func basicString() throws -> String {
            advance()
            var out: [UInt8] = []
            while true {
                guard let b = peek, b != 0x0A else { throw fail("a string that is never closed with \"") }
                advance()
                switch b {
                case UInt8(ascii: "\""):
                    return try Self.text(out, failing: fail("not UTF-8 text in a string"))
                case UInt8(ascii: "\\"):
                    guard let e = peek else { throw fail("a string that is never closed with \"") }
                    advance()
                    switch e {
                    case UInt8(ascii: "\""), UInt8(ascii: "\\"): out.append(e)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "u"), UInt8(ascii: "U"):
                        let count = e == UInt8(ascii: "u") ? 4 : 8
                        var scalar: UInt32 = 0
                        for _ in 0..<count {
                            guard let h = peek, let digit = Self.hexDigit(h) else {
                                throw fail("\\u is followed by \(count) hexadecimal digits")
                            }
                            advance()
                            scalar = scalar << 4 | digit
                        }
                        guard let character = Unicode.Scalar(scalar) else { throw fail("\\u names no character") }
                        out += Array(String(Character(character)).utf8)
                    default:
                        throw fail("an unknown escape in a string (\\\", \\\\, \\n, \\t, \\u…)")
                    }
                default:
                    guard b >= 0x20 && b != 0x7F || b == 0x09 else { throw fail("a control character in a string") }
                    out.append(b)
                }
            }
        }

        /// `'…'`, as written.
        mutating func literalString() throws -> String {
            advance()
            let start = at
            while true {
                guard let b = peek, b != 0x0A else { throw fail("a string that is never closed with '") }
                if b == UInt8(ascii: "'") { break }
                guard b >= 0x20 && b != 0x7F || b == 0x09 else { throw fail("a control character in a string") }
                advance()
            }
            let body = Array(bytes[start..<at])
            advance()
            return try Self.text(body, failing: fail("not UTF-8 text in a string"))
        }

        static func text(_ bytes: [UInt8], failing failure: Failure) throws -> String {
            guard let text = String(validating: bytes, as: UTF8.self) else { throw failure }
            return text
        }

        static func hexDigit(_ b: UInt8) -> UInt32? {
            switch b {
            case 0x30...0x39: UInt32(b - 0x30)
            case 0x41...0x46: UInt32(b - 0x41 + 10)
            case 0x61...0x66: UInt32(b - 0x61 + 10)
            default: nil
            }
        }
    }
}
