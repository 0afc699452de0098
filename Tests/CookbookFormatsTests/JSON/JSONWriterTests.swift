import CookbookFixtures
@testable import CookbookFormats
import Foundation
import Testing

/// The one writer of JSON: its escaping, its numbers (`JSONEncoder`'s), its two layouts and its
/// key order, byte for byte.
@Suite struct JSONWriterTests {
    private func text(_ json: borrowing JSONWriter) -> String { String(decoding: json.bytes, as: UTF8.self) }

    private func string(_ value: String) -> String {
        var json = JSONWriter()
        json.string(value)
        return text(json)
    }

    private func number(_ value: Double) throws -> String {
        var json = JSONWriter()
        try json.number(value)
        return text(json)
    }

    @Test func quotesBackslashesAndControlCharactersAreEscaped() throws {
        #expect(string(#"say "hi" \ bye"#) == #""say \"hi\" \\ bye""#)
        #expect(string("\n\r\t\u{8}\u{C}") == #""\n\r\t\b\f""#)
        #expect(string("\u{0}\u{1}\u{B}\u{1B}\u{1F}") == #""\u0000\u0001\u000b\u001b\u001f""#)
        #expect(string("") == #""""#)
        // Every control character, between plain text, reads back as itself.
        let controls = String(String.UnicodeScalarView((0..<0x20).map { Unicode.Scalar(UInt8($0)) }))
        let all = "a" + controls + "\"\\z"
        #expect(try JSONDecoder().decode(String.self, from: Data(string(all).utf8)) == all)
    }

    /// What must be escaped, wherever it is among text that need not be (the writer looks at
    /// eight bytes at a time): each such character at each place in ASCII and in UTF-8 of two,
    /// three and four bytes.
    @Test func whatMustBeEscapedIsFoundAtAnyPlace() {
        func escaped(_ scalar: Unicode.Scalar) -> String {
            switch scalar {
            case "\"": #"\""#
            case "\\": #"\\"#
            case "\n": #"\n"#
            case "\r": #"\r"#
            case "\t": #"\t"#
            case "\u{8}": #"\b"#
            case "\u{C}": #"\f"#
            default: "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
            }
        }
        let special = (0..<0x20).map { Unicode.Scalar(UInt8($0)) } + ["\"", "\\"]
        for filler in ["abcdefgh", "é", "お", "🍮", "\u{7F}\u{80}\u{FF}"] {
            let plain = String(repeating: filler, count: 24)
            for place in 0...17 {
                let before = String(plain.unicodeScalars.prefix(place)), after = String(plain.unicodeScalars.dropFirst(place).prefix(9))
                for scalar in special {
                    #expect(string(before + String(scalar) + after) == "\"" + before + escaped(scalar) + after + "\"")
                }
            }
            #expect(string(plain) == "\"" + plain + "\"")
        }
    }

    @Test func everythingElseIsKeptAsItIs() {
        let kept = "/ é 🍮 お好み焼き \u{7F} \u{80} \u{2028} \u{FEFF}"
        #expect(string(kept) == "\"" + kept + "\"", "no \\/, no \\u escapes for non-ASCII")
    }

    @Test func numbersAreWrittenAsJSONEncoderWritesThem() throws {
        #expect(try number(0.5) == "0.5")
        #expect(try number(1e-7) == "1e-07")
        #expect(try number(100) == "100")
        #expect(try number(-0.0) == "-0")
        #expect(try number(0) == "0")
        #expect(try number(-2.25) == "-2.25")
        #expect(try number(0.1 + 0.2) == "0.30000000000000004")
        #expect(try number(1e15) == "1000000000000000")
        #expect(try number(9_007_199_254_740_992) == "9007199254740992")
        #expect(try number(9_007_199_254_740_994) == "9.007199254740994e+15")
        #expect(try number(1e16) == "1e+16")
        #expect(try number(1.5e300) == "1.5e+300")
        #expect(try number(5e-324) == "5e-324")
        var json = JSONWriter()
        json.number(Int.min)
        json.number(Int.max)
        #expect(text(json) == "-92233720368547758089223372036854775807")
        // JSONEncoder is the reference for any other value: any bits, eighths, whole ones
        // around 2^53.
        var random = SplitMix64(seed: 20)
        let values = (0..<3000).map { _ in Double(bitPattern: random.next()) }.filter(\.isFinite)
            + (0..<1000).map { _ in Double(random.below(16_000_000) - 8_000_000) / 8 }
            + (0..<3000).map { _ in Double(Int64(bitPattern: random.next()) % 100_000_000_000_000_000) }
        for value in values {
            let encoded = String(decoding: try JSONEncoder().encode([value]), as: UTF8.self)
            let written = try "[" + number(value) + "]"
            #expect(written == encoded, "\(value)")
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, .signalingNaN])
    func aNumberJSONCannotHoldIsRefused(value: Double) {
        var json = JSONWriter()
        #expect(throws: JSONWriter.Failure.self) { try json.number(value) }
        #expect(json.bytes.isEmpty, "nothing written")
    }

    /// `{"b": [1, "x", [], {}], "a": {"c": true}, "e": []}` written in each layout.
    private func document(_ layout: JSONWriter.Layout, keys: JSONWriter.KeyOrder = .asWritten) throws -> String {
        var json = JSONWriter(layout, keys: keys)
        json.beginObject()
        json.field("b")
        json.beginArray()
        json.element()
        try json.number(1.0)
        json.element()
        json.string("x")
        json.element()
        json.beginArray()
        json.endArray()
        json.element()
        json.beginObject()
        json.endObject()
        json.endArray()
        json.field("a")
        json.beginObject()
        json.field("c")
        json.bool(true)
        json.endObject()
        json.field("e", "")
        json.field("d")
        json.strings([])
        json.endObject()
        return text(json)
    }

    @Test func theCompactLayoutHasNoSpaceAndNoLineBreak() throws {
        #expect(try document(.compact) == #"{"b":[1,"x",[],{}],"a":{"c":true},"e":"","d":[]}"#)
    }

    @Test func theIndentedLayoutPutsAValueALineTwoSpacesALevel() throws {
        #expect(try document(.indented) == """
            {
              "b": [
                1,
                "x",
                [],
                {}
              ],
              "a": {
                "c": true
              },
              "e": "",
              "d": []
            }
            """)
        var empty = JSONWriter(.indented)
        empty.strings([])
        #expect(text(empty) == "[]")
    }

    @Test func sortedKeysPutEachObjectsMembersInTheOrderOfTheirBytes() throws {
        #expect(try document(.compact, keys: .sorted) == #"{"a":{"c":true},"b":[1,"x",[],{}],"d":[],"e":""}"#)
        #expect(try document(.indented, keys: .sorted) == """
            {
              "a": {
                "c": true
              },
              "b": [
                1,
                "x",
                [],
                {}
              ],
              "d": [],
              "e": ""
            }
            """)
        // Objects inside arrays inside objects, each sorted on its own; the array's order kept;
        // bytes, not letters ("B" before "a", "é" after "z"); an equal key keeps its place.
        var json = JSONWriter(keys: .sorted)
        json.beginObject()
        json.field("z")
        json.beginArray()
        for n in [2, 1] {
            json.element()
            json.beginObject()
            json.field("é", "\(n)")
            json.field("z", "\(n)")
            json.field("B")
            json.number(n)
            json.field("a")
            json.beginObject()
            json.field("y", "first")
            json.field("x", "")
            json.field("y", "second")
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.field("Z", "")
        json.endObject()
        #expect(text(json) == #"{"Z":"","z":[{"B":2,"a":{"x":"","y":"first","y":"second"},"z":"2","é":"2"},"#
            + #"{"B":1,"a":{"x":"","y":"first","y":"second"},"z":"1","é":"1"}]}"#)
    }

    @Test func keysAreEscapedAsStringsAre() {
        var json = JSONWriter()
        json.beginObject()
        json.field("a\"b\n", "v")
        json.endObject()
        #expect(text(json) == #"{"a\"b\n":"v"}"#)
    }

    @Test func takenLinesAndWhatIsLeftMakeTheWholeDocument() {
        func write(_ json: inout JSONWriter, taking: Bool) -> [UInt8] {
            var taken: [UInt8] = []
            json.beginArray()
            for n in 0..<50 {
                json.element()
                json.beginObject()
                json.field("name", "recipe \(n)")
                json.field("id", "\(n)")
                json.endObject()
                if taking, n % 7 == 0 {
                    let lines = json.takeLines()
                    #expect(lines.last == UInt8(ascii: "\n"))
                    taken += lines
                }
            }
            json.endArray()
            return taken + json.bytes
        }
        var whole = JSONWriter(.indented, keys: .sorted)
        var pieces = JSONWriter(.indented, keys: .sorted)
        #expect(write(&pieces, taking: true) == write(&whole, taking: false))
        #expect(pieces.count < whole.count)
    }
}
