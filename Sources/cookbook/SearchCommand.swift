import ArgumentParser
import CookbookModel
import CookbookFormats

/// `cookbook search QUERY`: the results `/` shows, in the same order.
struct SearchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Search names, ingredients and tags, ranked as / ranks them in the browser.",
        discussion: """
            Prints id, category and name separated by tabs, and what matched when it was an ingredient or a tag. \
            Filters narrow it, all at once: @egg (an ingredient), -@meat (none), #vegan (a tag), -#spicy, \
            course:dessert (any facet: course, cuisine, tag, diet, author, source; -diet:keto for none), \
            time<30m (the total time: <, <=, >, >=, = minutes, 1h, 1h30m). A value of several words is quoted: @"olive oil". \
            A query that begins with - goes after -- (cookbook search -- -@meat).
            """
    )

    @Argument(help: ArgumentHelp("What to look for.", valueName: "query"))
    var query: String

    @Flag(name: .long, help: "Print JSON: an array of {\"id\", \"name\", \"category\", \"matched\"}.")
    var json = false

    @OptionGroup var source: DataOptions

    func run() throws {
        let config = Startup.loadConfigSayingProblems()
        let library = Startup.loadLibraryToPrint(source.data, config: config).library
        let catalog = Startup.grouped(library.catalog, config: config)
        let hits = RecipeSearch.results(for: query, in: library)
        // The category as `list` prints it: the recipe's first group as the browser groups.
        let groups = catalog.groupNamesOfRecipes()
        let name = { (id: String) in catalog.position(of: id).flatMap { groups($0).first } ?? "" }
        if json {
            Startup.printJSONArray(hits.count) { i, json in
                let hit = hits[i]
                json.beginObject()
                json.field("id", hit.recipeID)
                json.field("name", catalog.summary(id: hit.recipeID)?.name ?? "")
                json.field("category", name(hit.recipeID))
                if let matched = hit.matched { json.field("matched", matched) }
                json.endObject()
            }
        } else {
            Startup.printFields(hits.count) { i in
                let hit = hits[i]
                return [hit.recipeID, name(hit.recipeID), catalog.summary(id: hit.recipeID)?.name ?? ""] + (hit.matched.map { [$0] } ?? [])
            }
        }
    }
}
