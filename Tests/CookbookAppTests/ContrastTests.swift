import CookbookFormats
import CookbookFixtures
import CookbookModel
@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

/// Every screen, drawn in the dark theme and in the light one (and without colour), is
/// readable on the terminals each is made for: xterm's, Tango's and Solarized's palettes, in their dark and their light
/// profiles. Each text cell's contrast comes from its style against its own background
/// (`Contrast`): at least 99 % of the text cells at 4.5:1 (or at the terminal's own text's
/// ratio where that is lower: Solarized light's 4.1) and none under 3:1; lines at 3:1.
@Suite struct ContrastTests {
    let library = Fixtures.library
    var catalog: Catalog { library.catalog }
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A screen to draw: its name, the model, and what else it shows.
    struct Sample {
        var name: String
        var model: NavigationModel
        var width = 100
        var height = 30
        var message: String?
        var problems: [FileProblem] = []
        /// What is at home, for the pantry screen.
        var household = HouseholdSettings()
        var planFiles: [PlanFile]?
    }

    func model(_ actions: Action..., from start: NavigationModel? = nil) -> NavigationModel {
        var model = start ?? .start(in: catalog)
        for action in actions { model.reduce(action, in: catalog) }
        return model
    }

    /// Every screen: the columns with each focus, in each layout and narrow, and every screen
    /// presented over them (`ScreenRegistry.all`: a test below checks none is left out), with
    /// the status bar's message, timers and basket.
    var samples: [Sample] {
        let apple = DeepLink.resolve("apple-pie", in: catalog)!
        var kitchen = model(.openRelated("pie-crust"), .scaleServings(2), .toggleBasket, .setUnits(.metric), from: apple)
        kitchen.timers = [
            KitchenTimer(label: "bake 50 minutes", recipeID: "apple-pie", step: 2, seconds: 3000, ends: now.addingTimeInterval(600)),
            KitchenTimer(label: "chill", recipeID: "pie-crust", step: 1, seconds: 60, ends: now.addingTimeInterval(-1), rang: true),
        ]
        var flashing = kitchen
        flashing.timers[1].ends = now.addingTimeInterval(-2)
        var cooking = apple
        cooking.timers = kitchen.timers
        var basket = apple
        basket.basket = [BasketEntry(id: "apple-pie"), BasketEntry(id: "pie-crust")]
        basket.ticked = ["sugar"]
        let problems = [
            FileProblem(path: "/r/Broken.cook", problem: FormatProblem(line: 3, column: 7, message: "unclosed {")),
            FileProblem(path: "/r/Week.menu", problem: FormatProblem(message: "a menu, not a recipe"), isNotice: true),
        ]
        let day = Calendar.current.dateComponents([.year, .month, .day], from: now)
        let today = CalendarDate(year: day.year!, month: day.month!, day: day.day!)!
        let plan = PlanFile(path: "/r/Week.menu", root: "/r", menu: MenuFile(bytes: Array(
            "= Monday\nDinner:\n- @./Apple Pie{}\n-- a note\n== Today (\(today)) ==\n@./Nowhere{2}\n".utf8)))
        return [
            Sample(name: "categories focused", model: model()),
            Sample(name: "recipes focused", model: model(.focus(.recipes), .move(1))),
            Sample(name: "a recipe, on an ingredient", model: model(.setDetailCursor(0), from: apple)),
            Sample(name: "a recipe, on a step", model: model(.setDetailCursor(5), from: apple)),
            Sample(name: "a recipe, on a related recipe", model: model(.setDetailCursor(7), from: apple)),
            Sample(name: "a followed recipe, scaled, in the basket, timers", model: kitchen, message: "Pie Crust is in the basket"),
            Sample(name: "a timer that ended, flashing", model: flashing),
            Sample(name: "categories hidden", model: model(.toggleCategoryColumn, from: apple)),
            Sample(name: "two columns: the grid", model: model(.setLayout(.twoColumn), .focus(.recipes), .move(1))),
            Sample(name: "two columns: a recipe over the grid", model: model(.setLayout(.twoColumn), .focus(.recipes), .forward)),
            Sample(name: "stack: the list", model: model(.setLayout(.stack), .focus(.recipes))),
            Sample(name: "stack: a recipe", model: model(.setLayout(.stack), .focus(.recipes), .forward)),
            Sample(name: "narrow: the stack of columns", model: model(.focus(.recipes)), width: 40, height: 20),
            Sample(name: "too small", model: model(), width: 19, height: 8),
            Sample(name: "files not read, said in the status line", model: model(), problems: problems),
            Sample(name: "search: nothing typed", model: model(.present(.recipeSearch(SearchState())))),
            Sample(name: "search: results", model: model(.present(.recipeSearch(SearchState())), .input("pie"), .moveChoice(1, count: 3))),
            Sample(name: "search: no match", model: model(.present(.recipeSearch(SearchState())), .input("zzz"))),
            Sample(name: "help", model: model(.present(.help(TextEntry())), .moveChoice(2, count: 50))),
            Sample(name: "help, filtered", model: model(.present(.help(TextEntry())), .input("scale"))),
            Sample(name: "command line with completions", model: model(
                .present(.commandLine(TextEntry())), .setEntry(TextEntry(text: "theme d", choices: ["dark", "default"], selected: 0)))),
            Sample(name: "files not read", model: model(.present(.fileProblems(TextEntry()))), problems: problems),
            Sample(name: "layout picker", model: model(.present(.layoutPicker(.twoColumn)))),
            Sample(name: "confirm reset", model: model(.present(.confirmReset))),
            Sample(name: "alert", model: model(.present(.alert("3 saved items no longer exist in this cookbook.")))),
            Sample(name: "cooking", model: model(.cook, .move(1), from: cooking)),
            Sample(name: "scale to", model: model(.present(.scaleTo(ScalePrompt(recipe: "apple-pie", ingredient: 2))), .input("300"), from: apple)),
            Sample(name: "shopping list", model: model(.present(.shoppingList(selected: 1)), from: basket)),
            Sample(name: "pantry", model: model(.present(.pantry(selected: 1)), from: basket), household: HouseholdSettings(pantry: Pantry([
                Pantry.Item(name: "sugar", quantity: 1, unit: "kg", expire: CalendarDate(secondsSince1970: now.timeIntervalSince1970)),
                Pantry.Item(name: "butter", quantity: 100, unit: "g"), Pantry.Item(name: "flour"),
            ]))),
            Sample(name: "a plan, today's day marked, a meal missing", model: model(.present(.plans(PlansState(plan: "Week", selected: 2)))),
                   planFiles: [plan]),
            Sample(name: "a plan's day asked", model: model(.present(.planDay(PlanDayPrompt(
                purpose: .add(recipe: "apple-pie", scale: 1), plan: "Week", day: 1))), from: apple), planFiles: [plan]),
        ]
    }

    func draw(_ sample: Sample, theme: Theme) -> [[Cell]] {
        var recipes: [String: Recipe] = [:]
        for id in Screen.recipesShown(sample.model, height: sample.height) { recipes[id] = library.recipe(id: id) }
        let today = CalendarDate(secondsSince1970: now.timeIntervalSince1970)
        let ranking = sample.household.pantry.list.isEmpty ? nil : PantryRanking(
            catalog.recipes.compactMap { library.recipe(id: $0.id) }, settings: sample.household, today: today)
        let data = ScreenData(catalog: catalog, recipes: recipes, problems: sample.problems, now: now, household: sample.household,
                              pantryRun: ranking.map { PantryRankingRun(number: 1, today: today, total: catalog.recipes.count, ranking: $0) },
                              mealPlans: sample.planFiles.map { LibraryPlans(files: $0, catalog: catalog) })
        let canvas = Screen.render(sample.model, data, width: sample.width, height: sample.height, theme: theme, message: sample.message).canvas
        return (0..<canvas.height).map { y in (0..<canvas.width).map { x in canvas[x, y] } }
    }

    /// The palettes a theme is made for: the dark theme's the dark profiles, the light one's
    /// the light; mono (`NO_COLOR`) all six.
    static func palettes(for name: ThemeName) -> [TerminalPalette] {
        name == .mono ? TerminalPalette.dark + TerminalPalette.light : name == .light ? TerminalPalette.light : TerminalPalette.dark
    }

    /// Each theme on the profiles it is made for, on a terminal of eight colours, of xterm's
    /// 256 and of true colour (where the accents are drawn otherwise).
    @Test(arguments: [ThemeName.dark, .light, .mono], ColourDepth.allCases)
    func everyScreenIsReadableOnTheTerminalsItsThemeIsFor(_ name: ThemeName, _ depth: ColourDepth) {
        for sample in samples {
            let rows = draw(sample, theme: name.theme)
            for palette in Self.palettes(for: name) {
                let report = Contrast.check(rows, on: palette, depth: depth)
                if let failure = report.failure {
                    Issue.record("\(sample.name), on \(report.palette): \(failure); \(Int(report.reaching * 1000) / 10) % of text at the goal")
                }
            }
        }
    }

    /// Where the terminal has more than eight colours, each accent of a theme reads better
    /// than the ANSI colour it stands for: its lowest ratio on the profiles the theme is made
    /// for is higher, in xterm's 256 and higher again (or as high) in true colour; and
    /// headings reach AA on every profile in both.
    @Test(arguments: [ThemeName.dark, .light])
    func theAccentsReadBetterWithMoreColours(_ name: ThemeName) {
        let theme = name.theme
        for (what, style) in [("heading", theme.heading), ("line", theme.separator), ("message", theme.statusMessage)] {
            func lowest(_ depth: ColourDepth) -> Double {
                Self.palettes(for: name).map { Contrast.worst(style, on: $0, depth: depth) }.min()!
            }
            let ansi = lowest(.ansi), indexed = lowest(.indexed), direct = lowest(.direct)
            #expect(indexed > ansi, "\(name) \(what): 256 colours \(indexed) against eight \(ansi)")
            #expect(direct > ansi, "\(name) \(what): true colour \(direct) against eight \(ansi)")
            if what != "line" {
                #expect(min(indexed, direct) >= 6, "\(name) \(what): \(indexed), \(direct)")
            }
        }
    }

    /// The RGB of xterm's 256 that the accents are drawn in where the terminal has those.
    @Test func xtermsColoursAreItsCubeAndGreys() {
        #expect(TerminalPalette.indexed(16) == RGB(0x000000))
        #expect(TerminalPalette.indexed(179) == RGB(0xD7AF5F))
        #expect(TerminalPalette.indexed(90) == RGB(0x870087))
        #expect(TerminalPalette.indexed(231) == RGB(0xFFFFFF))
        #expect(TerminalPalette.indexed(232) == RGB(0x080808))
        #expect(TerminalPalette.indexed(255) == RGB(0xEEEEEE))
    }

    /// The samples show every screen presented over the columns.
    @Test func theSamplesShowEveryPresentedScreen() {
        let shown = Set(samples.compactMap { $0.model.destination.map { Scope($0).name } })
        #expect(shown == Set(ScreenRegistry.all.map { $0.name }))
    }

    /// The check can tell: the theme before issue 22 (bold black on cyan for the focused
    /// title, yellow headings, a blue box) fails where the issue says it did.
    @Test func theOldThemeFailsWhereItWasUnreadable() {
        var old = Theme.dark
        old.focusedTitle = Style(foreground: .black, background: .cyan, bold: true)
        old.heading = Style(foreground: .yellow, bold: true)
        old.amount = Style(foreground: .green)
        old.link = Style(foreground: .cyan)
        old.overlay = Style(foreground: .white, background: .blue)
        old.separator = Style(foreground: .blue)
        let recipe = draw(Sample(name: "recipe", model: DeepLink.resolve("apple-pie", in: catalog)!), theme: old)
        // On xterm's dark profile: the focused title is grey on cyan when bold is bright.
        let dark = Contrast.check(recipe, on: .xtermDark)
        #expect(dark.belowFloor.contains { $0.text == "Apple Pie" && ($0.ratio * 10).rounded() == 20 }, "\(dark.belowFloor)")
        // On white: yellow headings at 1.07:1.
        let light = Contrast.check(recipe, on: .xtermLight)
        #expect(light.failure != nil)
        #expect(light.belowFloor.contains { $0.text == "Ingredients" && ($0.ratio * 100).rounded() == 107 }, "\(light.belowFloor)")
        // And the same frame in the light theme passes.
        #expect(Contrast.check(draw(Sample(name: "recipe", model: DeepLink.resolve("apple-pie", in: catalog)!), theme: .light), on: .xtermLight).passes)
    }

    @Test func ratiosAreWCAGs() {
        #expect(Contrast.ratio(RGB(0x000000), RGB(0xFFFFFF)) == 21)
        #expect(Contrast.ratio(RGB(0x777777), RGB(0x777777)) == 1)
        // #767676 on white is the grey WCAG's 4.5:1 is known by.
        #expect((Contrast.ratio(RGB(0x767676), RGB(0xFFFFFF)) * 100).rounded() == 454)
        // Bold yellow on Solarized dark is its bright twin, base00: worse than yellow.
        let yellow = Contrast.worst(Style(foreground: .yellow), on: .solarizedDark)
        #expect(Contrast.worst(Style(foreground: .yellow, bold: true), on: .solarizedDark) < yellow)
        // Faint text half way to its background.
        #expect(Contrast.worst(Style(dim: true), on: .xtermLight) < 4.5)
        // Reverse video: the background's colour on the foreground's.
        #expect(Contrast.worst(Style(foreground: .yellow, reverse: true), on: .xtermDark) == yellow * 0 + Contrast.ratio(RGB(0xCDCD00), RGB(0x000000)))
    }
}
