import CookbookFixtures
import CookbookFormats
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

/// A library of folders' basket as its `.shopping-list` and ticks as its `.shopping-checked`:
/// the list a value in the model, its writes effects the session runs (no file here).
@Suite struct ShoppingFilesTests {
    /// A burrito that names two sub-recipes (`@./Shared/Red Beans{}`, `@./Shared/Guacamole{}`),
    /// one of which names another, as cookcli's seed does.
    static let burrito = Recipe(
        id: "burrito", name: "Mexican Style Burrito", category: "breakfast", servings: 2,
        ingredients: [Ingredient(quantity: 8, item: "eggs"), Ingredient(quantity: 2, item: "lime")],
        steps: ["Fill."], related: ["red-beans", "guacamole"], source: "/lib/Breakfast/Mexican Style Burrito.cook")
    static let beans = Recipe(id: "red-beans", name: "Red Beans", category: "shared", ingredients: [Ingredient(item: "beans")],
                              steps: ["Cook."], source: "/lib/Shared/Red Beans.cook")
    static let guacamole = Recipe(id: "guacamole", name: "Guacamole", category: "shared", ingredients: [Ingredient(quantity: 3, item: "avocados")],
                                  steps: ["Mash."], related: ["lime-salt", "burrito"], source: "/lib/Shared/Guacamole.cook")
    static let limeSalt = Recipe(id: "lime-salt", name: "Lime Salt", category: "shared", ingredients: [Ingredient(item: "salt")],
                                 steps: ["Mix."], source: "/lib/Shared/Lime Salt.cook")
    static let library = try! Library(
        categories: [Category(id: "breakfast", name: "Breakfast"), Category(id: "shared", name: "Shared")],
        recipes: [burrito, beans, guacamole, limeSalt])
    static let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

    /// The app on the burrito, its files read as `list` and `log` say.
    static func app(list: String = "", log: [ShoppingCheck] = [], basket: [BasketEntry] = [], ticked: Set<String> = []) -> App {
        var model = DeepLink.resolve("cookbook://recipe/burrito", in: library.catalog)!
        model.basket = basket
        model.ticked = ticked
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = App(model: model, catalog: library.catalog, width: 100, height: 30, now: start)
        app.send(.start(start), library)
        // Read at the first tick, when the session said whether the files are still read.
        #expect(app.wake(at: start) == 0)
        #expect(app.send(.tick(start), library).contains(.readShopping(folder: "/lib")))
        app.send(.shoppingRead(ShoppingRead(list: ShoppingListReader.read(list), checks: log)), library)
        return app
    }

    static func written(_ effects: [Effect]) -> ShoppingListChange? {
        effects.lazy.compactMap { if case .writeShoppingList(let change) = $0 { change } else { nil } }.first
    }

    static func type(_ line: String, into app: inout App) -> [Effect] {
        app.press(.character(":"), library)
        for character in line { app.press(.character(character), library) }
        return app.press(.enter, library)
    }

    @Test func spaceOnARecipePutsItsReferenceOnTheListWithItsSubRecipesNestedAndAsksForTheWrite() {
        var app = Self.app(list: "salt\n")
        let effects = app.press(.character(" "), Self.library)
        let change = try! #require(Self.written(effects))
        #expect(change.path == "/lib/.shopping-list")
        #expect(change.base == ShoppingListReader.read("salt\n"))
        #expect(ShoppingListWriter.text(change.now) == """
            salt
            ./Breakfast/Mexican Style Burrito.cook
              ./Shared/Red Beans
              ./Shared/Guacamole
                ./Shared/Lime Salt

            """, "sub-recipes recursively, as cookcli nests them (without .cook), the loop back to the burrito not followed")
        #expect(app.model.basket == [BasketEntry(id: "burrito")])
        #expect(app.message?.contains("on the shopping list") == true)
        // The session wrote it (and says what is on disk now); Space again takes it off.
        app.send(.shoppingRead(ShoppingRead(list: change.applied(to: ShoppingListReader.read("salt\n")), checks: [])), Self.library)
        let again = app.press(.character(" "), Self.library)
        #expect(Self.written(again).map { ShoppingListWriter.text($0.now) } == "salt\n")
        #expect(app.model.basket.isEmpty)
    }

    @Test func aKeyOrClickThatLeavesTheListAsItIsAsksOnlyForTheDrawAndOneThatChangesItAsksForTheWrite() {
        var app = Self.app(list: "salt\n")
        #expect(app.press(.character("j"), Self.library) == [.draw], "nothing of the list changed: nothing written")
        let effects = app.press(.character(" "), Self.library)
        #expect(effects.first == .draw, "the frame first, then the write")
        let change = try! #require(Self.written(effects))
        #expect(ShoppingListWriter.text(change.now).hasPrefix("salt\n./Breakfast/Mexican Style Burrito.cook\n"))
        // Once the session read back what it wrote, a key asks for nothing again.
        app.send(.shoppingRead(ShoppingRead(list: change.applied(to: ShoppingListReader.read("salt\n")), checks: [])), Self.library)
        #expect(app.press(.character("k"), Self.library) == [.draw])
        #expect(app.send(.mouse(MouseEvent(kind: .wheelDown, x: 1, y: 3)), Self.library) == [.draw])
        #expect(Self.written(Self.type("add 2 lemons", into: &app)) != nil, "a command that changes the list writes it")
    }

    @Test func theListMakesTheSubRecipesNestedUnderTheirRecipeAndBuysOneTakenOff() {
        var burrito = Self.burrito
        burrito.ingredients += [Ingredient(item: "Red Beans", reference: "./Shared/Red Beans"),
                                Ingredient(item: "Guacamole", reference: "./Shared/Guacamole")]
        let library = try! Library(categories: [Category(id: "breakfast", name: "Breakfast"), Category(id: "shared", name: "Shared")],
                                   recipes: [burrito, Self.beans, Self.guacamole, Self.limeSalt])
        var model = NavigationModel()
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = App(model: model, catalog: library.catalog, width: 100, height: 30, now: Self.start)
        app.send(.start(Self.start), library)
        _ = app.send(.tick(Self.start), library)
        app.send(.shoppingRead(ShoppingRead(list: ShoppingListReader.read(
            "./Breakfast/Mexican Style Burrito.cook\n  ./Shared/Guacamole.cook\n"), checks: [])), library)
        app.press(.character("L"), library)
        let lines = app.lastFrame(library).workedOut.shoppingList?.lines ?? []
        #expect(lines.contains { $0.name == "avocados" && $0.recipes == ["Guacamole"] }, "made: nested under the burrito")
        #expect(lines.contains { $0.name == "Red Beans" && $0.recipes == ["Mexican Style Burrito"] }, "taken off: bought ready-made")
        #expect(!lines.contains { $0.name == "Guacamole" || $0.name == "beans" })
    }

    @Test func aScaledRecipeIsWrittenWithItsMultiplier() {
        var app = Self.app()
        app.press(.character("*"), Self.library)
        app.press(.character("*"), Self.library)
        let effects = app.press(.character(" "), Self.library)
        #expect(Self.written(effects).map { ShoppingListWriter.text($0.now).hasPrefix("./Breakfast/Mexican Style Burrito.cook{3}\n") } == true)
    }

    @Test func addPutsAFreeHandItemOnTheListAsCookcliWritesIt() {
        var app = Self.app()
        let effects = Self.type("add 2 lemons", into: &app)
        #expect(Self.written(effects).map { ShoppingListWriter.text($0.now) } == "lemons{2}\n")
        #expect(app.message == "lemons{2} is on the list in /lib/.shopping-list")
        // On the list screen, the item is a line to tick, and an entry `d` takes off.
        app.press(.character("L"), Self.library)
        let lines = app.lastFrame(Self.library).workedOut.shoppingList?.lines ?? []
        #expect(lines.map(\.name) == ["lemons"])
        #expect(lines.first?.amount == "2")
    }

    @Test func tickingALineAppendsToTheLogAndClearingTicksAppendsTheirUntick() {
        var app = Self.app(list: "./Breakfast/Mexican Style Burrito.cook\n")
        app.press(.character("L"), Self.library)
        // The entry first, then the lines, aisle by aisle: lime, eggs.
        app.press(.character("j"), Self.library)
        let effects = app.press(.character(" "), Self.library)
        #expect(effects.contains(.appendShoppingChecks(path: "/lib/.shopping-checked", [ShoppingCheck(checked: true, name: "lime")])))
        #expect(Self.written(effects) == nil, "the list itself is not written for a tick")
        #expect(app.model.ticked == ["lime"])
        let cleared = app.press(.character("c"), Self.library)
        #expect(cleared.contains(.appendShoppingChecks(path: "/lib/.shopping-checked", [ShoppingCheck(checked: false, name: "lime")])))
        #expect(app.model.ticked.isEmpty)
    }

    @Test func aTickReadFromTheLogIsShownInAnyCase() {
        let app = Self.app(list: "./Breakfast/Mexican Style Burrito\n", log: [ShoppingCheck(checked: true, name: "LIME")])
        #expect(app.model.ticked == ["lime"])
    }

    @Test func dTakesTheChosenEntryOffAndDClearsTheListAndCompactsTheTicks() {
        var app = Self.app(list: "-- week 12\n./Breakfast/Mexican Style Burrito.cook\nlemons{2}\n",
                           log: [ShoppingCheck(checked: true, name: "lemons"), ShoppingCheck(checked: true, name: "gone")])
        app.press(.character("L"), Self.library)
        app.press(.character("j"), Self.library)
        let removed = app.press(.character("d"), Self.library)
        #expect(Self.written(removed).map { ShoppingListWriter.text($0.now) } == "-- week 12\n./Breakfast/Mexican Style Burrito.cook\n")
        #expect(app.message == "lemons 2 taken off the list")
        let cleared = app.press(.character("D"), Self.library)
        #expect(Self.written(cleared).map { ShoppingListWriter.text($0.now) } == "-- week 12\n", "the user's comment stays")
        #expect(cleared.contains(.compactShoppingChecks(path: "/lib/.shopping-checked", keeping: [])))
        #expect(app.model.basket.isEmpty && app.model.ticked.isEmpty)
    }

    @Test func dOnASubRecipeTakesItFromUnderItsRecipeToBeBoughtReadyMade() {
        var app = Self.app(list: "./Breakfast/Mexican Style Burrito.cook\n  ./Shared/Red Beans.cook\n  ./Shared/Guacamole.cook\n")
        app.press(.character("L"), Self.library)
        app.press(.character("j"), Self.library)
        let removed = app.press(.character("d"), Self.library)
        #expect(Self.written(removed).map { ShoppingListWriter.text($0.now) } == "./Breakfast/Mexican Style Burrito.cook\n  ./Shared/Guacamole.cook\n")
        #expect(app.message == "Red Beans taken off the list (bought ready-made)")
        #expect(app.model.basket == [BasketEntry(id: "burrito")])
    }

    @Test func anotherProgramsChangeShowsWhenTheFilesAreReadAgain() {
        var app = Self.app(list: "")
        let effects = app.send(.libraryChanged(Self.library.catalog, problems: []), Self.library)
        #expect(effects.contains(.readShopping(folder: "/lib")))
        app.send(.shoppingRead(ShoppingRead(list: ShoppingListReader.read("./Shared/Guacamole{2}\n"), checks: [])), Self.library)
        #expect(app.model.basket == [BasketEntry(id: "guacamole", scale: 2)])
    }

    @Test func aBadLineIsNamedWithItsFileAndLine() {
        var app = Self.app()
        app.send(.shoppingRead(ShoppingRead(list: ShoppingListReader.read("./A\n   ./B\n"), checks: [],
                                            problems: ["/lib/.shopping-list:2: indented by 3 spaces: two spaces a level"])), Self.library)
        #expect(app.message == "/lib/.shopping-list:2: indented by 3 spaces: two spaces a level")
    }

    @Test func aReferenceToARecipeTheLibraryDoesNotHaveIsKeptAndShownMissing() {
        let app = Self.app(list: "./Soups/Gone{2}\n")
        #expect(app.model.basket == [BasketEntry(id: "./Soups/Gone", scale: 2)])
        #expect(app.model.missingFromBasket(in: app.catalog).map(\.id) == ["./Soups/Gone"])
    }

    @Test func aPlanPutOnTheListNestsItsRecipesAndTheirSubRecipes() {
        var files = ShoppingFiles(folder: "/lib")
        files.addPlan(path: "Plans/Week 1.menu", recipes: [(id: "burrito", scale: 2)], in: Self.library.catalog)
        #expect(ShoppingListWriter.text(files.list) == """
            ./Plans/Week 1.menu
              ./Breakfast/Mexican Style Burrito{2}
                ./Shared/Red Beans
                ./Shared/Guacamole
                  ./Shared/Lime Salt

            """, "a plan's recipes and their sub-recipes as cookcli nests them: without .cook")
        files.resolve(in: Self.library.catalog)
        #expect(files.basket == [BasketEntry(id: "burrito", scale: 2)])
    }

    @Test func theBasketOfTheStateFileMovesOntoTheListOnceWithANote() {
        var app = Self.app(list: "./Shared/Guacamole.cook\n", basket: [BasketEntry(id: "guacamole"), BasketEntry(id: "red-beans", scale: 2),
                                                                          BasketEntry(id: "vanished")], ticked: ["lime"])
        // (`app` handled the first read: what it asked for is asked again here by reading once more.)
        #expect(app.model.shopping?.list.references.map(\.path) == ["Shared/Guacamole.cook", "Shared/Red Beans.cook"])
        #expect(app.message?.hasPrefix("the basket (3 recipes) moved to /lib/.shopping-list") == true)
        #expect(app.model.basket.map(\.id) == ["guacamole", "red-beans"])
        // Read again (the write came back): nothing moves a second time.
        let again = app.send(.shoppingRead(ShoppingRead(list: app.model.shopping!.list, checks: [ShoppingCheck(checked: true, name: "lime")])), Self.library)
        #expect(!again.contains(.keepSavedStateCopy))
        #expect(Self.written(again) == nil)
    }

    @Test func theMoveAsksForTheStateFileToBeCopiedTheListWrittenAndTheTicksAppended() {
        var model = DeepLink.resolve("cookbook://recipe/burrito", in: Self.library.catalog)!
        model.basket = [BasketEntry(id: "red-beans"), BasketEntry(id: "vanished")]
        model.ticked = ["lime"]
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = App(model: model, catalog: Self.library.catalog, now: Self.start)
        let effects = app.send(.shoppingRead(ShoppingRead(list: ShoppingListFile(), checks: [])), Self.library)
        #expect(effects.first == .keepSavedStateCopy, "the copy first, then the writes")
        #expect(effects.contains(.appendShoppingChecks(path: "/lib/.shopping-checked", [ShoppingCheck(checked: true, name: "lime")])))
        #expect(Self.written(effects).map { ShoppingListWriter.text($0.now) } == """
            ./Shared/Red Beans.cook
            -- was in cookbook's basket, not in the library now: vanished

            """)
    }

    @Test func theBasketMovesOnlyOnceTheLibraryIsReadWhole() {
        var model = DeepLink.resolve("cookbook://recipe/burrito", in: Self.library.catalog)!
        model.basket = [BasketEntry(id: "guacamole")]
        model.shopping = ShoppingFiles(folder: "/lib")
        var app = App(model: model, catalog: Self.library.catalog, now: Self.start)
        app.send(.loading("reading recipes: 1 of 4 files"), Self.library)
        let early = app.send(.shoppingRead(ShoppingRead(list: ShoppingListFile(), checks: [])), Self.library)
        #expect(!early.contains(.keepSavedStateCopy), "not from the files' names")
        let done = app.send(.loading(nil), Self.library)
        #expect(done.contains(.readShopping(folder: "/lib")))
        let moved = app.send(.shoppingRead(ShoppingRead(list: ShoppingListFile(), checks: [])), Self.library)
        #expect(moved.contains(.keepSavedStateCopy))
    }

    @Test func theStateFileKeepsNoBasketForALibraryOfFolders() throws {
        let app = Self.app(list: "./Shared/Guacamole.cook\n", log: [ShoppingCheck(checked: true, name: "salt")])
        let json = String(decoding: try JSONEncoder().encode(app.model), as: UTF8.self)
        #expect(!json.contains("basket") && !json.contains("ticked"))
        var book = app.model
        book.shopping = nil
        #expect(String(decoding: try JSONEncoder().encode(book), as: UTF8.self).contains("basket"))
    }

    @Test func twoInstancesChangesAreMergedAndAMissingRecipesEntryIsKept() {
        let base = ShoppingListReader.read("./Soups/Gone\nsalt\n")
        var now = base
        now.toggle(ShoppingReference(path: "Shared/Guacamole.cook"))
        now.entries.removeAll { $0 == .item(ShoppingItem(name: "salt", written: "salt")) }
        // Meanwhile another program added pepper.
        let disk = ShoppingListReader.read("./Soups/Gone\nsalt\npepper\n")
        let merged = ShoppingListChange(path: "/lib/.shopping-list", base: base, now: now).applied(to: disk)
        #expect(ShoppingListWriter.text(merged) == "./Soups/Gone\npepper\n./Shared/Guacamole.cook\n")
    }
}
