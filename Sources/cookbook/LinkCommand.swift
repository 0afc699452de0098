import ArgumentParser
import CookbookApp

struct LinkCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "link",
        abstract: "Print the cookbook:// link to a recipe or category.",
        discussion: "Open it with `cookbook 'cookbook://recipe/apple-pie'`."
    )

    @Argument(help: ArgumentHelp("A recipe id or name, or a category id.", valueName: "recipe-or-category"), completion: Completion.places)
    var target: String

    @OptionGroup var source: DataOptions

    func run() throws {
        let library = Startup.loadLibraryToPrint(source.data, config: Startup.loadConfigSayingProblems()).library
        guard let model = DeepLink.resolve(target, in: library.catalog), let link = Link(model, in: library.catalog) else {
            Startup.failUnknown(target, kind: .any, in: library.catalog)
        }
        print(link.url)
    }
}
