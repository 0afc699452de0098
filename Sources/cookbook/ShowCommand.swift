import ArgumentParser
import CookbookModel
import CookbookFormats
import CookbookApp
import CookbookStore

/// `cookbook show ID`: one recipe, as the detail column says it or in a recipe format.
struct ShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print one recipe: as text, or as JSON, schema.org JSON-LD or Cooklang.",
        discussion: "json is the bundled format's recipe object, which --data reads back as the same recipe."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, json, jsonld, cook

        /// For `--help` and the man page, which list the values with these.
        var defaultValueDescription: String {
            switch self {
            case .text: "as the recipe column shows it (the default)"
            case .json: "the bundled format's recipe object, which --data reads back"
            case .jsonld: "a schema.org Recipe, as recipe sites publish it"
            case .cook: "Cooklang"
            }
        }
    }

    @Argument(help: ArgumentHelp("A recipe id or name.", valueName: "recipe"), completion: Completion.recipes)
    var recipe: String

    @Option(name: .long, help: "How to print the recipe.")
    var format: Format = .text

    @OptionGroup var kitchen: KitchenOptions

    @OptionGroup var source: DataOptions

    func run() throws {
        let config = Startup.loadConfigSayingProblems()
        let library = Startup.loadLibraryToPrint(source.data, config: config).library
        let catalog = Startup.grouped(library.catalog, config: config)
        guard let summary = DeepLink.findRecipe(recipe, in: catalog), var whole = library.recipe(id: summary.id) else {
            Startup.failUnknown(recipe, kind: .recipe, in: catalog)
        }
        let scale = kitchen.scale(of: summary)
        // Its category is its group as the browser first groups the library.
        whole.summary.category = catalog.homeCategory(ofRecipe: whole.id) ?? whole.category
        let category = catalog.category(id: whole.category)?.name
        // The formats print the recipe made as asked: scaled, and in the units asked for (as
        // the text does; JSON kept cups before, without a word).
        if format != .text { whole = whole.scaled(by: scale).converted(to: kitchen.units ?? .asWritten, cups: config.cups) }
        switch format {
        case .text:
            Startup.printSafely(
                RecipeText.lines(whole, catalog: catalog, scale: scale, units: kitchen.units ?? .asWritten, cups: config.cups),
                to: .standardOutput)
        case .json: Startup.printRaw(RecipeExport.json(whole) + "\n")
        case .jsonld: Startup.printRaw(RecipeExport.jsonLD(whole, categoryName: category) + "\n")
        case .cook:
            // A Cooklang file is printed as it is (its cookware, timers and comments kept) when
            // the recipe is shown as it reads, not scaled or converted.
            let read = ReadRecipe(recipe: whole, categories: category.map { [$0] } ?? [])
            Startup.printRaw(RecipeExport.cooklang(read, from: whole.summary.source.flatMap(RecipeFile.cooklangText)))
        }
    }
}
