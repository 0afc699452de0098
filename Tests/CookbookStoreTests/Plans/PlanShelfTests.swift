import CookbookFormats
import CookbookModel
@testable import CookbookStore
import Foundation
import Testing

@Suite struct PlanShelfTests {
    /// A library folder: two recipes, a plan at the top and one in a folder, and an empty plan.
    func library() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-plans-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Plans", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/Sauces", withIntermediateDirectories: true)
        try "---\nservings: 2\n---\nBoil @rice{300%g}.\n".write(toFile: root + "/Risotto.cook", atomically: true, encoding: .utf8)
        try "---\nyield: 500%ml\n---\nWhisk @eggs{3}.\n".write(toFile: root + "/Sauces/Hollandaise.cook", atomically: true, encoding: .utf8)
        try "= Monday\n\n@./Risotto{4%servings}\n@./Nowhere{}\n".write(toFile: root + "/Week.menu", atomically: true, encoding: .utf8)
        // From its own folder: `./Sauces/…` is below the root, `./Local` beside the plan.
        try "= Friday\n@./Sauces/Hollandaise{150%ml}\n".write(toFile: root + "/Plans/Later.menu", atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: root + "/Plans/Empty.menu", contents: Data())
        return root
    }

    @Test func findsTheLibrarysPlansFromItsScanAndResolvesTheirReferences() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = LibraryLoader.load([root])
        let plans = PlanShelf.readAll(problems: loaded.problems, roots: [root])
        #expect(plans.map(\.name) == ["Plans/Empty", "Plans/Later", "Week"])
        #expect(plans.allSatisfy { $0.root == root && $0.failure == nil })
        #expect(plans[0].menu.days.isEmpty)
        let files = RecipeFiles(loaded.library.catalog)
        let week = files.meals(of: plans[2], catalog: loaded.library.catalog)
        #expect(week.map(\.id) == ["risotto", nil])
        #expect(week.map(\.scale) == [2, 1])
        #expect(week[1].problem == "no recipe ./Nowhere")
        let later = files.resolve(plans[1].menu.references[0], in: plans[1], catalog: loaded.library.catalog) {
            loaded.library.recipe(id: $0)?.yield
        }
        #expect(later.id == "sauces-hollandaise")
        #expect(later.scale == 0.3)
    }

    @Test func aReferenceResolvesBesideThePlanWhenTheRootHasNone() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "Stir @butter{1%tbsp}.\n".write(toFile: root + "/Plans/Local.cook", atomically: true, encoding: .utf8)
        try "= Friday\n@./Local{}\n".write(toFile: root + "/Plans/Later.menu", atomically: true, encoding: .utf8)
        let loaded = LibraryLoader.load([root])
        let later = try #require(PlanShelf.readAll(problems: loaded.problems, roots: [root]).first { $0.name == "Plans/Later" })
        #expect(RecipeFiles(loaded.library.catalog).meals(of: later, catalog: loaded.library.catalog).map(\.id) == ["plans-local"])
    }

    @Test func aChangeIsMadeOnTheFileAsItIsWhenWritten() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Week.menu"
        // Another program adds a day after the plan was read.
        let before = try String(contentsOfFile: path, encoding: .utf8)
        try (before + "\n= Tuesday\n@./Risotto{}\n").write(toFile: path, atomically: true, encoding: .utf8)
        let result = PlanShelf.apply(.add(reference: "@./Sauces/Hollandaise{}", day: "Monday"), to: path)
        #expect((try? result.get()) != nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8)
            == "= Monday\n\n@./Risotto{4%servings}\n@./Nowhere{}\n@./Sauces/Hollandaise{}\n\n= Tuesday\n@./Risotto{}\n")
        // No temporary file is left beside it.
        #expect(try FileManager.default.contentsOfDirectory(atPath: root).filter { $0.hasPrefix(".") }.isEmpty)
    }

    @Test func aPlanIsMadeOnlyWhenAsked() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/New.menu"
        #expect((try? PlanShelf.apply(.add(reference: "@./Risotto{}", day: "Monday"), to: path).get()) == nil)
        #expect(!FileManager.default.fileExists(atPath: path))
        #expect((try? PlanShelf.apply(.add(reference: "@./Risotto{}", day: "Monday"), to: path, creating: true).get()) != nil)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "= Monday\n\n@./Risotto{}\n")
    }

    @Test func aMissingReferenceIsRefusedAndTheFileLeftAlone() throws {
        let root = try library()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Week.menu"
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        let result = PlanShelf.apply(.remove(path: "./Paella", day: "Monday"), to: path)
        guard case .failure(let why) = result else {
            Issue.record("removed what is not there")
            return
        }
        #expect(why.message == "no ./Paella on Monday")
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }
}
