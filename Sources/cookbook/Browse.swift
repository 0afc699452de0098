import ArgumentParser
import CookbookTerminal
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
            / search, t recipe of the day, y link, v layout, e edit, : a command by name, \
            ? every key (type to filter), q quit. Settings and keys: ~/.config/cookbook/config.toml.
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
    var layout: LayoutOption?

    /// `--experience`, the older name of `--layout`: still read, no longer shown.
    @Option(name: .customLong("experience"), help: ArgumentHelp(visibility: .hidden))
    var experience: LayoutOption?

    @Flag(name: .long, help: "Start on the first screen instead of where you left off.")
    var fresh = false

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Use the mouse (--no-mouse leaves it to the terminal, for selecting text).",
        discussion: "The default is the config file's `mouse`, else on."))
    var mouse: Bool?

    @Flag(inversion: .prefixedNo, help: ArgumentHelp(
        "Draw borders, markers and arrows in ASCII (for terminals and fonts without box drawing).",
        discussion: "The default is the config file's `ascii`, else off."))
    var ascii: Bool?

    @OptionGroup var source: DataOptions

    /// What the command line said, as a plain value.
    var options: BrowseOptions {
        BrowseOptions(
            target: target, recipe: recipe, category: category, today: today, layout: layout ?? experience, fresh: fresh,
            mouse: mouse, ascii: ascii, data: source.data)
    }

    func validate() throws { try options.validate() }

    func run() throws { try options.run() }
}
