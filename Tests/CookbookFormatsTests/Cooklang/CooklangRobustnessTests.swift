import CookbookFixtures
import CookbookModel
import CookbookFormats
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

    /// What a megabyte of one piece reads as: its one step (how it begins, its length in bytes)
    /// and its ingredients (how many, and the one name they all have).
    struct Reading: Equatable, Sendable, CustomStringConvertible {
        var begins = ""
        var bytes = 0
        var ingredients = 0
        var ingredient: String?

        var description: String { "\(begins.debugDescription)…, \(bytes) B, \(ingredients) × \(ingredient ?? "-")" }
    }

    /// Each would be quadratic if a failed search for `}`, `)` or `-]` began again at every
    /// marker. An unclosed `{` or `(` leaves its marker as text, a `[-` never closed is a problem
    /// at the last one, and `--` comments out each line.
    @Test(arguments: [
        ("@a{", Reading(begins: "a{a{", bytes: 699_050, ingredients: 349_525, ingredient: "a")),
        ("#b(", Reading(begins: "b(b(", bytes: 699_050)),
        ("@c{1}(", Reading(begins: "c(c(", bytes: 349_524, ingredients: 174_762, ingredient: "c")),
        ("~{", Reading(begins: "~{~{", bytes: 1_048_576)),
        ("@", Reading(begins: "@@@@", bytes: 1_048_576)),
        ("@x y z ", Reading(begins: "x y z x", bytes: 898_775, ingredients: 149_796, ingredient: "x")),
        ("{}@a", Reading(begins: "{}aa", bytes: 262_146, ingredients: 262_144, ingredient: "a")),
        ("-", Reading(begins: "----", bytes: 1_048_576)),
        ("--\n", nil),
        ("(@)", Reading(begins: "(@)(", bytes: 1_048_575)),
    ] as [(String, Reading?)])
    func aMegabyteOfOnePiece(_ piece: String, _ expected: Reading?) throws {
        let text = String(repeating: piece, count: Self.megabyte / piece.utf8.count)
        let recipe = try Self.read(text).get().recipe
        #expect(recipe.name == "Robust")
        #expect(recipe.steps.count == (expected == nil ? 0 : 1))
        let step = recipe.steps.first ?? ""
        let names = Set(recipe.ingredients.map(\.item))
        let reading = Reading(begins: String(step.prefix(expected?.begins.count ?? 0)), bytes: step.utf8.count,
                              ingredients: recipe.ingredients.count, ingredient: names.count == 1 ? names.first : nil)
        #expect(reading == expected ?? Reading())
    }

    @Test func aMegabyteOfUnclosedBlockComments() {
        let text = String(repeating: "[-]", count: Self.megabyte / 3)
        #expect(Self.read(text).failure == FormatProblem(line: 1, column: 1_048_573, message: "the block comment `[-` is never closed by `-]`"))
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

    static let tooDeep = "the front matter is too deep (more than 32 levels)"

    /// The flow list's, the indented keys' and the compact list's problems where they go too
    /// deep: each on its line (the keys' at the 37th key, line 38).
    static let deepProblems: [Result<[String], FormatProblem>] = [
        .failure(FormatProblem(line: 2, column: 1, message: tooDeep)),
        .failure(FormatProblem(line: 38, column: 1, message: tooDeep)),
        .failure(FormatProblem(line: 3, column: 1, message: tooDeep)),
    ]

    /// libyaml stops at 1,000 levels; the reader at 32, before Yams sees them.
    @Test(arguments: [5, 20, 40, 999, 1_000, 100_000])
    func deepFrontMatter(_ depth: Int) {
        let readings = Self.deepFrontMatter(depth).map { Self.read($0).map(\.recipe.steps) }
        switch depth {
        case ...20:
            #expect(readings == Array(repeating: .success(["Step."]), count: 3))
        case 40:
            // The compact list of 40 is stopped by its size first, on the key's line.
            let tooLarge = "the front matter is too large or too deep (more than 10000 values or 32 levels)"
            #expect(readings == Self.deepProblems.dropLast() + [.failure(FormatProblem(line: 2, column: 1, message: tooLarge))])
        default:
            #expect(readings == Self.deepProblems)
        }
    }

    /// Yams recurses once per level, about 2 KB of stack each in a release build: at libyaml's
    /// 1,000 levels, more than a secondary thread of 512 KB has. The reader stops deep YAML
    /// before Yams, so even such a thread comes through, with the problems the main thread gets.
    @Test func deepFrontMatterOnASmallStack() {
        final class Readings: @unchecked Sendable {
            var list: [Result<[String], FormatProblem>] = []
        }
        let readings = Readings()  // written by the thread before it signals, read after the wait
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            readings.list = Self.deepFrontMatter(999).map { Self.read($0).map(\.recipe.steps) }
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        #expect(readings.list == Self.deepProblems)
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
            #expect(recipe.name == "Robust")
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
                    // Where lines were joined is a space of a text item.
                    for join in step.lineJoins {
                        var isSpace = false
                        if step.items.indices.contains(join.item), case .text(let t) = step.items[join.item] {
                            let bytes = Array(t.utf8)
                            isSpace = bytes.indices.contains(join.offset) && bytes[join.offset] == 0x20
                        }
                        #expect(isSpace, "\(text.debugDescription)")
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
                // Each step is its lines, none blank: a line break is between two of them.
                #expect(read.steps.allSatisfy { step in
                    !step.isEmpty && TextLines.of(step).count == step.split(separator: "\n", omittingEmptySubsequences: false).count
                }, "\(text.debugDescription) → \(read.steps.debugDescription)")
            }
        }
    }
}

extension Result {
    var failure: Failure? {
        if case .failure(let failure) = self { failure } else { nil }
    }
}
