import CookbookFixtures
import CookbookFormats
import CookbookModel
import Foundation
import Testing

/// The real exports in ../shared/realdata/exports (from a recipe manager's test data), each read
/// whole: its recipes' names, ingredient and step counts, and the pictures that came with them.
@Suite struct AppExportRealDataTests {
    static let root = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/realdata/exports")
    static let isPresent = FileManager.default.fileExists(atPath: root.appendingPathComponent("paprika.zip").path)
    static let absentMessage: Comment = "SKIPPED: ../shared/realdata/exports is not beside the repository, so the real app exports were not read"

    /// A recipe as checked: name, ingredients, steps, and the picture's kind (nil for none).
    struct Read: Equatable, CustomStringConvertible {
        var name: String
        var ingredients: Int
        var steps: Int
        var picture: RecipePicture.Kind?
        init(_ name: String, _ ingredients: Int, _ steps: Int, _ picture: RecipePicture.Kind?) {
            (self.name, self.ingredients, self.steps, self.picture) = (name, ingredients, steps, picture)
        }
        var description: String { "\(name) (\(ingredients) ingredients, \(steps) steps, \(picture.map(\.rawValue) ?? "no picture"))" }
    }

    static func read(_ file: String) throws -> ImportReading {
        let bytes = [UInt8](try Data(contentsOf: root.appendingPathComponent(file)))
        let result = try #require(AppExport.read(bytes, name: file), "\(file) is read as an export")
        return try result.get()
    }

    static func summary(_ reading: ImportReading) -> [Read] {
        reading.recipes.map {
            Read($0.read.recipe.name, $0.read.recipe.ingredients.count, $0.read.recipe.steps.count, $0.picture?.kind)
        }
    }

    @Test("Paprika: a zip of .paprikarecipe files (gzip JSON), each with its photo; macOS's forks passed by",
          .enabled(if: isPresent, absentMessage))
    func paprika() throws {
        let reading = try Self.read("paprika.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [
            Read("Zucchinipuffer", 9, 1, .jpeg),
            Read("Zucchini Rolls with Goat Cheese and Mint", 12, 4, .jpeg),
            Read("Zweimal gebratenes Hähnchen mit Gemüse und Nudeln", 17, 10, .jpeg),
            Read("Zwiebelrostbraten mit selbstgemachten Spätzle", 13, 5, .jpeg),
            Read("Zucchini-Kartoffel-Frittata", 9, 7, .jpeg),
        ])
        let first = try #require(reading.recipes.first)
        #expect(first.origin == "paprika.zip › My Recipes/Zucchinipuffer.paprikarecipe")
        #expect(first.read.categories == ["Alltagstauglich", "Kartoffelgerichte", "Snacks", "Vegetarisch"])
        #expect(first.read.recipe.servings == 4)
        #expect(first.read.recipe.sourceURL == "http://www.chefkoch.de/rezepte/317951113441309/Zucchini.html")
        #expect(first.read.recipe.ingredients.first?.quantity == 400)
        #expect(first.read.recipe.ingredients.first?.unit == "g")
        let rolls = reading.recipes[1].read.recipe
        #expect(rolls.prepMinutes == 30 && rolls.cookMinutes == 30, "\"30 minutes\"")
        #expect(rolls.yield == "about 20 rolls")
    }

    @Test("Mealie: a folder a recipe, its JSON and its images (the original picture, not a thumbnail)",
          .enabled(if: isPresent, absentMessage))
    func mealie() throws {
        let reading = try Self.read("mealie.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [
            Read("PIZZA DOUGH — Basics With Babish", 9, 10, .webp),
            Read("Levain Chocolate Chip Cookies", 12, 11, .webp),
            Read("Old-Fashioned Beef Stew", 12, 3, .webp),
        ])
        let stew = reading.recipes[2]
        #expect(stew.read.recipe.statedTotalMinutes == 150, "\"2 Hours 30 Minutes\"")
        #expect(stew.read.recipe.servings == 4)
        #expect(stew.read.recipe.sourceURL == "https://cooking.nytimes.com/recipes/4735-old-fashioned-beef-stew")
        #expect(stew.picture?.bytes.count == 44456, "original.webp, not min-original or tiny-original")
        #expect(reading.recipes[1].read.categories == ["Dessert", "Cookies"])
    }

    @Test("Tandoor: a zip of zips, each a recipe.json and its image", .enabled(if: isPresent, absentMessage))
    func tandoor() throws {
        let reading = try Self.read("tandoor.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [Read("“Texas Red” Chili", 12, 6, .jpeg)])
        #expect(reading.recipes.first?.origin == "tandoor.zip › 1.zip › recipe.json")
        #expect(reading.recipes.first?.read.recipe.tags == ["American", "Course: Main", "Southwest", "Technique: cocotte"])
        #expect(reading.recipes.first?.read.recipe.ingredients.first?.unit == "oz")
    }

    @Test("Nextcloud Cookbook: Name/recipe.json (schema.org) with full.jpg, not thumb.jpg", .enabled(if: isPresent, absentMessage))
    func nextcloud() throws {
        let reading = try Self.read("nextcloud.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [
            Read("Air Fryer Shrimp", 7, 6, .jpeg),
            Read("Chicken Parmigiana", 6, 3, .jpeg),
            Read("Skillet Shepherd's Pie", 18, 8, nil),
        ])
        #expect(reading.recipes[0].picture?.bytes.count == 40193, "full.jpg")
        #expect(reading.recipes[0].read.categories == ["Main Course"])
    }

    @Test("Plan to Eat: the CSV in its zip, a row a recipe, headings left out of the ingredients",
          .enabled(if: isPresent, absentMessage))
    func planToEat() throws {
        let reading = try Self.read("plantoeat.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [Read("Test Recipe", 2, 2, nil), Read("Test Recipe2", 2, 2, nil)])
        let recipe = try #require(reading.recipes.first)
        #expect(recipe.origin == "plantoeat.zip › plantoeat.csv › row 2")
        #expect(recipe.read.categories == ["Main Course"])
        #expect(recipe.read.values(.cuisine) == ["American"])
        #expect(recipe.read.recipe.tags == ["Allergen-Friendly", "Cheap", "Test"])
        #expect(recipe.read.recipe.servings == 7 && recipe.read.recipe.yield == "1 loaf")
        #expect(recipe.read.recipe.prepMinutes == 75 && recipe.read.recipe.statedTotalMinutes == 150)
        #expect(recipe.read.recipe.sourceURL == "https://eatwithclarity.com/sushi-bowl-with-sesame-tofu/")
        #expect(recipe.read.image?.hasPrefix("https://plantoeat.s3.amazonaws.com/") == true)
        #expect(recipe.read.recipe.ingredients.map(\.item) == ["itm Test", "Two"])
    }

    @Test("My Recipe Box: a bare CSV", .enabled(if: isPresent, absentMessage))
    func myRecipeBox() throws {
        let reading = try Self.read("myrecipebox.csv")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(reading.recipes.count == 10)
        #expect(Self.summary(reading).prefix(3) == [
            Read("Air fryer Sliced potatoes", 8, 6, nil), Read("Apple Spinach Salad", 6, 1, nil), Read("Apple Strudel", 13, 12, nil),
        ])
        #expect(reading.recipes[4].read.categories == ["The main course", "Italian"], "categories split at semicolons")
    }

    @Test("Chowdown: Markdown recipes with front matter, their pictures from the site's images/",
          .enabled(if: isPresent, absentMessage))
    func chowdown() throws {
        let reading = try Self.read("chowdown.zip")
        #expect(reading.failures.isEmpty, "\(reading.failures)")
        #expect(Self.summary(reading) == [Read("Roasted Brussels Sprouts", 6, 5, .jpeg), Read("Roasted Okra", 2, 4, .jpeg)])
        #expect(reading.recipes[1].read.recipe.tags == ["sides", "vegetables"])
    }

    @Test("CopyMeThat: recipes.html goes to its reader, with the images beside it", .enabled(if: isPresent, absentMessage))
    func copyMeThat() throws {
        let reading = try Self.read("copymethat.zip")
        #expect(reading.recipes.count == 3 && reading.failures.isEmpty, "\(reading.failures)")
        #expect(reading.recipes.allSatisfy { $0.picture?.kind == .jpeg && !$0.read.recipe.ingredients.isEmpty }, "each with its picture")
        #expect(reading.recipes.map(\.origin).allSatisfy { $0.hasPrefix("copymethat.zip › recipes.html") })
    }
}
