import CookbookModel
import CookbookFormats
import Testing

/// The parser on what the canonical tests leave out: comments, notes, sections, the older
/// metadata, line breaks, numbers, references, notes on components, front matter, problems.
@Suite struct CooklangParserTests {
    static func parse(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> CooklangRecipe {
        switch CooklangParser.parse(text) {
        case .success(let recipe): return recipe
        case .failure(let problem):
            Issue.record("\(problem)", sourceLocation: sourceLocation)
            throw problem
        }
    }

    static func problem(_ text: String) -> FormatProblem? {
        if case .failure(let problem) = CooklangParser.parse(text) { problem } else { nil }
    }

    static func items(_ text: String) throws -> [CooklangItem] {
        let steps = try parse(text).steps
        try #require(steps.count == 1, "\(steps)")
        return steps[0].items
    }

    static func ingredient(_ text: String) throws -> CooklangIngredient {
        let found = try items(text).compactMap { if case .ingredient(let i) = $0 { i } else { nil } }
        try #require(found.count == 1, "\(found)")
        return found[0]
    }

    // MARK: Comments

    @Test func lineComments() throws {
        #expect(try Self.items("Mash @potato{2%kg} -- or boil them") == [
            .text("Mash "), .ingredient(.init(name: "potato", quantity: .init(text: "2", value: 2), units: "kg")), .text(" "),
        ])
        #expect(try Self.items("a--b") == [.text("a")])
        // Three dashes or more are text: a rule, or a front matter fence out of place.
        #expect(try Self.items("a --- b ---- c") == [.text("a --- b ---- c")])
        #expect(try Self.items("a - b") == [.text("a - b")])
    }

    @Test func blockComments() throws {
        #expect(try Self.items("Add @milk{4%cup} [- TODO litres -], keep mixing") == [
            .text("Add "), .ingredient(.init(name: "milk", quantity: .init(text: "4", value: 4), units: "cup")),
            .text(" , keep mixing"),
        ])
        // Across lines, even a blank one: the comment goes, the lines around it join.
        #expect(try Self.items("a [- one\n\ntwo -] b") == [.text("a  b")])
        #expect(try Self.items("a [- -- not a line comment -] b") == [.text("a  b")])
        #expect(try Self.items("a -- [- not a block comment\nb") == [.text("a  b")])
    }

    @Test func aCommentLineEndsAStepLikeABlankLine() throws {
        let recipe = try Self.parse("-- first\n@thyme{2%sprigs}\n-- between\nand more\n  -- indented")
        #expect(recipe.steps.count == 2)
        #expect(recipe.steps[1].items == [.text("and more")])
    }

    // MARK: Paragraphs

    @Test func stepsAreParagraphs() throws {
        let recipe = try Self.parse("one\ntwo\n\n\n  \t \nthree\n")
        // Where the lines were joined is kept beside the text.
        #expect(recipe.steps == [
            CooklangStep(items: [.text("one two")], lineJoins: [.init(item: 0, offset: 3)]), CooklangStep(items: [.text("three")]),
        ])
        #expect(recipe.sections.count == 1 && recipe.sections[0].name == nil)
    }

    @Test func whereLinesAreJoinedIsKeptBesideTheText() throws {
        let steps = try Self.parse("Add @salt\nand @pepper{}\nnow.\n\nAdd @corn{1}(halved\nlengthways) then\nstir.").steps
        #expect(steps.map(\.lineJoins) == [
            [.init(item: 2, offset: 0), .init(item: 4, offset: 0)],
            // Inside the note's brackets the lines make one component: no join of the text.
            [.init(item: 2, offset: 5)],
        ])
        #expect(steps[1].items[2] == .text(" then stir."))
    }

    @Test func aBackslashKeepsTheLineBreak() throws {
        #expect(try Self.items("Lay out @rice paper{1}.\\\nTop with it,\\  \nand roll.") == [
            .text("Lay out "), .ingredient(.init(name: "rice paper", quantity: .init(text: "1", value: 1))),
            .text(".\nTop with it,\nand roll."),
        ])
        #expect(try Self.items("ends here\\") == [.text("ends here")])
    }

    @Test func notes() throws {
        let recipe = try Self.parse("> Don't burn\n>the roux.\nReally.\n\nStir.\n> not a note\n\n  > nor this")
        #expect(recipe.sections[0].blocks == [
            .note("Don't burn the roux. Really."),
            .step(CooklangStep(items: [.text("Stir. > not a note")], lineJoins: [.init(item: 0, offset: 5)])),
            .step(CooklangStep(items: [.text("  > nor this")])),
        ])
        #expect(recipe.notes == ["Don't burn the roux. Really."])
        // Components in a note are text.
        #expect(try Self.parse("> Use @salt{1%tsp}").notes == ["Use @salt{1%tsp}"])
    }

    @Test func sections() throws {
        let recipe = try Self.parse("== Dough ==\nMix @flour{200%g}.\n=Filling\nStir.\n\nBake.\n====\nServe.\n= Empty =\n")
        #expect(recipe.sections.map(\.name) == ["Dough", "Filling", nil, "Empty"])
        #expect(recipe.sections.map(\.blocks.count) == [1, 2, 1, 0])
        // Content before the first section is a section without a name.
        #expect(try Self.parse("Prep.\n= Cook\nCook.").sections.map(\.name) == [nil, "Cook"])
        // A section line ends the paragraph it interrupts.
        #expect(try Self.parse("one\n= Two\ntwo").steps.count == 2)
    }

    @Test func olderMetadataLines() throws {
        let recipe = try Self.parse(">> servings: 4\n>>source:  https://example.org/a:b \nStep.\n>> nothing here\n>> servings: 6")
        #expect(recipe.metadata == [
            .init(key: "servings", value: .text("6")), .init(key: "source", value: .text("https://example.org/a:b")),
        ])
        // `>>` without a colon is text, and goes on the paragraph.
        #expect(recipe.steps == [CooklangStep(items: [.text("Step. >> nothing here")], lineJoins: [.init(item: 0, offset: 5)])])
        #expect(try Self.parse("text >> a: b").metadata.isEmpty)
    }

    // MARK: Components

    @Test(arguments: [
        ("3", 3.0), ("0", 0), ("250", 250), ("1.5", 1.5), ("0.5", 0.5), (".5", 0.5), ("1/2", 0.5), ("1 / 2", 0.5),
        ("1 /2", 0.5), ("3/4", 0.75), ("1 1/2", 1.5), ("2  1 / 4", 2.25), ("0/2", 0),
    ])
    func numbers(_ written: String, _ value: Double) throws {
        let ingredient = try Self.ingredient("@flour{\(written)%g}")
        #expect(ingredient.quantity == CooklangQuantity(text: written, value: value))
    }

    @Test(arguments: ["01/2", "05", "1.", "-1", "1e3", "1,5", "10-15", "1/0", "1 2", "½", "1 ½", "few", "1/2/3", "1.5/2", "3tsp"])
    func textQuantities(_ written: String) throws {
        let ingredient = try Self.ingredient("@flour{\(written)}")
        #expect(ingredient.quantity == CooklangQuantity(text: written, value: nil))
    }

    @Test func amounts() throws {
        #expect(try Self.ingredient("@salt{=1%tsp}") == .init(name: "salt", quantity: .init(text: "1", value: 1), units: "tsp", fixed: true))
        #expect(try Self.ingredient("@salt{ = 2 % g }") == .init(name: "salt", quantity: .init(text: "2", value: 2), units: "g", fixed: true))
        #expect(try Self.ingredient("@salt{%pinch}") == .init(name: "salt", units: "pinch"))
        #expect(try Self.ingredient("@salt{2%}") == .init(name: "salt", quantity: .init(text: "2", value: 2)))
        #expect(try Self.ingredient("@salt{2%cup%s}") == .init(name: "salt", quantity: .init(text: "2", value: 2), units: "cup%s"))
        #expect(try Self.ingredient("@salt{}") == .init(name: "salt"))
    }

    /// A `\` in an amount makes the next character plain and is dropped, as the official
    /// parser reads it: a quantity with one is text (`1\/2` is "1/2", not ½), an escaped `%`
    /// is no separator, an escaped `=` makes nothing fixed, an escaped `}` closes nothing.
    @Test func aBackslashInAnAmount() throws {
        #expect(try Self.ingredient(#"@salt{1\/2%tsp}"#) == .init(name: "salt", quantity: .init(text: "1/2", value: nil), units: "tsp"))
        #expect(try Self.ingredient(#"@x{5\%%g}"#) == .init(name: "x", quantity: .init(text: "5%", value: nil), units: "g"))
        #expect(try Self.ingredient(#"@x{1\%2%tsp}"#) == .init(name: "x", quantity: .init(text: "1%2", value: nil), units: "tsp"))
        #expect(try Self.ingredient(#"@salt{\=1%tsp}"#) == .init(name: "salt", quantity: .init(text: "=1", value: nil), units: "tsp"))
        #expect(try Self.ingredient(#"@a{1\}%tsp} b"#) == .init(name: "a", quantity: .init(text: "1}", value: nil), units: "tsp"))
        #expect(try Self.ingredient(#"@a{2%fl\ oz\}}"#) == .init(name: "a", quantity: .init(text: "2", value: 2), units: "fl oz}"))
        #expect(try Self.items(#"@a{1\} rest"#) == [.ingredient(.init(name: "a")), .text(#"{1\} rest"#)], "never closed: text")
    }

    @Test func recipeReferences() throws {
        #expect(try Self.ingredient("Pour over @./sauces/Hollandaise{150%g}.")
            == .init(name: "Hollandaise", quantity: .init(text: "150", value: 150), units: "g", reference: "./sauces/Hollandaise"))
        #expect(try Self.ingredient("@../Shared/Pizza Dough{}") == .init(name: "Pizza Dough", reference: "../Shared/Pizza Dough"))
        // Without braces a path is text.
        #expect(try Self.items("Add @./Pesto now") == [.text("Add @./Pesto now")])
    }

    @Test func notesOnComponents() throws {
        #expect(try Self.ingredient("@onion{1}(peeled and finely chopped)").note == "peeled and finely chopped")
        #expect(try Self.ingredient("@onion(chopped) and more").note == "chopped")
        #expect(try Self.ingredient("@onion{1} (apart)").note == nil)
        #expect(try Self.ingredient("@onion{1}(unclosed").note == nil)
        #expect(try Self.ingredient("@baby corn{100%g}(halved\nlengthways)").note == "halved lengthways")
        #expect(try Self.items("#pan{}(the big one) x") == [.cookware(.init(name: "pan", note: "the big one")), .text(" x")])
        // Timers take no note.
        #expect(try Self.items("~{5%min}(x)") == [.timer(.init(quantity: .init(text: "5", value: 5), units: "min")), .text("(x)")])
    }

    @Test func timers() throws {
        #expect(try Self.items("~{%min} ~{}") == [.timer(.init(units: "min")), .text(" ~{}")])
        #expect(try Self.items("~rest{}") == [.timer(.init(name: "rest"))])
        #expect(try Self.items("~{10-15%min}") == [.timer(.init(quantity: .init(text: "10-15", value: nil), units: "min"))])
    }

    @Test func aNameEndsWhereAnotherComponentBegins() throws {
        #expect(try Self.items("@a b ~c d{3}") == [
            .ingredient(.init(name: "a")), .text(" b "), .timer(.init(name: "c d", quantity: .init(text: "3", value: 3))),
        ])
        #expect(try Self.items("Add @salt and @black pepper{}") == [
            .text("Add "), .ingredient(.init(name: "salt")), .text(" and "), .ingredient(.init(name: "black pepper")),
        ])
        // Over a line break: `{` on the next line still ends the name, as in the reference parser.
        #expect(try Self.ingredient("@hot\nchilli{2}").name == "hot chilli")
        #expect(try Self.items("@salt+pepper") == [.ingredient(.init(name: "salt")), .text("+pepper")])
        // A line break kept by `\` ends a name.
        #expect(try Self.items("@rice\\\npaper{1}") == [.ingredient(.init(name: "rice")), .text("\npaper{1}")])
    }

    @Test func notWellFormedIsText() throws {
        for text in ["@", "#", "~", "a @ b", "@{}", "#{2}", "@(x)", "~ rest", "a@", "@@", "@?x{}", "@-x", "email@", "50% off {x}"] {
            #expect(try Self.items(text).allSatisfy { if case .text = $0 { true } else { false } }, "\(text)")
        }
        #expect(try Self.items("@chilli{3") == [.ingredient(.init(name: "chilli")), .text("{3")])
        #expect(try Self.items("@hot chilli{3") == [.ingredient(.init(name: "hot")), .text(" chilli{3")])
    }

    // MARK: Text

    @Test func unicode() throws {
        #expect(try Self.items("Add @🧂 and @jalapeño{2} to the #wok🥘{}") == [
            .text("Add "), .ingredient(.init(name: "🧂")), .text(" and "),
            .ingredient(.init(name: "jalapeño", quantity: .init(text: "2", value: 2))), .text(" to the "),
            .cookware(.init(name: "wok🥘")),
        ])
        // A family emoji is one name: the joiners inside are not breaks.
        #expect(try Self.ingredient("@👩‍👩‍👧 x").name == "👩‍👩‍👧")
        // Combining accents stay with their letter.
        #expect(try Self.ingredient("@cafe\u{301} x").name == "cafe\u{301}")
        // No-break space and ideographic space end a word.
        #expect(try Self.ingredient("@salt\u{A0}x").name == "salt")
        #expect(try Self.ingredient("@塩\u{3000}少々").name == "塩")
    }

    @Test func lineBreaksOfEveryKind() throws {
        let steps = [CooklangStep(items: [.text("a b")], lineJoins: [.init(item: 0, offset: 1)]), CooklangStep(items: [.text("c")])]
        for text in ["a\r\nb\r\n\r\nc\r\n", "a\rb\r\rc", "a\u{2028}b\u{2029}\u{2029}c", "a\u{85}b\n\u{85}c", "a\nb\n\u{0C}c"] {
            #expect(try Self.parse(text).steps == steps, "\(text.debugDescription)")
        }
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try Self.parse("\u{FEFF}@salt").steps == [CooklangStep(items: [.ingredient(.init(name: "salt"))])])
        #expect(try Self.parse("\u{FEFF}---\ntitle: x\n---\nStep").metadata == [.init(key: "title", value: .text("x"))])
    }

    // MARK: Front matter

    @Test func frontMatter() throws {
        let recipe = try Self.parse("""
            ---
            title: "Pasta: the quick one"
            servings: 4
            tags:
              - pasta
              - quick
            time: {prep: 10 min, cook: 20 min}
            empty:
            ---
            Boil.
            """)
        #expect(recipe.metadata == [
            .init(key: "title", value: .text("Pasta: the quick one")), .init(key: "servings", value: .text("4")),
            .init(key: "tags", value: .list([.text("pasta"), .text("quick")])),
            .init(key: "time", value: .map([.init(key: "prep", value: .text("10 min")), .init(key: "cook", value: .text("20 min"))])),
            .init(key: "empty", value: .text("")),
        ])
        #expect(recipe.metadata("servings") == .text("4"))
        #expect(recipe.steps.count == 1)
    }

    @Test func frontMatterShapes() throws {
        #expect(try Self.parse("---\n---\nStep").metadata.isEmpty)
        #expect(try Self.parse("---\n# only a comment\n---\nStep").metadata.isEmpty)
        #expect(try Self.parse("---  \r\nk: v\r\n---\t\r\nStep").metadata == [.init(key: "k", value: .text("v"))])
        // Valid YAML with no map: read as `key: value` lines (canonical testMetadataMultiwordKeyWithSpaces).
        #expect(try Self.parse("---\ncooking time    :30 mins\n---").metadata == [.init(key: "cooking time", value: .text("30 mins"))])
        // `---` later than the first line is text, and so is the front matter's look-alike.
        #expect(try Self.parse("\n---\nk: v\n---").metadata.isEmpty)
        // Front matter and `>>` lines together: both, in file order.
        #expect(try Self.parse("---\na: 1\n---\n>> b: 2\n>> a: 3").metadata == [
            .init(key: "a", value: .text("3")), .init(key: "b", value: .text("2")),
        ])
    }

    // MARK: Problems

    @Test func frontMatterNeverClosed() {
        #expect(Self.problem("---\ntitle: x\n\nStep") == FormatProblem(
            line: 1, column: 1, message: "the front matter's `---` is never closed by another `---` line"))
        #expect(Self.problem("---")?.line == 1)
    }

    @Test func frontMatterThatIsNotYAML() throws {
        let problem = try #require(Self.problem("---\ntitle: ok\ntags: [a, b\nservings: 2\n---\nStep"))
        #expect(problem.line == 4)
        #expect(problem.message.hasPrefix("the front matter is not valid YAML"))
        #expect(problem.severity == .error)

        // At the second colon.
        let colon = try #require(Self.problem("---\ntitle: Pasta: the quick one\n---"))
        #expect(colon.line == 2 && colon.column == 13, "\(colon)")

        let twice = try #require(Self.problem("---\na: 1\nb: 2\na: 3\n---"))
        #expect(twice.message == "the front matter gives “a” more than once")
        #expect(twice.line == 2)

        #expect(Self.problem("---\n- a\n- b\n---")?.message == "the front matter is a list, not `key: value` lines")
        // Valid YAML, a scalar, but not `key: value` lines either.
        #expect(Self.problem("---\njust some words\n---") == FormatProblem(
            line: 2, column: 1, message: "the front matter's line is not `key: value`"))
    }

    @Test func aBlockCommentNeverClosed() {
        #expect(Self.problem("Step one.\n\nMix [- forgot to close\nmore\n") == FormatProblem(
            line: 3, column: 5, message: "the block comment `[-` is never closed by `-]`"))
        // Lines count from the file's top, after front matter, CR LF and closed comments; columns
        // in characters.
        #expect(Self.problem("---\na: 1\n---\r\n[- a\r\nb -] ok\r\nCafé 🍰 [- x")?.line == 6)
        #expect(Self.problem("---\na: 1\n---\r\n[- a\r\nb -] ok\r\nCafé 🍰 [- x")?.column == 8)
    }
}
