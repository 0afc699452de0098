import Foundation
import Testing

/// A library of folders from outside: its tree first, `:group`, the grouping remembered in
/// this library over config.toml's, `--fresh` and `--group`, and `list --group`.
@Suite(.serialized) struct GroupingEndToEndTests {
    /// Recipes written for this test: folders, and courses spelled three ways.
    static let files = [
        "Baking/Bread/Rye.cook": "---\ncourse: Breakfast\n---\nKnead @rye flour{500%g}.\n",
        "Baking/Scones.cook": "---\ncourse: breakfasts\ncuisine: British\ntags: [Baking, tea]\nprep time: 15 min\n---\nRub @butter{100%g} into @flour{250%g}.\n",
        "Soup/Leek.cook": "---\ncourse: Dinner\ncuisine: French\n---\nSweat the @leeks{3}.\n",
        "Soup/Pea.cook": "---\ncourse: dinners\n---\nSimmer the @peas{500%g}.\n",
        "Soup/Tomato Soup.cook": "---\ncourse: Dinner\ndiet: vegan\ncook time: 20 min\n---\nSimmer the @tomatoes{1%kg}.\n",
    ]

    func library() throws -> (root: String, home: String) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-grouping-\(UUID().uuidString)")
        for (path, text) in Self.files {
            let url = base.appendingPathComponent("recipes/" + path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return (base.appendingPathComponent("recipes").path, base.appendingPathComponent("home").path)
    }

    @Test func theTreeFirstThenTheGroupingChosenRememberedOverConfigUntilFresh() throws {
        let (root, home) = try library()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let environment = isolated(home)
        func session(_ arguments: [String] = []) throws -> TmuxSession {
            try TmuxSession(["--data", root] + arguments, width: 80, height: 24, environment: environment)
        }
        var tmux = try session()
        try tmux.waitFor(text: "Folders")
        var screen = try tmux.waitFor(text: "▾ Baking")
        #expect(screen.contains { $0.contains("  Bread") && $0.contains("1") }, "Bread inside Baking")
        #expect(screen.contains { $0.contains("▾ Baking") && $0.contains(" 2 ") }, "Baking counts its folders' recipes")
        try tmux.send("-l", ":group course")
        try tmux.send("Enter")
        screen = try tmux.waitFor(text: "Courses")
        #expect(screen.contains { $0.hasPrefix(" Breakfast ") || $0.hasPrefix("›Breakfast ") }, "Breakfast and breakfasts: one")
        #expect(screen.contains { $0.contains("Dinner") && $0.contains(" 3 ") }, "Dinner, dinners: one group of three")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
        // config.toml says cuisine; the grouping chosen in this library wins.
        let config = home + "/config/cookbook"
        try FileManager.default.createDirectory(atPath: config, withIntermediateDirectories: true)
        try Data("group = \"cuisine\"\n".utf8).write(to: URL(fileURLWithPath: config + "/config.toml"))
        tmux = try session()
        try tmux.waitFor(text: "Courses")
        try tmux.send("q")
        _ = try tmux.exitStatus()
        tmux = try session(["--fresh"])
        try tmux.waitFor(text: "Cuisines")
        try tmux.send("q")
        _ = try tmux.exitStatus()
        tmux = try session(["--group", "diet"])
        screen = try tmux.waitFor(text: "Diets")
        #expect(screen.contains { $0.contains("vegan") })
        try tmux.send("q")
        _ = try tmux.exitStatus()
    }

    @Test func searchFindsByIngredientExclusionTagFacetAndTime() throws {
        let (root, home) = try library()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        func ids(_ query: String) throws -> [String] {
            let result = try run(cookbookBinary, ["search", "--data", root, "--", query], environment: isolated(home))
            #expect(result.status == 0, "\(result.stderr)")
            return result.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        }
        #expect(try ids("@flour") == ["baking-bread-rye", "baking-scones"], "rye flour, flour")
        #expect(try ids("@flour -@butter") == ["baking-bread-rye"])
        #expect(try ids("#baking") == ["baking-scones"])
        #expect(try ids("course:dinner -@leek") == ["soup-pea", "soup-tomato-soup"])
        #expect(try ids("time<30m") == ["baking-scones", "soup-tomato-soup"])
        #expect(try ids("soup diet:vegan") == ["soup-tomato-soup"])
        // Each hit's category as `list` prints it: the folders it is in.
        let rye = try run(cookbookBinary, ["search", "--data", root, "rye"], environment: isolated(home))
        #expect(rye.stdout.hasPrefix("baking-bread-rye\tBaking › Bread\tRye"), "\(rye.stdout)")
    }

    @Test func listPrintsEachRecipeWithItsGroups() throws {
        let (root, home) = try library()
        defer { try? FileManager.default.removeItem(atPath: (root as NSString).deletingLastPathComponent) }
        let plain = try run(cookbookBinary, ["list", "--data", root], environment: isolated(home))
        #expect(plain.stdout.split(separator: "\n").contains("baking-bread-rye\tBaking › Bread\tRye"), "the folders, as the tree first shows")
        let courses = try run(cookbookBinary, ["list", "--data", root, "--group", "course"], environment: isolated(home))
        #expect(courses.status == 0)
        #expect(courses.stdout.split(separator: "\n").contains("baking-scones\tBreakfast\tScones"))
        let json = try run(cookbookBinary, ["list", "--json", "--data", root, "--group", "cuisine"], environment: isolated(home))
        let items = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: Any]]
        #expect(items.first { $0["id"] as? String == "soup-pea" }?["groups"] as? [String] == ["No cuisine"])
        #expect(items.first { $0["id"] as? String == "soup-leek" }?["groups"] as? [String] == ["French"])
        let wrong = try run(cookbookBinary, ["list", "--group", "colour"])
        #expect(wrong.status != 0 && wrong.stderr.contains("--group is one of folder, course, cuisine, tag, diet, author, source"))
    }
}
