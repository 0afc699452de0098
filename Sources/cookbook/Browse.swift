import ArgumentParser
import CookbookKit
import CookbookTerminal
import CookbookUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

struct Browse: ParsableCommand {
    static let configuration = CommandConfiguration(
        // Named here, not derived from the type's name: that takes ArgumentParser a
        // reflection pass through every type in the binary, at every start.
        commandName: "browse",
        abstract: "Open the browser (what `cookbook` does with no subcommand).",
        discussion: """
            Keys: Up Down or j k move, Right l Enter open, Left h back, Tab next column, \
            / search, t recipe of the day, y link, e layout, ? help, q quit.
            """
    )

    @Argument(help: ArgumentHelp(
        "Open on this recipe (id or exact name), category (id), or link (cookbook://recipe/apple-pie).",
        discussion: "Tried in order: link, recipe id, recipe name (any case), category id.",
        valueName: "recipe-or-category"), completion: Completion.places)
    var target: String?

    @Option(name: .long, help: ArgumentHelp("Open on this recipe (id or exact name).", valueName: "recipe"), completion: Completion.recipes)
    var recipe: String?

    @Option(name: .long, help: ArgumentHelp("Open on this category (id).", valueName: "category"), completion: Completion.categories)
    var category: String?

    @Flag(name: .long, help: "Open on the recipe of the day.")
    var today = false

    @Option(name: .long, help: ArgumentHelp("How to lay out the cookbook (remembered).", valueName: "layout"))
    var experience: ExperienceOption?

    @Flag(name: .long, help: "Start on the first screen instead of where you left off.")
    var fresh = false

    @Flag(name: .customLong("no-mouse"), help: "Leave the mouse to the terminal (for selecting text).")
    var noMouse = false

    @Flag(name: .long, help: "Draw borders, markers and arrows in ASCII (for terminals and fonts without box drawing).")
    var ascii = false

    @OptionGroup var source: DataOptions

    func validate() throws {
        if [target, recipe, category].compactMap({ $0 }).count + (today ? 1 : 0) > 1 {
            throw ValidationError("give one place to open on: a recipe-or-category, --recipe, --category or --today")
        }
    }

    func run() throws {
        let (cookbook, path) = Startup.loadCookbook(source)
        let store = StateStore.standard(dataFile: source.data == nil ? nil : path)

        var model = NavigationModel.start(in: cookbook)
        var message = cookbook.warnings.isEmpty ? nil
            : "\(cookbook.warnings.count) unknown related recipe\(cookbook.warnings.count == 1 ? "" : "s") skipped"
        var onDisk: NavigationModel?
        if !fresh {
            switch store.load() {
            case .loaded(let saved):
                onDisk = saved
                let (restored, missing) = saved.restored(in: cookbook)
                model = restored
                if missing > 0 {
                    model.destination = .alert(
                        "\(missing) saved item\(missing == 1 ? "" : "s") no longer exist\(missing == 1 ? "s" : "") in this cookbook; the rest of your place is restored.")
                }
            case .unreadable(let why):
                message = "saved place ignored: \(why)"
            case .none:
                break
            }
        }
        // A place on the command line wins over the saved one; the layout stays the user's.
        if let linked = try startScreen(in: cookbook) {
            model = linked.with(experience: model.experience, columnVisibility: model.columnVisibility)
        }
        if let experience { model.reduce(.setExperience(experience.value), in: cookbook) }

        var app = App(model: model, cookbook: cookbook, message: message)
        let status: Int32
        do {
            status = try MainActor.assumeIsolated { try Session.run(&app, mouse: !noMouse, ascii: ascii, store: store, onDisk: onDisk) }
        } catch {
            Startup.fail("\(error)")
        }
        // Exit here: the terminal is restored, and freeing a large cookbook piece by piece
        // would only delay the shell's prompt.
        Glibc.exit(status)
    }

    private func startScreen(in cookbook: Cookbook) throws -> NavigationModel? {
        if today {
            return RecipeOfTheDay.recipeID(on: Date(), in: cookbook).flatMap { DeepLink.recipeScreen($0, in: cookbook) }
        }
        let argument: (String, DeepLink.Kind)?
        if let recipe { argument = (recipe, .recipe) } else if let category { argument = (category, .category) } else { argument = target.map { ($0, .any) } }
        guard let (text, kind) = argument else { return nil }
        if let model = DeepLink.resolve(text, as: kind, in: cookbook) { return model }
        Startup.failUnknown(text, kind: kind, in: cookbook)
    }
}

enum ExperienceOption: String, ExpressibleByArgument, CaseIterable {
    case threeColumn = "three-column", twoColumn = "two-column", stack

    var value: Experience {
        switch self {
        case .threeColumn: .threeColumn
        case .twoColumn: .twoColumn
        case .stack: .stack
        }
    }
}

extension NavigationModel {
    func with(experience: Experience, columnVisibility: ColumnVisibility) -> NavigationModel {
        var copy = self
        copy.experience = experience
        copy.columnVisibility = columnVisibility
        return copy
    }
}
