import ArgumentParser
import CookbookFormats

/// `cookbook list`: every recipe, one a line, for scripts and pipes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print every recipe: id, category and name, separated by tabs.",
        discussion: "With --json, an array of {\"id\", \"name\", \"category\", \"source\"} (source: the file, absent for the bundled cookbook)."
    )

    @Flag(name: .long, help: "Print JSON instead of tab-separated lines.")
    var json = false

    @OptionGroup var source: DataOptions

    func run() throws {
        Self.run(json: json, data: source.data)
    }

    /// The listing; `FastArguments` calls it without making a `ListCommand` (see
    /// `BrowseOptions`).
    static func run(json: Bool, data: [String]) {
        // Listing does not search: a book of the bundled format is read without the folded
        // text search needs (a tenth of the instructions of listing the bundled book).
        let catalog = Startup.loadLibraryToPrint(data, config: Startup.loadConfig().0, searchText: false).library.catalog
        let name = { (id: String) in catalog.category(id: id)?.name ?? id }
        if json {
            Startup.printJSONArray(catalog.recipes.count) { i, json in
                let recipe = catalog.recipes[i]
                json.beginObject()
                json.field("id", recipe.id)
                json.field("name", recipe.name)
                json.field("category", name(recipe.category))
                if let file = recipe.source { json.field("source", file) }
                json.endObject()
            }
        } else {
            Startup.printFields(catalog.recipes.count) { i in
                [catalog.recipes.id(at: i), name(catalog.recipes.category(at: i)), catalog.recipes.name(at: i)]
            }
        }
    }
}
