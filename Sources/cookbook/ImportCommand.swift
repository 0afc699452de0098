import ArgumentParser
import CookbookKit
import CookbookLibrary
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `cookbook import FILE…`: recipes from saved pages and files, copied into the library
/// folder as one clean schema.org `.json` file each.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Copy recipes from saved pages and recipe files into your library folder.",
        discussion: """
            Each recipe becomes one schema.org JSON file in $XDG_DATA_HOME/cookbook/recipes \
            (~/.local/share/cookbook/recipes), named after the recipe; a file already there is \
            never overwritten. Prints where each recipe went. Exits 2 when a file gave no recipe.
            """
    )

    @Argument(help: ArgumentHelp("Saved pages (.html), schema.org .json or .jsonld, Cooklang .cook files.", valueName: "file"),
              completion: .file())
    var files: [String]

    @Option(name: .long, help: ArgumentHelp("Import into this folder instead of the library folder.", valueName: "folder"),
            completion: .directory)
    var into: String?

    func run() throws {
        guard let folder = into ?? Startup.libraryFolder(environment: Startup.environment) else {
            Startup.fail("cannot find your home folder for the library (HOME is not set, and the password file names none)",
                         "give the folder to import into: cookbook import --into FOLDER …")
        }
        for file in files where access(file, F_OK) != 0 { Startup.fail("\(file): no such file") }
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            Startup.fail("\(folder): cannot make the folder")
        }
        var lines: [String] = []
        var failed = false
        for file in files {
            let loaded = LibraryLoader.load([file])
            for problem in loaded.problems {
                lines.append(problem.listed)
                failed = failed || !problem.isNotice
            }
            for summary in loaded.library.catalog.recipes {
                guard let recipe = loaded.library.recipe(id: summary.id) else { continue }
                let category = loaded.library.catalog.category(id: recipe.category)?.name
                let text = RecipeExport.jsonLD(recipe, categoryName: category) + "\n"
                guard let destination = write(text, named: recipe.name, in: folder) else {
                    lines.append("\(file): cannot write into \(folder)")
                    failed = true
                    continue
                }
                lines.append("\(file) → \(destination)")
            }
        }
        Startup.printSafely(lines, to: failed ? .standardError : .standardOutput)
        Glibc.exit(failed ? 2 : 0)
    }

    /// Writes `name.json` in `folder`, or `name-2.json` and so on: never over a file. The
    /// path written, or nil.
    private func write(_ text: String, named name: String, in folder: String) -> String? {
        var base = Slug.make(name)
        if base.isEmpty { base = "recipe" }
        for n in 1...1000 {
            let path = folder + "/" + base + (n == 1 ? "" : "-\(n)") + ".json"
            // O_EXCL: made new, or not at all.
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if fd < 0 {
                if errno == EEXIST { continue }
                return nil
            }
            defer { close(fd) }
            return Array(text.utf8).withUnsafeBytes { FileWriting.writeAll(fd, $0) } ? path : nil
        }
        return nil
    }
}
