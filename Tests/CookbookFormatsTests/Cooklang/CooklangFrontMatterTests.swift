import CookbookFixtures
import CookbookFormats
import Foundation
import Testing

/// The shortcut for simple front matter reads what Yams reads, and real files take it.
@Suite struct CooklangFrontMatterTests {
    /// The YAML between the fences of a file, when it has front matter.
    static func frontMatter(_ text: String) -> String? {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
        if lines.first?.hasPrefix("\u{FEFF}") == true { lines[0] = lines[0].dropFirst() }
        guard lines.first?.trimmingCharacters(in: .whitespacesAndNewlines) == "---",
            let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "---" })
        else { return nil }
        return lines[1..<end].map { $0 + "\n" }.joined()
    }

    static var files: [String] {
        let fixtures = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/cooklang")
        var texts: [String] = []
        for name in (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? [] {
            if let text = try? String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8) { texts.append(text) }
        }
        for path in SharedCooklang.examples("cook") {
            if let text = try? SharedCooklang.text(ofExample: path) { texts.append(text) }
        }
        return texts
    }

    @Test func realFrontMatterTakesTheShortcut() throws {
        var simple = 0
        var yams = 0
        for text in Self.files {
            guard let yaml = Self.frontMatter(text) else { continue }
            let byYams = CooklangFrontMatter.entriesByYams(yaml, firstLine: 2)
            if let entries = CooklangFrontMatter.simpleEntries(yaml) {
                simple += 1
                #expect(byYams == .success(entries), "\(yaml)")
            } else {
                yams += 1
            }
        }
        // The 12 example files with front matter all take the shortcut; of the fixtures, 5 do
        // (one with a list on its line) and the 3 with block lists or broken YAML do not.
        #expect(simple == 5 + (SharedCooklang.isPresent ? 12 : 0))
        #expect(yams == 3)
    }

    @Test(arguments: [
        "title: Soup\nservings: 4\n", "a: b\r\n\r\n# comment\nc:\n", "cooking time  : 30 mins\n", "url: https://x.org/a?b=c#d\n",
        "k: a  b, c {d} [e]\n", "k: C# and 50%\n", "k: ~\n", "k: null\n", "k: 'q'\n", "k: \"q\"\n", "k: v # c\n", "k: a: b\n",
        "k: v:\n", "- a\n", "k:\n  - a\n", "k: |\n  text\n", "k: &a v\n", "k: *a\n", "\tk: v\n", "k: v\tw\n", "k: v\n k2: w\n",
        "? k\n: v\n", "k: v\nk: w\n", "%YAML 1.2\n", "k: v\u{85}\n", "k: \u{A0}v\u{A0}\n", "k: -1\n", "k: @x\n", "k: `x`\n", "k: !t v\n",
        "k: >\n  t\n", "a:b: c\n", "<<: x\n", "ключ: значение\n", "k: 🍮\n",
        "tags: [one-pot, quick, vegetarian]\n", "k: []\n", "k: [ ]\n", "k: [a]\n", "k: [a,b]\n", "k: [ a , b c ]\n", "k: [a, ]\n",
        "k: [, a]\n", "k: [a,, b]\n", "k: [a, [b]]\n", "k: [a, {b}]\n", "k: [a: b]\n", "k: [a:b]\n", "k: [a, -b]\n", "k: [a, - b]\n",
        "k: ['a', b]\n", "k: [a, \"b\"]\n", "k: [a] x\n", "k: [a\n", "k: [a, b]]\n", "k: [~, null]\n", "k: [é, 🍮]\n", "k: [a #b]\n",
        "k: [a, b] # c\n", "k: [&x a]\n", "k: [*x]\n", "k: [!t a]\n", "k: [a?, ?b]\n", "k: [a.b, 1, -1]\n",
    ])
    func theShortcutAgreesWithYams(_ yaml: String) {
        if let entries = CooklangFrontMatter.simpleEntries(yaml) {
            #expect(CooklangFrontMatter.entriesByYams(yaml, firstLine: 2) == .success(entries))
        }
        #expect(CooklangFrontMatter.entries(yaml, firstLine: 2) == CooklangFrontMatter.entriesByYams(yaml, firstLine: 2))
    }

    @Test func randomLinesAgree() {
        let pieces = [
            "key", "title", " ", ": ", ":", "#", " #", "-", "'", "\"", "[", "]", "{", "}", ",", "&", "*", "!", "|", ">", "%",
            "@", "`", "?", "\t", "\n", "\r\n", "é", "\u{A0}", "\u{85}", "\u{2028}", "\u{FEFF}", "null", "~", "1", "a:b", ".",
            "...", "<<", "\\", "x y", "\n  ", "\n- ",
        ]
        var random = SplitMix64(seed: 0xF0_0D)
        var simple = 0
        for _ in 0..<4_000 {
            var yaml = ""
            for _ in 0..<Int(random.next() % 12) { yaml += pieces[Int(random.next() % UInt64(pieces.count))] }
            if let entries = CooklangFrontMatter.simpleEntries(yaml) {
                simple += 1
                #expect(CooklangFrontMatter.entriesByYams(yaml, firstLine: 2) == .success(entries), "\(yaml.debugDescription)")
            }
        }
        #expect(simple > 100)
    }
}
