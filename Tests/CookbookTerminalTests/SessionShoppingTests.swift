import CookbookApp
import CookbookFixtures
import CookbookModel
@testable import CookbookTerminal
import Foundation
import Testing

/// The library's shopping files written and read by the session, on disk: the list whole
/// (temporary file, rename) after reading it again, the log appended to, compaction the one
/// rewrite of it, the state file's basket moved once with a copy kept.
@Suite struct SessionShoppingTests {
    let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// A library folder of its own (its recipes' files named in it), removed after the test.
    func withLibrary(_ body: (String, Library) throws -> Void) rethrows {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-shopping-\(UUID().uuidString)").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let burrito = Recipe(id: "burrito", name: "Mexican Style Burrito", category: "breakfast", servings: 2,
                             ingredients: [Ingredient(quantity: 2, item: "lime")], steps: ["Fill."], related: ["guacamole"],
                             source: folder + "/Breakfast/Mexican Style Burrito.cook")
        let guacamole = Recipe(id: "guacamole", name: "Guacamole", category: "shared", ingredients: [Ingredient(quantity: 3, item: "avocados")],
                               steps: ["Mash."], source: folder + "/Shared/Guacamole.cook")
        let library = try! Library(categories: [Category(id: "breakfast", name: "Breakfast"), Category(id: "shared", name: "Shared")],
                                   recipes: [burrito, guacamole])
        try body(folder, library)
    }

    func text(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func spaceOnARecipeWritesTheListAsCookcliWouldAndATickIsAppended() throws {
        try withLibrary { folder, library in
            try "-- ours\nsalt\n".write(toFile: folder + "/.shopping-list", atomically: false, encoding: .utf8)
            try "+ salt".write(toFile: folder + "/.shopping-checked", atomically: false, encoding: .utf8)
            let backend = TestBackend(width: 100, height: 30, start: start)
            backend.type(" ")
            backend.type("L")
            // The entries first (salt, the burrito, its guacamole), then the lines: lime first.
            backend.type("jjj ")
            backend.type("q")
            var model = DeepLink.resolve("cookbook://recipe/burrito", in: library.catalog)!
            model.shopping = ShoppingFiles(folder: folder)
            var app = App(model: model, catalog: library.catalog, width: 100, height: 30)
            _ = Session.run(&app, backend: backend, clock: backend, library: library)
            #expect(text(folder + "/.shopping-list") == "-- ours\nsalt\n./Breakfast/Mexican Style Burrito.cook\n  ./Shared/Guacamole\n")
            // The log's last line had no end: it gets one, and nothing before it is lost.
            #expect(text(folder + "/.shopping-checked") == "+ salt\n+ lime\n")
        }
    }

    @Test func theListIsReadAgainJustBeforeItIsWrittenSoAnotherProgramsChangeStays() throws {
        try withLibrary { folder, _ in
            let path = folder + "/.shopping-list"
            try "./Soups/Gone\n".write(toFile: path, atomically: false, encoding: .utf8)
            let base = Session.readShopping(folder: folder).list!
            var now = base
            now.add(ShoppingItem(name: "lemons", quantity: "2"))
            // Meanwhile cookcli put a recipe on it.
            try "./Soups/Gone\n./Risotto.cook{2}\n".write(toFile: path, atomically: false, encoding: .utf8)
            let read = Session.writeShoppingList(ShoppingListChange(path: path, base: base, now: now))
            #expect(read.failure == nil)
            #expect(text(path) == "./Soups/Gone\n./Risotto.cook{2}\nlemons{2}\n", "the missing recipe's entry kept too")
            #expect(read.list?.references.map(\.path) == ["Soups/Gone", "Risotto.cook"])
        }
    }

    @Test func aBadLineIsNamedAsFileAndLineAndTheRestRead() throws {
        try withLibrary { folder, _ in
            try "./A\n   ./B\nsalt\n".write(toFile: folder + "/.shopping-list", atomically: false, encoding: .utf8)
            try "+ salt\n? what\n".write(toFile: folder + "/.shopping-checked", atomically: false, encoding: .utf8)
            let read = Session.readShopping(folder: folder)
            #expect(read.problems == [folder + "/.shopping-list:2: indented by 3 spaces: two spaces a level",
                                      folder + "/.shopping-checked:2: not '+ name' or '- name'"])
            #expect(read.list?.items.map(\.name) == ["salt"])
            #expect(read.checks == [ShoppingCheck(checked: true, name: "salt")])
        }
    }

    @Test func compactionRewritesTheLogByRenameKeepingWhatIsTickedAndListed() throws {
        try withLibrary { folder, _ in
            let path = folder + "/.shopping-checked"
            try "+ salt\n+ lime\n- salt\n+ Avocados\n".write(toFile: path, atomically: false, encoding: .utf8)
            let before = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            let read = Session.compactShoppingChecks(path, keeping: ["avocado"])
            // As cookcli compacts: the name in lower case.
            #expect(read.checks == [ShoppingCheck(checked: true, name: "avocados")])
            #expect(text(path) == "+ avocados\n")
            let after = try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
            #expect(before != after, "a new file renamed over the old, not the old truncated")
            // Idempotent.
            _ = Session.compactShoppingChecks(path, keeping: ["avocado"])
            #expect(text(path) == "+ avocados\n")
        }
    }

    @Test func theBasketInTheStateFileMovesToTheListOnceAndTheStateFileIsKeptAside() throws {
        try withLibrary { folder, library in
            let store = StateStore(url: URL(fileURLWithPath: folder + "/state/navigation.json"))
            try FileManager.default.createDirectory(atPath: folder + "/state", withIntermediateDirectories: true)
            var old = NavigationModel.start(in: library.catalog)
            old.basket = [BasketEntry(id: "guacamole", scale: 2)]
            old.ticked = ["lime"]
            let oldBytes = try JSONEncoder().encode(old)
            try oldBytes.write(to: store.url)
            func run() -> App {
                guard case .loaded(let saved) = store.load() else { Issue.record("no state"); return App(model: old, catalog: library.catalog) }
                var model = saved.restored(in: library.catalog).model
                model.shopping = ShoppingFiles(folder: folder)
                let backend = TestBackend(width: 100, height: 30, start: start)
                backend.wait(1)
                backend.type("q")
                var app = App(model: model, catalog: library.catalog, width: 100, height: 30, onDisk: saved)
                _ = Session.run(&app, backend: backend, clock: backend, library: library, store: store)
                #expect(backend.frames.contains { $0.contains("the basket (1 recipe) moved to") })
                return app
            }
            _ = run()
            #expect(text(folder + "/.shopping-list") == "./Shared/Guacamole.cook{2}\n")
            #expect(text(folder + "/.shopping-checked") == "+ lime\n")
            #expect(FileManager.default.contents(atPath: store.url.path + ".before-shopping-list") == oldBytes)
            guard case .loaded(let saved) = store.load() else { Issue.record("no state"); return }
            #expect(saved.basket.isEmpty && saved.ticked.isEmpty, "the state file holds the basket no more")
            // The next start moves nothing.
            let backend = TestBackend(width: 100, height: 30, start: start)
            backend.type("q")
            var model = saved.restored(in: library.catalog).model
            model.shopping = ShoppingFiles(folder: folder)
            var app = App(model: model, catalog: library.catalog, width: 100, height: 30, onDisk: saved)
            _ = Session.run(&app, backend: backend, clock: backend, library: library, store: store)
            #expect(!backend.frames.contains { $0.contains("moved to") })
            #expect(text(folder + "/.shopping-list") == "./Shared/Guacamole.cook{2}\n")
        }
    }
}
