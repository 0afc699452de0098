import CookbookModel
import Testing

/// `aisle.conf` read as cookcli reads it (cooklang-rs, `make compare`), bad lines named.
@Suite struct AislesTests {
    @Test func aCommentAfterANameOrAnAisleIsNotPartOfIt() {
        let (aisles, problems) = Aisles.parse("[Dairy] // at the back\noat milk // the barista one\n// none\n")
        #expect(problems.isEmpty)
        #expect(aisles.names == ["Dairy"])
        #expect(aisles.find(ItemKey.of("oat milk"))?.name == "oat milk")
        #expect(aisles.find(ItemKey.of("oat milk"))?.aisle == "Dairy")
    }

    @Test func anAisleNamedAgainAddsToTheFirstAndIsNamed() {
        let (aisles, problems) = Aisles.parse("[Veg]\nleek\n[Dairy]\nmilk\n[Veg]\nkale\n")
        #expect(aisles.names == ["Veg", "Dairy"], "one aisle, walked once")
        #expect(aisles.find(ItemKey.of("kale"))?.aisle == "Veg")
        #expect(problems == [Aisles.Problem(line: 5, message: "[Veg] again: its items join the first [Veg]")])
    }

    @Test func aNameAnotherLineAlreadyHasStaysThatItemsAndIsNamed() {
        let (aisles, problems) = Aisles.parse("[Veg]\nswede|Rutabaga\n[Roots]\nrutabaga|neep\n")
        #expect(aisles.find(ItemKey.of("rutabaga"))?.name == "swede", "the first is used")
        #expect(aisles.find(ItemKey.of("neep"))?.aisle == "Roots")
        #expect(problems == [Aisles.Problem(line: 4, message: "'rutabaga' is already an item on line 2: that one is used")])
        // The same name twice on its own line is the same item: nothing to say.
        #expect(Aisles.parse("[Veg]\nswede|swede|Swedes\n").problems.isEmpty)
    }
}
