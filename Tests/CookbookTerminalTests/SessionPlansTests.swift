import CookbookApp
import CookbookFixtures
import CookbookModel
@testable import CookbookTerminal
import Foundation
import Testing

/// The library's plans read by the session, on disk, with what their meals need to be scaled.
@Suite struct SessionPlansTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    @Test func aMealAskedByAmountOpensScaledAgainstItsRecipesYield() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-plans-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let pesto = Recipe(id: "pesto", name: "Pesto", category: "sauces",
                           ingredients: [Ingredient(quantity: 50, unit: "g", item: "basil")], steps: ["Pound."], yield: "500%g",
                           source: folder + "/Sauces/Pesto.cook")
        let library = try Library(categories: [Category(id: "sauces", name: "Sauces")], recipes: [pesto])
        let plan = folder + "/Week.menu"
        try "= Monday\n@./Sauces/Pesto{1%kg}\n".write(toFile: plan, atomically: false, encoding: .utf8)
        let backend = TestBackend(width: 100, height: 30, start: start)
        // The plan's Monday, then its meal: Enter opens it.
        backend.type("j")
        backend.press(.enter)
        backend.type("q")
        var app = App(model: DeepLink.resolve("cookbook://plan/Week", in: library.catalog)!, catalog: library.catalog,
                      problems: [FileProblem(path: plan, problem: FormatProblem(message: "a menu, not a recipe (skipped)", severity: .notice))],
                      width: 100, height: 30)
        app.libraryRoots = [folder]
        _ = Session.run(&app, backend: backend, clock: backend, library: library)
        #expect(app.mealPlans?.yields == ["pesto": "500%g"])
        #expect(app.model.path == ["pesto"])
        #expect(app.model.scale(of: "pesto") == 2, "1 kg of a recipe that makes 500 g is twice it")
    }
}
