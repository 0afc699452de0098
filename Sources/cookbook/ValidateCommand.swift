import ArgumentParser
import CookbookKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `cookbook validate FILE`: everything `--data FILE` checks when it opens the file, and
/// the full decode on top.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check a cookbook file in full: decode every recipe and check every rule.",
        discussion: """
            Exits with status 0 when the file is valid (warnings, such as unknown related \
            recipes, are printed but do not fail it), 2 when it is not.
            """
    )

    @Argument(help: ArgumentHelp("The cookbook file to check.", valueName: "file"), completion: .file())
    var file: String

    func run() throws {
        // The plain way: JSONDecoder decodes every recipe, then every rule is checked.
        let full: Library
        do {
            full = try CookbookLoader.loadFully(path: file)
        } catch {
            Startup.fail(error.description)
        }
        // The way the browser opens it must agree.
        let quick: Library
        do {
            quick = try CookbookLoader.load(path: file)
        } catch {
            Startup.fail("\(error.description) (opening it the quick way; the full decode accepted it)")
        }
        if quick.catalog.recipes != full.catalog.recipes || quick.warnings != full.warnings
            || quick.catalog.categories != full.catalog.categories {
            Startup.fail("\(file): the quick check and the full decode disagree; please report this")
        }
        let recipes = full.catalog.recipes.count, categories = full.catalog.categories.count
        let summary = "\(file): valid: \(recipes) recipe\(recipes == 1 ? "" : "s") "
            + "in \(categories) categor\(categories == 1 ? "y" : "ies")"
        Startup.printSafely([summary] + full.warnings.map { "\(file): warning: \($0)" }, to: .standardOutput)
        // A fully decoded large cookbook takes long to free; there is nothing left to do.
        Glibc.exit(0)
    }
}
