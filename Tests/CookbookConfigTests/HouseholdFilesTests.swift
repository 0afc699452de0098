import CookbookConfig
import CookbookModel
import Foundation
import Testing

/// `cups` in config.toml, and `aisle.conf` and `pantry.conf` beside it.
@Suite struct HouseholdFilesTests {
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-household-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = root.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root.path
    }

    @Test func cupsAreUSOrUK() {
        #expect(Config.parse("cups = \"uk\"").0.cups == .uk)
        #expect(Config.parse("").0.cups == .us)
        let (config, problems) = Config.parse("cups = \"metric\"")
        #expect(config.cups == .us)
        #expect(problems.map(\.description) == ["line 1: cups is \"us\" or \"uk\""])
    }

    @Test func noFilesAreTheBuiltInAislesAndAnEmptyPantry() throws {
        let (settings, problems) = HouseholdFiles.load(folders: [try folder([:])], cups: .uk)
        #expect(problems.isEmpty)
        #expect(settings == HouseholdSettings(cups: .uk))
    }

    @Test func theUsersAislesAndPantryAreReadAndEachBadLineNamed() throws {
        let root = try folder([
            "aisle.conf": "[Veg]\nleeks|leek\n[oops\n[Dairy]\nmilk\n",
            "pantry.conf": """
                [fridge]
                milk = "1%l"
                butter = { quantity = "250%g", expire = "2026-12-01" }
                [cupboard]
                salt = {}
                sugar = "lots"
                eggs = "6"
                """,
        ])
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        #expect(settings.aislesInUse.names == ["Veg", "Dairy"])
        #expect(settings.aislesInUse.find("leek")?.aisle == "Veg")
        #expect(settings.pantry.find("milk") == Pantry.Item(name: "milk", quantity: 1, unit: "l", section: "fridge"))
        #expect(settings.pantry.find("butter") == Pantry.Item(name: "butter", quantity: 250, unit: "g", expire: CalendarDate(either: "2026-12-01"), section: "fridge"))
        #expect(settings.pantry.find("salt") == Pantry.Item(name: "salt", section: "cupboard"))
        #expect(settings.pantry.find("egg") == Pantry.Item(name: "eggs", quantity: 6, section: "cupboard"))
        #expect(settings.pantry.find("sugar") == nil)
        #expect(problems == [root + "/aisle.conf:3: an aisle is written [name]",
                             root + "/pantry.conf:6: 'lots' is not a quantity (\"500%g\")"])
    }

    @Test func aPantryThatIsNotTOMLIsSaidAndLeftOut() throws {
        let root = try folder(["pantry.conf": "[fridge\nmilk = 1", "aisle.conf": "just words\r\n[Dairy]\r\nmilk\r\n"])
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        #expect(settings.pantry == Pantry())
        #expect(settings.aisles?.find("milk")?.aisle == "Dairy", "lines ending in CR LF")
        #expect(problems.count == 3)
        #expect(problems.contains(root + "/pantry.conf:1: a section is written [name]; what follows it is left out"))
        #expect(problems.contains(root + "/pantry.conf:2: 'milk' is not under a [section]; left out"))
        #expect(problems.contains(root + "/aisle.conf:1: an item before any [aisle]"))
    }

    /// The conventions' own example pantry, every attribute and both date forms.
    @Test func theConventionsExamplePantryIsReadWhole() throws {
        let root = try folder(["pantry.conf": """
            [freezer]
            ice_cream = "2%L"
            frozen_peas = { bought = "01.01.2024", quantity = "500%g", low = "200%g" }
            spinach = { bought = "05.05.2024", expire = "05.06.2025", quantity = "1%kg" }

            [fridge]
            cheese = { expire = "15.05.2024" }
            yogurt = { bought = "05.05.2024", expire = "2024-05-12", quantity = "500%ml" }

            [pantry]
            flour = "5%kg"
            pasta = { quantity = "1%kg", low = "200%g" }
            """])
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        #expect(problems.isEmpty)
        #expect(settings.pantry.list.count == 7)
        let peas = try #require(settings.pantry.find(ItemKey.of("frozen_peas")))
        #expect(peas.name == "frozen peas")
        #expect(peas.bought == CalendarDate(year: 2024, month: 1, day: 1))
        #expect(peas.low?.value == 200 && peas.low?.written == "g")
        #expect(settings.pantry.find("spinach")?.expire == CalendarDate(year: 2025, month: 6, day: 5))
        #expect(settings.pantry.find("yogurt")?.expire == CalendarDate(year: 2024, month: 5, day: 12))
        #expect(settings.pantry.find("cheese")?.quantity == nil)
    }

    /// Bad input: a line each with file:line, the rest used.
    @Test func eachBadEntryIsNamedWithItsLineAndTheRestUsed() throws {
        let root = try folder(["pantry.conf": """
            [fridge]
            milk = { quantity = "1%l", colour = "white" }
            eggs = true
            cream = { expire = "2026-02-30", quantity = "200%ml" }
            butter = { low = "some", quantity = "250%g" }
            rice = "2%kg"
            """])
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        let file = root + "/pantry.conf"
        #expect(Set(problems) == [
            file + ":2: 'milk': 'colour' is not a pantry attribute (quantity, low, bought, expire); left out",
            file + ":3: 'eggs' is a quantity in quotes (\"500%g\") or a table; left out",
            file + ":4: 'cream': expire \"2026-02-30\" is no day (2025-06-01 or 01.06.2025)",
            file + ":5: 'butter': low is a quantity (\"200%g\"), not \"some\"",
        ])
        #expect(settings.pantry.find("milk")?.quantity == 1)
        #expect(settings.pantry.find("cream")?.quantity == 200)
        #expect(settings.pantry.find("butter")?.quantity == 250)
        #expect(settings.pantry.find("rice")?.quantity == 2)
        #expect(settings.pantry.find("egg") == nil)
    }

    @Test func aFolderInPlaceOfAFileIsSaid() throws {
        let root = try folder([:])
        try FileManager.default.createDirectory(atPath: root + "/pantry.conf", withIntermediateDirectories: true)
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        #expect(problems == [root + "/pantry.conf: a folder, not a file; not used"])
        #expect(settings.pantry == Pantry())
    }

    /// The library's own config/ first, else cookbook's config folder; each file the first found.
    @Test func theLibrarysConfigFolderComesFirstAndFilesAreNotMerged() throws {
        let library = try folder(["config/pantry.conf": "[fridge]\nmilk = \"1%l\"\n"])
        let own = try folder(["pantry.conf": "[fridge]\ncream = \"1%l\"\n", "aisle.conf": "[Dairy]\nmilk\n"])
        let folders = HouseholdFiles.folders(data: [library], environment: ["XDG_CONFIG_HOME": own, "HOME": "/nonexistent"])
        #expect(folders.first == library + "/config")
        let (settings, problems) = HouseholdFiles.load(folders: [library + "/config", own], cups: .us)
        #expect(problems.isEmpty)
        #expect(settings.pantry.list.map(\.name) == ["milk"], "the library's pantry, not merged with the other")
        #expect(settings.aisles?.names == ["Dairy"], "no aisle.conf in the library: cookbook's")
        #expect(HouseholdFiles.folders(data: [library + "/book.json"], environment: [:]).count == 1, "a file has no config/ of its own")
    }
}

extension HouseholdFilesTests {
    /// toml++ aborts on some bad input (found by the household fuzz target, kept in
    /// Tests/Fuzz/regressions/household): pantry.conf is read a line at a time without it,
    /// each bad line said and the rest used; config.toml too (`ConfigTOMLReader`).
    @Test func badTOMLInPantryConfIsSaidLineByLineNotACrash() throws {
        let root = try folder(["pantry.conf": "[freezer]\nice_cream = \"2%L\"\n[|reezer]\npeas = \"1\"\n[pantry]\nflour = [}\nrice = \"2%kg\"\n"])
        let (settings, problems) = HouseholdFiles.load(folders: [root], cups: .us)
        let file = root + "/pantry.conf"
        #expect(Set(problems) == [
            file + ":3: a [section] name is letters, digits, _ and -, or in quotes; what follows it is left out",
            file + ":4: 'peas' is not under a [section]; left out",
            file + ":6: 'flour': the value is not one TOML can read on one line (\"500%g\", 5, or { quantity = \"1%kg\" })",
        ])
        #expect(settings.pantry.list.map(\.name) == ["ice cream", "rice"], "peas is under the bad header")
        for text in ["[ [ %x]]\n", "[[\t|x]]", "a = 1\n  [€uro]\n", "[\nfr", "[[\n", "x = {a = {b = 1}}", "x = \"\\q\"", "= 1"] {
            #expect(!HouseholdFiles.parsePantry(text).1.isEmpty, "\(text)")
        }
        let fine = HouseholdFiles.parsePantry("[\"my fridge\"] # cold\nmilk = '1%l' # a comment\n[ pantry ]\n\"brown rice\" = 1_000\nflour = { quantity = \"1%kg\", expire = 2026-01-31 }\r\n")
        #expect(fine.1.isEmpty)
        #expect(fine.0.list.map(\.name) == ["milk", "brown rice", "flour"])
        #expect(fine.0.find("brown rice")?.quantity == 1000)
        #expect(fine.0.find("flour")?.expire == CalendarDate(year: 2026, month: 1, day: 31))
        #expect(Config.parse("[|keys]\n").1.map(\.description) == ["line 1: a [table] name is letters, digits, _ and -, or in quotes; what follows it is left out"])
    }
}

extension HouseholdFilesTests {
    /// Every input that once made the household fuzz target fail (Tests/Fuzz/regressions/household):
    /// read, each problem on a line of its file, and a list and a ranking made with it.
    @Test func theHouseholdFuzzRegressionsAreReadWithoutACrash() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions/household")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count >= 4)
        for name in names {
            let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
            let nul = bytes.firstIndex(of: 0) ?? bytes.count
            let aisles = Aisles.parse(String(decoding: bytes[..<nul], as: UTF8.self)).aisles
            let text = String(decoding: bytes[min(nul + 1, bytes.count)...], as: UTF8.self)
            let (pantry, problems) = HouseholdFiles.parsePantry(text)
            let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
            for problem in problems {
                #expect(Int(problem.prefix { $0 != ":" }).map { (1...lines).contains($0) } == true, "\(name): \(problem)")
            }
            let settings = HouseholdSettings(aisles: aisles.names.isEmpty ? nil : aisles, pantry: pantry)
            let recipe = Recipe(id: "r", name: "R", category: "c", ingredients: pantry.list.map { Ingredient(quantity: 1, unit: $0.unit, item: $0.name) })
            #expect(ShoppingList([(recipe, 2)], settings: settings).lines.allSatisfy { !$0.key.isEmpty }, "\(name)")
            _ = PantryRanking([recipe], settings: settings, today: CalendarDate(year: 2026, month: 11, day: 27)!)
        }
    }
}

extension HouseholdFilesTests {
    /// pantry.conf's values are read as config.toml's are (`ConfigTOMLReader`): TOML's strings
    /// with their escapes, numbers with `_`, both date forms; what a pantry has no use for is
    /// named on its line, the rest used.
    @Test func pantryValuesAreTOMLsAsConfigTOMLReadsThem() {
        let (pantry, problems) = HouseholdFiles.parsePantry("""
            [fridge]
            milk = { quantity = "1%l", expire = "05.05.2024" }
            eggs = { quantity = 6, expire = 2026-12-01 }
            "cr\\u00e8me" = '200%ml'
            rice = 1_000
            a = true
            b = [1, 2]
            d = inf
            g = 2025-06-01 07:00:00
            i = "a\\nb"
            l = "never closed
            m = { quantity = { x = 1 } }
            n = { }
            p = abc
            q = \"\"\"x\"\"\"
            ff = "\\q"
            gg = { bought = 2024-02-30 }
            c = [abc]
            del = "\u{7F}"
            """)
        #expect(pantry.list.map(\.name) == ["milk", "eggs", "crème", "rice", "n", "gg"], "gg without the day that does not exist")
        let eggs = pantry.list.first { $0.name == "eggs" }
        #expect(pantry.find("milk")?.expire == CalendarDate(year: 2024, month: 5, day: 5))
        #expect(eggs?.expire == CalendarDate(year: 2026, month: 12, day: 1))
        #expect(eggs?.quantity == 6)
        #expect(pantry.find("crème")?.quantity == 200)
        #expect(pantry.find("rice")?.quantity == 1000)
        let unreadable = "the value is not one TOML can read on one line (\"500%g\", 5, or { quantity = \"1%kg\" })"
        #expect(Set(problems) == [
            "6: 'a' is a quantity in quotes (\"500%g\") or a table; left out",
            "7: 'b' is a quantity in quotes (\"500%g\") or a table; left out",
            "8: 'd' is a quantity in quotes (\"500%g\") or a table; left out",
            "9: 'g': " + unreadable, "10: 'i': " + unreadable, "11: 'l': " + unreadable, "12: 'm': " + unreadable,
            "14: 'p': " + unreadable, "15: 'q': " + unreadable, "16: 'ff': " + unreadable,
            "17: 'gg': bought 2024-02-30 is no day (2025-06-01 or 01.06.2025)",
            // As config.toml's: an array of what is no value, and a DEL in a string (TOML has none).
            "18: 'c': " + unreadable, "19: 'del': " + unreadable,
        ])
    }
}
