import CookbookModel
import CookbookApp
import Foundation

/// A small cookbook whose every field a test may rely on. Change it and the render
/// snapshots change with it.
public enum Fixtures {
    /// The repository, found from this file's place in it (Tests/CookbookFixtures/).
    public static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The files in Tests/Fuzz/regressions/TARGET: inputs that once crashed or hung a fuzz target.
    public static func fuzzRegressions(_ target: String) -> [URL] {
        let directory = repository.appendingPathComponent("Tests/Fuzz/regressions/\(target)")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    public static let categories = [
        Category(id: "dessert", name: "Dessert"),
        Category(id: "pancake", name: "Pancake"),
        Category(id: "salad", name: "Salad"),
        Category(id: "empty", name: "Empty Shelf"),
    ]

    public static let recipes = [
        Recipe(
            id: "apple-pie", name: "Apple Pie", category: "dessert",
            servings: 8, prepMinutes: 30, cookMinutes: 50, tags: ["baking", "fruit"],
            ingredients: [
                Ingredient(quantity: 1, item: "pie crust", note: "unbaked"),
                Ingredient(quantity: 6, item: "apples", note: "peeled and sliced"),
                Ingredient(quantity: 0.75, unit: "cup", item: "sugar"),
                Ingredient(quantity: 1.5, unit: "tsp", item: "cinnamon"),
            ],
            steps: [
                "Heat the oven to 220 °C.",
                "Toss the apples with the sugar and cinnamon, then pile them into the crust and cover with the top crust, crimping the edges.",
                "Bake until golden and bubbling.",
            ],
            related: ["pie-crust", "fruit-pie-filling"]),
        Recipe(
            id: "pie-crust", name: "Pie Crust", category: "dessert",
            servings: 8, prepMinutes: 20, cookMinutes: 0, tags: ["baking"],
            ingredients: [
                Ingredient(quantity: 2.5, unit: "cup", item: "flour"),
                Ingredient(quantity: 200, unit: "g", item: "butter", note: "cold"),
            ],
            steps: ["Rub the butter into the flour.", "Add ice water and chill."],
            related: ["apple-pie", "fruit-pie-filling"]),
        Recipe(
            id: "fruit-pie-filling", name: "Fruit Pie Filling", category: "dessert",
            servings: 8, prepMinutes: 15, cookMinutes: 10,
            ingredients: [Ingredient(quantity: 4, unit: "cup", item: "berries")],
            steps: ["Simmer the fruit with sugar until thick."],
            related: ["pie-crust"]),
        Recipe(
            id: "creme-brulee", name: "Crème Brûlée", category: "dessert",
            servings: 4, prepMinutes: 20, cookMinutes: 40,
            ingredients: [Ingredient(quantity: 500, unit: "ml", item: "cream")],
            steps: ["Bake the custard in a water bath.", "Burn sugar on top."]),
        Recipe(
            id: "buttermilk-pancakes", name: "Buttermilk Pancakes", category: "pancake",
            servings: 4, prepMinutes: 10, cookMinutes: 20,
            ingredients: [Ingredient(quantity: 2, unit: "cup", item: "flour"), Ingredient(quantity: 2, item: "eggs")],
            steps: ["Mix.", "Cook on a hot griddle."]),
        Recipe(
            id: "okonomiyaki", name: "お好み焼き", category: "pancake",
            servings: 2, prepMinutes: 15, cookMinutes: 20, tags: ["japanese"],
            ingredients: [
                Ingredient(quantity: 0.25, unit: "head", item: "cabbage", note: "shredded"),
                Ingredient(quantity: 2, item: "eggs"),
                Ingredient(item: "お好み焼きソース", note: "to serve"),
            ],
            steps: ["キャベツを切る。", "Fry both sides until browned."],
            related: ["buttermilk-pancakes"]),
        Recipe(
            id: "coban-salatasi", name: "Çoban Salatası", category: "salad",
            servings: 4, prepMinutes: 15, cookMinutes: 0,
            ingredients: [Ingredient(quantity: 3, item: "tomatoes")],
            steps: ["Chop everything small and dress with lemon."]),
    ]

    public static let library: Library = try! Library(categories: categories, recipes: recipes)
    public static var catalog: Catalog { library.catalog }

    /// The model after these actions, from `model` (or the first screen).
    public static func reduced(_ model: NavigationModel? = nil, _ actions: [Action]) -> NavigationModel {
        var model = model ?? .start(in: catalog)
        for action in actions { model.reduce(action, in: catalog) }
        return model
    }

    /// Every action, for driving a model through everything it can do.
    public static let everyAction: [Action] = [
        .move(1), .move(-1), .move(Int.max), .move(Int.min), .moveToFirst, .moveToLast, .focusNext, .focusPrevious,
        .forward, .back, .focus(.categories), .focus(.recipes), .focus(.detail), .selectCategory("ghost"),
        .selectRecipe("ghost"), .openRelated("ghost"), .openRecipe("ghost"), .setDetailCursor(Int.max), .setDetailCursor(Int.min),
        .jumpToCategory(Int.max), .jumpToCategory(-1), .toggleCategoryColumn, .present(.help(TextEntry())), .dismiss,
        .present(.recipeSearch(SearchState())), .input("\u{1B}]0;x\u{7}"), .moveChoice(Int.max, count: 3), .choose,
        .deleteBackward, .searchRepeat(forward: true), .searchRepeat(forward: false), .dismiss,
        .present(.layoutPicker(.stack)), .moveChoice(Int.min, count: 3), .choose, .present(.confirmReset), .confirm,
        .setLayout(.twoColumn), .forward, .back, .setLayout(.stack), .forward, .back, .setLayout(.threeColumn),
        .present(.commandLine(TextEntry())), .input("op"), .setEntry(TextEntry(text: "open x", choices: ["a"], selected: 5)),
        .moveChoice(3, count: 1), .deleteBackward, .dismiss, .present(.help(TextEntry())), .input("zz"), .moveChoice(-9, count: 0),
        .deleteBackward, .dismiss,
        .scaleServings(1), .scaleServings(Int.min), .scaleServings(Int.max), .cycleScale, .setScale("ghost", 2),
        .setScale("apple-pie", .infinity), .setScale("apple-pie", .nan), .setScale("apple-pie", -3), .setScale("apple-pie", 1e308),
        .cycleUnits, .setUnits(.us), .toggleBasket, .toggleBasket, .cook, .move(1), .moveToLast, .moveChoice(Int.max, count: 4),
        .toggleTimer(KitchenTimer(label: "x", recipeID: "ghost", step: -1, seconds: Int.max, ends: .distantPast)),
        .tick(.distantFuture), .acknowledgeTimers, .toggleTicked("x"), .clearTicked, .dismiss,
        .present(.shoppingList(selected: -5)), .moveChoice(1, count: 3), .dismiss,
        .present(.scaleTo(ScalePrompt(recipe: "ghost", ingredient: 9))), .input("3"), .deleteBackward, .choose,
        .present(.cooking(CookingState(recipe: "ghost", step: -1))), .move(-1), .dismiss,
    ]
}

/// A small deterministic random generator (SplitMix64), so a failing sequence can be replayed.
public struct SplitMix64 {
    var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
