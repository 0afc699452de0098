@testable import CookbookModel
import CookbookFixtures
import Testing

/// The first column grouped by folders (a tree) or by a facet of the recipes' metadata.
@Suite struct CatalogGroupingTests {
    /// A library of folders: Baking › Bread under Baking (which holds a recipe of its own),
    /// Soup, and the library's own top; courses, cuisines and tags spelled several ways.
    static func library() throws -> Library {
        let categories = [
            Category(id: "baking", name: "Baking"), Category(id: "baking-bread", name: "Baking › Bread"),
            Category(id: "recipes", name: "Recipes"), Category(id: "soup", name: "Soup"), Category(id: "zz-deep", name: "Zz › Deep"),
        ]
        let recipes: [(Recipe, [(Facet, [String])])] = [
            (Recipe(id: "apple-tart", name: "Apple Tart", category: "baking"), [(.course, ["Dessert"]), (.tag, ["sweet", "Fruit"])]),
            (Recipe(id: "brioche", name: "Brioche", category: "baking-bread"), [(.course, ["desserts", "Breakfast"]), (.cuisine, ["French"])]),
            (Recipe(id: "creme", name: "Crème Brûlée", category: "recipes"), [(.course, ["dessert"]), (.cuisine, ["française"])]),
            (Recipe(id: "leek-soup", name: "Leek Soup", category: "soup"), [(.course, ["Entrée"]), (.cuisine, ["french"])]),
            (Recipe(id: "pea-soup", name: "Pea Soup", category: "soup"), [(.course, ["entree"])]),
            (Recipe(id: "rye", name: "Rye", category: "baking-bread"), []),
            (Recipe(id: "stock", name: "Stock", category: "zz-deep"), [(.tag, ["basics"]), (.course, ["dessert"])]),
        ]
        var facets = RecipeFacets.Builder(capacity: recipes.count)
        for (_, values) in recipes { facets.append(packed: RecipeFacets.pack(values)) }
        return try Library(categories: categories, recipes: recipes.map(\.0), facets: facets.finish(), placesAreFolders: true)
    }

    @Test func foldersAreATreeEachCountingTheRecipesBelowIt() throws {
        let catalog = try Self.library().catalog.grouped(by: .folder)
        #expect(catalog.groupsTitle == "Folders")
        #expect(catalog.categories.map(\.name) == ["Baking", "Bread", "Recipes", "Soup", "Zz", "Deep"])
        #expect(catalog.categories.indices.map(catalog.groups.depth(at:)) == [0, 1, 0, 0, 0, 1])
        #expect(catalog.recipes(in: "baking").map(\.id) == ["apple-tart", "brioche", "rye"], "its own and its folders'")
        #expect(catalog.recipes(in: "baking-bread").map(\.id) == ["brioche", "rye"])
        #expect(catalog.category(id: "zz")?.name == "Zz", "a folder that holds only folders")
        #expect(catalog.recipeCount(in: "zz") == 1)
        #expect(catalog.groups.hasBranches(at: 0) && !catalog.groups.hasBranches(at: 1) && catalog.groups.parent(of: 1) == 0)
        #expect(catalog.homeCategory(ofRecipe: "brioche") == "baking-bread", "its own folder")
        #expect(catalog.groupNames(ofRecipeAt: try #require(catalog.position(of: "rye"))) == ["Baking › Bread"])
        #expect(catalog.groups.visible(collapsed: ["baking"]).map { catalog.categories[$0].id } == ["baking", "recipes", "soup", "zz", "zz-deep"])
    }

    @Test func aFacetFoldsCaseAccentsAndPluralsAndNamesEachGroupAsMostRecipesWriteIt() throws {
        let catalog = try Self.library().catalog.grouped(by: .course)
        #expect(catalog.groupsTitle == "Courses")
        #expect(catalog.categories.map(\.name) == ["Breakfast", "dessert", "Entrée", "No course"], "of as many, the first in order")
        #expect(catalog.recipes(in: "dessert").map(\.id) == ["apple-tart", "brioche", "creme", "stock"])
        #expect(catalog.recipes(in: "entree").map(\.id) == ["leek-soup", "pea-soup"], "Entrée and entree")
        #expect(catalog.recipes(in: "no-course").map(\.id) == ["rye"], "those without, last")
        #expect(catalog.recipes(in: "breakfast").map(\.id) == ["brioche"], "a recipe with two values is in both")
        #expect(catalog.homeCategory(ofRecipe: "brioche") == "breakfast", "the first group that holds it")
        let cuisines = catalog.grouped(by: .cuisine)
        #expect(cuisines.categories.map(\.name) == ["française", "French", "No cuisine"], "another word is another group")
        #expect(cuisines.recipeCount(in: "french") == 2 && cuisines.recipeCount(in: "francaise") == 1)
        #expect(cuisines.grouped(by: .author).categories.map(\.name) == ["No author"])
    }

    @Test func foldersAndGroupsAreInTheOrderPeopleReadNamesEachFolderAfterItsParent() throws {
        let folders = ["tarte", "Îles flottantes", "Îles flottantes › Été", "Îles flottantes › apéritif", "Zuppe", "Äpfel", "éclairs"]
        let categories = folders.map { Category(id: Category.id(named: $0), name: $0) }
        let courses = ["tarte", "Îles flottantes", "Zuppe", "Äpfel", "éclairs", "Ölkuchen", "tarte"]
        let recipes = categories.indices.map { Recipe(id: "r\($0)", name: "R\($0)", category: categories[$0].id) }
        var facets = RecipeFacets.Builder(capacity: recipes.count)
        for i in recipes.indices { facets.append(packed: RecipeFacets.pack([(.course, [courses[i]])])) }
        let library = try Library(categories: categories, recipes: recipes, facets: facets.finish(), placesAreFolders: true)
        let tree = library.catalog.grouped(by: .folder)
        #expect(tree.categories.map(\.name) == ["Äpfel", "éclairs", "Îles flottantes", "apéritif", "Été", "tarte", "Zuppe"])
        #expect(tree.categories.indices.map(tree.groups.depth(at:)) == [0, 0, 0, 1, 1, 0, 0], "each folder below its parent")
        let byCourse = library.catalog.grouped(by: .course)
        #expect(byCourse.categories.map(\.name) == ["Äpfel", "éclairs", "Îles flottantes", "Ölkuchen", "tarte", "Zuppe"], "Î with the I's, Ä with the A's")
    }

    @Test func aBookGroupsByItsCategoriesAsCoursesAndByTagsFromItsSearchText() throws {
        let book = Fixtures.library.catalog
        #expect(book.defaultGrouping == .course)
        let courses = book.grouped(by: .course)
        #expect(courses.categories == book.categories && courses.groupsTitle == "Categories", "its own categories, ids and all")
        let tags = book.grouped(by: .tag)
        #expect(!tags.categories.isEmpty)
        for category in tags.categories where category.id != "no-tags" {
            for recipe in tags.recipes(in: category.id) {
                let whole = try #require(Fixtures.recipes.first { $0.id == recipe.id })
                #expect(whole.tags.contains { FacetFolding.key($0) == FacetFolding.key(category.name) })
            }
        }
    }

    @Test func foldersGroupByDefaultUnlessTheyHoldARecipeEachOrThereIsOne() throws {
        #expect(try Self.library().catalog.defaultGrouping == .folder)
        func library(folders: Int, recipes: Int, courses: Bool) throws -> Catalog {
            let recipes = (0..<recipes).map { Recipe(id: "r\($0)", name: "R\($0)", category: "f\($0 % folders)") }
            var facets = RecipeFacets.Builder(capacity: recipes.count)
            for _ in recipes { facets.append(packed: courses ? RecipeFacets.pack([(.course, ["Dinner"])]) : []) }
            return try Library(
                categories: (0..<folders).map { Category(id: "f\($0)", name: "F\($0)") }, recipes: recipes, facets: facets.finish(),
                placesAreFolders: true
            ).catalog
        }
        #expect(try library(folders: 6, recipes: 6, courses: true).defaultGrouping == .course, "a folder a recipe")
        #expect(try library(folders: 1, recipes: 6, courses: true).defaultGrouping == .course, "one flat folder")
        #expect(try library(folders: 1, recipes: 6, courses: false).defaultGrouping == .folder, "no course to group by")
        #expect(try library(folders: 2, recipes: 2, courses: true).defaultGrouping == .folder, "two folders arrange it")
        #expect(try library(folders: 3, recipes: 6, courses: true).defaultGrouping == .folder)
    }
}
