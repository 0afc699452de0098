import CookbookModel
/// JSON as sites publish it in `<script type="application/ld+json">` blocks: strict JSON, and
/// also what browsers and Python's `json.loads(strict=False)` let through, because the real
/// blocks have it (see shared/realdata/README.md, `jsonld-quirky/`):
///
/// - raw control characters inside strings (CR, LF, TAB as typed into a CMS);
/// - `\'` and other unknown escapes, read as the character after the backslash;
/// - trailing commas in arrays and objects;
/// - a `<![CDATA[ … ]]>` wrapper, `<!-- … -->` around the value, `//` and `/* */` comments,
///   a byte order mark, and a `;` after the value;
/// - objects or arrays one after another (`{…}{…}`, `{…},{…}`), read as a list of them;
/// - single-quoted strings, bare keys, and `undefined`/`NaN` read as null.
///
/// Depth is bounded (`maxDepth`); any input gives a value or a problem, never a crash.
public enum LenientJSON {
    /// Arrays and objects nested deeper than this are a problem, not a stack overflow.
    public static let maxDepth = 256

    /// The value in `bytes` (UTF-8), or where and why it is not JSON.
    public static func parse(_ bytes: [UInt8]) -> Result<JSONValue, FormatProblem> {
        bytes.withUnsafeBufferPointer { buffer in
            switch parse(buffer, from: 0, to: buffer.count) {
            case .success(let value): .success(value)
            case .failure(let error): .failure(error.problem(in: buffer, from: 0))
            }
        }
    }

    /// Where the text stopped being JSON: a byte offset into the buffer parsed.
    struct SyntaxError: Error {
        var offset: Int
        var message: String

        /// The problem with a 1-based line and column (in characters) counted from `start`.
        func problem(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, lineOffset: Int = 0) -> FormatProblem {
            let (line, column) = JSONPosition.lineAndColumn(of: offset, in: buffer, from: start)
            return FormatProblem(line: line + lineOffset, column: column, message: "not JSON: \(message)")
        }
    }

    static func parse(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Result<JSONValue, SyntaxError> {
        var parser = Parser(buffer: buffer, position: start, end: end)
        do {
            parser.skipSpace()
            if parser.position >= end { throw SyntaxError(offset: start, message: "no value (the text is empty)") }
            var values = [try parser.value(depth: 0)]
            while true {
                parser.skipSpace()
                while parser.position < end, buffer[parser.position] == UInt8(ascii: ";") || buffer[parser.position] == UInt8(ascii: ",") {
                    parser.position += 1
                    parser.skipSpace()
                }
                guard parser.position < end else { break }
                // Objects or arrays one after another: read as a list of them.
                guard buffer[parser.position] == UInt8(ascii: "{") || buffer[parser.position] == UInt8(ascii: "[") else {
                    throw SyntaxError(offset: parser.position, message: "unexpected \(parser.describeHere()) after the value")
                }
                values.append(try parser.value(depth: 0))
            }
            return .success(values.count == 1 ? values[0] : .array(values))
        } catch let error as SyntaxError {
            return .failure(error)
        } catch {
            return .failure(SyntaxError(offset: start, message: "\(error)"))
        }
    }

    private struct Parser {
        let buffer: UnsafeBufferPointer<UInt8>
        var position: Int
        let end: Int
        /// Bytes of a string with escapes, reused.
        var scratch: [UInt8] = []

        init(buffer: UnsafeBufferPointer<UInt8>, position: Int, end: Int) {
            self.buffer = buffer
            self.position = position
            self.end = end
        }

        private func starts(with literal: StaticString, at index: Int) -> Bool {
            let count = literal.utf8CodeUnitCount
            guard index + count <= end else { return false }
            let bytes = literal.utf8Start
            for offset in 0..<count where buffer[index + offset] != bytes[offset] { return false }
            return true
        }

        /// Whitespace, comments, a BOM and the wrappers pages put around a block.
        mutating func skipSpace() {
            while position < end {
                let byte = buffer[position]
                switch byte {
                case 0x20, 0x09, 0x0A, 0x0D, 0x0C:
                    position += 1
                case 0xEF where starts(with: "\u{FEFF}", at: position):
                    position += 3
                case UInt8(ascii: "<") where starts(with: "<!--", at: position):
                    position += 4
                case UInt8(ascii: "<") where starts(with: "<![CDATA[", at: position):
                    position += 9
                case UInt8(ascii: "-") where starts(with: "-->", at: position):
                    position += 3
                case UInt8(ascii: "]") where starts(with: "]]>", at: position):
                    position += 3
                case UInt8(ascii: "/") where starts(with: "//", at: position):
                    while position < end, buffer[position] != 0x0A, buffer[position] != 0x0D { position += 1 }
                case UInt8(ascii: "/") where starts(with: "/*", at: position):
                    position += 2
                    while position < end, !starts(with: "*/", at: position) { position += 1 }
                    position = min(end, position + 2)
                default:
                    return
                }
            }
        }

        func describeHere() -> String {
            guard position < end else { return "end of text" }
            let byte = buffer[position]
            if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
            if byte < 0x80 { return "character 0x\(String(byte, radix: 16, uppercase: true))" }
            return "text"
        }

        private func fail(_ message: String) -> SyntaxError {
            SyntaxError(offset: position, message: message)
        }

        mutating func value(depth: Int) throws(SyntaxError) -> JSONValue {
            guard position < end else { throw fail("expected a value, found end of text") }
            switch buffer[position] {
            case UInt8(ascii: "{"):
                guard depth < LenientJSON.maxDepth else { throw fail("nested deeper than \(LenientJSON.maxDepth) levels") }
                return try object(depth: depth + 1)
            case UInt8(ascii: "["):
                guard depth < LenientJSON.maxDepth else { throw fail("nested deeper than \(LenientJSON.maxDepth) levels") }
                return try array(depth: depth + 1)
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                return .string(try string())
            case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return try number()
            default:
                let start = position
                let word = identifier()
                switch word {
                case "true": return .bool(true)
                case "false": return .bool(false)
                case "null", "undefined", "NaN": return .null
                default:
                    position = start
                    throw fail("expected a value, found \(describeHere())")
                }
            }
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> JSONValue {
            position += 1
            var object = JSONObject()
            while true {
                skipSpace()
                guard position < end else { throw fail("unterminated object: expected '}', found end of text") }
                let byte = buffer[position]
                if byte == UInt8(ascii: "}") {
                    position += 1
                    return .object(object)
                }
                let key: String
                if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    key = try string()
                } else {
                    key = identifier()
                    if key.isEmpty { throw fail("expected a key in quotes or '}', found \(describeHere())") }
                }
                skipSpace()
                guard position < end, buffer[position] == UInt8(ascii: ":") else {
                    throw fail("expected ':' after the key \"\(key)\", found \(describeHere())")
                }
                position += 1
                skipSpace()
                let member = try value(depth: depth)
                object.keys.append(key)
                object.values.append(member)
                skipSpace()
                guard position < end else { throw fail("unterminated object: expected ',' or '}', found end of text") }
                switch buffer[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "}"): continue
                default: throw fail("expected ',' or '}' after a member, found \(describeHere())")
                }
            }
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> JSONValue {
            position += 1
            var items: [JSONValue] = []
            while true {
                skipSpace()
                guard position < end else { throw fail("unterminated array: expected ']', found end of text") }
                if buffer[position] == UInt8(ascii: "]") {
                    position += 1
                    return .array(items)
                }
                items.append(try value(depth: depth))
                skipSpace()
                guard position < end else { throw fail("unterminated array: expected ',' or ']', found end of text") }
                switch buffer[position] {
                case UInt8(ascii: ","): position += 1
                case UInt8(ascii: "]"): continue
                default: throw fail("expected ',' or ']' after an item, found \(describeHere())")
                }
            }
        }

        /// Letters, digits, `_`, `$`, `@`: a bare key or a literal.
        private mutating func identifier() -> String {
            let start = position
            while position < end {
                let byte = buffer[position]
                let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                    || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "@")
                guard isWord else { break }
                position += 1
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
        }

        private mutating func number() throws(SyntaxError) -> JSONValue {
            let start = position
            var negative = false
            if buffer[position] == UInt8(ascii: "-") || buffer[position] == UInt8(ascii: "+") {
                negative = buffer[position] == UInt8(ascii: "-")
                position += 1
            }
            var whole = 0
            var digits = 0
            var simple = true
            while position < end {
                let byte = buffer[position]
                if byte >= 0x30 && byte <= 0x39 {
                    if digits < 18 { whole = whole * 10 + Int(byte - 0x30) } else { simple = false }
                    digits += 1
                    position += 1
                } else if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
                    || ((byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")) && !simple)
                {
                    simple = false
                    position += 1
                } else {
                    break
                }
            }
            if simple {
                guard digits > 0 else {
                    position = start
                    throw fail("expected a value, found \(describeHere())")
                }
                return .number(Double(negative ? -whole : whole))
            }
            var text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<position]), as: UTF8.self)
            if text.hasPrefix("+") { text.removeFirst() }
            if text.hasPrefix(".") { text = "0" + text }
            if text.hasPrefix("-.") { text = "-0" + text.dropFirst() }
            guard let number = Double(text), number.isFinite else {
                position = start
                throw fail("\"\(text)\" is not a number")
            }
            return .number(number)
        }

        private mutating func string() throws(SyntaxError) -> String {
            let quote = buffer[position]
            let start = position
            position += 1
            let contentStart = position
            // The common case: no escapes, so the bytes are the string.
            while position < end {
                let byte = buffer[position]
                if byte == quote {
                    let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[contentStart..<position]), as: UTF8.self)
                    position += 1
                    return text
                }
                if byte == UInt8(ascii: "\\") { break }
                position += 1
            }
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[contentStart..<position]))
            while position < end {
                let byte = buffer[position]
                if byte == quote {
                    position += 1
                    return String(decoding: scratch, as: UTF8.self)
                }
                guard byte == UInt8(ascii: "\\") else {
                    scratch.append(byte)
                    position += 1
                    continue
                }
                position += 1
                guard position < end else { break }
                let escaped = buffer[position]
                position += 1
                switch escaped {
                case UInt8(ascii: "n"): scratch.append(0x0A)
                case UInt8(ascii: "r"): scratch.append(0x0D)
                case UInt8(ascii: "t"): scratch.append(0x09)
                case UInt8(ascii: "b"): scratch.append(0x08)
                case UInt8(ascii: "f"): scratch.append(0x0C)
                case UInt8(ascii: "u"):
                    var scalar = hex4(at: position)
                    if let unit = scalar {
                        position += 4
                        if (0xD800..<0xDC00).contains(unit), starts(with: "\\u", at: position),
                            let low = hex4(at: position + 2), (0xDC00..<0xE000).contains(low)
                        {
                            scalar = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                            position += 6
                        }
                        appendScalar(scalar.flatMap(Unicode.Scalar.init) ?? "\u{FFFD}")
                    } else {
                        // `\u` without four hex digits: kept as the letter, like other unknown escapes.
                        scratch.append(escaped)
                    }
                default:
                    // `\"`, `\\`, `\/`, and the lenient ones: `\'` and anything else is the character itself.
                    scratch.append(escaped)
                }
            }
            position = start
            throw fail("unterminated string")
        }

        private func hex4(at index: Int) -> UInt32? {
            guard index + 4 <= end else { return nil }
            var value: UInt32 = 0
            for offset in 0..<4 {
                let byte = buffer[index + offset]
                let digit: UInt8
                switch byte {
                case 0x30...0x39: digit = byte - 0x30
                case 0x41...0x46: digit = byte - 0x41 + 10
                case 0x61...0x66: digit = byte - 0x61 + 10
                default: return nil
                }
                value = value << 4 | UInt32(digit)
            }
            return value
        }

        private mutating func appendScalar(_ scalar: Unicode.Scalar) {
            scratch.append(contentsOf: UTF8.encode(scalar)!)
        }
    }
}

/// Line and column of a byte offset, for problems.
enum JSONPosition {
    /// 1-based line, and 1-based column in characters (UTF-8 continuation bytes not counted).
    static func lineAndColumn(of offset: Int, in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> (Int, Int) {
        var line = 1
        var column = 1
        var index = start
        let stop = min(offset, buffer.count)
        while index < stop {
            let byte = buffer[index]
            if byte == 0x0A || (byte == 0x0D && (index + 1 >= buffer.count || buffer[index + 1] != 0x0A)) {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 && byte != 0x0D {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
