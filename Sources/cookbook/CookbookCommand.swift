import ArgumentParser

@main
struct CookbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookbook",
        abstract: "Browse recipes in the terminal: categories, recipes, and the recipe itself.",
        usage: """
            cookbook [<recipe-or-category-or-link>] [--data <file>] [--experience <layout>] [--today] [--fresh] [--no-mouse]
            cookbook link <recipe-or-category> [--data <file>]
            """,
        discussion: "With no subcommand, cookbook opens the browser: see 'cookbook help browse' for every option.",
        version: "0.2.0",
        subcommands: [Browse.self, LinkCommand.self],
        defaultSubcommand: Browse.self
    )
}

/// Options every subcommand that reads a cookbook shares.
struct DataOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Browse this cookbook file instead of the bundled one.", valueName: "file"))
    var data: String?
}
