import ArgumentParser
import CookbookKit
import CookbookTerminal
import CookbookUI
import Foundation

@main
struct CookbookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cookbook",
        abstract: "Browse recipes in the terminal: categories, recipes, and the recipe itself in three columns.",
        discussion: """
            Keys: ↑↓ or j k move, → l Enter open, ← h back, Tab next column, g G first/last, \
            ? help, q quit.
            """,
        version: "0.1.0"
    )

    @Argument(help: ArgumentHelp(
        "Open on this recipe (id or exact name) or category (id).",
        discussion: "Tried in order: recipe id, recipe name (any case), category id.",
        valueName: "recipe-or-category"))
    var target: String?

    @Option(name: .long, help: ArgumentHelp("Open on this recipe (id or exact name).", valueName: "recipe"))
    var recipe: String?

    @Option(name: .long, help: ArgumentHelp("Open on this category (id).", valueName: "category"))
    var category: String?

    @Option(name: .long, help: ArgumentHelp("Browse this cookbook file instead of the bundled one.", valueName: "file"))
    var data: String?

    func validate() throws {
        if [target, recipe, category].compactMap({ $0 }).count > 1 {
            throw ValidationError("give one place to open on: a recipe-or-category, --recipe, or --category")
        }
    }

    func run() throws {
        let path: String
        if let data {
            path = data
        } else {
            switch BundledCookbook.locate() {
            case .success(let found): path = found
            case .failure(let notFound): fail(notFound.description)
            }
        }

        // Load before curses starts, so a bad file leaves the terminal untouched.
        let cookbook: Cookbook
        do {
            cookbook = try CookbookLoader.load(path: path)
        } catch {
            fail(error.description)
        }

        var model = NavigationModel.start(in: cookbook)
        if let (argument, kind) = startArgument {
            guard let linked = DeepLink.resolve(argument, as: kind, in: cookbook) else {
                let noun = kind == .recipe ? "no recipe" : kind == .category ? "no category" : "no recipe or category"
                let suggestions = DeepLink.suggestions(for: argument, as: kind, in: cookbook)
                let hint = suggestions.isEmpty ? "" : "\ndid you mean: \(suggestions.joined(separator: ", "))?"
                fail("\(noun) '\(argument)'\(hint)")
            }
            model = linked
        }

        let message = cookbook.warnings.isEmpty ? nil
            : "\(cookbook.warnings.count) unknown related recipe\(cookbook.warnings.count == 1 ? "" : "s") skipped"
        var app = App(model: model, cookbook: cookbook, message: message)
        let status: Int32
        do {
            status = try MainActor.assumeIsolated { try Session.run(&app, mouse: false) }
        } catch {
            fail("\(error)")
        }
        if status != 0 { throw ExitCode(status) }
    }

    private var startArgument: (String, DeepLink.Kind)? {
        if let recipe { return (recipe, .recipe) }
        if let category { return (category, .category) }
        return target.map { ($0, .any) }
    }

    /// One paragraph on stderr, made safe to print, and exit status 2.
    private func fail(_ message: String) -> Never {
        let safe = message.split(separator: "\n", omittingEmptySubsequences: false)
            .map { TerminalText.visible(String($0)) }.joined(separator: "\n")
        FileHandle.standardError.write(Data("cookbook: \(safe)\n".utf8))
        Foundation.exit(2)
    }
}
