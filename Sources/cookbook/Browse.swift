import ArgumentParser
import CookbookModel
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
            Keys: Up Down or j k move, Right l Enter open, Left h back (in the folders: open and close), Tab next column, \
            / search, o group by another facet, t recipe of the day, y link, v layout, e edit, : a command by name, \
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

    // A string, checked by `BrowseOptions.validate`: an option of an enum of its own cost
    // every command line ArgumentParser reads 0.8 million instructions more (its metadata
    // and conformances), a string's are made for --recipe already.
    @Option(name: .long, help: ArgumentHelp(
        "Colours for the terminal's background: auto, dark, light or mono.",
        discussion: """
            auto: dark or light after the terminal's background (COLORFGBG, or the terminal asked), dark when it does not say; \
            mono: no colour, as NO_COLOR. The default is the config file's `theme`, else auto. NO_COLOR (set, not empty) \
            means mono whatever this says.
            """,
        valueName: "theme"), completion: .list(["auto", "dark", "light", "mono"]))
    var theme: String?

    // A string, checked by `BrowseOptions.validate` (as --theme).
    @Option(name: .long, help: ArgumentHelp(
        "Group the first column by folder, course, cuisine, tag, diet, author or source (remembered).",
        discussion: """
            The default is the grouping last chosen in this library (:group, o), else the config file's `group`, else the \
            folders, or the courses when the folders do not arrange the library (one holds it all, or each holds one recipe).
            """,
        valueName: "grouping"), completion: .list(Grouping.names))
    var group: String?

    @Flag(name: .long, help: "Start on the first screen instead of where you left off (and forget the grouping chosen).")
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
            target: target, recipe: recipe, category: category, today: today, layout: layout ?? experience, theme: theme,
            fresh: fresh, mouse: mouse, ascii: ascii, data: source.data, group: group)
    }

    func validate() throws { try options.validate() }

    func run() throws { try options.run() }
}
