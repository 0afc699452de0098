@testable import CookbookFormats
import Testing

@Suite struct RecipeYieldTests {
    @Test(arguments: [
        // What the real pages write, and what it reads as.
        (JSONValue.string("4"), 4, nil),
        (.number(6), 6, nil),
        (.string("2 Portionen"), 2, nil),
        (.string("4 persons"), 4, nil),
        (.string("12 personnes"), 12, nil),
        (.string("4 főre"), 4, nil),
        (.string("6 porcií"), 6, nil),
        (.string("20 serving(s)"), 20, nil),
        (.string("Serves 4"), 4, nil),
        (.string("4 undefined"), 4, nil),
        (.string("Serves 4-6"), 4, "Serves 4-6"),
        (.string("3 to 4 servings"), 3, "3 to 4 servings"),
        (.string("4 servings (12&#8211;16 lollipops)"), 4, "4 servings (12–16 lollipops)"),
        (.string("Serves 1 (serving size: 1 bowl)"), 1, "Serves 1 (serving size: 1 bowl)"),
        (.string("10-12 blondies "), nil, "10-12 blondies"),
        (.string("750 g di crema pasticcera"), nil, "750 g di crema pasticcera"),
        (.string("Makes 6 cups"), nil, "Makes 6 cups"),
        (.string("Diverse mogelijkheden"), nil, "Diverse mogelijkheden"),
        (.string(""), nil, nil),
        (.array([.string("6"), .string("6 personer")]), 6, nil),
        (.array([.string("8"), .string("8 biscuits")]), 8, "8 biscuits"),
        (.array([.string("Serves 4-6"), .string("Serves 4-6")]), 4, "Serves 4-6"),
        (.array([.number(4), .string("4 Servings")]), 4, nil),
        (.null, nil, nil),
    ] as [(JSONValue, Int?, String?)])
    func reads(_ value: JSONValue, _ servings: Int?, _ yield: String?) {
        let read = RecipeYield.read(value)
        #expect(read.servings == servings)
        #expect(read.yield == yield)
    }
}
