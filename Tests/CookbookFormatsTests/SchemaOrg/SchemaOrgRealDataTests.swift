import CookbookFixtures
import CookbookModel
import CookbookFormats
import Foundation
import Testing

/// The 90 real pages in ../shared/realdata/schemaorg (its README describes them), read as
/// files are and compared with recipe-scrapers' reading of each page (`expected/`): the name,
/// the ingredient lines, the number of steps. Where the two differ for a reason, the site is
/// listed below with the reason and the count our reading gives, so an exception is exact and
/// is noticed when it is no longer needed.
@Suite struct SchemaOrgRealDataTests {
    @Test(
        "Each real file reads as recipe-scrapers reads it, or differs for a listed reason",
        .enabled(if: RealData.isPresent, RealData.absentMessage),
        arguments: RealData.mainFiles)
    func readsLikeRecipeScrapers(_ file: RealData.File) throws {
        let expected = try #require(RealData.expected(file.site), "no expected/\(file.site).json")
        let recipes = try read(file)
        let pageRecipes = RealData.recipesOnPage[file.site] ?? 1
        if file.folder == "html" {
            #expect(recipes.count == pageRecipes, "\(file): recipes on the page")
        } else {
            #expect(recipes.count == 1, "\(file): one recipe in the block")
        }
        let title = RealData.normalised(expected["title"] as? String ?? "")
        let recipe = try #require(recipes.first { RealData.normalised($0.recipe.name) == title } ?? recipes.first)

        // The name.
        let name = RealData.normalised(recipe.recipe.name)
        if let exception = RealData.nameExceptions[file.site] {
            #expect(name == exception.name, "\(file): \(exception.why)")
            #expect(name != title, "\(file): the name now matches; remove its exception")
        } else {
            #expect(name == title, "\(file): name")
        }

        // The ingredient lines, as written.
        let lines = recipe.recipe.ingredients.map { RealData.normalised($0.text ?? $0.item) }
        let expectedLines = RealData.expectedIngredients(expected)
        if let exception = RealData.ingredientExceptions[file.site] {
            #expect(lines.count == exception.lines, "\(file): \(exception.why)")
            #expect(lines != expectedLines, "\(file): the ingredients now match; remove the exception")
        } else {
            #expect(lines == expectedLines, "\(file): ingredient lines")
        }

        // The number of steps (and section names, where recipe-scrapers writes them as lines).
        let expectedSteps = (expected["instructions_list"] as? [String])?.count ?? 0
        var steps = recipe.recipe.steps.count
        if RealData.sectionNamesAreLines.contains(file.site) { steps += recipe.recipe.sections.count }
        if let exception = RealData.stepExceptions[file.site] {
            #expect(steps == exception.steps, "\(file): \(exception.why)")
            #expect(steps != expectedSteps, "\(file): the step count now matches; remove the exception")
        } else {
            #expect(steps == expectedSteps, "\(file): steps")
        }
    }

    @Test(
        "The extra Recipe blocks: sub-recipes and stubs",
        .enabled(if: RealData.isPresent, RealData.absentMessage),
        arguments: RealData.extraFiles)
    func readsExtraBlocks(_ file: RealData.File) throws {
        let check = try #require(RealData.extraBlocks[file.name], "\(file) is not described in RealData.extraBlocks")
        let recipes = try read(file)
        #expect(recipes.count == 1)
        let recipe = try #require(recipes.first).recipe
        #expect(recipe.name == check.name, "\(file): \(check.why)")
        #expect(recipe.ingredients.count == check.ingredients, "\(file): \(check.why)")
        #expect(recipe.steps.count == check.steps, "\(file): \(check.why)")
    }

    /// How many files there are, and how many agree with recipe-scrapers without an
    /// exception; printed, and held to what they were when the reader was written. The
    /// author, description and total time too: where they differ, the page's JSON-LD says
    /// less than recipe-scrapers finds elsewhere on the page (an empty author, a total of 0).
    @Test("Every real file is read, and the agreement does not fall",
        .enabled(if: RealData.isPresent, RealData.absentMessage))
    func agreement() throws {
        var read = 0
        var names = 0
        var ingredients = 0
        var steps = 0
        // Who wrote it, what it is, and how long it takes in all, beside recipe-scrapers'
        // `author`, `description` and `total_time` (where it gives them).
        var authors = (agree: 0, of: 0), descriptions = (agree: 0, of: 0), totals = (agree: 0, of: 0)
        for file in RealData.mainFiles {
            guard let expected = RealData.expected(file.site), let recipes = try? self.read(file) else { continue }
            read += 1
            let title = RealData.normalised(expected["title"] as? String ?? "")
            guard let recipe = (recipes.first { RealData.normalised($0.recipe.name) == title } ?? recipes.first)?.recipe else { continue }
            if RealData.normalised(recipe.name) == title { names += 1 }
            if recipe.ingredients.map({ RealData.normalised($0.text ?? $0.item) }) == RealData.expectedIngredients(expected) {
                ingredients += 1
            }
            var count = recipe.steps.count
            if RealData.sectionNamesAreLines.contains(file.site) { count += recipe.sections.count }
            if count == (expected["instructions_list"] as? [String])?.count ?? 0 { steps += 1 }
            if let author = expected["author"] as? String, !author.isEmpty {
                authors.of += 1
                if RealData.normalised(recipe.author ?? "") == RealData.normalised(author) { authors.agree += 1 }
            }
            if let description = expected["description"] as? String, !description.isEmpty {
                descriptions.of += 1
                let ours = RealData.normalised((recipe.description ?? "").replacing("\n", with: " "))
                if ours == RealData.normalised(description) { descriptions.agree += 1 }
            }
            if let total = expected["total_time"] as? Int, total > 0 {
                totals.of += 1
                if recipe.totalMinutes == total { totals.agree += 1 }
            }
        }
        print("schema.org real data: author \(authors.agree) of \(authors.of), description \(descriptions.agree) of \(descriptions.of), total time \(totals.agree) of \(totals.of)")
        let all = RealData.mainFiles.count + RealData.extraFiles.count
        print("schema.org real data: \(all) files (\(RealData.mainFiles.count) compared with recipe-scrapers): name \(names), ingredient lines \(ingredients), step count \(steps)")
        #expect(RealData.mainFiles.count == 105, "80 jsonld + 10 jsonld-quirky + 15 html")
        #expect(RealData.extraFiles.count == 5)
        #expect(read == RealData.mainFiles.count)
        #expect(names >= 104)
        #expect(ingredients >= 79)
        #expect(steps >= 72)
        #expect(authors.agree >= 86 && descriptions.agree >= 85 && totals.agree >= 92)
    }

    private func read(_ file: RealData.File) throws -> [ReadRecipe] {
        let bytes = Array(try Data(contentsOf: file.url))
        let result = file.folder == "html" ? SchemaOrgReader.read(html: bytes) : SchemaOrgReader.read(json: bytes)
        return try result.get()
    }
}

/// The files, recipe-scrapers' readings, and the known differences.
enum RealData {
    static let root = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/realdata/schemaorg")
    static let isPresent = FileManager.default.fileExists(atPath: root.appendingPathComponent("expected").path)
    static let absentMessage: Comment = "SKIPPED: ../shared/realdata/schemaorg is not beside the repository, so the 110 real schema.org files were not read"

    struct File: Sendable, CustomTestStringConvertible, CustomStringConvertible {
        var folder: String
        var name: String
        var url: URL { RealData.root.appendingPathComponent(folder).appendingPathComponent(name) }
        /// The site the file is from: the name without `.json`, `.html` or `.blockN.json`.
        var site: String {
            var site = name
            for suffix in [".json", ".html"] where site.hasSuffix(suffix) { site.removeLast(suffix.count) }
            if let range = site.range(of: ".block") { site = String(site[..<range.lowerBound]) }
            return site
        }
        var description: String { "\(folder)/\(name)" }
        var testDescription: String { description }
    }

    static func files(_ folder: String) -> [File] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path)) ?? []
        return names.filter { !$0.hasPrefix(".") }.sorted().map { File(folder: folder, name: $0) }
    }

    static let mainFiles = files("jsonld") + files("jsonld-quirky") + files("html")
    static let extraFiles = files("jsonld-extra")

    static func expected(_ site: String) -> [String: Any]? {
        guard let data = try? Data(contentsOf: root.appendingPathComponent("expected/\(site).json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// `ingredients` is a list, or (cookinglight.com) one string of lines.
    static func expectedIngredients(_ expected: [String: Any]) -> [String] {
        if let lines = expected["ingredients"] as? [String] { return lines.map(normalised) }
        if let text = expected["ingredients"] as? String { return text.split(separator: "\n").map { normalised(String($0)) } }
        return []
    }

    /// The README's normalisation, for both sides: no-break spaces as spaces, no zero-width
    /// spaces, runs of whitespace as one space, trimmed. (Both sides have their entities
    /// decoded and tags removed already.)
    static func normalised(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{200B}", with: "")
            .split(whereSeparator: { $0.isWhitespace || $0 == "\u{A0}" })
            .joined(separator: " ")
    }

    /// Pages with more than one Recipe (after stubs merge or drop).
    static let recipesOnPage = ["ethanchlebowski.com": 3]

    static let nameExceptions: [String: (name: String, why: String)] = [
        "rutgerbakt.nl": ("Arretjescake – Recept", "the block's name ends in ' – Recept'; expected takes the page's heading"),
    ]

    /// Sites whose expected `instructions_list` has each HowToSection's name as a line.
    static let sectionNamesAreLines: Set<String> = ["delish.com", "madsvin.com", "atelierdeschefs.fr", "tine.no"]

    /// Our line count, and why expected differs (the README's table, and what reading shows).
    static let ingredientExceptions: [String: (lines: Int, why: String)] = [
        "editions-larousse.fr": (0, "recipeIngredient is [null]; expected comes from the page's HTML"),
        "thermomix-santander.es": (0, "a stub Recipe with no ingredients; expected comes from the HTML"),
        "streetkitchen.hu": (0, "the block has no recipeIngredient; expected comes from the HTML"),
        "alittlebityummy.com": (0, "recipeIngredient is []; expected comes from the HTML"),
        "bongeats.com": (0, "recipeIngredient is []; expected comes from the HTML"),
        "nibbledish.com": (1, "all lines run together in one string with nothing between them"),
        "thehappyfoodie.co.uk": (1, "one string naming only the main ingredients"),
        "kuchynalidla.sk": (27, "one string of lines with headings; expected is the HTML's 24 lines without them"),
        "barefootcontessa.com": (3, "the block's one item holds 3 of the 13 lines"),
        "zeit.de": (9, "expected has a 10th line taken from the page"),
        "sharkninja.com": (16, "the block lists the recipe at two batch sizes; expected has the first only"),
        "przepisy.pl": (7, "the block's lines have no amounts"),
        "tasteline.com": (5, "the block's lines have no amounts"),
        "kikkoman.eu": (7, "the block's lines have no amounts"),
        "edeka.de": (21, "the block writes 500.0 g where the page writes 500 g"),
        "madamecuisine.de": (21, "expected drops the parentheses the block has"),
        "drizzleanddip.com": (12, "expected drops the parentheses the block has"),
        "madsvin.com": (8, "the block doubles a pair of parentheses, ((mellemstore)); expected has one"),
        "weightwatchers.com": (6, "expected reorders the words (1 Stück Bananen; mittel)"),
        "uitpaulineskeuken.nl": (16, "expected moves the amount to the front"),
        "recipes.timesofindia.com": (11, "expected has the page's wording (gm for grams)"),
        "thespruceeats.com": (9, "expected has the page's shorter wording"),
        "bodybuilding.com": (14, "expected has the page's wording (2½ cup for 2.5 cup)"),
    ]

    /// Our step count, and why expected differs.
    static let stepExceptions: [String: (steps: Int, why: String)] = [
        "24kitchen.nl": (10, "expected is the page's HTML, which repeats the steps (15)"),
        "alittlebityummy.com": (0, "recipeInstructions is []; expected comes from the HTML"),
        "bongeats.com": (0, "recipeInstructions is []; expected comes from the HTML"),
        "thepioneerwoman.com": (0, "recipeInstructions is []; expected comes from the HTML"),
        "streetkitchen.hu": (0, "no recipeInstructions; expected comes from the HTML"),
        "thermomix-santander.es": (0, "a stub Recipe with no steps; expected comes from the HTML"),
        "zeit.de": (0, "no recipeInstructions in the JSON-LD; expected comes from the HTML"),
        "barefootcontessa.com": (1, "the block has only the first of the 7 steps"),
        "claudia.abril.com.br": (6, "the block's last line runs two sentences together ('completa Agora'); the HTML has them apart"),
        "cookinglight.com": (1, "one string with no break; expected is the page's Step 1 and Step 2"),
        "cookomix.com": (24, "the block has 24 small Thermomix steps; expected the page's 6"),
        "cuisine.journaldesfemmes.fr": (5, "expected adds each step's name as a line of its own"),
        "feastingathome.com": (6, "expected adds step names (BLISTER TOMATOES) and the section name as lines"),
        "hassanchef.com": (7, "expected adds each step's name as a line of its own"),
        "myjewishlearning.com": (12, "expected adds step names as lines of their own"),
        "saveur.com": (8, "expected adds each step's name as a line of its own"),
        "dagelijksekost.vrt.be": (2, "the block has 2 steps; expected is the page's 32"),
        "dobruchut.aktuality.sk": (7, "expected starts with the page's introduction as a line"),
        "edeka.de": (1, "the steps run together in one string with no break (schneiden.Kichererbsen)"),
        "nibbledish.com": (1, "the steps run together in one string with no break"),
        "ricetta.it": (1, "one item holds the whole method; expected is the page's 12 paragraphs"),
        "sharkninja.com": (14, "the block has the steps at two batch sizes; expected the first"),
        "nosalty.hu": (10, "the block has 10 steps; expected is the page's 9"),
        "recepti.index.hr": (4, "the block has 4 steps; the page splits them into 7"),
        "theicecreamconfectionals.com": (10, "the block has 10 steps; expected is the page's 9"),
        "cucchiaio.it": (5, "the block has 5 steps; expected is the page's 4"),
        "tine.no": (8, "expected has the section names as lines but not the first, 'Oppskrift'"),
        "uitpaulineskeuken.nl": (6, "the block's first step is the heading 'Zo maak je het:'; expected leaves it out"),
        "culy.nl": (18, "the one string starts with the article's introduction; expected is the page's 5 steps"),
        "rutgerbakt.nl": (1, "recipeInstructions holds the introduction only; expected comes from the HTML"),
    ]

    /// The blocks in jsonld-extra/: what each holds.
    static let extraBlocks: [String: (name: String, ingredients: Int, steps: Int, why: String)] = [
        "drizzleanddip.com.block1.json": ("The best chocolate malva pudding", 0, 0, "a stub Recipe in an @graph, kept when alone"),
        "ethanchlebowski.com.block4.json": ("Salsa Ranchera", 7, 8, "a sub-recipe with no @type"),
        "ethanchlebowski.com.block5.json": ("Seasoned Pinto Beans", 5, 5, "a sub-recipe with no @type"),
        "rewe.de.block3.json": ("", 0, 0, "a rating-only stub with the main Recipe's @id"),
        "themodernproper.com.block1.json": ("", 0, 0, "an ExtendedRecipe stub with the main Recipe's @id"),
    ]
}
