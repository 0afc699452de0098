import CookbookFixtures
@testable import CookbookModel
@testable import CookbookFormats
@testable import CookbookRender
@testable import CookbookApp
import Foundation
import Testing

func seconds(_ body: () -> Void) -> Double {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
}

/// Cookbooks at the edges, drawn: nothing crashes, and what is shown is still right.
@Suite struct RobustRenderTests {
    @Test func anEmptyCookbookStartsAndSaysSo() throws {
        let cookbook = try Library(categories: [], recipes: [])
        var model = NavigationModel.start(in: cookbook.catalog)
        let text = render(model, cookbook, width: 80, height: 24).text
        #expect(text.contains("No categories"))
        #expect(text.contains("Choose a category"))
        // Every action, in every state they lead to, and every frame of them.
        for action in Fixtures.everyAction + Fixtures.everyAction.reversed() {
            model.reduce(action, in: cookbook.catalog)
            #expect(model.validated(in: cookbook.catalog) == model, "\(action)")
            _ = render(model, cookbook, width: 80, height: 24)
        }
        let app = App(model: model, catalog: cookbook.catalog)
        var memo = RenderMemo()
        #expect(app.render(recipes: [:], memo: &memo).canvas.text.contains("No categories"))
    }

    @Test func aCategoryWithoutRecipesSaysSo() {
        let cookbook = Fixtures.library
        var model = NavigationModel.start(in: cookbook.catalog)
        model.reduce(.selectCategory("empty"), in: cookbook.catalog)
        for action in Fixtures.everyAction {
            var next = model
            next.reduce(action, in: cookbook.catalog)
            #expect(next.validated(in: cookbook.catalog) == next)
            _ = render(next, cookbook, width: 80, height: 24)
        }
        let text = render(model, cookbook, width: 80, height: 24).text
        #expect(text.contains("No recipes"))
    }

    /// A name as long as the search box is wide never runs into its category: two blank
    /// columns at least between them, whatever the name's length.
    @Test func aSearchResultsNameStopsShortOfItsCategory() throws {
        let cookbook = try Library(
            categories: [Category(id: "a", name: "Chicken Breast")],
            recipes: (60...90).map { Recipe(id: "r\($0)", name: "Chicken " + String(repeating: "x", count: $0), category: "a") })
        var model = NavigationModel()
        model.reduce(.present(.recipeSearch(SearchState())), in: cookbook.catalog)
        model.reduce(.input("chicken"), in: cookbook.catalog)
        let lines = render(model, cookbook, width: 80, height: 40).lines().filter { $0.contains("Chicken xx") && $0.contains("Chicken Breast") }
        #expect(lines.count > 10)
        for line in lines {
            let before = line.components(separatedBy: "Chicken Breast")[0]
            #expect(before.hasSuffix("  "), "\(line)")
        }
    }

    @Test func aHundredThousandCharacterNameIsCutAndQuick() throws {
        let long = "Long" + String(repeating: "n", count: 100_000)
        let cookbook = try Library(
            categories: [Category(id: "a", name: long)],
            recipes: [
                Recipe(id: "r", name: long, category: "a", tags: [long], ingredients: [Ingredient(item: long, note: long)],
                       steps: [long], related: ["s"]),
                Recipe(id: "s", name: long, category: "a", related: ["r"]),
            ])
        var model = DeepLink.recipeScreen("r", in: cookbook.catalog)!
        model.reduce(.moveToLast, in: cookbook.catalog)
        model.reduce(.forward, in: cookbook.catalog)  // follow the related recipe: a breadcrumb of two long names
        var canvas = Canvas(width: 0, height: 0)
        let time = seconds { canvas = render(model, cookbook, width: 120, height: 40) }
        let lines = canvas.lines()
        #expect(lines[0].contains("│ Longnnnn") && lines[0].contains("n…"), "the name shown is cut at its end: \(lines[0].suffix(30))")
        #expect(lines[2].contains("Longnnnn") && lines[2].contains("…"), "the list row, cut")
        #expect(lines.allSatisfy { TerminalText.width($0) == 120 })
        #expect(time < 1.5, "a frame took \(time) s")
    }

    @Test func tenThousandIngredientsScrollToTheEnd() throws {
        let ingredients = (0..<10_000).map { Ingredient(quantity: Double($0), unit: "g", item: "ingredient \($0)") }
        let cookbook = try Library(
            categories: [Category(id: "a", name: "A")],
            recipes: [Recipe(id: "big", name: "Big", category: "a", ingredients: ingredients, steps: ["Stir."])])
        var model = DeepLink.recipeScreen("big", in: cookbook.catalog)!
        model.reduce(.move(9_999), in: cookbook.catalog)
        var text = ""
        let time = seconds { text = render(model, cookbook, width: 100, height: 30).text }
        #expect(text.contains("›9999 g  ingredient 9999"), "the cursor's ingredient is on screen")
        #expect(!text.contains("ingredient 0\n"))
        model.reduce(.moveToLast, in: cookbook.catalog)
        text = render(model, cookbook, width: 100, height: 30).text
        #expect(text.contains("1. Stir.") && text.contains("End"))
        model.reduce(.moveToFirst, in: cookbook.catalog)
        text = render(model, cookbook, width: 100, height: 30).text
        #expect(text.contains("ingredient 0") && text.contains("Top"))
        #expect(time < 3, "a frame took \(time) s")
    }

    @Test func aPathTenThousandDeepGrowsUnwindsAndDrawsQuickly() {
        let cookbook = Fixtures.library
        var model = DeepLink.recipeScreen("apple-pie", in: cookbook.catalog)!
        let depth = 10_000
        let grow = seconds {
            for i in 0..<depth {
                model.reduce(.openRelated(i % 2 == 0 ? "pie-crust" : "apple-pie"), in: cookbook.catalog)
            }
        }
        #expect(model.path.count == depth + 1)
        #expect(model.validated(in: cookbook.catalog) == model)
        var frame = Canvas(width: 0, height: 0)
        let draw = seconds { frame = render(model, cookbook, width: 100, height: 30) }
        // The breadcrumb keeps its end: the recipe shown now.
        #expect(frame.lines()[0].contains("│ … › ") && frame.lines()[0].contains("Apple Pie › Pie Crust › Apple Pie"))
        #expect(frame.text.contains("Heat the oven"), "the detail is Apple Pie's")
        let unwind = seconds {
            for _ in 0..<depth { model.reduce(.back, in: cookbook.catalog) }
        }
        #expect(model.path == ["apple-pie"])
        #expect(model.focus == .detail)
        #expect(grow + unwind < 3, "growing and unwinding took \(grow + unwind) s")
        #expect(draw < 1, "a frame 10 000 deep took \(draw) s")
    }

    @Test func everySizeFromOneByOneIsDrawnWithoutCrashing() {
        let cookbook = Fixtures.library
        var help = DeepLink.recipeScreen("okonomiyaki", in: cookbook.catalog)!
        help.reduce(.present(.help(TextEntry())), in: cookbook.catalog)
        var models = [NavigationModel.start(in: cookbook.catalog), DeepLink.recipeScreen("apple-pie", in: cookbook.catalog)!, help]
        for layout in [Layout.twoColumn, .stack] {
            models += models.prefix(3).map { model in
                var model = model
                model.reduce(.setLayout(layout), in: cookbook.catalog)
                return model
            }
        }
        for width in 0...70 {
            for height in 0...14 {
                for model in models {
                    let canvas = render(model, cookbook, width: width, height: height)
                    #expect(canvas.codes.count == width * height)
                    if width < PaneGeometry.minimumWidth || height < PaneGeometry.minimumHeight, width > 0, height > 0 {
                        #expect(canvas.text.contains("terminal") || canvas.text.contains("…"), "\(width)×\(height)")
                    }
                }
            }
        }
        #expect(render(models[0], cookbook, width: 1, height: 1).lines() == ["…"])
        #expect(render(models[0], cookbook, width: 20, height: 5).lines()[1...2] == [" terminal too small ", "    (needs 20×6)    "])
    }

    @Test func everyFuzzRegressionIsDrawn() throws {
        for file in Fixtures.fuzzRegressions("render") {
            let name = file.lastPathComponent
            guard let cookbook = try? BundledReader.decode(Data(contentsOf: file), file: name) else { continue }
            for recipe in cookbook.catalog.recipes.prefix(8) {
                let model = DeepLink.recipeScreen(recipe.id, in: cookbook.catalog)!
                for (width, height) in [(1, 1), (19, 8), (40, 20), (52, 12), (80, 24), (203, 7)] {
                    #expect(render(model, cookbook, width: width, height: height).codes.count == width * height)
                }
            }
        }
    }
}

extension RobustRenderTests {
    /// A note wider than a narrow terminal is wrapped at the box it gets, every word shown.
    @Test func aLongNoteOnANarrowScreenShowsEveryWord() {
        let note = "/home/cook/.config/cookbook/aisle.conf:3: an aisle is written [name]; the rest is used"
        let model = NavigationModel(selectedCategory: "dessert", destination: .alert(note))
        let screen = render(model, width: 40, height: 15).lines().joined(separator: " ")
        for word in ["an", "aisle", "is", "written", "[name];", "the", "rest", "used"] {
            #expect(screen.contains(" \(word) ") || screen.contains(" \(word)"), "\(word)\n\(screen)")
        }
        #expect(screen.contains("used"))
    }
}

/// The detail's header: the recipes followed, the one shown last and read from its start.
@Suite struct DetailTitleTests {
    @Test func crumbsThatDoNotFitGoFromTheStartAndANameTooLongIsCutAtItsEnd() {
        func title(_ crumbs: [String], _ width: Int) -> String { RecipeDetailView.title(crumbs, width: width).map(\.text).joined() }
        #expect(title(["Apple Pie", "Pie Crust"], 40) == "Apple Pie › Pie Crust")
        #expect(title(["Apple Pie", "Pie Crust"], 21) == "Apple Pie › Pie Crust")
        #expect(title(["Apple Pie", "Pie Crust"], 20) == "… › Pie Crust")
        #expect(title(["Apple Pie", "Pie Crust", "Flour"], 21) == "… › Pie Crust › Flour")
        #expect(title(["Apple Pie", "Pie Crust", "Flour"], 20) == "… › Flour")
        #expect(title(["Sicilian-style Scottadito Lamb Chops"], 20) == "Sicilian-style Scot…")
        #expect(title(["Apple Pie", "Sicilian-style Scottadito Lamb Chops"], 20) == "Sicilian-style Scot…")
        #expect(title(["Apple Pie"], 0).isEmpty && title([], 10).isEmpty)
    }
}
