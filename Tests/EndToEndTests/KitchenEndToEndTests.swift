import Foundation
import Testing

/// The kitchen in the real binary, on a Cooklang folder: scale, basket, cooking mode with a
/// timer, the shopping list, and all of it there again after a relaunch; `show` and `shop`
/// for scripts.
@Suite(.serialized) struct KitchenEndToEndTests {
    let root: String
    let home: String

    init() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-kitchen-\(UUID().uuidString)")
        root = base.appendingPathComponent("recipes").path
        home = base.appendingPathComponent("home").path
        let files = [
            "Sides/Roast Potatoes.cook": """
                ---
                servings: 4
                ---
                Boil @potatoes{1%kg} for ~{10%minutes}.

                Roast them with @olive oil{3%tbsp} and @salt{=1%tsp} for ~{40%minutes}.
                """,
            "Sides/Potato Salad.json": """
                {"@context": "https://schema.org", "@type": "Recipe", "name": "Potato Salad", "recipeYield": "2 servings",
                 "recipeIngredient": ["500 g potatoes", "1 onion, chopped"],
                 "recipeInstructions": "Boil the potatoes for 15 minutes.\\nSlice the onion."}
                """,
        ]
        for (path, text) in files {
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    func session(_ arguments: [String]) throws -> TmuxSession {
        try TmuxSession(["--data", root] + arguments, width: 100, height: 30, environment: isolated(home))
    }

    @Test func scaleBasketCookTimeAndShopThenFindItAllAgain() throws {
        do {
            let tmux = try session(["Roast Potatoes"])
            try tmux.waitFor(text: "1 kg")
            try tmux.send("+", "+")
            try tmux.waitFor(text: "Scaled from 4 to 6 servings")
            #expect(try tmux.screen().joined().contains("1.5 kg"))
            try tmux.send("Space")
            try tmux.waitFor(text: "basket 1")
            try tmux.send("c")
            try tmux.waitFor(text: "Step 1 of 2")
            try tmux.send("t")
            try tmux.waitFor(text: "timer 9:5")
            try tmux.send("l")
            try tmux.waitFor(text: "Step 2 of 2")
            try tmux.send("Escape")
            try tmux.waitFor("the recipe again") { !$0.joined().contains("Step 2 of 2") && $0.joined().contains("Ingredients") }
            try tmux.send("L")
            try tmux.waitFor(text: "Shopping list")
            #expect(try tmux.screen().joined().contains("potatoes"))
            try tmux.send("Escape", "q")
            #expect(try tmux.exitStatus() == 0)
        }
        let again = try session([])
        try again.waitFor(text: "Scaled from 4 to 6 servings")
        let screen = try again.screen().joined(separator: "\n")
        #expect(screen.contains("basket 1"))
        #expect(screen.contains("timer 9:"), "the timer ran on while cookbook was closed\n\(screen)")
        try again.send("q")
        _ = try again.exitStatus()

        let shop = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home))
        #expect(shop.status == 0, "\(shop.stderr)")
        #expect(shop.stdout.contains("1.5 kg  potatoes"), "the saved basket at its scale\n\(shop.stdout)")
    }

    /// The file of a recipe in the basket moved aside, then back: `shop` and the browser name
    /// it as missing meanwhile, and the basket has it again after (issue 21, item 1).
    @Test func aBasketRecipeWhoseFileIsAwayIsKeptAndNamedAsMissing() throws {
        do {
            let tmux = try session(["Roast Potatoes"])
            try tmux.waitFor(text: "1 kg")
            try tmux.send("Space")
            try tmux.waitFor(text: "basket 1")
            try tmux.send("q")
            #expect(try tmux.exitStatus() == 0)
        }
        let file = root + "/Sides/Roast Potatoes.cook", aside = root + "/../Roast Potatoes.cook"
        try FileManager.default.moveItem(atPath: file, toPath: aside)
        let away = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home))
        #expect(away.status == 0, "\(away.stderr)")
        // The list's reference, by its path (the basket is the library's .shopping-list).
        #expect(away.stdout.contains("Not in the library (kept in the basket): ./Sides/Roast Potatoes.cook"), "\(away.stdout)")
        do {
            let tmux = try session([])
            try tmux.waitFor(text: "1 recipe on the shopping list is not in the library now: kept")
            #expect(try tmux.screen().joined().contains("basket 1"))
            // The place opened on was that recipe: that it is gone is said over the screen.
            try tmux.send("Escape", "L")
            try tmux.waitFor(text: "1 missing")
            try tmux.send("Escape", "q")
            #expect(try tmux.exitStatus() == 0)
        }
        try FileManager.default.moveItem(atPath: aside, toPath: file)
        let back = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home))
        #expect(back.status == 0, "\(back.stderr)")
        #expect(back.stdout.contains("1 kg  potatoes"), "in the basket still\n\(back.stdout)")
        #expect(!back.stdout.contains("Not in the library"))
    }

    /// Two browsers on the same state folder, each opened before the other saved: both
    /// baskets are kept, the last to save does not win (issue 21, item 3).
    @Test func twoBrowsersAtOnceBothKeepTheirBasket() throws {
        let first = try session(["Roast Potatoes"])
        let second = try session(["Potato Salad"])
        try first.waitFor(text: "1 kg")
        try second.waitFor(text: "500 g")
        try first.send("Space")
        try first.waitFor(text: "basket 1")
        try first.send("q")
        #expect(try first.exitStatus() == 0)
        try second.send("Space")
        try second.waitFor(text: "Potato Salad is on the shopping list")
        // The library's .shopping-list, read again just before it is written: the first's
        // recipe shows here too once a key takes the message away.
        Thread.sleep(forTimeInterval: 1)
        try second.send("j")
        try second.waitFor(text: "basket 2")
        try second.send("q")
        #expect(try second.exitStatus() == 0)
        let shop = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home))
        #expect(shop.status == 0, "\(shop.stderr)")
        #expect(shop.stdout.contains("olive oil") && shop.stdout.contains("onion"), "both recipes\n\(shop.stdout)")
    }

    @Test func showAndShopScaleForScripts() throws {
        let show = try run(cookbookBinary, ["show", "Roast Potatoes", "--servings", "8", "--data", root])
        #expect(show.status == 0, "\(show.stderr)")
        #expect(show.stdout.contains("Scaled from 4 to 8 servings"))
        #expect(show.stdout.contains("2 kg"))
        #expect(show.stdout.contains("1 tsp"), "a fixed amount does not scale")
        let shop = try run(cookbookBinary, ["shop", "Roast Potatoes@8", "Potato Salad", "--format", "json", "--data", root])
        #expect(shop.status == 0, "\(shop.stderr)")
        let document = try JSONSerialization.jsonObject(with: Data(shop.stdout.utf8)) as? [String: Any]
        let items = (document?["aisles"] as? [[String: Any]])?.flatMap { ($0["items"] as? [[String: Any]]) ?? [] } ?? []
        let potatoes = items.first { $0["key"] as? String == "potato" }
        #expect(potatoes?["amount"] as? String == "2.5 kg", "2 kg and 500 g, one line")
        #expect(potatoes?["recipes"] as? [String] == ["Roast Potatoes", "Potato Salad"])
        let absurd = try run(cookbookBinary, ["show", "Roast Potatoes", "--servings", "0", "--data", root])
        #expect(absurd.status == 2)
        #expect(absurd.stderr.contains("servings must be more than 0"))
        let empty = try run(cookbookBinary, ["shop", "--data", root], environment: isolated(home + "-empty"))
        #expect(empty.status == 2)
        #expect(empty.stderr.contains("the basket is empty"))
    }
}
