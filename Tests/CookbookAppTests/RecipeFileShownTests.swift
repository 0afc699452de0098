import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import CookbookFormats
import Foundation
import Testing

/// Two recipes as Cooklang files give them: ingredients mentioned more than once, who wrote
/// it and where it comes from, a total time alone, a step written one instruction a line.
enum CooklangBook {
    static let pancakes = Recipe(
        id: "pancakes", name: "Easy Pancakes", category: "breakfast", servings: 2, prepMinutes: 5, cookMinutes: 20,
        tags: ["breakfast"],
        ingredients: [
            Ingredient(quantity: 3, item: "eggs"), Ingredient(quantity: 125, unit: "g", item: "flour"),
            Ingredient(quantity: 250, unit: "ml", item: "milk"), Ingredient(item: "sea salt", text: "pinch sea salt"),
            Ingredient(quantity: 30, unit: "g", item: "butter"), Ingredient(quantity: 1, unit: "tbsp", item: "sea salt"),
            Ingredient(quantity: 20, unit: "g", item: "butter"),
        ],
        steps: [
            "Crack the eggs into a bowl, then add the flour, milk and sea salt, and whisk until smooth.",
            "Melt butter in a large pan on\na medium heat.",
            "Add a bit more sea salt and the rest of the butter.",
        ],
        source: "Breakfast/Easy Pancakes.cook", author: "Ada Lovelace", description: "Simple crepes for a lazy weekend breakfast.",
        sourceName: "Kitchen Notebook", sourceURL: "https://example.org/pancakes")
    static let oats = Recipe(
        id: "toasted-oats", name: "Toasted Oats", category: "breakfast", totalMinutes: 90,
        ingredients: [Ingredient(quantity: 300, unit: "g", item: "rolled oats"), Ingredient(quantity: 3, unit: "tbsp", item: "honey")],
        steps: ["Heat the oven to 180°C.\nSpread the rolled oats on a tray.\nToast for 20 minutes.", "Stir in the honey."],
        source: "Toasted Oats.cook")
    static let library = try! Library(categories: [Category(id: "breakfast", name: "Breakfast")], recipes: [pancakes, oats])

    static func model(_ link: String) -> NavigationModel { DeepLink.resolve(link, in: library.catalog)! }

    static func text(_ link: String, width: Int = 80, height: Int = 24) -> [String] {
        render(model(link), library, width: width, height: height).lines()
    }
}

@Suite struct RecipeFileShownTests {
    @Test func theHeaderSaysWhoWroteItWhereItComesFromAndWhatItIs() {
        let text = CooklangBook.text("pancakes", width: 200, height: 50).joined(separator: "\n")
        #expect(text.contains("Serves 2 · Prep 5 min · Cook 20 min · Total 25 min"))
        #expect(text.contains("By Ada Lovelace · from Kitchen Notebook · https://example.org/pancakes"))
        #expect(text.contains("Simple crepes for a lazy weekend breakfast."))
    }

    @Test func aTotalAloneIsATotalNeverACookingTime() {
        let text = CooklangBook.text("toasted-oats").joined(separator: "\n")
        #expect(text.contains("Total 1 h 30 min") || text.contains("Total 1h30"), "\(text)")
        #expect(!text.contains("Cook 1"), "\(text)")
    }

    @Test func anIngredientMentionedTwiceIsOneLineWithItsAmountsAdded() {
        let lines = RecipeText.lines(CooklangBook.pancakes, catalog: CooklangBook.library.catalog)
        #expect(lines.filter { $0.contains("sea salt") && !$0.contains("Crack") && !$0.contains("Add a bit") } == ["1 tbsp + pinch  sea salt"])
        #expect(lines.contains("          50 g  butter"))
        // The cursor moves over the lines: eggs, flour, milk, sea salt, butter; then the steps.
        let outline = CooklangBook.library.catalog.outline(id: "pancakes")!
        #expect(outline.ingredients == 5 && DetailItems.count(of: outline) == 8)
        // The JSON keeps each mention as the file has it.
        let json = RecipeExport.json(CooklangBook.pancakes)
        #expect(json.components(separatedBy: "\"item\": \"sea salt\"").count == 3, "\(json)")
    }

    @Test func aStepsLinesAreLinesOnScreen() {
        let lines = RecipeText.lines(CooklangBook.oats, catalog: CooklangBook.library.catalog)
        #expect(lines.contains("1. Heat the oven to 180°C.") && lines.contains("   Spread the rolled oats on a tray.")
                && lines.contains("   Toast for 20 minutes."), "\(lines)")
    }

    @Test func scaledAndConvertedTheAddedAmountIsOneAmount() {
        let lines = RecipeText.lines(CooklangBook.pancakes, catalog: CooklangBook.library.catalog, scale: 40, units: .us)
        #expect(lines.contains { $0.hasSuffix("lb  butter") }, "\(lines)")
        #expect(lines.contains { $0.contains("cups + pinch  sea salt") || $0.contains("tbsp + pinch  sea salt") }, "\(lines)")
    }

    @Test func cookingModeShowsEachStepsOwnMentions() {
        var model = CooklangBook.model("cookbook://cook/pancakes?step=3")
        model.units = .asWritten
        let text = render(model, CooklangBook.library, width: 80, height: 24).lines().joined(separator: "\n")
        #expect(text.contains("· 1 tbsp sea salt") && text.contains("· 20 g butter"), "\(text)")
        #expect(!text.contains("pinch") && !text.contains("30 g"), "the first step's salt and butter are the first step's\n\(text)")
    }

    @Test func equalsScalesByALineWhoseAmountsAddUpAndSaysWhenTheyDoNot() {
        var app = App(model: CooklangBook.model("pancakes"), catalog: CooklangBook.library.catalog, width: 80, height: 24,
                      now: Date(timeIntervalSinceReferenceDate: 0))
        for _ in 0..<4 { app.press(.down, CooklangBook.library) }  // butter: 30 g + 20 g
        app.press(.character("="), CooklangBook.library)
        #expect(app.model.destination == .scaleTo(ScalePrompt(recipe: "pancakes", ingredient: 4)))
        for key in "100" { app.press(.character(key), CooklangBook.library) }
        app.press(.enter, CooklangBook.library)
        #expect(app.model.scale(of: "pancakes") == 2)
        app.press(.up, CooklangBook.library)
        app.press(.character("="), CooklangBook.library)
        app.press(.character("2"), CooklangBook.library)
        app.press(.enter, CooklangBook.library)
        #expect(app.message == "sea salt has amounts that do not add up to one: scale by another ingredient")
    }

    @Test func aStepOfSeveralLinesIsWalkedLineByLineInCookingMode() {
        var app = App(model: CooklangBook.model("cookbook://cook/toasted-oats"), catalog: CooklangBook.library.catalog,
                      width: 80, height: 24, now: Date(timeIntervalSinceReferenceDate: 0))
        func at() -> (step: Int, line: Int)? {
            if case .cooking(let cooking)? = app.model.destination { (cooking.step, cooking.line) } else { nil }
        }
        let frame = app.lastFrame(CooklangBook.library).canvas.lines().joined(separator: "\n")
        #expect(frame.contains("Step 1 of 2 · line 1 of 3") && frame.contains("› Heat the oven"), "\(frame)")
        #expect(frame.contains("↑↓ line"), "the status bar says the lines can be walked\n\(frame)")
        app.press(.character("j"), CooklangBook.library)
        #expect(at()! == (0, 1))
        app.press(.down, CooklangBook.library)
        #expect(at()! == (0, 2))
        app.press(.character("j"), CooklangBook.library)
        #expect(at()! == (1, 0), "past the last line: the next step")
        let next = app.lastFrame(CooklangBook.library).canvas.lines().joined(separator: "\n")
        #expect(next.contains("Step 2 of 2") && !next.contains("line 1 of") && !next.contains("↑↓ line"), "\(next)")
        app.press(.character("k"), CooklangBook.library)
        #expect(at()! == (0, 2), "back: the last line of the step before")
        app.press(.right, CooklangBook.library)
        #expect(at()! == (1, 0), "→ moves a whole step")
        app.press(.left, CooklangBook.library)
        #expect(at()! == (0, 0), "← too, to the step's first line")
    }

    @Test func theNewFramesAsTheyLook() {
        expectSnapshot(CooklangBook.text("pancakes"), named: "cooklang-recipe-80x24")
        expectSnapshot(CooklangBook.text("pancakes", width: 40, height: 20), named: "cooklang-recipe-40x20")
        var cooking = CooklangBook.model("cookbook://cook/toasted-oats")
        cooking.reduce(.moveLine(1, stepLines: [3, 1]), in: CooklangBook.library.catalog)
        expectSnapshot(render(cooking, CooklangBook.library, width: 80, height: 24).lines(), named: "cooking-lines-80x24")
        expectSnapshot(render(cooking, CooklangBook.library, width: 40, height: 15).lines(), named: "cooking-lines-40x15")
    }
}
