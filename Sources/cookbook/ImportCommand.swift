import ArgumentParser
import CookbookModel
import CookbookFormats
import CookbookStore
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
            never overwritten, and a recipe is written whole or not at all. A category is the one \
            the file names, never the folder it is in. Prints where each recipe went. Exits 2 when \
            a file is not a recipe file or gave no recipe, or a recipe could not be written.
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
            Startup.fail("\(folder): cannot make the folder: \(Self.reason(error))")
        }
        var lines: [String] = []
        var failed = false
        for file in files {
            switch RecipeFile.read(file) {
            case .failure(let problem):
                lines.append(FileProblem(path: file, problem: problem).listed)
                failed = true
            case .success(let recipes):
                for recipe in recipes {
                    // A category only when the file names one: never the folder it was in.
                    let category = recipe.category.isEmpty ? nil : recipe.category
                    let text = RecipeExport.jsonLD(recipe, categoryName: category) + "\n"
                    switch write(text, named: recipe.name, in: folder) {
                    case .at(let destination): lines.append("\(file) → \(destination)")
                    case .failed(let why):
                        lines.append("\(file): cannot write into \(folder): \(why)")
                        failed = true
                    }
                }
            }
        }
        Startup.printSafely(lines, to: failed ? .standardError : .standardOutput)
        Glibc.exit(failed ? 2 : 0)
    }

    private static func reason(_ error: any Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return "\(error)"
    }

    private enum Written {
        case at(String)
        case failed(String)
    }

    /// Writes `name.json` in `folder`, or `name-2.json` and so on, never over a file: whole
    /// or not at all (written to a hidden file first, which the library does not read, then
    /// linked under its name, which fails rather than replace a file). The path written, or
    /// why not.
    private func write(_ text: String, named name: String, in folder: String) -> Written {
        var base = Slug.make(name)
        if base.isEmpty { base = "recipe" }
        let temporary = folder + "/.\(base).\(getpid()).import"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        let written = Array(text.utf8).withUnsafeBytes { FileWriting.writeAll(fd, $0) } && fsync(fd) == 0
        let why = errno
        guard close(fd) == 0, written else { return .failed(String(cString: strerror(written ? errno : why))) }
        for n in 1...1000 {
            let path = folder + "/" + base + (n == 1 ? "" : "-\(n)") + ".json"
            if link(temporary, path) == 0 { return .at(path) }
            if errno != EEXIST { return .failed(String(cString: strerror(errno))) }
        }
        return .failed("a thousand files named \(base) already")
    }
}
