import ArgumentParser
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

@main
struct CookbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookbook",
        abstract: "Browse recipes in the terminal: categories, recipes, and the recipe itself.",
        usage: """
            cookbook [<recipe-or-category-or-link>] [--data <path> …] [--layout <layout>] [--theme <theme>] [--today] [--fresh] [--no-mouse] [--ascii]
            cookbook list [--json] [--data <path> …]
            cookbook show <recipe> [--format text|json|jsonld|cook] [--data <path> …]
            cookbook search <query> [--json] [--data <path> …]
            cookbook plan [<plan> [--today | --week] [--json]] [--data <path> …]
            cookbook plan add|remove <plan> <day> <recipe> [--servings N] [--data <path> …]
            cookbook link <recipe-or-category> [--data <path> …]
            cookbook import <file> … [--into <folder>]
            cookbook validate <path> …
            """,
        discussion: "With no subcommand, cookbook opens the browser: see 'cookbook help browse' for every option.",
        version: "0.2.0",
        subcommands: [Browse.self, ListCommand.self, ShowCommand.self, ShopCommand.self, PantryCommand.self, PlanCommand.self, SearchCommand.self, ImportCommand.self, LinkCommand.self, ValidateCommand.self],
        defaultSubcommand: Browse.self
    )

    /// As ArgumentParser's own `main`, but its messages (which quote the command line, so
    /// may hold anything) are printed through `TerminalText.visible`, like every other.
    static func main() {
        Startup.answerAtOnce(Array(CommandLine.arguments.dropFirst()), version: configuration.version)
        if let script = CompletionScript.requested(by: Array(CommandLine.arguments.dropFirst())) {
            print(script, terminator: script.hasSuffix("\n") ? "" : "\n")
            Glibc.exit(0)
        }
        do {
            // The common command lines without ArgumentParser's parse (`FastArguments`).
            if let fast = FastArguments.command(Array(CommandLine.arguments.dropFirst())) {
                try fast.run()
            } else {
                var command = try parseAsRoot()
                try command.run()
            }
        } catch {
            let code = exitCode(for: error)
            let message = fullMessage(for: error)
            if !message.isEmpty {
                let lines = message.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                Startup.printSafely(lines, to: code == .success ? .standardOutput : .standardError)
            }
            Glibc.exit(code.rawValue)
        }
    }
}
