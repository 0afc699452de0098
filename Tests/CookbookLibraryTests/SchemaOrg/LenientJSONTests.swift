import CookbookKit
@testable import CookbookLibrary
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

    @Test func garbageNeverCrashes() {
        var generator = SeededGenerator(state: 0x5EED_C00C_B00C)
        let alphabet = Array("{}[]\"',:\\/ -+.0123456789eEtrufalsn<!-[CDATA]>*\n\r\t\u{0}é".utf8) + [0xFF, 0xC3]
        for _ in 0..<3_000 {
            let length = Int.random(in: 0..<64, using: &generator)
            let bytes = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            _ = LenientJSON.parse(bytes)
            _ = SchemaOrgReader.read(json: bytes)
            _ = SchemaOrgReader.read(html: Array("<script type=application/ld+json>".utf8) + bytes)
        }
    }
}
