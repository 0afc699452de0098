import CookbookFixtures
@testable import CookbookKit
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
        #expect(Link(NavigationModel(selectedCategory: "dessert", path: ["apple-pie", "pie-crust"]))?.url
            == "cookbook://recipe/apple-pie/pie-crust")
        #expect(Link(NavigationModel(selectedCategory: "salad"))?.url == "cookbook://category/salad")
        #expect(Link(NavigationModel()) == nil)
    }
}
