import CookbookFixtures
import CookbookModel
import CookbookFormats
import Foundation
import Testing

/// The recipes the reader makes of the small files in Fixtures/cooklang, one for each shape
/// real Cooklang files have (written for these tests), and of the broken ones.
@Suite struct CooklangReaderTests {
    static let folder = Fixtures.repository.appendingPathComponent("Tests/CookbookFormatsTests/Fixtures/cooklang")

    static func read(_ name: String) throws -> Result<ReadRecipe, FormatProblem> {
        let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        return CooklangReader.read(text, fileName: name)
    }

    static func recipe(_ name: String) throws -> ReadRecipe {
        try read(name).get()
    }

    @Test func everyFixtureIsTested() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { !$0.hasPrefix(".") }.sorted()
        #expect(names == [
            "bom.cook", "broken-block-comment.cook", "broken-front-matter-list.cook", "broken-front-matter-unclosed.cook",
            "broken-front-matter-yaml.cook", "comments.cook", "components.cook", "crlf.cook", "front-matter.cook",
            "older-metadata.cook", "references.cook", "sections.cook", "unicode.cook", "unterminated.cook", "week.menu",
        ])
    }

    @Test func frontMatter() throws {
        let read = try Self.recipe("front-matter.cook")
        let recipe = read.recipe
        #expect(recipe.id == "" && recipe.category == "" && recipe.source == nil)
        #expect(recipe.name == "Weeknight Lentil Soup")
        #expect(read.categories == ["Soup"])
        #expect(recipe.tags == ["lentils", "one pot"])
        #expect(recipe.servings == 2)
        #expect(recipe.yield == "2-3")
        #expect(recipe.prepMinutes == 15 && recipe.cookMinutes == 80 && recipe.statedTotalMinutes == nil)
        #expect(recipe.description == "A thick soup for a cold evening." && recipe.notes.isEmpty)
        #expect(recipe.author == "Ada Lentil")
        #expect(recipe.sourceName == "Kitchen Notebook" && recipe.sourceURL == "https://example.org/lentil-soup")
        #expect(recipe.ingredients == [
            Ingredient(quantity: 250, unit: "g", item: "red lentils"),
            Ingredient(quantity: 2, unit: "tbsp", item: "olive oil"),
            Ingredient(quantity: 1, item: "onion", note: "diced"),
            Ingredient(quantity: 1.5, unit: "l", item: "vegetable stock"),
            Ingredient(quantity: 0.5, unit: "tsp", item: "salt"),
        ])
        #expect(recipe.steps == [
            "Rinse the red lentils under cold water.",
            "Warm the olive oil in a large pot and soften the onion for 8 minutes.",
            "Add the lentils, the vegetable stock and salt, then simmer for 25 minutes.",
        ])
        #expect(recipe.sections.isEmpty && recipe.related.isEmpty && read.references.isEmpty)
    }

    @Test func olderMetadataLines() throws {
        let read = try Self.recipe("older-metadata.cook")
        #expect(read.recipe.name == "Toasted Oats")
        #expect(read.recipe.servings == 4 && read.recipe.yield == nil)
        #expect(read.categories == ["Breakfast", "Baking"])
        #expect(read.recipe.tags == ["oats", "make ahead"])
        // A total alone is a total, never a cooking time.
        #expect(read.recipe.prepMinutes == nil && read.recipe.cookMinutes == nil && read.recipe.statedTotalMinutes == 90)
        #expect(read.recipe.totalMinutes == 90)
        #expect(read.recipe.steps == [
            "Spread the rolled oats on a baking tray and toast for 20 min.", "Leave to cool, then stir in honey.",
        ])
    }

    @Test func sectionsAndNotes() throws {
        let recipe = try Self.recipe("sections.cook").recipe
        #expect(recipe.name == "Two-Part Flatbread")
        // A total with a prep time stays the total: no cooking time is made of them.
        #expect(recipe.prepMinutes == 20 && recipe.cookMinutes == nil && recipe.statedTotalMinutes == 50)
        #expect(recipe.steps == [
            "Mix flour, water and yeast in a bowl.", "Knead for 10 minutes.", "Stir yoghurt with garlic.",
            "Bake for 12 minutes and spread the topping on.",
        ])
        // The line of only `=` ends the Topping; a section needs a name to be listed.
        #expect(recipe.sections == [StepSection(name: "Dough", firstStep: 0), StepSection(name: "Topping", firstStep: 2)])
        #expect(recipe.notes == ["Warm water, not hot: hot water kills the yeast."])
        #expect(recipe.ingredients.last == Ingredient(quantity: 1, unit: "clove", item: "garlic", note: "crushed"))
    }

    @Test func comments() throws {
        let recipe = try Self.recipe("comments.cook").recipe
        #expect(recipe.name == "Comments")
        #expect(recipe.steps == [
            "Whisk eggs with sugar.", "Fold in flour gently and bake.", "A rule stays text: ---",
        ])
        #expect(recipe.ingredients.map(\.item) == ["eggs", "sugar", "flour"])
    }

    /// Quantities as `AmountText` reads them: the spec's numbers, and ranges, vulgar
    /// fractions and decimal commas; `=` is a fixed amount.
    @Test(arguments: [
        ("@eggs{2-3}", Ingredient(quantity: 2, quantityTo: 3, item: "eggs")),
        ("@eggs{2 – 3}", Ingredient(quantity: 2, quantityTo: 3, item: "eggs")),
        ("@salt{=1%tsp}", Ingredient(quantity: 1, unit: "tsp", item: "salt", fixed: true)),
        ("@salt{= 1-2 %pinch}", Ingredient(quantity: 1, quantityTo: 2, unit: "pinch", item: "salt", fixed: true)),
        ("@milk{1/2%cup}", Ingredient(quantity: 0.5, unit: "cup", item: "milk")),
        ("@milk{1 1/2%cups}", Ingredient(quantity: 1.5, unit: "cups", item: "milk")),
        ("@sugar{½%cup}", Ingredient(quantity: 0.5, unit: "cup", item: "sugar")),
        ("@sugar{1½%cups}", Ingredient(quantity: 1.5, unit: "cups", item: "sugar")),
        ("@flour{1,5%kg}", Ingredient(quantity: 1.5, unit: "kg", item: "flour")),
        ("@pepper{few%grinds}", Ingredient(unit: "grinds", item: "pepper", text: "few grinds pepper")),
        ("@oil{=some%tbsp}", Ingredient(unit: "tbsp", item: "oil", text: "some tbsp oil", fixed: true)),
    ])
    func amounts(_ step: String, _ expected: Ingredient) throws {
        let recipe = try CooklangReader.read("Take " + step + ".", fileName: "a.cook").get().recipe
        #expect(recipe.ingredients == [expected])
    }

    /// What a timer leaves in the step's text, for `StepDurations` to find.
    @Test func timersReadAsTheirDuration() throws {
        let recipe = try CooklangReader.read("Boil ~{25%minutes}, then ~eggs{3%minutes} more; ~rest.", fileName: "a.cook").get().recipe
        #expect(recipe.steps == ["Boil 25 minutes, then 3 minutes more; rest."])
    }

    @Test func components() throws {
        let recipe = try Self.recipe("components.cook").recipe
        #expect(recipe.ingredients == [
            Ingredient(quantity: 100, unit: "g", item: "butter", fixed: true),
            Ingredient(quantity: 1.5, unit: "cups", item: "caster sugar"),
            Ingredient(unit: "drops", item: "vanilla", text: "few drops vanilla"),
            Ingredient(quantity: 3, item: "egg yolks"),
            Ingredient(quantity: 0.25, unit: "tsp", item: "lemon zest", note: "finely grated"),
            Ingredient(item: "flaky sea salt"),
            Ingredient(quantity: 0.5, item: "sour cream"),
            Ingredient(unit: "tsp", item: "baking powder"),
            Ingredient(quantity: 0.25, unit: "l", item: "milk"),
        ])
        #expect(recipe.steps == [
            "Beat butter with caster sugar and vanilla.",
            "Add egg yolks, lemon zest and some flaky sea salt.",
            "Stir in sour cream and baking powder, then milk.",
            "Use whisks, a mixing bowl and a spatula to scrape it into tins.",
            "Bake for 35 minutes, test with a skewer, then let it rest before slicing.",
            "Leave for 1 hour, or 10-15 min in the fridge.",
        ])
    }

    @Test func recipeReferences() throws {
        let read = try Self.recipe("references.cook")
        #expect(read.references == ["./Sauces/Tomato Sauce", "../Basics/Chicken Stock"])
        #expect(read.recipe.related.isEmpty)
        #expect(read.recipe.ingredients == [
            Ingredient(quantity: 200, unit: "ml", item: "Tomato Sauce", reference: "./Sauces/Tomato Sauce"),
            Ingredient(quantity: 400, unit: "g", item: "pasta"),
            Ingredient(quantity: 1, unit: "l", item: "Chicken Stock", reference: "../Basics/Chicken Stock"),
            Ingredient(item: "Tomato Sauce", reference: "./Sauces/Tomato Sauce"),
        ])
        #expect(read.recipe.steps[1] == "Ladle in Chicken Stock and top with more Tomato Sauce.")
    }

    @Test func unicode() throws {
        let read = try Self.recipe("unicode.cook")
        #expect(read.recipe.name == "Crème brûlée 🍮")
        #expect(read.recipe.tags == ["dessert", "français"])
        #expect(read.recipe.ingredients.map(\.item) == ["crème fraîche", "gousse de vanille", "jaunes d’œufs", "sucre", "塩"])
        #expect(read.recipe.steps[1] == "Fouettez les jaunes d’œufs avec le sucre dans un bol🥣.")
        #expect(read.recipe.steps[2] == "Ajoutez du 塩 et faites cuire 40 minutes à 150 °C.")
        #expect(read.recipe.steps[3] == "Laissez reposer repos puis servez.")
    }

    @Test func windowsLineBreaksAndAByteOrderMark() throws {
        let recipe = try Self.recipe("crlf.cook").recipe
        #expect(recipe.name == "Quick Dip")
        #expect(recipe.servings == 2)
        #expect(recipe.ingredients == [
            Ingredient(quantity: 200, unit: "g", item: "yoghurt"), Ingredient(quantity: 1, unit: "tbsp", item: "mint", note: "chopped"),
        ])
        #expect(recipe.steps == ["Mix the yoghurt with mint.", "Chill for 30 minutes."])

        let bom = try Self.recipe("bom.cook").recipe
        #expect(bom.name == "Bom")
        #expect(bom.steps == ["Slice the bread and toast them."])
    }

    @Test func markupThatNeverClosesIsText() throws {
        let recipe = try Self.recipe("unterminated.cook").recipe
        #expect(recipe.ingredients == [Ingredient(item: "hot"), Ingredient(quantity: 1, item: "salt")])
        #expect(recipe.steps == [
            "Add the hot chilli{2 and stir.", "Season with salt(to taste and serve.", "Set a timer ~{10%min if you like.",
        ])
    }

    @Test(arguments: [
        ("broken-front-matter-unclosed.cook", 1, 1, "the front matter's `---` is never closed by another `---` line"),
        ("broken-front-matter-yaml.cook", 4, 9, "the front matter is not valid YAML: while parsing a flow sequence, did not find expected ',' or ']'"),
        ("broken-front-matter-list.cook", 2, 1, "the front matter is a list, not `key: value` lines"),
        ("broken-block-comment.cook", 3, 10, "the block comment `[-` is never closed by `-]`"),
    ])
    func brokenFiles(_ name: String, _ line: Int, _ column: Int, _ message: String) throws {
        #expect(try Self.read(name) == .failure(FormatProblem(line: line, column: column, message: message)))
    }

    @Test func aMenuIsANotice() throws {
        let result = try Self.read("week.menu")
        #expect(result == .failure(FormatProblem(message: "a menu, not a recipe (skipped)", severity: .notice)))
        #expect(CooklangReader.isMenu(fileName: "Plans/Week.MENU"))
        #expect(!CooklangReader.isMenu(fileName: "menu.cook"))
        // As the name lowercased says, whatever comes before: Unicode names, a dot with a mark.
        for name in [".menu", "Crème.Menu", "日本.menu", "Plans/Brûlée.mEnU", "x.menu", "é.menu"] {
            #expect(CooklangReader.isMenu(fileName: name), "\(name)")
        }
        for name in ["menu", "x.menus", "x.men", "x.menu\u{301}", "x.\u{301}menu", "x.cook", "", "x.ＭＥＮＵ"] {
            #expect(!CooklangReader.isMenu(fileName: name), "\(name)")
        }
    }

    /// The file's name read as a title: dashes and underscores are spaces, the first letter
    /// a capital, the rest as written.
    @Test func theNameWithoutTitle() {
        func name(_ fileName: String, _ text: String = "Step.") -> String? {
            try? CooklangReader.read(text, fileName: fileName).get().recipe.name
        }
        #expect(name("Breakfast/Easy Pancakes.cook") == "Easy Pancakes")
        #expect(name("mac-and-cheese.cook") == "Mac and cheese")
        #expect(name("Mains/lamb_chops.cook") == "Lamb chops")
        #expect(name("crème-brûlée.cook") == "Crème brûlée")
        #expect(name("érable_et-noix.cook") == "Érable et noix")
        #expect(name("BBQ--ribs__ -sauce.cook") == "BBQ ribs sauce", "a run of them is one space")
        #expect(name("-draft-.cook") == "Draft", "none at the ends")
        #expect(name("no-extension") == "No extension")
        #expect(name("2-minute-eggs.cook") == "2 minute eggs")
        #expect(name(".cook") == ".cook")
        #expect(name("---.cook") == "---", "nothing but dashes stays as it is")
        #expect(name("x.cook", "---\ntitle: '  '\n---\nStep.") == "X", "a blank title is none")
    }

    @Test func aTitleTheFileGivesIsKeptAsWritten() throws {
        #expect(try CooklangReader.read("---\ntitle: mac-and-cheese\n---\nStep.", fileName: "x.cook").get().recipe.name == "mac-and-cheese")
        #expect(try CooklangReader.read(">> title: lamb_chops\nStep.", fileName: "x.cook").get().recipe.name == "lamb_chops")
    }

    /// `{1,000%g}` is a thousand grams or one with three decimals: never read as 1 g, but kept
    /// as the text it is (the spec keeps a quantity that is not a number as text).
    @Test func anAmountWithAThousandsSeparatorIsText() throws {
        let recipe = try CooklangReader.read("Weigh @flour{1,000%g} and @water{1,5%l}.", fileName: "bread.cook").get().recipe
        #expect(recipe.ingredients == [
            Ingredient(unit: "g", item: "flour", text: "1,000 g flour"),
            Ingredient(quantity: 1.5, unit: "l", item: "water"),
        ])
        #expect(IngredientFormatter.amount(recipe.ingredients[0], scale: 2) == "", "never scaled")
        #expect(IngredientFormatter.description(recipe.ingredients[0]) == "1,000 g flour")
    }

    /// A `\` makes the next character of an amount plain, and is not shown.
    @Test func aBackslashEscapesACharacterInAnAmount() throws {
        let recipe = try CooklangReader.read(
            "Add @salt{1\\/2%tsp}, @vinegar{5\\%%tbsp} and @sugar{\\=1%cup}; @zest{1\\}%pinch}.", fileName: "x.cook").get().recipe
        #expect(recipe.ingredients == [
            Ingredient(quantity: 0.5, unit: "tsp", item: "salt"),
            Ingredient(unit: "tbsp", item: "vinegar", text: "5% tbsp vinegar"),
            Ingredient(unit: "cup", item: "sugar", text: "=1 cup sugar"),
            Ingredient(unit: "pinch", item: "zest", text: "1} pinch zest"),
        ])
        #expect(IngredientFormatter.amount(recipe.ingredients[0]) == "½ tsp")
        #expect(!recipe.steps[0].contains("\\"), "\(recipe.steps)")
    }

    @Test func timersReadAsTheirDurationElseTheirName() throws {
        let step = try CooklangParser.parse("~eggs{3%minutes}, ~{1/2%hour}, ~{5}, ~rest, ~nap{%min}, ~{%min}").get().steps[0]
        #expect(CooklangReader.text(of: step) == "3 minutes, 1/2 hour, 5, rest, nap, min")
    }

    @Test func aStepOfTextAloneReadsWithOneSpaceBetweenWords() {
        let cases = [
            "Boil the eggs.": "Boil the eggs.", " Boil the eggs.": "Boil the eggs.", "Boil the eggs. ": "Boil the eggs.",
            "Boil  the\teggs.": "Boil the eggs.", "Crème  brûlée.": "Crème brûlée.", "x": "x",
            // A line break the file forces (`\` at a line's end) stays one; blank lines go.
            "Boil\nthe eggs.": "Boil\nthe eggs.", " Boil \n\n  the eggs. \n": "Boil\nthe eggs.", "\n": "",
        ]
        for (text, reads) in cases {
            #expect(CooklangReader.text(of: CooklangStep(items: [.text(text)])) == reads, "\(text)")
        }
    }

    @Test(arguments: [
        ("source: https://example.org/pie", nil, "https://example.org/pie"),
        ("source: Mum's recipe box", "Mum's recipe box", nil),
        ("source: The Palomar Cookbook <urn:isbn:9781784720995>", "The Palomar Cookbook", "urn:isbn:9781784720995"),
        ("source: www.example.org/pie", nil, "www.example.org/pie"),
        ("source.name: Grandma\nsource.url: https://example.org/g", "Grandma", "https://example.org/g"),
        ("source:\n  name: Grandma\n  url: https://example.org/g", "Grandma", "https://example.org/g"),
        ("source_url: https://example.org/u", nil, "https://example.org/u"),
    ] as [(String, String?, String?)])
    func whereARecipeComesFrom(_ metadata: String, _ name: String?, _ url: String?) throws {
        let recipe = try CooklangReader.read("---\n\(metadata)\n---\nStep.", fileName: "s.cook").get().recipe
        #expect(recipe.sourceName == name && recipe.sourceURL == url, "\(metadata)")
    }

    @Test func authorAndDescriptionByTheirCanonicalKeys() throws {
        func read(_ metadata: String) throws -> Recipe {
            try CooklangReader.read("---\n\(metadata)\n---\nStep.", fileName: "a.cook").get().recipe
        }
        #expect(try read("author: Jamie Oliver").author == "Jamie Oliver")
        #expect(try read("author: [Ann, Bob]").author == "Ann, Bob")
        #expect(try read("source.author: Ann").author == "Ann")
        #expect(try read("source:\n  author: Ann\n  name: Book").author == "Ann")
        #expect(try read("introduction: Once upon a time.").description == "Once upon a time.")
        let none = try read("servings: 2")
        #expect(none.author == nil && none.description == nil && none.sourceName == nil && none.sourceURL == nil)
    }

    @Test func aStepWrittenOneInstructionALineKeepsItsLines() throws {
        func steps(_ text: String) throws -> [String] {
            try CooklangReader.read(text, fileName: "l.cook").get().recipe.steps
        }
        // The older convention: a recipe with no blank line, an instruction a line.
        #expect(try steps("Preheat the #oven to 180°C.\nMix @flour{200%g} and @sugar{100%g}\nBake for ~{25%minutes}.") == [
            "Preheat the oven to 180°C.\nMix flour and sugar\nBake for 25 minutes.",
        ])
        // Numbered and marked lines, and lines that end sentences.
        #expect(try steps("1. Chop.\n2) Fry.") == ["1. Chop.\n2) Fry."])
        #expect(try steps("- chop\n- fry") == ["- chop\n- fry"])
        #expect(try steps("chop the @onion{1}.\nfry it: slowly.\nserve") == ["chop the onion.\nfry it: slowly.\nserve"])
        // A paragraph wrapped at some width reads as one: one break in the middle of a
        // sentence is enough to tell.
        #expect(try steps("Slice the @tomatoes{3} and the cheese into\nrounds. Season.\nServe.") == [
            "Slice the tomatoes and the cheese into rounds. Season. Serve.",
        ])
        #expect(try steps("Put a pan on a low heat. Add the\n@butter{30%g} and leave to melt.") == [
            "Put a pan on a low heat. Add the butter and leave to melt.",
        ])
        // A break the file forces stays, whatever the rest; the lines around it are judged too.
        #expect(try steps("Chop the onion\nfry it \\\nServe.") == ["Chop the onion fry it\nServe."])
        #expect(try steps("Melt @butter{} on \\\na medium heat, then tilt\nthe pan.") == ["Melt butter on\na medium heat, then tilt the pan."])
        // A line break inside a component is no line of the step.
        #expect(try steps("Add @corn{100%g}(halved\nlengthways). Simmer.") == ["Add corn. Simmer."])
    }

    @Test func notesOverLineBreaks() throws {
        let recipe = try CooklangReader.read("Add @lime{1}(cut\\\n   in  half) and @salt{a\npinch}.", fileName: "n.cook").get().recipe
        #expect(recipe.ingredients == [
            Ingredient(quantity: 1, item: "lime", note: "cut in half"), Ingredient(item: "salt", text: "a pinch salt"),
        ])
    }

    @Test(arguments: [
        ("45", 45), ("45 min", 45), ("1 hour 20 minutes", 80), ("1h30m", 90), ("1h30", 90), ("1.5 hours", 90),
        ("1 1/2 hours", 90), ("PT1H30M", 90), ("10-15 min", 10), ("10 to 15 minutes", 10), ("30 seconds", 1),
        ("2 days", 2_880), ("about 20 mins", 20), ("overnight", nil), ("", nil), ("2000000 min", nil),
    ] as [(String, Int?)])
    func times(_ written: String, _ minutes: Int?) {
        let read = CooklangReader.read(">> prep time: \(written)\nStep.", fileName: "t.cook")
        #expect(read.map(\.recipe.prepMinutes) == .success(minutes))
    }

    @Test func timeKeysSpelledAnyWay() throws {
        for text in [
            "---\nPrep Time: 10 min\nCook_Time: 20 min\n---", "---\nprep-time: 10 min\ncooking time: 20 min\n---",
            "---\ntime:\n  prep: 10 min\n  cook: 20 min\n---", "---\ntime.prep: 10 min\ntime.cook: 20 min\n---",
        ] {
            let recipe = try CooklangReader.read(text + "\nStep.", fileName: "t.cook").get().recipe
            #expect(recipe.prepMinutes == 10 && recipe.cookMinutes == 20 && recipe.statedTotalMinutes == nil, "\(text)")
        }
        // The canonical keys of a total: each is the total as the file says it.
        for key in ["time", "Time Required", "duration", "total time", "total_time"] {
            let recipe = try CooklangReader.read("---\n\(key): 1h30m\nprep time: 10 min\n---\nStep.", fileName: "t.cook").get().recipe
            #expect(recipe.statedTotalMinutes == 90 && recipe.prepMinutes == 10 && recipe.cookMinutes == nil, "\(key)")
        }
    }

    @Test(arguments: [
        ("4", 4, nil), ("2-3", 2, "2-3"), ("1|2|3", 1, "1|2|3"), ("4 people", 4, "4 people"), ("a dozen", nil, "a dozen"),
        ("0", nil, "0"), ("99999999", nil, "99999999"), ("[6, 8]", 6, nil),
    ] as [(String, Int?, String?)])
    func servings(_ written: String, _ count: Int?, _ yield: String?) throws {
        let recipe = try CooklangReader.read("---\nservings: \(written)\n---\nStep.", fileName: "s.cook").get().recipe
        #expect(recipe.servings == count)
        #expect(recipe.yield == yield)
    }
}
