import CookbookFixtures
@testable import CookbookModel
@testable import CookbookApp
import Foundation
import Testing

@Suite struct LinkTests {
    let cookbook = Fixtures.library

    @Test func parsingAndFormattingRoundTrip() {
        for url in ["cookbook://recipe/apple-pie", "cookbook://recipe/apple-pie/pie-crust", "cookbook://category/dessert"] {
            #expect(Link(url: url)?.url == url)
        }
        #expect(Link(url: "cookbook://recipe/apple-pie/") == .recipe(["apple-pie"]))
    }

    @Test func garbageIsNotALink() {
        for text in ["", "apple-pie", "cookbook://", "cookbook://recipe", "cookbook://recipe/", "cookbook://dish/apple-pie",
                     "cookbook://category/a/b", "cookbook://recipe/Apple Pie", "cookbook://recipe//x", "http://recipe/apple-pie",
                     "cookbook://recipe/\u{1B}[2J", String(repeating: "cookbook://recipe/a/", count: 1000) + "%"] {
            #expect(Link(url: text) == nil, "\(text.prefix(40))")
        }
    }

    @Test func linksOpenTheirScreenDroppingUnknownIds() {
        #expect(Link(url: "cookbook://recipe/apple-pie/pie-crust")?.screen(in: cookbook.catalog)
            == NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"], focus: .detail))
        #expect(Link.recipe(["apple-pie", "ghost", "pie-crust"]).screen(in: cookbook.catalog)?.path == ["apple-pie", "pie-crust"])
        #expect(Link.recipe(["ghost", "apple-pie"]).screen(in: cookbook.catalog) == nil)
        #expect(Link.category("salad").screen(in: cookbook.catalog) == NavigationModel(selectedCategory: "salad"))
        #expect(Link.category("ghost").screen(in: cookbook.catalog) == nil)
        #expect(DeepLink.resolve("cookbook://recipe/okonomiyaki", in: cookbook.catalog)?.path == ["okonomiyaki"])
    }

    @Test func theLinkOfAScreen() {
        let catalog = cookbook.catalog
        #expect(Link(NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"]), in: catalog)?.url
            == "cookbook://recipe/apple-pie/pie-crust")
        #expect(Link(NavigationModel(selectedCategory: "salad"), in: catalog)?.url == "cookbook://category/salad")
        #expect(Link(NavigationModel(), in: catalog) == nil)
    }

    @Test func aScaledRecipeLinksItsServingsAndUnits() throws {
        let catalog = cookbook.catalog
        let servings = try #require(catalog.summary(id: "apple-pie")?.servings)
        let model = NavigationModel(selectedCategory: "dessert", path: ["apple-pie"], scales: ["apple-pie": 1.5], units: .metric)
        let url = "cookbook://recipe/apple-pie?servings=\(Scale.number(Double(servings) * 1.5))&units=metric"
        #expect(Link(model, in: catalog)?.url == url)
        let opened = try #require(Link(url: url)?.screen(in: catalog))
        #expect(opened.scale(of: "apple-pie") == 1.5)
        #expect(opened.units == .metric)
        #expect(opened.path == ["apple-pie"])
    }

    @Test func cookingAndTheShoppingListHaveLinks() throws {
        let catalog = cookbook.catalog
        let cooking = try #require(Link(url: "cookbook://cook/apple-pie?step=3")?.screen(in: catalog))
        #expect(cooking.destination == .cooking(CookingState(recipe: "apple-pie", step: 2)))
        #expect(Link(cooking, in: catalog)?.url == "cookbook://cook/apple-pie?step=3")
        // A step past the end is the last step.
        let steps = try #require(catalog.outline(id: "apple-pie")?.steps)
        #expect(Link(url: "cookbook://cook/apple-pie?step=99")?.screen(in: catalog)?.destination
            == .cooking(CookingState(recipe: "apple-pie", step: steps - 1)))
        let shop = try #require(Link(url: "cookbook://shop?units=us")?.screen(in: catalog))
        #expect(shop.destination == .shoppingList(selected: 0))
        #expect(shop.units == .us)
        #expect(Link(shop, in: catalog)?.url == "cookbook://shop?units=us")
        // A list of its own recipes, at their servings: the link reproduces the list.
        var basket = shop
        basket.basket = [BasketEntry(id: "apple-pie", scale: 1.5), BasketEntry(id: "pie-crust")]
        let url = try #require(Link(basket, in: catalog)?.url)
        #expect(url == "cookbook://shop?basket=apple-pie@12,pie-crust&units=us")
        #expect(Link(url: url)?.screen(in: catalog)?.basket == basket.basket)
    }

    @Test(arguments: [
        "cookbook://recipe/apple-pie?servings=0", "cookbook://recipe/apple-pie?servings=-3", "cookbook://recipe/apple-pie?servings=abc",
        "cookbook://recipe/apple-pie?servings=1e308", "cookbook://recipe/apple-pie?units=imperial-ish",
        "cookbook://recipe/apple-pie?colour=red", "cookbook://recipe/apple-pie?servings=2&servings=3", "cookbook://cook/apple-pie?step=0",
        "cookbook://category/dessert?servings=2", "cookbook://shop/x", "cookbook://shop?basket=apple-pie@0",
        "cookbook://shop?basket=Apple Pie",
    ])
    func absurdOptionsOpenNothing(url: String) {
        #expect(Link(url: url)?.screen(in: cookbook.catalog) == nil)
    }
}
