import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// The one table of commands: its keys run its commands, its help and hints say so, and
/// every command does what its help line says.
@Suite struct CommandTableTests {
    func app(_ model: NavigationModel? = nil, keymap: Keymap = .standard) -> App {
        App(model: model ?? .start(in: Fixtures.catalog), catalog: Fixtures.catalog, keymap: keymap, width: 100, height: 30,
            now: Date(timeIntervalSince1970: 1_800_000_000))
    }

    @Test func everyKeyOfTheTableRunsItsCommandOnEveryScreenItNames() {
        for entry in CommandTable.entries {
            for (key, argument) in entry.keys {
                for scope in entry.scopes {
                    let found = Keymap.standard.invocation(for: key, in: scope)
                    if scope.takesText, key.typedText != nil {
                        #expect(found == nil, "\(KeyNames.label(key)) types itself on \(scope)")
                    } else {
                        #expect(found == Invocation(entry.name, argument), "\(KeyNames.label(key)) on \(scope)")
                    }
                }
            }
        }
    }

    @Test func keysAreEqualExactlyWhenTheyAreTheSameKey() {
        let keys: [Key] = [.character("j"), .character("J"), .control("d"), .character("é"), .character("親"), .up, .down, .left, .right, .home, .end, .pageUp, .pageDown,
                           .enter, .backspace, .escape, .tab, .backTab]
        for (i, a) in keys.enumerated() {
            for (j, b) in keys.enumerated() {
                #expect((a == b) == (i == j), "\(a) and \(b)")
            }
        }
    }

    @Test func everyScreenHasAPlaceOfItsOwnInTheKeymap() {
        #expect(Scope.all.map(\.slot) == Array(0..<Scope.slots))
    }

    @Test func everyCommandIsInTheTableOnceWithAHelpLine() {
        for name in CommandName.allCases {
            let entries = CommandTable.entries.filter { $0.name == name }
            #expect(entries.count == 1, "\(name)")
            #expect(entries.first?.summary.isEmpty == false, "\(name)")
            #expect(entries.first.map { Set($0.scopes).count == $0.scopes.count } == true, "\(name) names each screen once")
        }
    }

    @Test func theHelpListsEveryCommandOfTheBrowsingScreenWithItsKeys() {
        let rows = HelpOverlay.rows(filter: "", keymap: .standard)
        let browse = CommandTable.entries.filter { $0.scopes.contains(.browse) }
        #expect(rows.filter { $0.scope == .browse }.map(\.command) == browse.map(\.name))
        // Then the keys only cooking mode and the shopping list have, named by their screen.
        #expect(rows.contains { $0.scope == CookingScreen.scope && $0.command == .timer && $0.keys == "t" && $0.summary.hasPrefix("cooking: ") })
        #expect(rows.contains { $0.scope == ShoppingListScreen.scope && $0.command == .clearTicks && $0.keys == "c" })
        #expect(rows.first { $0.command == .down }?.keys == "↓ j ^N")
        // In cooking mode the same keys walk a step's lines.
        #expect(rows.contains { $0.scope == CookingScreen.scope && $0.command == .nextLine && $0.keys == "↓ j ^N" })
        #expect(rows.contains { $0.scope == CookingScreen.scope && $0.command == .previousLine && $0.keys == "↑ k ^P" })
        #expect(rows.first { $0.command == .category }?.keys == "1–9")
        #expect(HelpOverlay.rows(filter: "LAYOUT", keymap: .standard).map(\.command) == [.layout])
    }

    /// What each command of the browsing screen must do when its first key is pressed, by
    /// its help line. A command added to the table without a check here fails the test.
    @Test func eachKeyDoesWhatItsHelpLineSays() {
        let apple = DeepLink.resolve("apple-pie", in: Fixtures.catalog)!
        var following = apple
        following.reduce(.openRelated("pie-crust"), in: Fixtures.catalog)
        let recipes = Fixtures.reduced(nil, [.focus(.recipes)])
        var withBasket = apple
        withBasket.basket = [BasketEntry(id: "apple-pie")]
        let checks: [CommandName: (start: NavigationModel, expect: (App, [Effect]) -> Bool)] = [
            .up: (Fixtures.reduced(nil, [.focus(.recipes), .move(1)]), { app, _ in app.model.path == ["apple-pie"] }),
            .down: (recipes, { app, _ in app.model.path == ["pie-crust"] }),
            .right: (recipes, { app, _ in app.model.focus == .detail }),
            .left: (recipes, { app, _ in app.model.focus == .categories }),
            .open: (recipes, { app, _ in app.model.focus == .detail }),
            .back: (following, { app, _ in app.model.path == ["apple-pie"] }),
            .nextColumn: (recipes, { app, _ in app.model.focus == .detail }),
            .previousColumn: (recipes, { app, _ in app.model.focus == .categories }),
            .top: (Fixtures.reduced(nil, [.focus(.recipes), .moveToLast]), { app, _ in app.model.path == ["apple-pie"] }),
            .bottom: (recipes, { app, _ in app.model.path == ["creme-brulee"] }),
            .pageUp: (Fixtures.reduced(nil, [.focus(.recipes), .moveToLast]), { app, _ in app.model.path == ["apple-pie"] }),
            .pageDown: (recipes, { app, _ in app.model.path == ["creme-brulee"] }),
            .halfPageUp: (Fixtures.reduced(nil, [.focus(.recipes), .moveToLast]), { app, _ in app.model.path == ["apple-pie"] }),
            .halfPageDown: (recipes, { app, _ in app.model.path == ["creme-brulee"] }),
            .search: (recipes, { app, _ in if case .recipeSearch? = app.model.destination { true } else { false } }),
            .searchNext: (NavigationModel(selectedCategory: "dessert", lastSearch: "pie"), { app, _ in app.model.path.first?.contains("pie") == true }),
            .searchPrevious: (NavigationModel(selectedCategory: "dessert", lastSearch: "pie"), { app, _ in app.model.path.first?.contains("pie") == true }),
            .category: (recipes, { app, _ in app.model.selectedCategory == "dessert" && app.model.focus == .recipes }),
            // The book's categories are its courses; no recipe gives a cuisine: the tags next.
            .group: (recipes, { app, _ in app.model.grouping == .tag && app.catalog.groupsTitle == "Tags" && app.message == "grouped by tag (o for the next)" }),
            // Typed: one of those listed, shown.
            .random: (recipes, { app, _ in
                app.model.focus == .detail && app.model.selectedCategory == "dessert" && app.message == "picked at random from Dessert"
            }),
            .today: (recipes, { app, _ in app.model.focus == .detail && app.message == "Recipe of the day" }),
            .link: (apple, { app, _ in app.message == "cookbook://recipe/apple-pie" }),
            .layout: (recipes, { app, _ in app.model.destination == .layoutPicker(.threeColumn) }),
            .toggleCategories: (recipes, { app, _ in app.model.columnVisibility == .doubleColumn }),
            .reset: (recipes, { app, _ in app.model.destination == .confirmReset }),
            .help: (recipes, { app, _ in app.model.destination == .help(TextEntry()) }),
            .commandLine: (recipes, { app, _ in app.model.destination == .commandLine(TextEntry()) }),
            .redraw: (recipes, { _, effect in effect == [.repaint] }),
            .quit: (recipes, { _, effect in effect.last == .quit(0) }),
            .edit: (apple, { app, _ in app.message == "Apple Pie comes with cookbook: only your own recipe files are edited" }),
            .problems: (recipes, { app, _ in app.message == "every file was read" && app.model.destination == nil }),
            .moreServings: (apple, { app, _ in app.model.scale(of: "apple-pie") > 1 }),
            .fewerServings: (apple, { app, _ in app.model.scale(of: "apple-pie") < 1 }),
            .scale: (apple, { app, _ in app.model.scale(of: "apple-pie") == 2 }),
            .scaleTo: (apple, { app, _ in if case .scaleTo(let prompt)? = app.model.destination { prompt.recipe == "apple-pie" } else { false } }),
            .units: (apple, { app, _ in app.model.units == .metric }),
            .basket: (apple, { app, _ in app.model.basket == [BasketEntry(id: "apple-pie")] }),
            .shoppingList: (withBasket, { app, _ in app.model.destination == .shoppingList(selected: 0) }),
            .pantry: (recipes, { app, effect in
                app.model.destination == .pantry(selected: 0) && effect.contains { if case .rankPantry = $0 { true } else { false } }
            }),
            .cook: (apple, { app, _ in app.model.destination == .cooking(CookingState(recipe: "apple-pie")) }),
            // The plans are read by the session when the screen opens.
            .plans: (recipes, { app, effects in app.model.destination == .plans(PlansState()) && effects == [.readPlans] }),
            // The book has no folder, so no plan to add to: said.
            .addToPlan: (apple, { app, _ in app.message == "the library has no plan: :plan new NAME DAY makes one with this recipe" }),
            // Typed (`:theme`), having no key: says the theme in use.
            .theme: (recipes, { app, _ in app.message == "theme mono: no colour (NO_COLOR is set, or the terminal has none)" }),
            // Typed without what to import: says what it takes.
            .importRecipes: (recipes, { app, _ in app.message == "import what? :import https://… or :import FILE" }),
            // Typed, in the bundled book (no folder for the list's file): says where it works.
            .add: (apple, { app, _ in app.message?.hasPrefix("the bundled book has no shopping list file") == true }),
        ]
        // Commands typed only, without a key of their own (a key may be bound to them in config.toml).
        let typedOnly: [CommandName] = [.theme, .random, .importRecipes, .add]
        for entry in CommandTable.entries where entry.scopes.contains(.browse) {
            guard let check = checks[entry.name] else {
                Issue.record("no check for \(entry.name.rawValue)")
                continue
            }
            var app = app(check.start)
            guard let key = Keymap.standard.keys(for: entry.name, in: .browse).first else {
                #expect(typedOnly.contains(entry.name), "\(entry.name.rawValue) has no key")
                app.press(.character(":"))
                for character in entry.name.rawValue { app.press(.character(character)) }
                let effect = app.press(.enter)
                #expect(check.expect(app, effect), ":\(entry.name.rawValue): \(entry.summary)")
                continue
            }
            #expect(!typedOnly.contains(entry.name), "\(entry.name.rawValue) has a key")
            let effect = app.press(key)
            #expect(check.expect(app, effect), "\(KeyNames.label(key)): \(entry.summary)")
        }
    }

    @Test func keysCanBeReboundAndUnbound() {
        let keymap = Keymap(overrides: [(.character("s"), Invocation(.search)), (.character("/"), nil), (.character("Q"), Invocation(.quit))])
        #expect(keymap.invocation(for: .character("s"), in: .browse) == Invocation(.search))
        #expect(keymap.invocation(for: .character("/"), in: .browse) == nil)
        #expect(keymap.keys(for: .quit, in: .browse) == [.character("q"), .character("Q")])
        #expect(HelpOverlay.rows(filter: "", keymap: keymap).first { $0.command == .search }?.keys == "s")
        let hints = StatusBar.hints(for: Fixtures.reduced(nil, []), ScreenData(catalog: Fixtures.catalog, keymap: keymap),
                                    panes: PaneGeometry(width: 100, height: 30, model: Fixtures.reduced(nil, []))!)
        #expect(hints.contains { $0.key == "s" && $0.label == "search" })
        var app = app(keymap: keymap)
        app.press(.character("s"))
        #expect(app.model.destination == .recipeSearch(SearchState()))
    }

    @Test func keyNamesReadAsTheyAreShown() {
        for (text, key) in [("j", Key.character("j")), ("<down>", .down), ("<C-d>", .control("d")), ("^D", .control("d")),
                            ("<enter>", .enter), ("<space>", .character(" ")), ("<s-tab>", .backTab), ("<pgdn>", .pageDown)] {
            #expect(KeyNames.parse(text) == key, "\(text)")
        }
        #expect(KeyNames.parse("<nope>") == nil)
        #expect(KeyNames.parse("jj") == nil)
        #expect(KeyNames.label(.control("d")) == "^D")
        #expect(KeyNames.label(.up) == "↑")
    }

    @Test func onTextScreensLettersTypeThemselves() {
        var app = app()
        app.press(.character("/"))
        for c in "jk" { app.press(.character(c)) }
        guard case .recipeSearch(let search)? = app.model.destination else { Issue.record("search closed"); return }
        #expect(search.query == "jk")
        app.press(.escape)
        #expect(app.model.destination == nil)
    }
}
