import CookbookFixtures
@testable import CookbookModel
import Testing

@Suite struct ShoppingListTests {
    func recipe(_ name: String, _ ingredients: [Ingredient]) -> Recipe {
        Recipe(id: name.lowercased(), name: name, category: "c", ingredients: ingredients)
    }

    @Test(arguments: [
        ("2 Large Eggs", "egg"), ("eggs", "egg"), ("Fresh basil leaves", "basil leaf"), ("tomatoes", "tomato"),
        ("berries", "berry"), ("asparagus", "asparagus"), ("glass", "glass"), ("all-purpose flour", "all-purpose flour"),
        ("Gnocchi (Kühlregal)", "gnocchi"), ("onions (about 2)", "onion"),
    ])
    func itemKeysSetCasePluralsAndNoiseAside(item: String, key: String) {
        #expect(ItemKey.of(item) == key)
    }

    /// An item's hash is its key's, made without the key, so a list whose hashes all differ
    /// is one line an item; and the count is the keys' either way.
    @Test func anItemsHashIsItsKeysAndListsCountTheSameEitherWay() {
        let pieces = ["Egg", "eggs", " ", "  ", "(", ")", "[", "]", "-", "'", ",", "2", "10", "large", "Fresh", "of", "a",
                      "tomatoes", "leaves", "berries", "glass", "US", "\t", "&", "_", "Chopped", "x", "ies", "ves", "boxes",
                      "dishes", "peaches", "asparagus", "temperature", "temperatures", "s", "es", "oes", "Leaf", "LARGE"]
        var random = SplitMix64(seed: 29)
        var hashes: [String: UInt64] = [:]
        for _ in 0..<20_000 {
            var item = ""
            for _ in 0..<Int(random.next() % 7) { item += pieces[Int(random.next() % UInt64(pieces.count))] }
            let key = ItemKey.of(item)
            let hash = ItemKey.hash(item)
            #expect((hash == nil) == key.isEmpty, "\(item.debugDescription)")
            guard let hash else { continue }
            #expect(hash == StableHash.fnv1a(key.utf8), "\(item.debugDescription) is \(key)")
            if let seen = hashes[key] { #expect(seen == hash, "\(item.debugDescription) is \(key)") } else { hashes[key] = hash }
        }
        for _ in 0..<2_000 {
            let items = (0..<Int(random.next() % 6)).map { _ in pieces[Int(random.next() % UInt64(pieces.count))] + pieces[Int(random.next() % UInt64(pieces.count))] }
            let ingredients = items.map { Ingredient(item: $0) }
            var keys: Set<String> = []
            let expected = ingredients.filter { let key = ItemKey.of($0.item); return key.isEmpty || keys.insert(key).inserted }.count
            #expect(ListedIngredient.count(ingredients, listsMentions: true) == expected, "\(items)")
        }
    }

    /// ASCII items are read as bytes: the keys are those a Character at a time gives.
    @Test func itemKeysOfASCIIAreTheKeysOfCharacters() {
        let pieces = ["Egg", "eggs", " ", "  ", "(", ")", "[", "]", "-", "'", ",", "2", "10", "large", "Fresh", "of", "a",
                      "tomatoes", "leaves", "berries", "glass", "US", "\t", "&", "_", "Chopped", "x", "\r\n", "ies", "ves", "boxes",
                      "dishes", "peaches", "asparagus", "temperature", "temperatures", "s", "es", "oes"]
        var random = SplitMix64(seed: 23)
        for _ in 0..<5_000 {
            var item = ""
            for _ in 0..<Int(random.next() % 9) { item += pieces[Int(random.next() % UInt64(pieces.count))] }
            #expect(ItemKey.of(item) == ItemKey.ofCharacters(item), "\(item.debugDescription)")
        }
    }

    @Test func theSameItemIsOneLineSummedAcrossRecipesAtTheirScales() {
        let pancakes = recipe("Pancakes", [Ingredient(quantity: 2, unit: "cup", item: "flour"), Ingredient(quantity: 2, item: "eggs")])
        let bread = recipe("Bread", [Ingredient(quantity: 1, unit: "cup", item: "Flour"), Ingredient(quantity: 1, item: "large egg")])
        let list = ShoppingList([(pancakes, 2), (bread, 1)])
        let flour = list.lines.first { $0.key == "flour" }
        #expect(flour?.amount == "5 cups")
        #expect(flour?.recipes == ["Pancakes", "Bread"])
        #expect(list.lines.first { $0.key == "egg" }?.amount == "5")
        #expect(list.lines.count == 2)
    }

    /// A sum converted into millilitres is to the nearest 5 ml, as an ingredient's amount is.
    @Test func aSumInMillilitresIsToTheNearestFive() {
        let a = recipe("A", [Ingredient(quantity: 0.75, unit: "cup", item: "milk")])
        let b = recipe("B", [Ingredient(quantity: 1.0 / 3, unit: "cup", item: "milk"), Ingredient(quantity: 1, unit: "tbsp", item: "oil")])
        let list = ShoppingList([(a, 1), (b, 1)], units: .metric)
        #expect(list.lines.first { $0.key == "milk" }?.amount == "260 ml", "180 + 80")
        #expect(list.lines.first { $0.key == "oil" }?.amount == "1 tbsp")
    }

    @Test func amountsThatCannotBeAddedAreListedTogether() {
        let a = recipe("A", [Ingredient(quantity: 2, unit: "cup", item: "flour"), Ingredient(item: "salt", text: "salt to taste")])
        let b = recipe("B", [Ingredient(quantity: 100, unit: "g", item: "flour"), Ingredient(item: "salt")])
        let list = ShoppingList([(a, 1), (b, 1)])
        #expect(list.lines.first { $0.key == "flour" }?.amount == "2 cups + 100 g")
        #expect(list.lines.first { $0.key == "salt" }?.amount == "", "no number: listed, never summed")
    }

    @Test func anAmountSaidInWordsIsListed() {
        let a = recipe("A", [Ingredient(item: "sea salt", text: "pinch sea salt"), Ingredient(quantity: 1, unit: "tsp", item: "sea salt")])
        #expect(ShoppingList([(a, 1)]).lines.first { $0.key == "sea salt" }?.amount == "1 tsp + pinch")
    }

    @Test func linesAreGroupedByAisleInTheOrderOfTheWalk() {
        let r = recipe("R", [Ingredient(quantity: 1, item: "onion"), Ingredient(quantity: 1, unit: "tsp", item: "salt"),
                             Ingredient(quantity: 1, item: "unobtainium"), Ingredient(quantity: 2, unit: "tbsp", item: "red wine vinegar")])
        let list = ShoppingList([(r, 1)])
        #expect(list.aisles.map(\.name) == ["Produce", "Pantry", "Spices", ShoppingList.otherAisle])
        #expect(list.aisles.first { $0.name == "Pantry" }?.lines.map(\.key) == ["red wine vinegar"], "by its last words")
    }

    @Test func aUsersAisleFileWinsAndItsBadLinesAreReported() {
        let (aisles, problems) = Aisles.parse("""
            lonely item
            [Veg]
            leeks|leek
            [broken
            # a comment
            [Dairy]
            milk
            """)
        #expect(aisles.names == ["Veg", "Dairy"])
        #expect(aisles.find("leek")?.aisle == "Veg")
        #expect(aisles.find("leek")?.name == "leeks")
        #expect(problems == [Aisles.Problem(line: 1, message: "an item before any [aisle]"),
                             Aisles.Problem(line: 4, message: "an aisle is written [name]")])
        let r = recipe("R", [Ingredient(quantity: 1, item: "Leeks"), Ingredient(quantity: 1, unit: "l", item: "milk")])
        let list = ShoppingList([(r, 1)], settings: HouseholdSettings(aisles: aisles))
        #expect(list.aisles.map(\.name) == ["Veg", "Dairy"])
    }

    @Test func thePantrySubtractsWhatIsAtHome() {
        let r = recipe("R", [Ingredient(quantity: 500, unit: "g", item: "flour"), Ingredient(quantity: 1, unit: "tsp", item: "salt"),
                             Ingredient(quantity: 3, item: "eggs"), Ingredient(unit: "knob", item: "butter"),
                             Ingredient(quantity: 2, unit: "tbsp", item: "oil"), Ingredient(item: "oil", text: "pinch oil")])
        let pantry = Pantry([Pantry.Item(name: "salt"), Pantry.Item(name: "flour", quantity: 200, unit: "g"),
                             Pantry.Item(name: "egg", quantity: 6), Pantry.Item(name: "butter", quantity: 200, unit: "g"),
                             Pantry.Item(name: "oil", quantity: 1, unit: "kg")])
        let list = ShoppingList([(r, 1)], settings: HouseholdSettings(pantry: pantry))
        // A knob of butter is covered by any butter at home; 2 tbsp of oil is no mass: still to buy.
        #expect(list.lines.map(\.key) == ["flour", "oil"])
        #expect(list.lines.first?.amount == "300 g")
        #expect(list.lines.last?.amount == "2 tbsp")
        #expect(list.atHome.map(\.key).sorted() == ["butter", "egg", "salt"])
    }

    @Test func freeHandItemsAreMergedConvertedAndTakenFromThePantryAsIngredientsAre() {
        let r = recipe("R", [Ingredient(quantity: 200, unit: "ml", item: "milk"), Ingredient(quantity: 2, item: "lemons")])
        let items = [ShoppingItem(name: "Milk", quantity: "1/2%l"), ShoppingItem(name: "lemon", quantity: "1"),
                     ShoppingItem(name: "coffee", quantity: "1%cup"), ShoppingItem(name: "salt", quantity: "pinch"), ShoppingItem(name: "oats")]
        let pantry = Pantry([Pantry.Item(name: "milk", quantity: 500, unit: "ml"), Pantry.Item(name: "oats")])
        let list = ShoppingList([(r, 1)], items: items, settings: HouseholdSettings(pantry: pantry))
        // 200 ml and ½ l of milk, less the 500 ml at home; the lemons summed; the items need no recipe.
        #expect(list.lines.first { $0.key == "milk" }?.amount == "200 ml")
        #expect(list.lines.first { $0.key == "lemon" }.map { [$0.amount, $0.why] } == ["3", "R"])
        #expect(list.lines.first { $0.key == "coffee" }.map { [$0.amount, $0.why] } == ["1 cup", ""])
        #expect(list.lines.first { $0.key == "salt" }?.amount == "pinch")
        #expect(list.atHome.map(\.key) == ["oat"])
    }
}
