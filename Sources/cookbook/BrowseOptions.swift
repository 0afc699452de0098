import ArgumentParser
import CookbookModel
import CookbookApp
import CookbookRender
import CookbookTerminal
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The browser's options as plain values, and the browser. `FastArguments` makes them for
/// the common command lines without making a `Browse`, whose property wrappers cost 0.8
/// million instructions to make (a tenth of the first frame).
struct BrowseOptions: Equatable {
    var target: String?
    var recipe: String?
    var category: String?
    var today = false
    var layout: LayoutOption?
    /// A `ThemeName`, as typed.
    var theme: String?
    var fresh = false
    var mouse: Bool?
    var ascii: Bool?
    var data: [String] = []
    /// A `Grouping`, as typed.
    var group: String?

    func validate() throws {
        if [target, recipe, category].compactMap({ $0 }).count + (today ? 1 : 0) > 1 {
            throw ValidationError("give one place to open on: a recipe-or-category, --recipe, --category or --today")
        }
        if let theme, ThemeName(named: theme) == nil {
            throw ValidationError("--theme is one of \(ThemeName.allCases.map(\.rawValue).joined(separator: ", ")), not '\(theme)'")
        }
        if let group, Grouping(named: group) == nil {
            throw ValidationError("--group is one of \(Grouping.names.joined(separator: ", ")), not '\(group)'")
        }
    }

    func run() throws {
        let (config, configProblems) = Startup.loadConfig(data: data)
        var opened = Startup.loadLibrary(data, config: config, inBackground: true)
        let store = StateStore.standard(dataFile: opened.source?.joined(separator: "\n"), environment: Startup.environment)
        let stored = fresh ? .none : store.load()
        // How the first column groups: as --group says, else as last chosen in this library
        // (with the place), else as config.toml's `group`, else as the library groups itself.
        let asked = group.flatMap(Grouping.init(named:))
        var chosen: Grouping?
        if case .loaded(let saved) = stored { chosen = saved.grouping }
        func grouping(of catalog: Catalog) -> Grouping { catalog.grouping(asked, chosen, config.grouping) }
        // The first frame may show the files' names while they are read, but not when the
        // place to open on needs more than the names say: a recipe named in a file, a saved
        // category or a place inside a recipe. (Grouped by a facet, the names are all in the
        // group of those without one until the files are read.)
        if opened.pending != nil {
            let names = opened.library.catalog
            let groupedNames = names.grouped(by: grouping(of: names))
            var needsRecipes = [target, recipe, category].contains { $0 != nil } || today
            if case .loaded(let saved) = stored {
                needsRecipes = needsRecipes || saved.detailCursor > 0 || saved.path.contains { names.summary(id: $0) == nil }
                    || saved.selectedCategory.map { groupedNames.category(id: $0) == nil } ?? false
            }
            if needsRecipes { opened = Startup.finished(opened) }
        }
        let library = opened.library
        let catalog = library.catalog.grouped(by: grouping(of: library.catalog))

        var model = NavigationModel.start(in: catalog)
        var keepStoreUnwritten = false
        var message = library.warnings.isEmpty ? nil
            : "\(library.warnings.count) unknown related recipe\(library.warnings.count == 1 ? "" : "s") skipped"
        var onDisk: NavigationModel?
        if !fresh {
            switch stored {
            case .loaded(let saved):
                onDisk = saved
                let (restored, missing) = saved.restored(in: catalog)
                model = restored
                if missing > 0 {
                    model.destination = AlertScreen.destination(
                        "\(missing) saved item\(missing == 1 ? "" : "s") no longer exist\(missing == 1 ? "s" : "") in this cookbook; the rest of your place is restored.")
                }
                // While the files are read, the names may not tell yet; once they are, the
                // session says it when a recipe of the basket is missing.
                let lost = model.missingFromBasket(in: catalog).count
                if lost > 0, opened.pending == nil {
                    message = "\(lost) recipe\(lost == 1 ? "" : "s") in the basket \(lost == 1 ? "is" : "are") not in the library: kept"
                }
            case .unreadable(let why):
                // Never written over: kept aside first, and said once.
                if let aside = store.keepAside(at: Date()) {
                    message = "saved place could not be read (\(why)); kept as \(aside)"
                } else {
                    message = "saved place could not be read (\(why)), nor moved aside: it is not saved over"
                    keepStoreUnwritten = true
                }
            case .none:
                break
            }
        }
        // A place on the command line wins over the saved one; the layout stays the user's.
        if let linked = try startScreen(in: catalog) {
            model = linked.opened(over: model, link: target.flatMap(Link.init(url:)))
        }
        // The grouping named on the command line wins over the saved one, and is remembered.
        if let asked { model.grouping = asked }
        // The layout named on the command line, else in the config file, wins over the saved one.
        // Set, not reduced: the model is checked once, by the app, against the catalog grouped
        // as it says (`catalog` is grouped as before a `--category` of another facet).
        if let chosen = layout?.value ?? config.layout { model.layout = chosen }
        // A config file that could not be read all says so once, over the first screen.
        if let configProblems {
            let saved = AlertScreen.text(of: model.destination)
            model.destination = AlertScreen.destination(([configProblems] + [saved].compactMap { $0 }).joined(separator: " — "))
        }

        // A library of folders keeps its shopping list in its files (read as the session starts).
        model.shopping = opened.shoppingFolder.map { ShoppingFiles(folder: $0) }
        if catalog.recipes.isEmpty, let source = opened.source, opened.problems.isEmpty {
            message = "no recipes in \(source.joined(separator: ", "))"
        }
        var app = App(model: model, catalog: catalog, message: message, keymap: config.keymap, problems: opened.problems,
                      household: config.household, onDisk: onDisk, themeName: theme.flatMap(ThemeName.init(named:)) ?? config.theme,
                      grouping: config.grouping, searches: config.searches, random: RandomNumbers(seed: UInt64.random(in: .min ... .max)))
        if !opened.isBundledFormatFile { app.libraryRoots = opened.source ?? [] }
        // On the main thread, where curses must run: the session makes the terminal here.
        let files = BrowseLibrary(opened)
        let imports = BrowseImports(environment: Startup.environment, shown: opened.source ?? [])
        // The session is the library's only owner: the names read first are let go when the
        // files' library replaces them.
        var first: Library? = library
        _ = consume opened
        _ = consume library
        _ = consume catalog
        let status: Int32
        do {
            // The files' names first; the recipes themselves when they are read, as a
            // change of the library (and then whenever the files change).
            status = try Session.run(
                &app, library: first.take()!, files: files, imports: imports,
                mouse: mouse ?? config.mouse, ascii: ascii ?? config.ascii,
                store: keepStoreUnwritten ? nil : store)
        } catch {
            Startup.fail("\(error)")
        }
        // The terminal is put back: what the screen had no time to say is said here.
        if let unsaid = app.unsaid { Startup.printSafely(["cookbook: " + unsaid], to: .standardError) }
        // Exit here: the terminal is restored, and freeing a large cookbook piece by piece
        // would only delay the shell's prompt.
        Glibc.exit(status)
    }

    private func startScreen(in catalog: Catalog) throws -> NavigationModel? {
        if today {
            return RecipeOfTheDay.recipeID(on: Date(), in: catalog).flatMap { DeepLink.recipeScreen($0, in: catalog) }
        }
        let argument: (String, DeepLink.Kind)?
        if let recipe { argument = (recipe, .recipe) } else if let category { argument = (category, .category) } else { argument = target.map { ($0, .any) } }
        guard let (text, kind) = argument else { return nil }
        if let model = DeepLink.resolve(text, as: kind, in: catalog) { return model }
        Startup.failUnknown(text, kind: kind, in: catalog)
    }
}
