import ArgumentParser
import CookbookKit

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
        let (cookbook, _) = Startup.loadCookbook(source)
        guard let model = DeepLink.resolve(target, in: cookbook), let link = Link(model) else {
            Startup.failUnknown(target, kind: .any, in: cookbook)
        }
        print(link.url)
    }
}
