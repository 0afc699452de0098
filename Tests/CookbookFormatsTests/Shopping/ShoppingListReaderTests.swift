import CookbookFormats
import CookbookModel
import Testing

@Suite struct ShoppingListReaderTests {
    /// The conventions' own example (../shared/cooklang/conventions.md), with `--` comments.
    static let conventions = """
        ./Plans/3 Day Plan I
          ./Breakfast/Mexican Style Burrito{2}
            ./Components/Guacamole{2}
            ./Components/Beans{2}
          ./Salads/Boring{2}
          ./Slowcooker/Slow-cooker beef stew{0.5}
        olive oil{4%l}
        salt
        -- remember to check the pantry

        """

    @Test func readsTheConventionsExampleAsTheyDescribeIt() {
        let file = ShoppingListReader.read(Self.conventions)
        #expect(file.problems.isEmpty)
        #expect(file.references.map(\.path) == ["Plans/3 Day Plan I"])
        let plan = file.references[0]
        #expect(plan.nested.map(\.path) == ["Breakfast/Mexican Style Burrito", "Salads/Boring", "Slowcooker/Slow-cooker beef stew"])
        #expect(plan.nested.map(\.factor) == [2, 2, 0.5])
        #expect(plan.nested[0].nested.map(\.path) == ["Components/Guacamole", "Components/Beans"])
        #expect(file.items == [ShoppingItem(name: "olive oil", quantity: "4%l", written: "olive oil{4%l}"),
                               ShoppingItem(name: "salt", written: "salt")])
        #expect(file.entries.last == .text("-- remember to check the pantry"))
    }

    @Test func writesBackWhatItReadByteForByte() {
        let text = Self.conventions + "lemons{2} -- for the fish\n[- a block\nover lines -]\n  \n"
        #expect(ShoppingListWriter.text(ShoppingListReader.read(text)) == text)
    }

    @Test func aFileWithCRLFLinesIsReadAndWrittenBackAsItIs() {
        let text = "./Soup{2}\r\nsalt\r\n"
        let file = ShoppingListReader.read(text)
        #expect(file.references.first?.factor == 2)
        #expect(file.items.map(\.name) == ["salt"])
        #expect(ShoppingListWriter.text(file) == text)
    }

    @Test func readsAReferenceWithOrWithoutItsExtensionAsTheSameFile() {
        let file = ShoppingListReader.read("./Breakfast/Easy Pancakes\n")
        #expect(file.index(of: "Breakfast/Easy Pancakes.cook") == 0)
        #expect(file.index(of: "./Breakfast/Easy Pancakes") == 0)
        #expect(file.index(of: "Breakfast/Easy Pancakes.menu") == nil)
    }

    @Test func takesCommentsOutOfWhatALineSays() {
        let file = ShoppingListReader.read("salt -- to taste\npepper [- black -]{1%tsp}\n[- start\n./Not/A Reference\nend -] ./Real{3}\n")
        #expect(file.items.map(\.name) == ["salt", "pepper"])
        #expect(file.items[1].quantity == "1%tsp")
        #expect(file.references.map(\.path) == ["Real"])
        #expect(file.references[0].factor == 3)
    }

    @Test func namesABadLineByItsNumberAndReadsTheRest() {
        let text = "./Soup\n   ./Stock\n  butter\n./Bread{two}\n\tflour\n    ./Deep\nsalt\n"
        let file = ShoppingListReader.read(text)
        #expect(file.problems.map(\.line) == [2, 3, 4, 5, 6])
        #expect(file.problems[0].message.contains("3 spaces"))
        #expect(file.problems[1].message.contains("only recipe references"))
        #expect(file.problems[2].message.contains("{two}"))
        #expect(file.problems[3].message.contains("a tab"))
        #expect(file.references.map(\.path) == ["Soup"])
        // The tab-indented line is read as cookcli reads it (by the spaces before the tab: none).
        #expect(file.items.map(\.name) == ["flour", "salt"])
        // Nothing of the user's is lost when the list is written again.
        #expect(ShoppingListWriter.text(file) == text)
    }

    @Test func aBlankOrCommentLineBetweenARecipeAndItsSubRecipesLeavesThemNested() {
        let text = "./Soup\n\n  ./Stock\n-- and bread\n  ./Bread{2}\n\nsalt\n"
        let file = ShoppingListReader.read(text)
        #expect(file.problems.isEmpty)
        #expect(file.references.map(\.path) == ["Soup"])
        #expect(file.references[0].nested.map(\.path) == ["Stock", "Bread"])
        #expect(file.items.map(\.name) == ["salt"])
        #expect(ShoppingListWriter.text(file) == text)
    }

    @Test func aTabInTheIndentationIsReadAsCookcliReadsItAndNamed() {
        let text = "./Soup\n\t./Stock\n  \t./Bread\n"
        let file = ShoppingListReader.read(text)
        // cookcli counts the spaces before the tab: none (the top), two (under Stock).
        #expect(file.references.map(\.path) == ["Soup", "Stock"])
        #expect(file.references[1].nested.map(\.path) == ["Bread"])
        #expect(file.problems.map(\.line) == [2, 3])
        #expect(file.problems[0].message == "a tab in the indentation: read by the 0 spaces before it, two a level")
        #expect(ShoppingListWriter.text(file) == text)
    }

    @Test func aMultiplierCookcliCannotReadIsNamedAndItsLineKept() {
        let text = "./Soup{ 2 }\n./Stew{0x10}\n./Bread{2}\n./Rolls{1.5}\n"
        let file = ShoppingListReader.read(text)
        #expect(file.problems.map(\.line) == [1, 2])
        #expect(file.problems[0].message.contains("{ 2 }"))
        #expect(file.references.map(\.path) == ["Bread", "Rolls"])
        #expect(file.references.map(\.factor) == [2, 1.5])
        #expect(ShoppingListWriter.text(file) == text)
    }

    @Test func theSpacesAfterTheMarkAreNotPartOfThePath() {
        #expect(ShoppingListReader.read("./  Soups/Leek Soup \n").references.map(\.path) == ["Soups/Leek Soup"])
    }

    @Test func aBlockCommentNeverClosedIsNamedOnTheLineItOpens() {
        let text = "./Soup\nsalt [- later\n./Bread\n"
        let file = ShoppingListReader.read(text)
        #expect(file.problems == [ShoppingListProblem(line: 2, message: "a block comment '[-' never closed: the lines after it are comment")])
        #expect(file.references.map(\.path) == ["Soup"])
        #expect(file.items.map(\.name) == ["salt"])
    }

    @Test func writesAsCookcliDoesRelativeWithItsExtensionAndAMultiplierOnlyWhenNotOne() {
        var file = ShoppingListFile()
        file.toggle(ShoppingReference(path: "Breakfast/Easy Pancakes.cook", multiplier: 1,
                                      children: [.reference(ShoppingReference(path: "Shared/Pesto.cook"))]))
        file.toggle(ShoppingReference(path: "Plans/Week 1.menu", multiplier: 2))
        file.toggle(ShoppingReference(path: "Risotto.cook", multiplier: 0.5))
        file.add(ShoppingItem(name: "olive oil", quantity: "4%l"))
        #expect(ShoppingListWriter.text(file) == """
            ./Breakfast/Easy Pancakes.cook
              ./Shared/Pesto.cook
            ./Plans/Week 1.menu{2}
            ./Risotto.cook{0.5}
            olive oil{4%l}

            """)
        #expect(file.references[1].isPlan)
    }

    @Test func typedItemsAreWrittenAsCookcliWritesThem() {
        #expect(ShoppingItem.typed("2 lemons").map(ShoppingListWriter.line) == "lemons{2}")
        #expect(ShoppingItem.typed("500 g flour").map(ShoppingListWriter.line) == "flour{500%g}")
        #expect(ShoppingItem.typed(" olive oil ").map(ShoppingListWriter.line) == "olive oil")
        #expect(ShoppingItem.typed("olive oil{4%l}").map(ShoppingListWriter.line) == "olive oil{4%l}")
        #expect(ShoppingItem.typed("  ") == nil)
        // What would read back as a reference or a comment is refused.
        #expect(ShoppingItem.typed("./Soups/Pesto") == nil)
        #expect(ShoppingItem.typed("3 ./Soups/Pesto") == nil)
        #expect(ShoppingItem.typed("3 \t./Soups/Pesto") == nil, "a tab parts words too")
        #expect(ShoppingItem.typed("2\tlemons").map(ShoppingListWriter.line) == "lemons{2}")
        #expect(ShoppingItem.typed("salt -- kosher") == nil)
    }

    @Test func anEntryPutAfterABlockCommentLeftOpenIsWrittenOutsideIt() {
        var file = ShoppingListReader.read("salt\n[- not yet\npepper\n")
        file.add(ShoppingItem(name: "lemons", quantity: "2"))
        let text = ShoppingListWriter.text(file)
        #expect(text == "salt\n[- not yet\npepper\n-]\nlemons{2}\n")
        #expect(ShoppingListReader.read(text).items.map(\.name) == ["salt", "lemons"])
    }

    @Test func anEntryTakenOffThatOpenedABlockCommentLeavesTheCommentedLinesCommented() {
        var file = ShoppingListReader.read("./Soup [- spicy\nsalt\n-]\npepper\n")
        #expect(file.items.map(\.name) == ["pepper"])
        file.remove(removable: 0)
        let text = ShoppingListWriter.text(file)
        #expect(text == "[-\nsalt\n-]\npepper\n")
        #expect(ShoppingListReader.read(text).items.map(\.name) == ["pepper"])
    }

    @Test func togglingAReferenceTakesOutTheOneToTheSameFile() {
        var file = ShoppingListReader.read("./Soup\nsalt\n")
        let putIn = file.toggle(ShoppingReference(path: "Soup.cook"))
        #expect(!putIn)
        #expect(ShoppingListWriter.text(file) == "salt\n")
        let removed = file.remove(removable: 0)
        #expect(removed)
        #expect(file.isEmpty)
    }
}
