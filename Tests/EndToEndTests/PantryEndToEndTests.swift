import Foundation
import Testing

/// Issue 25, sections 3 and 4, from outside: `shop` and `pantry` on a copy of cookcli's seed
/// (`../shared/cooklang/examples/cookcli-seed`, whose recipes use `Shared/` sub-recipes), with
/// the library's own `config/pantry.conf` and `config/aisle.conf`, and the pantry screen.
/// cookcli's seed beside the repository (`../shared`), when it is there.
enum CookcliSeed {
    static let path = repository.deletingLastPathComponent().appendingPathComponent("shared/cooklang/examples/cookcli-seed").path
    static let isPresent = FileManager.default.fileExists(atPath: path)
}

@Suite(.serialized, .enabled(if: CookcliSeed.isPresent,
                             "../shared/cooklang/examples/cookcli-seed is not next to the repository: shop, pantry and plan on it are skipped"))
struct PantryEndToEndTests {
    let root: String
    let home: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-pantry-\(UUID().uuidString)")
        root = base.appendingPathComponent("seed").path
        home = base.appendingPathComponent("home").path
        let seed = CookcliSeed.path
        try FileManager.default.createDirectory(atPath: base.path, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: seed, toPath: root)
        try FileManager.default.createDirectory(atPath: root + "/config", withIntermediateDirectories: true)
        try """
            [fridge]
            eggs = { quantity = "12", expire = "2000-01-02" }
            milk = { quantity = "1%L", low = "2%L" }
            mozzarella = { quantity = "50%g", colour = "white" }
            [pantry]
            tipo_zero_flour = "1%kg"
            salt = { quantity = "1%kg", expire = "2026-02-30" }
            """.write(toFile: root + "/config/pantry.conf", atomically: true, encoding: .utf8)
        try "[dairy]\nmozzarella|mozzarella cheese\nmilk\n[baking]\nflour|tipo zero flour\n"
            .write(toFile: root + "/config/aisle.conf", atomically: true, encoding: .utf8)
        // A recipe whose sub-recipe does not exist, and two that make a loop.
        try "Spread @./Shared/Pesto{100%g} on @bread{2%slices}.".write(toFile: root + "/Toast.cook", atomically: true, encoding: .utf8)
        try "Add @./Loop B{}.".write(toFile: root + "/Loop A.cook", atomically: true, encoding: .utf8)
        try "Add @./Loop A{} and @sugar{10%g}.".write(toFile: root + "/Loop B.cook", atomically: true, encoding: .utf8)
    }

    @Test func shopMakesTheSubRecipesAndTakesAwayThePantryWithUnitsConverted() throws {
        let shop = try run(cookbookBinary, ["shop", "Neapolitan Pizza", "--data", root, "--units", "metric"], environment: isolated(home))
        #expect(shop.status == 0, "\(shop.stderr)")
        // The dough's 820 g + 20 g of flour against 1 kg at home: nothing to buy; the dough itself is made.
        #expect(!shop.stdout.contains("Pizza Dough  ("), "\(shop.stdout)")
        #expect(shop.stdout.contains("533 ml  water  (Pizza Dough)"), "\(shop.stdout)")
        #expect(shop.stdout.contains("At home: flour, salt"), "flour and tipo zero flour are one item in aisle.conf\n\(shop.stdout)")
        #expect(shop.stdout.contains("50 g  mozzarella cheese"), "100 g less the 50 g at home, its aisle.conf synonym\n\(shop.stdout)")
        #expect(shop.stdout.contains("milk  (running low)"), "\(shop.stdout)")
        let file = root + "/config/pantry.conf"
        #expect(shop.stderr.contains(file + ":4: 'mozzarella': 'colour' is not a pantry attribute"), "\(shop.stderr)")
        #expect(shop.stderr.contains(file + ":7: 'salt': expire \"2026-02-30\" is no day"), "\(shop.stderr)")

        let markdown = try run(cookbookBinary, ["shop", "Neapolitan Pizza", "--data", root, "--format", "markdown"], environment: isolated(home))
        #expect(markdown.stdout.contains("## dairy\n\n- [ ] **50 g** mozzarella cheese (Neapolitan Pizza)"), "\(markdown.stdout)")
    }

    @Test func aMissingSubRecipeAndALoopAreSaid() throws {
        let shop = try run(cookbookBinary, ["shop", "Toast", "Loop A", "--data", root], environment: isolated(home))
        #expect(shop.status == 0, "\(shop.stderr)")
        #expect(shop.stderr.contains("cookbook: Toast.cook: ./Shared/Pesto: no such recipe; listed to buy"), "\(shop.stderr)")
        #expect(shop.stderr.contains("cookbook: Loop B.cook: ./Loop A makes a loop (Loop A.cook → Loop B.cook → Loop A.cook); not followed"), "\(shop.stderr)")
        #expect(shop.stdout.contains("Pesto  (Toast)"), "\(shop.stdout)")
        #expect(shop.stdout.contains("10 g  sugar  (Loop B)"), "\(shop.stdout)")
    }

    @Test func shopPlanMergesThePlansRecipesAndItsOwnIngredientsOfTheDaysAsked() throws {
        let sunday = try run(cookbookBinary, ["shop", "--plan", "weekly plan", "--from", "2026-03-08", "--to", "2026-03-08", "--data", root],
                             environment: isolated(home))
        #expect(sunday.status == 0, "\(sunday.stderr)")
        #expect(sunday.stdout.contains("(Easy Pancakes") && sunday.stdout.contains("(Caprese)"), "\(sunday.stdout)")
        #expect(sunday.stdout.contains("arborio rice  (Classic Risotto alla Milanese)"), "\(sunday.stdout)")
        #expect(!sunday.stdout.contains("Neapolitan Pizza"), "Saturday's pizza is not asked\n\(sunday.stdout)")
        #expect(sunday.stdout.contains("2 tbsp  maple syrup"), "the plan's own ingredient\n\(sunday.stdout)")
        let all = try run(cookbookBinary, ["shop", "--plan", "Weekly Plan", "--data", root], environment: isolated(home))
        #expect(all.stdout.contains("(Neapolitan Pizza") && all.stdout.contains("tipo zero flour") == false,
                "the pizza's dough made, its flour at home\n\(all.stdout)")
        let none = try run(cookbookBinary, ["shop", "--plan", "Weekly Plan", "--from", "2027-01-01", "--data", root], environment: isolated(home))
        #expect(none.status == 2 && none.stderr.contains("no day of Weekly Plan is dated from 2027-01-01"), "\(none.stderr)")
        let unknown = try run(cookbookBinary, ["shop", "--plan", "Weekley Plan", "--data", root], environment: isolated(home))
        #expect(unknown.status == 2 && unknown.stderr.contains("did you mean: Weekly Plan?"), "\(unknown.stderr)")
        let bad = try run(cookbookBinary, ["shop", "--plan", "Weekly Plan", "--to", "2026-02-30", "--data", root], environment: isolated(home))
        #expect(bad.status != 0 && bad.stderr.contains("'2026-02-30' is not a day"), "\(bad.stderr)")
    }

    @Test func aShoppingListMakesOnlyTheSubRecipesNestedUnderTheirRecipe() throws {
        try "./Breakfast/Mexican Style Burrito.cook\n  ./Shared/Guacamole.cook\n".write(toFile: root + "/.shopping-list", atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: root + "/.shopping-list") }
        let shop = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home))
        #expect(shop.status == 0, "\(shop.stderr)")
        #expect(shop.stdout.contains("avocados  (Guacamole)"), "the guacamole nested under it is made\n\(shop.stdout)")
        #expect(shop.stdout.contains("Red Beans  (Mexican Style Burrito)") && !shop.stdout.contains("cannellini"),
                "the beans taken off are bought ready-made\n\(shop.stdout)")
    }

    @Test func pantryRanksTheRecipesByWhatIsAtHome() throws {
        let pantry = try run(cookbookBinary, ["pantry", "--data", root, "--partial", "30", "--json"], environment: isolated(home))
        #expect(pantry.status == 0, "\(pantry.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(pantry.stdout.utf8)) as! [String: Any]
        let recipes = json["recipes"] as! [[String: Any]]
        let dough = try #require(recipes.first { $0["name"] as? String == "Pizza Dough" })
        #expect(dough["percent"] as? Int == 40, "flour and salt of water, salt, flour, yeast, oil\n\(pantry.stdout)")
        #expect((dough["missing"] as? [String])?.contains("water") == true)
        let expiring = json["expiring"] as! [[String: Any]]
        #expect(expiring.first?["item"] as? String == "eggs", "long expired, first")
    }

    @Test func theScreenRanksAndPutsARecipeInTheBasket() throws {
        let tmux = try TmuxSession(["--data", root], width: 80, height: 24, environment: isolated(home))
        // pantry.conf's bad lines are said over the first screen, with their file and line.
        try tmux.waitFor(text: "any key closes")
        try tmux.send("Escape")
        try tmux.send("I")
        try tmux.waitFor(text: "What can I cook")
        try tmux.waitFor(text: "Pizza Dough")
        try tmux.send("Space")
        try tmux.waitFor(text: "is in the basket")
        try tmux.send("Escape", "q")
        #expect(try tmux.exitStatus() == 0)
    }
}
