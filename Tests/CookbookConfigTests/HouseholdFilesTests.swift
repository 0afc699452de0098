import CookbookConfig
import CookbookModel
import Foundation
import Testing

/// `cups` in config.toml, and `aisle.conf` and `pantry.conf` beside it.
@Suite struct HouseholdFilesTests {
    func folder(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-household-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        for (name, text) in files { try Data(text.utf8).write(to: root.appendingPathComponent(name)) }
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
        let (settings, problems) = HouseholdFiles.load(folder: try folder([:]), cups: .uk)
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
        let (settings, problems) = HouseholdFiles.load(folder: root, cups: .us)
        #expect(settings.aislesInUse.names == ["Veg", "Dairy"])
        #expect(settings.aislesInUse.find("leek")?.aisle == "Veg")
        #expect(settings.pantry.find("milk") == Pantry.Item(name: "milk", quantity: 1, unit: "l"))
        #expect(settings.pantry.find("butter") == Pantry.Item(name: "butter", quantity: 250, unit: "g"))
        #expect(settings.pantry.find("salt") == Pantry.Item(name: "salt"))
        #expect(settings.pantry.find("egg") == Pantry.Item(name: "eggs", quantity: 6))
        #expect(settings.pantry.find("sugar") == nil)
        #expect(problems == [root + "/aisle.conf:3: an aisle is written [name]",
                             root + "/pantry.conf:6: 'lots' is not a quantity (\"500%g\")"])
    }

    @Test func aPantryThatIsNotTOMLIsSaidAndLeftOut() throws {
        let root = try folder(["pantry.conf": "[fridge\nmilk = 1", "aisle.conf": "just words\n"])
        let (settings, problems) = HouseholdFiles.load(folder: root, cups: .us)
        #expect(settings.pantry == Pantry())
        #expect(settings.aisles == nil, "an aisle file with no aisle leaves the built-in ones")
        #expect(problems.count == 2)
        #expect(problems.contains { $0.hasPrefix(root + "/pantry.conf:1: ") && $0.hasSuffix("no pantry is used") })
        #expect(problems.contains(root + "/aisle.conf:1: an item before any [aisle]"))
    }
}
