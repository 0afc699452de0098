import ArgumentParser
import CookbookModel
import CookbookApp
import CookbookFormats
import CookbookTerminal
import FoundationEssentials

/// `cookbook shop`: the shopping list of some recipes, or of the basket saved by the app.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Print the shopping list of recipes, or of the basket you filled in the app.",
        discussion: """
            Each recipe may say how much to make: apple-pie@12 (12 servings) or apple-pie@2x. Without \
            recipes, the basket saved by the app (Space on a recipe) is listed, with its ticks. A recipe's \
            sub-recipes (Cooklang @./Sauces/Pesto{150%g}) are made, their ingredients listed, scaled. Items \
            are merged across recipes and grouped by aisle (aisle.conf in the library's config/ folder, \
            else beside the config file, else built-in aisles); what pantry.conf (found the same way) \
            says is at home is taken away, units converted, and what runs under its low threshold is \
            added. A reference to no recipe, or one that loops, is said on stderr.
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown, json

        /// For `--help` and the man page, which list the values with these.
        var defaultValueDescription: String {
            switch self {
            case .text: "aisle by aisle, to read (the default)"
            case .markdown: "with task boxes, for a notes app"
            case .json: "for other programs"
            }
        }
    }

    @Argument(help: ArgumentHelp("Recipes by id or name, each with @SERVINGS if you like.", valueName: "recipe"),
              completion: Completion.recipes)
    var recipes: [String] = []

    @Option(name: .long, help: "How to print the list.")
    var format: Format = .text

    @Option(name: .long, help: "Show amounts as written, in metric or in US customary units.")
    var units: UnitSystem?

    @OptionGroup var source: DataOptions

    func run() throws {
        let config = Startup.loadConfigSayingProblems(data: source.data)
        Startup.printSafely(config.householdProblems.map { "cookbook: " + $0 }, to: .standardError)
        let opened = Startup.loadLibraryToPrint(source.data, config: config)
        let library = opened.library
        let catalog = library.catalog
        var entries: [BasketEntry] = []
        var ticked: Set<String> = []
        // Recipes of the saved basket the library does not have now: named, never dropped.
        var missing: [String] = []
        var system = units ?? .asWritten
        if recipes.isEmpty {
            let store = StateStore.standard(dataFile: opened.source?.joined(separator: "\n"), environment: Startup.environment)
            let stored = store.load()
            if case .unreadable(let why) = stored {
                // Not an empty basket: one this version cannot read (nothing is written here).
                Startup.fail("cannot read the saved basket in \(store.url.path): \(why)")
            }
            if case .loaded(let saved) = stored {
                let model = saved.restored(in: catalog).model
                entries = model.basket
                missing = model.missingFromBasket(in: catalog).map(\.id)
                ticked = model.ticked
                if units == nil { system = model.units }
            }
            if entries.isEmpty {
                Startup.fail("the basket is empty: name recipes (cookbook shop apple-pie@6), or press Space on recipes in the app")
            }
        } else {
            for argument in recipes {
                let parts = argument.split(separator: "@", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                guard let summary = DeepLink.findRecipe(parts[0], in: catalog) else {
                    Startup.failUnknown(parts[0], kind: .recipe, in: catalog)
                }
                var scale = 1.0
                if parts.count == 2 {
                    switch Scale.parse(parts[1], base: summary.servings) {
                    case .success(let factor): scale = factor
                    case .failure(let error): Startup.fail("\(argument): \(error.message)")
                    }
                }
                entries.append(BasketEntry(id: summary.id, scale: scale))
            }
        }
        let whole = entries.compactMap { entry in library.recipe(id: entry.id).map { ($0, entry.scale) } }
        let (list, problems) = ShoppingList.making(whole, resolve: LibraryReferences.resolver(opened), units: system, settings: config.household)
        Startup.printSafely(problems.map { "cookbook: " + $0 }, to: .standardError)
        switch format {
        case .text: Startup.printSafely(ShoppingListText.text(list, ticked: ticked, missing: missing), to: .standardOutput)
        case .markdown: Startup.printSafely(ShoppingListText.markdown(list, ticked: ticked, missing: missing), to: .standardOutput)
        case .json: Startup.printRaw(ShoppingListExport.json(list, ticked: ticked, missing: missing) + "\n")
        }
    }
}
