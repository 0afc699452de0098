import ArgumentParser
import CookbookModel
import CookbookApp
import CookbookFormats
import CookbookStore
import CookbookTerminal
import FoundationEssentials

/// `cookbook shop`: the shopping list of some recipes, or of the basket saved by the app.
struct ShopCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Print the shopping list of recipes, or of the basket you filled in the app.",
        discussion: """
            Each recipe may say how much to make: apple-pie@12 (12 servings) or apple-pie@2x. Without \
            recipes, the library's .shopping-list (at the root of the first --data folder, or of the library \
            folder) is listed, with the ticks of its .shopping-checked; the bundled book's basket saved by the \
            app (Space on a recipe) otherwise. A recipe's \
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

    @Option(name: .long, help: ArgumentHelp("Shop for a meal plan (a .menu file of the library), by its name.", valueName: "plan"))
    var plan: String?

    @Option(name: .long, help: ArgumentHelp("With --plan: only its days dated from this one on (YYYY-MM-DD).", valueName: "date"))
    var from: String?

    @Option(name: .long, help: ArgumentHelp("With --plan: only its days dated up to this one (YYYY-MM-DD).", valueName: "date"))
    var to: String?

    @Option(name: .long, help: "How to print the list.")
    var format: Format = .text

    @Option(name: .long, help: "Show amounts as written, in metric or in US customary units.")
    var units: UnitSystem?

    @OptionGroup var source: DataOptions

    func validate() throws {
        if plan == nil, from != nil || to != nil { throw ValidationError("--from and --to are days of a plan: give --plan NAME") }
        if plan != nil, !recipes.isEmpty { throw ValidationError("recipes or --plan, not both") }
        for (flag, date) in [("--from", from), ("--to", to)] {
            if let date, CalendarDate(date) == nil { throw ValidationError("\(flag) '\(date)' is not a day: YYYY-MM-DD") }
        }
    }

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
        // Free-hand items of the library's list.
        var items: [ShoppingItem] = []
        // The list makes a recipe's sub-recipes: all of them, or those a .shopping-list nests under it.
        var makes: (Recipe, Recipe) -> Bool = { _, _ in true }
        if let plan {
            (entries, missing, items) = planned(plan, opened: opened)
        } else if recipes.isEmpty, let folder = opened.shoppingFolder {
            // A library of folders: its .shopping-list and .shopping-checked, as cookcli reads them.
            var files = ShoppingFiles(folder: folder)
            switch ShoppingStore.readList(files.listPath) {
            case .success(let list): files.list = list ?? ShoppingListFile()
            case .failure(let failure): Startup.fail(failure.message)
            }
            var said = ShoppingStore.said(files.list.problems, in: files.listPath)
            switch ShoppingStore.readChecks(files.checkedPath) {
            case .success(let log):
                files.checked = ShoppingCheck.replay(log.checks)
                said += ShoppingStore.said(log.problems, in: files.checkedPath)
            case .failure(let failure): Startup.fail(failure.message)
            }
            // Each bad line named, the rest used.
            if !said.isEmpty { Startup.printSafely(said.map { "cookbook: " + $0 }, to: .standardError) }
            files.resolve(in: catalog)
            makes = { [files] sub, recipe in files.makes(sub.id, in: recipe.id) }
            entries = files.basket
            missing = entries.filter { catalog.summary(id: $0.id) == nil }.map(\.id)
            ticked = files.tickedKeys
            items = files.list.items
            if files.list.isEmpty {
                Startup.fail("the basket is empty (\(files.listPath) lists no recipe or item): name recipes (cookbook shop apple-pie@6), or press Space on recipes in the app")
            }
        } else if recipes.isEmpty {
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
        let (list, problems) = ShoppingList.making(
            whole, items: items, resolve: LibraryReferences.resolver(opened), makes: makes, units: system, settings: config.household)
        Startup.printSafely(problems.map { "cookbook: " + $0 }, to: .standardError)
        switch format {
        case .text: Startup.printSafely(ShoppingListText.text(list, ticked: ticked, missing: missing), to: .standardOutput)
        case .markdown: Startup.printSafely(ShoppingListText.markdown(list, ticked: ticked, missing: missing), to: .standardOutput)
        case .json: Startup.printRaw(ShoppingListExport.json(list, ticked: ticked, missing: missing) + "\n")
        }
    }

    /// A plan's recipes (each at the scale the plan says) and its plain ingredients, of its days
    /// from `--from` to `--to` when they are given (a day without a date is then left out, and
    /// said); what it names that the library has not is said and kept as missing.
    func planned(_ name: String, opened: Startup.Opened) -> (entries: [BasketEntry], missing: [String], items: [ShoppingItem]) {
        let catalog = opened.library.catalog
        let file = PlanCommand.find(name, in: PlanShelf.readAll(problems: opened.problems, roots: opened.source ?? []))
        PlanCommand.sayProblems(of: [file])
        if let failure = file.failure { Startup.fail("\(file.path): \(failure)") }
        var days = file.menu.days
        if from != nil || to != nil {
            let first = from.flatMap { CalendarDate($0) }, last = to.flatMap { CalendarDate($0) }
            let undated = days.filter { $0.date == nil && !$0.meals.isEmpty }.count
            days = days.filter { day in
                guard let date = day.date else { return false }
                return first.map { date >= $0 } ?? true && last.map { date <= $0 } ?? true
            }
            if undated > 0 {
                Startup.printSafely(["cookbook: \(file.path): \(undated) day\(undated == 1 ? "" : "s") without a date left out"], to: .standardError)
            }
            if days.isEmpty { Startup.fail("no day of \(file.name) is dated from \(from ?? "its first") to \(to ?? "its last")") }
        }
        let library = opened.library
        let files = RecipeFiles(catalog)
        var entries: [BasketEntry] = [], missing: [String] = [], said: [String] = []
        for reference in days.flatMap(\.references) {
            let meal = files.resolve(reference, in: file, catalog: catalog) { library.recipe(id: $0)?.yield }
            if let problem = meal.problem { said.append("cookbook: \(file.path):\(reference.line): \(problem)") }
            if let id = meal.id { entries.append(BasketEntry(id: id, scale: meal.scale)) } else { missing.append(reference.path) }
        }
        if !said.isEmpty { Startup.printSafely(said, to: .standardError) }
        let items = days.flatMap(\.meals).flatMap(\.entries).flatMap(\.ingredients).map { ingredient in
            ShoppingItem(name: ingredient.name, quantity: ingredient.amount.isEmpty ? nil : ingredient.amount)
        }
        if entries.isEmpty, items.isEmpty, missing.isEmpty { Startup.fail("\(file.name) plans nothing to shop for") }
        return (entries, missing, items)
    }
}
