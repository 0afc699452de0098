import ArgumentParser
import CookbookFormats
import CookbookModel

/// `cookbook list`: every recipe, one a line, for scripts and pipes.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print every recipe: id, category and name, separated by tabs.",
        discussion: """
            The category is the recipe's group as the browser first groups the library: its folder and the folders it is in, \
            or its first course when the folders do not arrange it (config.toml's `group` says otherwise). \
            With --group, every group the recipe is in, by that facet, as the first column shows them \
            (separated by ", "). With --json, an array of {"id", "name", "category", "source"} \
            (source: the file, absent for the bundled cookbook), and "groups" instead of "category" with --group.
            """
    )

    @Flag(name: .long, help: "Print JSON instead of tab-separated lines.")
    var json = false

    // A string, checked by `validate`: see `BrowseOptions.grouping`.
    @Option(name: .long, help: ArgumentHelp(
        "Print each recipe's groups by this: folder, course, cuisine, tag, diet, author or source.", valueName: "grouping"),
        completion: .list(Grouping.names))
    var group: String?

    @OptionGroup var source: DataOptions

    func validate() throws {
        if let group, Grouping(named: group) == nil {
            throw ValidationError("--group is one of \(Grouping.names.joined(separator: ", ")), not '\(group)'")
        }
    }

    func run() throws {
        Self.run(json: json, data: source.data, group: group.flatMap(Grouping.init(named:)))
    }

    /// The listing; `FastArguments` calls it without making a `ListCommand` (see
    /// `BrowseOptions`).
    static func run(json: Bool, data: [String], group: Grouping? = nil) {
        let config = Startup.loadConfigSayingProblems()
        // Listing does not search: a book of the bundled format is read without the folded
        // text search needs (a tenth of the instructions of listing the bundled book), unless
        // it is grouped by its tags, which only that text holds.
        let library = Startup.loadLibraryToPrint(data, config: config, searchText: group == .tag).library
        let catalog = Startup.grouped(library.catalog, config: config, asked: group)
        let groups = catalog.groupNamesOfRecipes()
        if json {
            Startup.printJSONArray(catalog.recipes.count) { i, json in
                let recipe = catalog.recipes[i]
                json.beginObject()
                json.field("id", recipe.id)
                json.field("name", recipe.name)
                if group == nil {
                    json.field("category", groups(i).first ?? "")
                } else {
                    json.field("groups")
                    json.strings(groups(i))
                }
                if let file = recipe.source { json.field("source", file) }
                json.endObject()
            }
        } else {
            Startup.printFields(catalog.recipes.count) { i in
                let names = groups(i)
                return [catalog.recipes.id(at: i), group == nil ? names.first ?? "" : names.joined(separator: ", "), catalog.recipes.name(at: i)]
            }
        }
    }
}
