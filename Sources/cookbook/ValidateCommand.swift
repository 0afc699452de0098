import ArgumentParser
import CookbookModel
import CookbookFormats
import CookbookStore
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `cookbook validate FILE`: everything `--data FILE` checks when it opens the file, and
/// the full decode on top.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check recipe files and folders: every file read, each one that cannot be said with where and why.",
        discussion: """
            Exits with status 0 when every file was read, 2 when one was not. Cooklang markup \
            the grammar does not take (read as text) is a warning, with where and what was \
            probably meant, and does not fail it. A cookbook of the bundled format, named \
            alone, is decoded in full and every rule checked (warnings, such as unknown related \
            recipes, do not fail it).
            """
    )

    @Argument(help: ArgumentHelp("Recipe files and folders to check.", valueName: "path"), completion: .file())
    var paths: [String]

    @Flag(name: .long, help: "Also list the files passed over as not recipe files (JSON with no recipe in it, such as a package.json).")
    var all = false

    func run() throws {
        guard paths.count == 1, let file = paths.first, file.lowercased().hasSuffix(".json"), RecipeFormats.looksLikeBundledFormat(head(of: file)) else {
            validateLibrary()
        }
        validateBundled(file)
    }

    /// Files and folders of any kind: every file read as the browser reads it, each one not
    /// read said with its place and why, then what the files read say that reading passes
    /// over (warnings: Cooklang markup the grammar does not take), with `--all` the files
    /// that are not recipe files. Status 2 when any was not read; warnings do not change it.
    private func validateLibrary() -> Never {
        for path in paths where access(path, F_OK) != 0 { Startup.fail("\(path): no such file or folder") }
        // A file named here that no format reads is a problem (in a folder, it is passed over).
        let named = paths.filter { !isFolder($0) }.compactMap { path in RecipeFile.kindProblem(path).map { FileProblem(path: path, problem: $0) } }
        var loaded = LibraryLoader.load(paths)
        loaded.problems = (named + loaded.problems + (all ? loaded.notRecipes : [])).sorted { $0.path < $1.path }
        let errors = loaded.problems.filter { !$0.isNotice }
        let recipes = loaded.library.catalog.recipes.count
        var lines = loaded.problems.map(\.listed)
        let sources = Set(loaded.library.catalog.recipes.compactMap(\.source)).sorted()
        let warnings = sources.flatMap { path in RecipeFile.warnings(path).map { FileProblem(path: path, problem: $0) } }
        lines += warnings.map { "\($0.path):\($0.problem.line ?? 0):\($0.problem.column ?? 0): warning: \($0.problem.message)" }
        lines.append("\(recipes) recipe\(recipes == 1 ? "" : "s") from \(loaded.filesRead) file\(loaded.filesRead == 1 ? "" : "s")"
            + (errors.isEmpty ? "; every file read" : "; \(errors.count) file\(errors.count == 1 ? "" : "s") not read")
            + (warnings.isEmpty ? "" : "; \(warnings.count) warning\(warnings.count == 1 ? "" : "s")"))
        Startup.printSafely(lines, to: errors.isEmpty ? .standardOutput : .standardError)
        Glibc.exit(errors.isEmpty ? 0 : 2)
    }

    private func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private func head(of path: String) -> [UInt8] {
        guard let handle = fopen(path, "r") else { return [] }
        defer { fclose(handle) }
        var bytes = [UInt8](repeating: 0, count: 4096)
        return Array(bytes.prefix(fread(&bytes, 1, bytes.count, handle)))
    }

    private func validateBundled(_ file: String) -> Never {
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
