import CookbookFixtures
import CookbookKit
import CookbookLibrary
import Foundation
import Testing

/// No input crashes the parser or the reader, or takes more than linear time: long lines,
/// markup that never closes, front matter built to explode, and random text made of the
/// grammar's own pieces.
@Suite(.timeLimit(.minutes(1))) struct CooklangRobustnessTests {
    static let megabyte = 1 << 20

    static func read(_ text: String) -> Result<ReadRecipe, FormatProblem> {
        CooklangReader.read(text, fileName: "robust.cook")
    }

    @Test func aMegabyteLine() throws {
        let line = String(repeating: "Stir the pot gently ", count: Self.megabyte / 20)
        let recipe = try Self.read(line).get().recipe
        #expect(recipe.steps.count == 1)
        #expect(recipe.steps[0].utf8.count == line.utf8.count - 1)
    }

    /// Each would be quadratic if a failed search for `}`, `)` or `-]` began again at every
    /// marker.
    @Test(arguments: ["@a{", "#b(", "@c{1}(", "~{", "@", "@x y z ", "[-]", "{}@a", "-", "--\n", "(@)"])
    func aMegabyteOfOnePiece(_ piece: String) {
        let text = String(repeating: piece, count: Self.megabyte / piece.utf8.count)
        switch Self.read(text) {
        case .success(let read): #expect(read.recipe.name == "robust")
        case .failure(let problem): #expect(problem.line != nil)
        }
    }

    @Test func markupThatNeverCloses() throws {
        #expect(try Self.read("Add @hot chilli{3").get().recipe.ingredients == [Ingredient(item: "hot")])
        #expect(try Self.read("Add @salt{1}(to taste").get().recipe.steps == ["Add salt(to taste"])
        #expect(try Self.read("~{10%min").get().recipe.steps == ["~{10%min"])
        #expect(Self.read("Fine.\n\n[- never closed\nat all").failure?.line == 3)
        #expect(Self.read("---\ntitle: no end\n\nStep one.").failure?.line == 1)
        #expect(Self.read("---\ntitle: [no end\n---\nStep one.").failure?.line == 3)
    }

    static func deepFrontMatter(_ depth: Int) -> [String] {
        let flow = "---\nk: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n---\nStep."
        let block = "---\n" + (0..<min(depth, 2_000)).map { String(repeating: " ", count: $0) + "k\($0):" }.joined(separator: "\n")
            + " v\n---\nStep."
        let compact = "---\nk:\n" + String(repeating: "- ", count: depth) + "x\n---\nStep."
        return [flow, block, compact]
    }

    /// libyaml stops at 1,000 levels; the reader at 32, before Yams sees them.
    @Test(arguments: [5, 20, 40, 999, 1_000, 100_000])
    func deepFrontMatter(_ depth: Int) {
        for text in Self.deepFrontMatter(depth) {
            switch Self.read(text) {
            case .success: #expect(depth <= 20)
            case .failure(let problem): #expect(depth > 20 && problem.line != nil, "\(problem)")
            }
        }
    }

    /// Yams recurses once per level, about 2 KB of stack each in a release build: at libyaml's
    /// 1,000 levels, more than a secondary thread of 512 KB has. The reader stops deep YAML
    /// before Yams, so even such a thread comes through.
    @Test func deepFrontMatterOnASmallStack() {
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            for text in Self.deepFrontMatter(999) { _ = Self.read(text) }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
    }

    /// Aliases of aliases: a few lines that stand for a billion values.
    @Test func billionLaughs() {
        var yaml = "---\na0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol]\n"
        for level in 1...9 {
            yaml += "a\(level): &a\(level) [" + Array(repeating: "*a\(level - 1)", count: 9).joined(separator: ", ") + "]\n"
        }
        let problem = Self.read(yaml + "---\nStep.").failure
        #expect(problem?.message.hasPrefix("the front matter is too large") == true)
    }

    @Test func anEmptyFileAndWhiteSpace() throws {
        for text in ["", "\n", " \t\n\r\n", "\u{FEFF}", "-- only a comment", "[- only a block -]", "---\n---"] {
            let recipe = try Self.read(text).get().recipe
            #expect(recipe.steps.isEmpty && recipe.ingredients.isEmpty)
            #expect(recipe.name == "robust")
        }
    }

    /// Random text from the grammar's pieces and some that break it: every reading ends, and
    /// what it reads is well formed.
    @Test func randomText() {
        let pieces = [
            "@", "#", "~", "{", "}", "%", "(", ")", "=", "==", ">", ">>", ":", "--", "---", "[-", "-]", "\\", "\n", "\n\n",
            "\r\n", "\r", " ", "\t", "salt", "hot chilli", "1/2", "1 1/2", "01", ".", "./", "../", "🧂", "é", "\u{2009}",
            "⸫", "\u{2028}", "\u{85}", "\u{FEFF}", "\u{301}", "👩‍👩‍👧", "a: b", "- x", "[", "]", "&a", "*a", "|", "?",
        ]
        var random = SplitMix64(seed: 0xC00C_1A46)
        for round in 0..<3_000 {
            var text = round % 5 == 0 ? "---\n" : ""
            for _ in 0..<Int(random.next() % 40) { text += pieces[Int(random.next() % UInt64(pieces.count))] }
            switch CooklangParser.parse(text) {
            case .failure(let problem):
                #expect(problem.line.map { $0 >= 1 } ?? true, "\(text.debugDescription)")
            case .success(let recipe):
                for step in recipe.steps {
                    #expect(!step.items.isEmpty)
                    for (a, b) in zip(step.items, step.items.dropFirst()) {
                        if case .text = a, case .text = b { Issue.record("two text items in a row: \(text.debugDescription)") }
                    }
                    for item in step.items {
                        switch item {
                        case .text(let t): #expect(!t.isEmpty)
                        case .ingredient(let i): #expect(!i.name.isEmpty && !i.name.contains("\n"), "\(text.debugDescription)")
                        case .cookware(let c): #expect(!c.name.isEmpty, "\(text.debugDescription)")
                        case .timer(let t): #expect(t.name != nil || t.quantity != nil || t.units != nil)
                        }
                    }
                }
                let read = CooklangReader.read(recipe, fileName: "random.cook").recipe
                #expect(read.steps.allSatisfy { !$0.isEmpty && !$0.contains("\n") })
            }
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
