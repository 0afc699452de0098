import CookbookFormats
import CookbookModel
import CookbookRender
import FoundationEssentials

/// The running program without the terminal: events in, actions to the reducer, effects
/// and frames out.
///
/// The app is the one state of a session (the navigation model, the message, what the last
/// tick said of the time, the place on disk, the files being read) and `update` its one
/// change: it reads no clock and touches no file, and asks the runtime for what it needs
/// done as `Effect`s. An event becomes an invocation of a command through the keymap (the
/// command table with the user's own keys), and an invocation becomes actions: the screen
/// it applies on and the last frame drawn (page size, grid, click zones) decide which. The
/// model changes only in `NavigationModel.reduce`.
public struct App: Sendable {
    public private(set) var model: NavigationModel
    public private(set) var catalog: Catalog
    /// Shown on the right of the status line until the next key.
    public var message: String?
    public var keymap: Keymap
    /// The files of the library that could not be read.
    public private(set) var problems: [FileProblem]
    public private(set) var width: Int
    public private(set) var height: Int
    /// What the last tick said of the time, for the recipe of the day and the timers.
    public var now: Date
    /// The household's settings (cups, aisles, pantry) from the config folder.
    public var household: HouseholdSettings
    /// What can be cooked from what is at home: the ranking of the library shown, made or
    /// under way (`Effect.rankPantry`, asked when the pantry screen opens); nil before.
    public internal(set) var pantryRun: PantryRankingRun?
    /// How many rankings were asked (each one's number).
    var pantryRunsAsked = 0
    /// The place on disk, and when the one on screen is to be written.
    public private(set) var saving: SavedPlace
    /// How far the files read in the background are, while they are (the message that says
    /// it goes when they are done, unless another took its place).
    public private(set) var loading: String?
    /// What the import under way is doing ("fetching https://…"), while one is (Esc stops it).
    public private(set) var importing: String?
    /// When the library is read again after its files changed: a little after the first
    /// change, so that an editor's burst of writes (a temporary file, a rename) is one read.
    public private(set) var reloadDue: Date?
    /// The theme asked for: config.toml's `theme`, `--theme`, or `:theme`.
    public private(set) var themeName: ThemeName
    /// Whether the terminal shows colour: it has colours, and `NO_COLOR` is not set.
    public private(set) var colour = false
    /// The terminal's background, once it has said it (nil: not known).
    public private(set) var background: TerminalBackground?
    /// When the terminal was asked its background, until it answers.
    private(set) var backgroundAsked: Date?
    /// What the screen had no time to show before the program ended (the place could not be
    /// written as it quit): the runtime says it once the terminal is put back.
    public private(set) var unsaid: String?
    /// The bad lines of the shopping files last said (said again only when they change).
    var lastShoppingProblems: [String] = []
    /// The library's shopping files are to be read at the next tick (the session starts).
    var shoppingDue = false
    /// config.toml's `group`: the grouping when the user chose none in this library.
    public let configGrouping: Grouping?
    /// config.toml's `[searches]`, groups at the top of the first column.
    public let savedSearches: [SavedSearch]
    /// What `:random` picks with.
    public var random: RandomNumbers
    /// The library's meal plans, once read (`Effect.readPlans`: when a screen shows them);
    /// nil before.
    public internal(set) var mealPlans: LibraryPlans?
    /// The folders the library was opened from (`--data`), where its plans' references are
    /// read from; none for the bundled cookbook.
    public var libraryRoots: [String] = []

    /// How long after a change of the files they are read again.
    public static let settle: TimeInterval = 0.25
    /// Said after what an import is doing.
    static let importStops = " (Esc stops it)"
    /// How often the status line says how far the files being read are.
    public static let progressInterval: TimeInterval = 0.05
    /// How long the terminal has to say its background: an answer after that is ignored,
    /// rather than the colours changing under the user's eyes (over a slow link, set
    /// `theme =`).
    public static let backgroundAnswerTime: TimeInterval = 1

    public init(
        model: NavigationModel, catalog: Catalog, message: String? = nil, keymap: Keymap = .standard,
        problems: [FileProblem] = [], width: Int = 80, height: Int = 24, now: Date = Date(timeIntervalSinceReferenceDate: 0),
        household: HouseholdSettings = HouseholdSettings(), onDisk: NavigationModel? = nil, themeName: ThemeName = .auto,
        grouping: Grouping? = nil, searches: [SavedSearch] = [], random: RandomNumbers = RandomNumbers(seed: 0)
    ) {
        self.household = household
        self.themeName = themeName
        self.problems = problems
        configGrouping = grouping
        savedSearches = searches
        self.random = random
        let grouped = catalog.grouped(by: catalog.grouping(model.grouping, grouping), searches: searches)
        self.model = model.validated(in: grouped)
        self.catalog = grouped
        self.message = message
        self.keymap = keymap
        self.width = width
        self.height = height
        self.now = now
        saving = SavedPlace(onDisk: onDisk)
    }

    /// The effects of most events, kept so that asking for them makes no array.
    static let drawing: [Effect] = [.draw]
    static let nothing: [Effect] = []

    /// Handles one event; `frame` is the last one drawn (its zones, page size and grid).
    public mutating func update(_ event: Event, frame: Frame) -> [Effect] {
        switch event {
        case .key(let key):
            message = nil
            placeChanged()
            // A key after a timer rang is the cook's "heard it": the ended timers go.
            if model.timers.contains(where: \.rang) { model.reduce(.acknowledgeTimers, in: catalog) }
            let scope = Scope(model.destination)
            // Esc on the columns stops an import first: the status line says so while it runs.
            // Backspace, the other key for going back, goes back.
            if importing != nil, key == .escape, scope == .browse {
                importing = nil
                message = "import stopped: nothing more is written"
                return effects(.cancelImport)
            }
            if let invocation = keymap.invocation(for: key, in: scope) {
                // Two statements: `effects(run(…))` would copy the whole app to call
                // `effects` on the value before `run` changed it.
                let effect = run(invocation, on: scope, frame: frame)
                return withShoppingWrites(effects(effect))
            }
            if scope.takesText, let text = key.typedText { model.reduce(.input(text), in: catalog) }
            return Self.drawing
        case .mouse(let mouse):
            message = nil
            placeChanged()
            handleMouse(mouse, frame: frame)
            return withShoppingWrites(Self.drawing)
        case .resize(let width, let height):
            self.width = width
            self.height = height
            return Self.drawing
        case .start(let now):
            self.now = now
            // The place opened on is written if it differs from the file, as after a key.
            placeChanged()
            // A library of folders' shopping list is in its files: read at the first tick, when
            // the session has said whether the files are still being read.
            if model.shopping != nil { shoppingDue = true }
            if let ranking = pantryRankingAtStart() { return [ranking, .draw] }
            return PlansScreen.needsPlans(model.destination) ? [.readPlans, .draw] : Self.drawing
        case .terminalColours(let colour, let background):
            self.colour = colour
            self.background = background
            // Without a background said, a terminal with colours is asked once, whatever theme
            // was asked for (`:theme auto` may come later); the default stands until it answers.
            guard colour, background == nil else { return Self.drawing }
            backgroundAsked = now
            return [.askBackground, .draw]
        case .backgroundReported(let background):
            guard let asked = backgroundAsked, now.timeIntervalSince(asked) <= Self.backgroundAnswerTime else { return Self.nothing }
            backgroundAsked = nil
            guard background != self.background else { return Self.nothing }
            self.background = background
            return Self.drawing
        case .tick(let now):
            return tick(now)
        case .filesChanged:
            if reloadDue == nil { reloadDue = now.addingTimeInterval(Self.settle) }
            return Self.nothing
        case .loading(let progress):
            if let progress {
                loading = progress
                guard message != progress else { return Self.nothing }
                message = progress
                return Self.drawing
            }
            guard let said = loading else { return Self.nothing }
            loading = nil
            if message == said { message = nil }
            // The files are all read: a basket left in the state file can move onto the list now.
            if let files = model.shopping, !files.stateBasketChecked { return [.readShopping(folder: files.folder), .draw] }
            return Self.drawing
        case .libraryChanged(let changed, let problems):
            let missing = model.missingFromBasket(in: catalog).count
            let catalog = changed.grouped(by: changed.grouping(model.grouping, configGrouping), searches: savedSearches)
            self.catalog = catalog
            self.problems = problems
            mealPlans?.takeCatalog(catalog)
            model = model.validated(in: catalog)
            placeChanged()
            // Kept, and said when more are missing than before: a file moved aside, or saved
            // broken for a moment, is no reason to lose what the user put in the basket.
            let missingNow = model.missingFromBasket(in: catalog).count
            if missingNow > missing {
                let one = missingNow == 1
                message = "\(missingNow) recipe\(one ? "" : "s") in the basket \(one ? "is" : "are") not in the library now: kept"
            }
            // The files changed: the shopping list's may have too (another program's change),
            // and plans read once are read again (a .menu file may be what changed).
            var effects: [Effect] = []
            if let files = model.shopping { effects.append(.readShopping(folder: files.folder)) }
            if mealPlans != nil { effects.append(.readPlans) }
            if let ranking = pantryLibraryChanged() { effects.append(ranking) }
            return effects.isEmpty ? Self.drawing : effects + [.draw]
        case .signal(let signal):
            return quitting(128 + signal)
        case .saveFinished(let saved, let failure, let note):
            guard let failure else {
                saving.onDisk = saved
                // What another browser on the same file changed of the kitchen is this one's
                // too now: its basket shows here, and the next save keeps it.
                let before = model
                model.takeKitchen(of: saved, in: catalog)
                if let note { message = note }
                return model == before && note == nil ? Self.nothing : Self.drawing
            }
            saving.failed = true
            message = failure
            if saving.atQuit { unsaid = failure }
            return Self.drawing
        case .shoppingRead(let read):
            return shoppingRead(read)
        case .writeFinished(_, let failure):
            guard let failure else { return Self.nothing }
            message = failure
            return Self.drawing
        case .importProgress(let progress):
            guard importing != nil, progress != importing else { return Self.nothing }
            importing = progress
            message = progress + Self.importStops
            return Self.drawing
        case .importFinished(let summary):
            // Stopped by Esc: said already.
            let wasStopped = importing == nil
            importing = nil
            if !wasStopped { message = summary.message }
            guard summary.wrote else { return Self.drawing }
            // The new files are read now, not when the watcher notices them.
            reloadDue = nil
            return [.reload, .draw]
        case .pantryProgress(let run, let ranked):
            return pantryProgress(run: run, ranked: ranked)
        case .pantryRanked(let ranking, let run):
            return pantryRanked(ranking, run: run)
        case .plansRead(let files, let yields):
            mealPlans = LibraryPlans(files: files, yields: yields, catalog: catalog)
            return Self.drawing
        case .planEdited(_, let failure, let said):
            message = failure ?? said
            return [.readPlans, .draw]
        case .editorFinished(let failure):
            message = failure
            // The edit is read at once: the changes the watcher saw meanwhile are this one.
            reloadDue = nil
            return [.reload, .draw]
        }
    }

    /// How long the runtime may wait for the world, at `now` by its clock, before it must
    /// tell the app the time (`.tick`): until the place is to be written, the files read
    /// again, how far the files being read are said, or a timer's clock shows another second.
    /// Nil when nothing waits: the runtime then sleeps until something happens.
    public func wake(at now: Date) -> TimeInterval? {
        var wait: TimeInterval?
        func soonest(_ seconds: TimeInterval) { wait = min(wait ?? seconds, max(0, seconds)) }
        if loading != nil || importing != nil || pantryRun?.isUnderWay == true { soonest(Self.progressInterval) }
        if shoppingDue { soonest(0) }
        if let due = saving.due { soonest(due.timeIntervalSince(now)) }
        if let reloadDue { soonest(reloadDue.timeIntervalSince(now)) }
        // A running timer shows whole seconds left; an ended one flashes with the clock's
        // seconds. A millisecond more, to be past the second when told.
        for timer in model.timers {
            let left = timer.rang ? -now.timeIntervalSinceReferenceDate : timer.ends.timeIntervalSince(now)
            if !timer.rang, left <= 0 {
                soonest(0)
                continue
            }
            let part = left - left.rounded(.down)
            soonest((part == 0 ? 1 : part) + 0.001)
        }
        return wait
    }

    /// The time: timers ring, and the place is written, or the files read again, when due.
    private mutating func tick(_ now: Date) -> [Effect] {
        self.now = now
        var effects = tickTimers(now)
        if shoppingDue, let files = model.shopping {
            shoppingDue = false
            effects.append(.readShopping(folder: files.folder))
        }
        if let due = saving.due, now >= due {
            saving.changedAt = nil
            if model != saving.onDisk { effects.append(.save(SavedChange(base: saving.onDisk, now: model))) }
        }
        if let reloadDue, now >= reloadDue {
            self.reloadDue = nil
            effects.append(.reload)
        }
        return effects
    }

    /// The place changed (or may have): it is written after the quiet time.
    mutating func placeChanged() {
        if !saving.failed { saving.changedAt = now }
    }

    /// Quitting writes the place first when it is not on disk.
    private mutating func quitting(_ status: Int32) -> [Effect] {
        guard !saving.failed, model != saving.onDisk else { return [.quit(status)] }
        saving.atQuit = true
        return [.save(SavedChange(base: saving.onDisk, now: model)), .quit(status)]
    }

    /// The effects of a command's one effect.
    private mutating func effects(_ effect: Effect) -> [Effect] {
        switch effect {
        case .draw: Self.drawing
        case .quit(let status): quitting(status)
        // What the status line says of the import changed too.
        case .importRecipes, .cancelImport: [effect, .draw]
        // The screen opens while its ranking is made.
        case .rankPantry: [effect, .draw]
        // What is written is shown, and so is what the session reads back.
        case .writeShoppingList, .appendShoppingChecks, .compactShoppingChecks: [effect, .draw]
        default: [effect]
        }
    }

    /// Runs a command as a key, the help screen or the command line asked: on the columns
    /// here, on a presented screen by its folder's `run`.
    public mutating func run(_ invocation: Invocation, on scope: Scope, frame: Frame) -> Effect {
        guard scope != .browse, let presented = model.destination else { return runOnBrowse(invocation, frame: frame) }
        return presented.screen.run(invocation, presented, app: &self, frame: frame)
    }

    mutating func runOnBrowse(_ invocation: Invocation, frame: Frame) -> Effect {
        let argument = invocation.argument
        let grid = frame.gridColumns
        switch invocation.command {
        case .up: apply(.move(-(grid ?? 1)))
        case .down: apply(.move(grid ?? 1))
        case .right: apply(grid == nil ? .forward : .move(1))
        case .left:
            // From the first tile of a row, left goes back to the categories.
            if let grid, let index = selectedIndex, index % grid != 0 { apply(.move(-1)) } else { apply(.back) }
        case .open:
            if let argument {
                guard let recipe = DeepLink.findRecipe(argument, in: catalog) else { return notFound("recipe", argument) }
                apply(.openRecipe(recipe.id))
            } else {
                apply(.forward)
            }
        case .back:
            apply(.back)
        case .nextColumn: apply(.focusNext)
        case .previousColumn: apply(.focusPrevious)
        case .top: apply(.moveToFirst)
        case .bottom: apply(.moveToLast)
        case .pageUp: apply(.move(-frame.pageSize))
        case .pageDown: apply(.move(frame.pageSize))
        case .halfPageUp: apply(.move(-max(1, frame.pageSize / 2)))
        case .halfPageDown: apply(.move(max(1, frame.pageSize / 2)))
        case .searchNext: apply(.searchRepeat(forward: true))
        case .searchPrevious: apply(.searchRepeat(forward: false))
        case .category:
            guard let argument else { apply(.focus(.categories)); break }
            if let number = Int(argument) {
                guard catalog.categories.indices.contains(number - 1) else { return notFound("category number", argument) }
                apply(.jumpToCategory(number - 1))
            } else {
                guard let category = DeepLink.findCategory(argument, in: catalog) else { return notFound("category", argument) }
                apply(.selectCategory(category.id))
            }
        case .group:
            let chosen: Grouping
            if let argument {
                guard let named = Grouping(named: argument) else {
                    message = "no grouping '\(argument)': \(Grouping.names.joined(separator: ", "))"
                    return .draw
                }
                chosen = named
            } else {
                chosen = nextGrouping
            }
            model.grouping = chosen
            catalog = catalog.grouped(by: chosen, searches: savedSearches)
            model = model.validated(in: catalog)
            let key = keymap.firstKey(for: .group, in: .browse).map { " (\(KeyNames.label($0)) for the next)" } ?? ""
            message = "grouped by \(chosen.rawValue)\(key)"
        case .today:
            if let id = RecipeOfTheDay.recipeID(on: now, in: catalog) {
                apply(.openRecipe(id))
                message = "Recipe of the day"
            }
        case .random:
            guard let (category, id) = randomRecipe() else {
                message = "no recipe to pick from"
                break
            }
            apply(.selectCategory(category), .openRecipe(id))
            message = "picked at random from \(catalog.category(id: category)?.name ?? category)"
        case .importRecipes:
            guard let argument, !argument.isEmpty else {
                message = "import what? :import https://… or :import FILE"
                return .draw
            }
            guard importing == nil else {
                message = "an import is under way (Esc stops it)"
                return .draw
            }
            // Words as a search takes them: `"My Recipes.zip"` is one file.
            let sources = SearchQuery.words(argument)
            guard !sources.isEmpty else {
                message = "import what? :import https://… or :import FILE"
                return .draw
            }
            importing = "importing \(sources[0])"
            message = importing.map { $0 + Self.importStops }
            return .importRecipes(sources)
        case .link: message = Link(model, in: catalog)?.url
        case .toggleCategories: apply(.toggleCategoryColumn)
        case .edit:
            guard let id = model.shownRecipeID ?? model.selectedRecipeID, let recipe = catalog.summary(id: id) else {
                message = "choose a recipe to edit"
                break
            }
            guard let file = recipe.source else {
                message = "\(recipe.name) comes with cookbook: only your own recipe files are edited"
                break
            }
            return .edit(file)
        case .theme:
            guard let argument else {
                message = themeSaid
                break
            }
            guard let name = ThemeName(named: argument) else { return notFound("theme", argument) }
            themeName = name
            message = themeSaid
        case .add:
            guard let files = model.shopping else {
                message = "the bundled book has no shopping list file: :add works in a library of folders (--data)"
                break
            }
            guard let item = argument.flatMap(ShoppingItem.typed) else {
                message = "add what? :add 2 lemons"
                break
            }
            apply(.addItem(item))
            message = "\(item.line) is on the list in \(files.listPath)"
        case .redraw: return .repaint
        case .quit: return .quit(0)
        case .moreServings, .fewerServings, .scale, .units:
            runKitchen(invocation)
        case .basket:
            let id: String
            if let argument {
                // By id, a recipe in the basket whether the library has it or not (the only way
                // to take out one it no longer has); else the recipe named, found as `:open` does.
                guard let named = model.inBasket(argument) ? argument : DeepLink.findRecipe(argument, in: catalog)?.id else {
                    return notFound("recipe", argument)
                }
                id = named
                apply(.toggleInBasket(id))
            } else {
                guard let shown = model.shownRecipeID ?? model.selectedRecipeID, catalog.summary(id: shown) != nil else {
                    message = "choose a recipe to put in the basket"
                    break
                }
                id = shown
                apply(.toggleBasket)
            }
            let name = catalog.summary(id: id)?.name ?? id
            let count = model.basket.count
            let listKey = ShoppingListScreen.openingKey(keymap)
            if model.shopping != nil {
                message = model.inBasket(id)
                    ? "\(name) is on the shopping list (\(count) recipe\(count == 1 ? "" : "s"))" + (listKey.map { " — \($0) to see it" } ?? "")
                    : "\(name) taken off the shopping list"
                break
            }
            message = model.inBasket(id)
                ? "\(name) is in the basket (\(count) recipe\(count == 1 ? "" : "s"))" + (listKey.map { " — \($0) for the list" } ?? "")
                : "\(name) taken out of the basket"
        default:
            // The command that opens a screen is run by the screen's folder.
            for screen in ScreenRegistry.all {
                if let effect = screen.runOnColumns(invocation, app: &self, frame: frame) { return effect }
            }
        }
        return .draw
    }

    /// What `:theme` says: the theme in use, and why.
    var themeSaid: String {
        let used = themeInUse.rawValue
        guard colour else { return "theme mono: no colour (NO_COLOR is set, or the terminal has none)" }
        guard themeName == .auto else { return "theme \(used)" }
        return "theme auto: \(used), " + (background.map { "the terminal's background is \($0.rawValue)" } ?? "the terminal did not say its background")
    }

    /// The theme the frames are drawn in: the one asked for, on the terminal as it said it
    /// is (dark, light or mono).
    public var themeInUse: ThemeName { themeName.resolved(background: background, colour: colour) }
    public var theme: Theme { themeInUse.theme }

    /// The grouping after the one in use that groups something here: one whose recipes all
    /// give no value is passed by.
    var nextGrouping: Grouping {
        let all = Grouping.allCases
        let current = all.firstIndex(of: catalog.grouping ?? .folder) ?? 0
        for step in 1..<all.count {
            let next = all[(current + step) % all.count]
            if catalog.offers(next) { return next }
        }
        return catalog.grouping ?? .folder
    }

    /// A recipe of those listed, at random, and the group it is listed in: of the selected
    /// group's, or of every group's in the stack.
    mutating func randomRecipe() -> (category: String, id: String)? {
        let groups = model.layout == .stack ? catalog.categories.map(\.id) : model.selectedCategory.map { [$0] } ?? []
        let counts = groups.map(catalog.recipeCount(in:))
        let total = counts.reduce(0, +)
        guard total > 0 else { return nil }
        var pick = random.below(total)
        for (group, count) in zip(groups, counts) {
            if pick < count { return (group, catalog.recipes(in: group).id(at: pick)) }
            pick -= count
        }
        return nil
    }

    /// Where the selected recipe is in its category's list.
    private var selectedIndex: Int? {
        guard let id = model.selectedRecipeID, let category = model.selectedCategory else { return nil }
        return catalog.index(of: id, inCategory: category)
    }

    mutating func notFound(_ what: String, _ argument: String) -> Effect {
        message = "no \(what) '\(argument)'"
        return .draw
    }

    /// Applies an action as if from a key (deep links, tests).
    public mutating func apply(_ actions: Action...) {
        for action in actions { model.reduce(action, in: catalog) }
    }

    /// A click does what the zone under it in the last frame says; the wheel moves the
    /// column under it.
    mutating func handleMouse(_ event: MouseEvent, frame: Frame) {
        guard let zone = frame.canvas.zone(atX: event.x, y: event.y) else { return }
        switch event.kind {
        case .press:
            for action in zone.click.actions { model.reduce(action, in: catalog) }
        case .wheelUp, .wheelDown:
            guard model.destination == nil, let column = zone.column else { return }
            model.reduce(.focus(column), in: catalog)
            model.reduce(.move(event.kind == .wheelUp ? -3 : 3), in: catalog)
        }
    }

    /// The whole recipes the next frame shows, for the session to read.
    public var recipesShown: [String] { Screen.recipesShown(model, height: height) }

    /// The frame for the model as it is now.
    public func render(recipes: [String: Recipe], memo: inout RenderMemo) -> Frame {
        Screen.render(model, screenData(recipes: recipes), width: width, height: height, theme: theme, message: message,
                      memo: &memo)
    }

    /// What a frame of this app is drawn from, besides the model.
    public func screenData(recipes: [String: Recipe]) -> ScreenData {
        ScreenData(catalog: catalog, recipes: recipes, keymap: keymap, problems: problems, now: now, household: household,
                   pantryRun: pantryRun, mealPlans: mealPlans)
    }
}
