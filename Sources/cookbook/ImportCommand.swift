import ArgumentParser
import CookbookModel
import CookbookFormats
import CookbookStore
import CookbookConfig
import CookbookImport
import CookbookRender
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// `cookbook import SOURCE…`: recipes from web addresses, saved pages, recipe files and
/// apps' exports, written into the library folder, one file each.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Bring recipes into your library: from a web address, a saved page, a recipe file or an app's export.",
        discussion: """
            Each recipe becomes one file in the library folder, $XDG_DATA_HOME/cookbook/recipes \
            (~/.local/share/cookbook/recipes), in the folder of its first category (one there \
            already whose name folds to the same, else a new one), named after the recipe, with \
            its picture beside it under the same name. A file already there is never \
            overwritten (a second "Apple Pie" is "Apple Pie (2)"), and a recipe is written whole \
            or not at all. A recipe the library has already (from the same address, or of the \
            same name with the same ingredients) is not written again, unless --force. A web \
            page is fetched over HTTPS (verified), following at most 10 redirects, at most \
            10 MB, within 20 s, through the proxy HTTPS_PROXY or HTTP_PROXY names (not for \
            NO_PROXY's hosts). Prints where each recipe went; each source that gave no recipe \
            is one line on stderr with why, and the exit status is then 2.
            """
    )

    @Argument(help: ArgumentHelp("Web addresses (https://...), saved pages (.html), recipe files (.json, .jsonld, .cook), apps' exports.",
                                 valueName: "source"),
              completion: .file())
    var sources: [String]

    @Option(name: .long, help: ArgumentHelp("Import into this folder instead of the library folder (no category folders).", valueName: "folder"),
            completion: .directory)
    var into: String?

    @Option(name: .customLong("as"), help: ArgumentHelp("Write each recipe as json (schema.org JSON-LD) or cook (Cooklang).", valueName: "format"))
    var format: String = "json"

    @Flag(name: .customLong("no-image"), help: "Write no picture beside the recipes.")
    var noImage = false

    @Flag(name: .long, help: "Say what would be written, and write nothing.")
    var dryRun = false

    @Flag(name: .long, help: "Write recipes the library has already, too.")
    var force = false

    func validate() throws {
        guard ImportFormat(rawValue: format) != nil else {
            throw ValidationError("--as is json or cook, not '\(format)'")
        }
    }

    func run() throws {
        // `--into inbox` is a folder of the working folder, as for any command.
        let into = into.map { Self.absolute(Startup.expandingTilde($0)) }
        guard let library = Startup.libraryFolder(environment: Startup.environment) ?? into else {
            Startup.fail("cannot find your home folder for the library (HOME is not set, and the password file names none)",
                         "give the folder to import into: cookbook import --into FOLDER …")
        }
        var options = ImportOptions(library: into ?? library, into: into)
        options.format = ImportFormat(rawValue: format) ?? .json
        options.pictures = !noImage
        options.force = force
        options.dryRun = dryRun
        let reader = ImportReader(fetcher: PageFetcher(proxies: ProxySettings(environment: Startup.environment)), pictures: !noImage)
        let sources = sources.map(ImportSource.init)
        for case .file(let path) in sources where access(path, F_OK) != 0 { Startup.fail("\(path): no such file") }

        var known = Self.known(in: options.library)
        let progress = ProgressLine(shown: isatty(2) == 1)
        var report = ImportReport()
        for source in sources {
            let read = Self.wait { await reader.read(source) { progress.say($0) } }
            progress.clear()
            switch read {
            case .failure(let failure):
                report.failed(failure)
            case .success(let reading):
                report.noted(reading)
                report.add(LibraryImport.write(reading.recipes, options: options, known: &known))
            }
        }
        Startup.printSafely(report.done, to: .standardOutput)
        Startup.printSafely(report.problems, to: .standardError)
        if let summary = report.summary(dryRun: dryRun) { Startup.printSafely([summary], to: report.failures > 0 ? .standardError : .standardOutput) }
        Glibc.exit(report.failures > 0 ? 2 : 0)
    }

    /// The recipes the library has, to import none of them twice. Read by the loader itself,
    /// which never exits (this runs in the browser's import too): a folder gone meanwhile is
    /// a library with nothing known.
    static func known(in folder: String) -> KnownRecipes {
        var info = stat()
        guard stat(folder, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return KnownRecipes() }
        return KnownRecipes(LibraryLoader.load([folder], cache: Startup.cache, ids: Startup.ids, searchText: false).library)
    }

    /// The value of async work, on this thread, which waits for it.
    static func wait<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let box = Box<T>()
        Task {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }

    /// A path made absolute from the working folder.
    static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let here = getcwd(nil, 0) else { return path }
        defer { free(here) }
        return String(cString: here) + "/" + path
    }
}
