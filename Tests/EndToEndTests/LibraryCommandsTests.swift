import CookbookFixtures
import CookbookModel
import Foundation
import Testing

/// `list`, `show`, `search` and `validate` on folders: what scripts and the tests read.
@Suite struct LibraryCommandsTests {
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-commands-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test func listShowsEveryRecipeWithItsCategoryAndAsJSONItsSource() throws {
        let lines = try run(cookbookBinary, ["list"])
        #expect(lines.status == 0)
        #expect(lines.stdout.split(separator: "\n").first == "apple-pie\tDessert\tApple Pie")
        let json = try run(cookbookBinary, ["list", "--json"])
        let items = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: String]]
        #expect(items.first == ["id": "apple-pie", "name": "Apple Pie", "category": "Dessert"], "no source for the bundled book")
    }

    @Test func aPipeIsReadAsACookbookOfTheBundledFormat() throws {
        let bundled = repository.appendingPathComponent("Data/recipes.json").path
        let result = try run("/bin/bash", ["-c", "\(shellQuote(cookbookBinary)) list --data <(cat \(shellQuote(bundled)))"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("apple-pie\tDessert\tApple Pie\n"))
    }

    @Test func aFIFONoProgramWritesToIsRefusedAtOnce() throws {
        let fifo = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-fifo-\(UUID().uuidString).cook").path
        #expect(mkfifo(fifo, 0o600) == 0)
        defer { unlink(fifo) }
        let started = Date()
        let result = try run(cookbookBinary, ["list", "--data", fifo])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: \(fifo): cannot read the file: nothing was written to the pipe (no program writes to it)\n")
        #expect(Date().timeIntervalSince(started) < 5, "never waits for a writer")
    }

    @Test func shopSaysABasketItCannotReadNotAnEmptyOne() throws {
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-shop-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: state + "/cookbook", withIntermediateDirectories: true)
        let unknown = #"{"version": 99, "basket": [{"id": "apple-pie", "servings": 12}]}"#
        try unknown.write(toFile: state + "/cookbook/navigation.json", atomically: true, encoding: .utf8)
        let result = try run(cookbookBinary, ["shop"], environment: ["XDG_STATE_HOME": state])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cookbook: cannot read the saved basket in \(state)/cookbook/navigation.json: "), "\(result.stderr)")
        #expect(try String(contentsOfFile: state + "/cookbook/navigation.json", encoding: .utf8) == unknown, "left as it was")
    }

    @Test func theFormatsPrintTheUnitsAskedFor() throws {
        // ¾ cup of sugar in ml: a US cup as US food labels count it, 240 ml.
        for (format, sugar) in [("json", "\"quantity\": 180,"), ("cook", "@sugar{180%ml}"), ("jsonld", "\"180 ml sugar\""), ("text", " 180 ml  sugar\n")] {
            let written = try run(cookbookBinary, ["show", "apple-pie", "--format", format])
            let metric = try run(cookbookBinary, ["show", "apple-pie", "--units", "metric", "--format", format])
            #expect(metric.status == 0, "\(metric.stderr)")
            #expect(written.stdout.contains("cup") && !metric.stdout.contains("cup"), "\(format): no cups left")
            #expect(metric.stdout.contains(sugar), "\(format): \(metric.stdout)")
        }
    }

    @Test func showAsJSONReadsBackAsTheSameRecipe() throws {
        let shown = try run(cookbookBinary, ["show", "apple-pie", "--format", "json"])
        #expect(shown.status == 0)
        let root = try folder(["Pies/apple-pie.json": shown.stdout])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let again = try run(cookbookBinary, ["show", "apple-pie", "--format", "json", "--data", root])
        #expect(again.status == 0)
        // The same recipe, but for related recipes the folder does not have (dropped), and
        // the file it was read from.
        func withoutRelated(_ json: String) throws -> NSDictionary {
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as! [String: Any]
            return object.filter { $0.key != "related" && $0.key != "source" } as NSDictionary
        }
        #expect(again.stdout.contains("\"source\": \"\(root)/Pies/apple-pie.json\""))
        #expect(try withoutRelated(again.stdout) == withoutRelated(shown.stdout))
        let listed = try run(cookbookBinary, ["list", "--json", "--data", root])
        #expect(listed.stdout.contains("\"source\": \"\(root)/Pies/apple-pie.json\""))
    }

    @Test func rangesAndFixedAmountsGoThroughShowAsJSON() throws {
        let root = try folder(["Sides/Garlic Bread.cook": "Crush @garlic{2-3%cloves} with @salt{=1%tsp}.\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let shown = try run(cookbookBinary, ["show", "Garlic Bread", "--format", "json", "--data", root])
        #expect(shown.status == 0, "\(shown.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(shown.stdout.utf8)) as! [String: Any]
        let ingredients = object["ingredients"] as? [[String: Any]] ?? []
        #expect(ingredients.first?["quantity"] as? Double == 2 && ingredients.first?["quantityTo"] as? Double == 3)
        #expect(ingredients.first?["fixed"] == nil)
        #expect(ingredients.last?["fixed"] as? Bool == true && ingredients.last?["quantityTo"] == nil)
        // The bundled format's file reads back as the same amounts.
        let again = try folder(["book/garlic-bread.json": shown.stdout])
        defer { try? FileManager.default.removeItem(atPath: again) }
        let reread = try run(cookbookBinary, ["show", "Garlic Bread", "--format", "cook", "--data", again])
        #expect(reread.stdout.contains("@garlic{2-3%cloves}") && reread.stdout.contains("@salt{=1%tsp}"), "\(reread.stdout)")
    }

    @Test func showAsTextJSONLDAndCooklang() throws {
        let text = try run(cookbookBinary, ["show", "Pie Crust"])
        #expect(text.stdout.hasPrefix("Pie Crust\n\nServes 8"))
        #expect(text.stdout.contains("Steps\n1. Whisk the flour"))
        let jsonld = try run(cookbookBinary, ["show", "pie-crust", "--format", "jsonld"])
        let object = try JSONSerialization.jsonObject(with: Data(jsonld.stdout.utf8)) as! [String: Any]
        #expect(object["@type"] as? String == "Recipe" && object["recipeCategory"] as? String == "Baking Basics")
        #expect((object["recipeIngredient"] as? [String])?.first == "2¾ cups all-purpose flour")
        let cook = try run(cookbookBinary, ["show", "pie-crust", "--format", "cook"])
        #expect(cook.stdout.hasPrefix("---\ntitle: Pie Crust\n"))
        #expect(cook.stdout.contains("@salt{1%tsp}"))
        let unknown = try run(cookbookBinary, ["show", "pie-crus"])
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("did you mean: pie-crust?"))
    }

    @Test func searchRanksAsTheSearchScreenDoes() throws {
        let result = try run(cookbookBinary, ["search", "pie"])
        let ids = result.stdout.split(separator: "\n").map { $0.split(separator: "\t")[0] }
        #expect(Array(ids.prefix(2)) == ["pie-crust", "apple-pie"], "a name that starts with it first")
        let json = try run(cookbookBinary, ["search", "nutmeg", "--json"])
        let items = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as! [[String: String]]
        #expect(items.contains { $0["id"] == "apple-pie" && $0["matched"] == "ground nutmeg" })
    }

    @Test func listSaysEachFileNotReadOnStderrAndListsTheRest() throws {
        let bundled = try String(contentsOf: repository.appendingPathComponent("Data/recipes.json"), encoding: .utf8)
        let root = try folder([
            "good/book.json": bundled, "bad/empty.json": "", "bad/other.json": #"{"@type": "Recipe", "name": "#,
            "app/package.json": #"{"name": "recipe-app"}"#, "app/settings.json": "[1]",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(cookbookBinary, ["list", "--data", root])
        #expect(result.status == 0, "the listing is the output; validate is the check")
        #expect(result.stdout.hasPrefix("apple-pie\tDessert\tApple Pie\n"))
        #expect(result.stderr.split(separator: "\n").count == 2, "JSON with no recipe in it is not said: \(result.stderr)")
        #expect(result.stderr.contains("cookbook: \(root)/bad/empty.json: the file is empty\n"))
        #expect(result.stderr.contains("cookbook: \(root)/bad/other.json:1:29: not JSON: "))
        var files = ["good/book.json": bundled]
        for n in 1...5 { files["bad/\(n).json"] = "" }
        let many = try folder(files)
        defer { try? FileManager.default.removeItem(atPath: many) }
        let said = try run(cookbookBinary, ["search", "--data", many, "salad"]).stderr.split(separator: "\n")
        #expect(said.count == 4 && said.last == "cookbook: and 2 more files not read (cookbook validate lists them)")
    }

    @Test func validateListsTheFilesNotReadAndExits2() throws {
        let bundled = try String(contentsOf: repository.appendingPathComponent("Data/recipes.json"), encoding: .utf8)
        let root = try folder([
            "good/book.json": bundled, "bad/empty.json": "", "bad/other.json": #"{"@type": "Recipe", "name": "#,
            "app/package.json": #"{"name": "recipe-app"}"#,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(cookbookBinary, ["validate", root])
        #expect(result.status == 2)
        #expect(result.stderr.contains("\(root)/bad/empty.json: the file is empty"))
        #expect(result.stderr.contains("\(root)/bad/other.json:1:29: not JSON: "))
        #expect(!result.stderr.contains("package.json"), "not a recipe file: not said")
        #expect(result.stderr.hasSuffix("recipes from 1 file; 2 files not read\n"))
        // `--all` lists it too, as a note: no problem.
        let all = try run(cookbookBinary, ["validate", "--all", root])
        #expect(all.status == 2)
        #expect(all.stderr.contains("note: \(root)/app/package.json: no recipe in it: not a recipe file (passed over)\n"))
        #expect(all.stderr.hasSuffix("recipes from 1 file; 2 files not read\n"))
        let good = try run(cookbookBinary, ["validate", root + "/good"])
        #expect(good.status == 0)
        #expect(good.stdout.hasSuffix("from 1 file; every file read\n"))
    }

    /// Cooklang markup the grammar does not take is read as text: `validate` warns of it with
    /// the file, line and column and what was probably meant, and still exits 0.
    @Test func validateWarnsOfMarkupReadAsText() throws {
        let root = try folder([
            "Cake.cook": "Grease a tin.\n\nBake in a #{22cm x 33cm} tin.\n",
            "Fish.cook": ">> servings: 2\n\nGrate @?appelsinskal over the @fish{1}.\nAdd @sugar{2 and stir.\n",
            "Soup.cook": "Boil @leeks{2}.\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try run(cookbookBinary, ["validate", root])
        #expect(result.status == 0, "warnings do not fail it")
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == """
            \(root)/Cake.cook:3:11: warning: `#{22cm x 33cm}` is read as text: cookware needs a name before its `{`, as in `#tin{}(22cm x 33cm)` or `#tin{22cm x 33cm}`
            \(root)/Fish.cook:3:7: warning: `@?appelsinskal` is read as text: a name begins with a letter or a digit; did you mean `@appelsinskal`?
            \(root)/Fish.cook:4:11: warning: `@sugar{2 and stir.`: the `{` is never closed in its step, so `@sugar` is read as one word and the rest as text; close it with `}`
            3 recipes from 3 files; every file read; 3 warnings

            """)
    }

    @Test func validateReadsNamesThatAreNotUTF8AndTreesDeeperThanPathMax() throws {
        let tree = try ByteTree("cookbook-hostile-tree")
        defer { try? FileManager.default.removeItem(atPath: tree.root) }
        // A Latin-1 file name, a folder named so, and a file 30 folders of 200 letters down
        // (a path of 6,000 bytes; PATH_MAX is 4,096).
        try tree.write("Mix the @flour{1%cup}.\n", at: [Array("caf".utf8) + [0xE9] + Array(".cook".utf8)])
        try tree.write("Stir the @sugar{2%tbsp}.\n", at: [Array("Soup".utf8) + [0xFF], Array("Pea.cook".utf8)])
        try tree.write("Boil the @water{1%l}.\n", at: ByteTree.deepFolders(30, length: 200) + [Array("Deep Soup.cook".utf8)])
        let result = try run(cookbookBinary, ["validate", tree.root])
        #expect(result.stdout == "3 recipes from 3 files; every file read\n", "\(result.stderr)")
        #expect(result.status == 0)
        let list = try run(cookbookBinary, ["list", "--data", tree.root])
        #expect(list.stdout.contains("\tCaf\u{FFFD}\n"), "the name shown repaired (and read as a title): \(list.stdout)")
        #expect(list.stdout.contains("\tSoup\u{FFFD}\tPea\n"), "the folder's category too")
        #expect(list.stdout.contains("\tDeep Soup\n"))
        // A file of such a name that cannot be read is named, repaired.
        try tree.write("", at: [Array("br".utf8) + [0xFE] + Array("ken.cook".utf8)])
        let broken = try run(cookbookBinary, ["validate", tree.root])
        #expect(broken.status == 2)
        #expect(broken.stderr == "\(tree.root)/br\u{FFFD}ken.cook: the file is empty\n3 recipes from 3 files; 1 file not read\n")
    }
}
