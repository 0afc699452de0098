@testable import CookbookModel
@testable import CookbookFormats
import Foundation
import Testing

@Suite struct LenientJSONTests {
    func parse(_ text: String) -> Result<JSONValue, FormatProblem> {
        LenientJSON.parse(Array(text.utf8))
    }

    @Test func strictJSON() throws {
        let value = try parse(#"{"a": [1, -2.5, 1e3, true, false, null], "b": "x\"\\\/\n\u00e9\ud83c\udf73", "a": 2}"#).get()
        let object = try #require(value.object)
        #expect(object.keys == ["a", "b", "a"], "members in order, duplicates kept")
        #expect(object["a"] == .number(2), "the last duplicate wins")
        #expect(object.values[0] == .array([.number(1), .number(-2.5), .number(1000), .bool(true), .bool(false), .null]))
        #expect(object["b"] == .string("x\"\\/\né🍳"))
    }

    @Test func whatSitesPublish() throws {
        // Raw control characters, `\'`, trailing commas, wrappers, comments, a BOM, a `;`.
        let text = "\u{FEFF}<!-- <![CDATA[ /* c */ {\"a\": \"line\r\nnext\tdone\", 'b': 'don\\'t', c: [1, 2,],} // x\n ]]> --> ;"
        let value = try parse(text).get()
        #expect(value["a"] == .string("line\r\nnext\tdone"))
        #expect(value["b"] == .string("don't"))
        #expect(value["c"] == .array([.number(1), .number(2)]))
        #expect(try parse("[undefined, NaN]").get() == .array([.null, .null]))
        #expect(try parse("{\"a\": 1}\n{\"b\": 2}, [3]").get() == .array([
            .object(JSONObject(keys: ["a"], values: [.number(1)])), .object(JSONObject(keys: ["b"], values: [.number(2)])),
            .array([.number(3)]),
        ]), "values one after another")
        #expect(try parse(#""\q\u12""#).get() == .string("qu12"), "unknown escapes keep the character")
        #expect(try parse(#""\ud800x""#).get() == .string("\u{FFFD}x"), "a lone surrogate")
    }

    @Test func problemsHaveLineAndColumn() {
        #expect(parse("{\"a\": 1,\n  \"b\" 2}") == .failure(FormatProblem(line: 2, column: 7, message: "not JSON: expected ':' after the key \"b\", found '2'")))
        #expect(parse("[1, 2") == .failure(FormatProblem(line: 1, column: 6, message: "not JSON: unterminated array: expected ',' or ']', found end of text")))
        #expect(parse("\"é\nabc") == .failure(FormatProblem(line: 1, column: 1, message: "not JSON: unterminated string")))
        #expect(parse("{} x") == .failure(FormatProblem(line: 1, column: 4, message: "not JSON: unexpected 'x' after the value")))
        #expect(parse("[1.2.3]") == .failure(FormatProblem(line: 1, column: 2, message: "not JSON: \"1.2.3\" is not a number")))
        #expect(parse("é") == .failure(FormatProblem(line: 1, column: 1, message: "not JSON: expected a value, found text")))
    }

    @Test func depthIsBounded() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        guard case .failure(let problem) = parse(deep) else {
            Issue.record("100,000 levels parsed")
            return
        }
        #expect(problem.message == "not JSON: nested deeper than 256 levels")
        #expect(throws: Never.self) { try parse(String(repeating: "[", count: 256) + String(repeating: "]", count: 256)).get() }
    }

    /// xorshift64*: the same bytes every run, so a failure can be found again.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return state &* 2_685_821_657_736_338_717
        }
    }

    /// JSON as Foundation's strict reader reads it, to hold LenientJSON's readings against.
    enum StrictJSON: Decodable, Equatable {
        case null, bool(Bool), number(Double), string(String), array([StrictJSON]), object([String: StrictJSON])

        init(from decoder: any Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let bool = try? c.decode(Bool.self) { self = .bool(bool) }
            else if let number = try? c.decode(Double.self) { self = .number(number) }
            else if let text = try? c.decode(String.self) { self = .string(text) }
            else if let array = try? c.decode([StrictJSON].self) { self = .array(array) }
            else { self = .object(try c.decode([String: StrictJSON].self)) }
        }

        init(_ value: JSONValue) {
            switch value {
            case .null: self = .null
            case .bool(let bool): self = .bool(bool)
            case .number(let number): self = .number(number)
            case .string(let text): self = .string(text)
            case .array(let items): self = .array(items.map(StrictJSON.init))
            case .object(let object):
                self = .object(Dictionary(zip(object.keys, object.values.map(StrictJSON.init)), uniquingKeysWith: { $1 }))
            }
        }
    }

    /// The problem's line is one of the text's and its column within that line or just after
    /// its last character. Lines end at \n, \r\n or \r; columns count Unicode scalars.
    static func isInside(_ problem: FormatProblem, _ text: String) -> Bool {
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        guard let line = problem.line, let column = problem.column, (1...lines.count).contains(line) else { return false }
        return (1...lines[line - 1].unicodeScalars.count + 1).contains(column)
    }

    /// Random bytes of JSON's own pieces and some that break it (NUL, bytes that are not UTF-8):
    /// what Foundation's strict reader reads, LenientJSON reads the same; anything it does not
    /// read is a "not JSON" problem placed inside the text. The schema.org readers answer with
    /// that same problem (on a page, moved by the `<script>` tag on the first line), or that
    /// there is no Recipe (the alphabet cannot spell one), or that the text has NUL bytes.
    @Test func garbageIsReadAsStrictJSONIsOrPlacedInTheText() throws {
        var generator = SeededGenerator(state: 0x5EED_C00C_B00C)
        let alphabet = Array("{}[]\"',:\\/ -+.0123456789eEtrufalsn<!-[CDATA]>*\n\r\t\u{0}é".utf8) + [0xFF, 0xC3]
        let script = Array("<script type=application/ld+json>".utf8)
        let noRecipe = FormatProblem(message: "no Recipe in the JSON-LD")
        var strict = 0, read = 0, problems = 0, pages = 0
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            let text = String(validating: bytes, as: UTF8.self)  // nil when not UTF-8
            let lenient = LenientJSON.parse(bytes)
            if let expected = try? JSONDecoder().decode(StrictJSON.self, from: Data(bytes)) {
                strict += 1
                #expect(lenient.map(StrictJSON.init) == .success(expected), "\(bytes)")
            }
            switch lenient {
            case .success:
                read += 1
            case .failure(let problem):
                problems += 1
                #expect(problem.message.hasPrefix("not JSON: "), "\(bytes): \(problem)")
                if let text { #expect(Self.isInside(problem, text), "\(bytes): \(problem)") }
            }

            let json = SchemaOrgReader.read(json: bytes).failure
            let page = SchemaOrgReader.read(html: script + bytes).failure
            if bytes.contains(0) {
                #expect(json == FormatProblem(message: "not UTF-8 text (the file has NUL bytes)"), "\(bytes)")
                #expect(page == FormatProblem(message: "not UTF-8 text (an ld+json block has NUL bytes)"), "\(bytes)")
            } else if text != nil {
                let expected = lenient.failure ?? noRecipe
                var onThePage = expected
                if onThePage.line == 1 { onThePage.column! += script.count }
                #expect(json == expected, "\(bytes)")
                #expect(page == onThePage, "\(bytes)")
                pages += 1
            } else {
                // Read as Windows-1252: a problem of its characters, or no Recipe.
                for problem in [json, page] {
                    #expect(problem == noRecipe || problem?.message.hasPrefix("not JSON: ") == true, "\(bytes): \(String(describing: problem))")
                }
            }
        }
        // Not a vacuous run: each kind of input came up.
        #expect(strict >= 10 && read >= 20 && problems >= 2_000 && pages >= 500, "\(strict) strict, \(read) read, \(problems) problems, \(pages) UTF-8 pages")
    }

    /// Hostile bytes, each with its exact problem: from LenientJSON, from a JSON-LD file and in a
    /// saved page after `<script type=application/ld+json>` (33 characters on line 1).
    @Test(arguments: [
        ("<!-- [", FormatProblem(line: 1, column: 7, message: "not JSON: unterminated array: expected ']', found end of text"), 40),
        ("{\"a\":\n  1,,}", FormatProblem(line: 2, column: 5, message: "not JSON: expected a key in quotes or '}', found ','"), 5),
        ("\n\r\n\r   ]", FormatProblem(line: 4, column: 4, message: "not JSON: expected a value, found ']'"), 4),
        ("[1, 2]]]", FormatProblem(line: 1, column: 7, message: "not JSON: unexpected ']' after the value"), 40),
        ("<![CDATA[", FormatProblem(line: 1, column: 1, message: "not JSON: no value (the text is empty)"), 34),
        ("{'a': tru}", FormatProblem(line: 1, column: 7, message: "not JSON: expected a value, found 't'"), 40),
        ("1e", FormatProblem(line: 1, column: 1, message: "not JSON: \"1e\" is not a number"), 34),
        ("\"\\u12", FormatProblem(line: 1, column: 1, message: "not JSON: unterminated string"), 34),
        ("é]", FormatProblem(line: 1, column: 1, message: "not JSON: expected a value, found text"), 34),
    ] as [(String, FormatProblem, Int)])
    func hostileTextHasItsProblem(_ text: String, _ problem: FormatProblem, pageColumn: Int) {
        #expect(parse(text) == .failure(problem))
        #expect(SchemaOrgReader.read(json: Array(text.utf8)).failure == problem)
        var onThePage = problem
        onThePage.column = pageColumn
        #expect(SchemaOrgReader.read(html: Array("<script type=application/ld+json>\(text)".utf8)).failure == onThePage)
    }

    @Test func nulAndBytesNotUTF8() {
        // A NUL in a string is text to LenientJSON, but a file with one is not text at all.
        #expect(LenientJSON.parse(Array("\"a\u{0}b\"".utf8)) == .success(.string("a\u{0}b")))
        #expect(SchemaOrgReader.read(json: Array("\"a\u{0}b\"".utf8)).failure == FormatProblem(message: "not UTF-8 text (the file has NUL bytes)"))
        #expect(SchemaOrgReader.read(html: Array("<script type=application/ld+json>\"a\u{0}b\"".utf8)).failure
            == FormatProblem(message: "not UTF-8 text (an ld+json block has NUL bytes)"))
        // Bytes that are not UTF-8: a stray byte where a value or a key begins is text, placed
        // by its line and column; in a string, a file is read as Windows-1252 (0xC3 is Ã) and
        // has no Recipe.
        #expect(LenientJSON.parse([0x5B, 0xC3, 0x5D]) == .failure(FormatProblem(line: 1, column: 2, message: "not JSON: expected a value, found text")))
        #expect(LenientJSON.parse([0x7B, 0x0A, 0xFF, 0x3A])
            == .failure(FormatProblem(line: 2, column: 1, message: "not JSON: expected a key in quotes or '}', found text")))
        #expect(SchemaOrgReader.read(json: [0x22, 0xC3, 0x22]).failure == FormatProblem(message: "no Recipe in the JSON-LD"))
    }
}
