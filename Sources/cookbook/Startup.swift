import CookbookConfig
import CookbookModel
import CookbookFormats
import CookbookStore
import CookbookApp
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// What every command does before anything is drawn: find and load the cookbook, and say
/// clearly why not. Errors exit with status 2 before curses starts.
enum Startup {
    /// `cookbook --version`, answered before ArgumentParser: its parse looks the commands'
    /// options up by reflection (about 3 ms of a 4 ms run, most of it the runtime searching
    /// every protocol conformance in the binary), for a line it already knows.
    static func answerAtOnce(_ arguments: [String], version: String) {
        guard arguments == ["--version"] else { return }
        printRaw(version + "\n")
        Glibc.exit(0)
    }

    /// The settings in the config file, and what was wrong with it as one line to show
    /// (nil when nothing was). `data`: the `--data` folders, whose first one's `config/` holds
    /// the aisles and pantry of that library (`HouseholdFiles.folders`).
    static func loadConfig(data: [String] = []) -> (Config, problems: String?) {
        let (config, configProblems) = configAndProblems(data: data)
        let said = configProblems + config.householdProblems
        return (config, said.isEmpty ? nil : said.joined(separator: "; ") + (config.householdProblems.isEmpty ? "" : "; the rest is used"))
    }

    /// The settings for a command that prints (`list`, `show`, …): what was wrong with
    /// config.toml is said on stderr, a line each (`cookbook: …/config.toml:2: what`), and the
    /// rest used (`shop` and `pantry` say the household files' problems themselves).
    static func loadConfigSayingProblems(data: [String] = []) -> Config {
        let (config, said) = configAndProblems(data: data)
        if !said.isEmpty { printSafely(said.map { "cookbook: " + $0 }, to: .standardError) }
        return config
    }

    /// The settings (with the household files'), and each problem of config.toml as a line
    /// (`path:LINE: what`).
    private static func configAndProblems(data: [String]) -> (Config, [String]) {
        let environment = Self.environment
        let path = Config.path(environment: environment)
        var (config, problems) = Config.load(path: path)
        let folders = HouseholdFiles.folders(data: data.isEmpty ? config.data.map(expandingTilde) : data, environment: environment)
        let (household, householdProblems) = HouseholdFiles.load(folders: folders, cups: config.cups)
        config.household = household
        config.householdProblems = householdProblems
        return (config, Config.saidLines(problems, file: path))
    }

    /// What was opened: the library, the files that could not be read, and what names it
    /// (nil for the bundled cookbook; the saved place is kept per source).
    struct Opened {
        var library: Library
        var problems: [FileProblem] = []
        var source: [String]?
        /// One file of the bundled format, opened as before.
        var isBundledFormatFile = false
        /// The files still being read, when the library so far has only their names.
        var pending: PendingLibrary?
    }

    /// The library for a command that prints (`list`, `show`, `search`, `shop`, `link`):
    /// read first, and each file that could not be read said on stderr with its place and
    /// why (the first three, then how many more), so that a script's output is never short
    /// without a word. The status stays 0; `cookbook validate` is the check that fails.
    static func loadLibraryToPrint(_ data: [String], config: Config, searchText: Bool = true) -> Opened {
        let opened = loadLibrary(data, config: config, searchText: searchText)
        let errors = opened.problems.filter { !$0.isNotice }
        guard !errors.isEmpty else { return opened }
        var lines = errors.prefix(3).map { "cookbook: " + $0.listed }
        if errors.count > 3 { lines.append("cookbook: and \(errors.count - 3) more files not read (cookbook validate lists them)") }
        printSafely(lines, to: .standardError)
        return opened
    }

    /// The recipes `--data` names (files and folders, any number), else the config file's
    /// `data`, else the library folder when it holds recipes, else the bundled cookbook.
    /// One file of the bundled format is opened as before: any problem in it is an error.
    /// `inBackground`: when the files must be read, open at once on their names and read
    /// them on other threads (the browser); else read them first (commands that print).
    /// `searchText: false`: a book of the bundled format is read without the folded text
    /// search needs, for a command that does not search (`list`); files are read as always.
    static func loadLibrary(_ data: [String], config: Config, inBackground: Bool = false, searchText: Bool = true) -> Opened {
        func openFiles(_ roots: [String]) -> (Library, [FileProblem], PendingLibrary?) {
            guard inBackground else {
                let loaded = LibraryLoader.load(roots, cache: cache, ids: ids, searchText: searchText)
                return (loaded.library, loaded.problems, nil)
            }
            switch LibraryLoader.open(roots, cache: cache, ids: ids) {
            case .ready(let loaded): return (loaded.library, loaded.problems, nil)
            case .reading(let names, let files, let finish):
                return (names, [], PendingLibrary(files: files) { progress in finish(progress) })
            }
        }
        let named = data.isEmpty ? config.data.map(expandingTilde) : data
        if named.isEmpty {
            if let folder = libraryFolder(environment: environment), isFolder(folder) {
                let (library, problems, pending) = openFiles([folder])
                if !library.catalog.recipes.isEmpty || !problems.isEmpty {
                    return Opened(library: library, problems: problems, source: [folder], pending: pending)
                }
            }
            switch BundledCookbook.locate() {
            case .success(let found): return Opened(library: open(bundledFormat: found, searchText: searchText))
            case .failure(let notFound): fail(notFound.description)
            }
        }
        // Where a path came from, in its messages: the config file's `data` is not on the
        // command line, and a message that names only the path leaves the user to guess.
        for path in named where access(path, F_OK) != 0 {
            fail("\(path): no such file or folder" + (data.isEmpty ? " (data in \(Config.path(environment: environment)))" : ""))
        }
        for path in named {
            if !isFolder(path), !isRegularFile(path), !isPipe(path) { fail("\(path): not a file or a folder of recipes") }
            if isRegularFile(path), !RecipeFormats.all.contains(where: { $0.extensions.contains(pathExtension(path)) }) {
                fail("\(path): not a recipe file (cookbook reads \(RecipeFile.extensions()), and folders of them)")
            }
        }
        // A pipe (`--data <(…)`) can be read once only: it is a cookbook of the bundled format.
        if named.count == 1, isPipe(named[0]) || (named[0].lowercased().hasSuffix(".json") && isBundledFormat(named[0])) {
            return Opened(library: open(bundledFormat: named[0], searchText: searchText), source: named, isBundledFormatFile: true)
        }
        let (library, problems, pending) = openFiles(named)
        return Opened(library: library, problems: problems, source: named, pending: pending)
    }

    /// Reads what was opened again (after an edit, or when its files change), never exiting:
    /// a file that no longer reads is a problem in the list, and the rest stays. Nil for the
    /// bundled cookbook, which does not change.
    static func reloader(for opened: Opened) -> (() -> (Library, [FileProblem]))? {
        guard let source = opened.source else { return nil }
        if opened.isBundledFormatFile {
            let previous = opened.library
            return {
                switch Result(catching: { () throws(CookbookLoadError) -> Library in try CookbookLoader.load(path: source[0]) }) {
                case .success(let library): return (library, [])
                case .failure(let error):
                    let problem = FormatProblem(message: error.message + " (the last good reading is shown)")
                    return (previous, [FileProblem(path: source[0], problem: problem)])
                }
            }
        }
        return {
            let loaded = LibraryLoader.load(source, cache: cache, ids: ids)
            return (loaded.library, loaded.problems)
        }
    }

    /// The catalog grouped as asked (`--group`), else as config.toml's `group` says, else
    /// as the library groups itself (`Catalog.defaultGrouping`): what the commands that
    /// print call a recipe's category.
    static func grouped(_ catalog: Catalog, config: Config, asked: Grouping? = nil) -> Catalog {
        catalog.grouped(by: catalog.grouping(asked, config.grouping))
    }

    /// Where libraries read from files are kept between launches.
    static var cache: LibraryCache? { LibraryCache.standard(environment: environment) }

    /// Where the ids given to their recipes are remembered.
    static var ids: RememberedIDs? { RememberedIDs.standard(environment: environment) }

    /// The variables the program reads (`HOME`, the XDG folders), looked up once, one by
    /// one: the whole environment as a dictionary (`ProcessInfo`) cost 0.8 million
    /// instructions, an eighth of `cookbook list`.
    static let environment: [String: String] = {
        var found: [String: String] = [:]
        for name in ["HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME"] {
            if let value = getenv(name) { found[name] = String(cString: value) }
        }
        // Without HOME (a service, `env -i`), the user's home from the password file: the
        // default folders were `/.cache` and `/.local/share` before.
        if found["HOME"]?.hasPrefix("/") != true { found["HOME"] = HomeFolder.find(environment: found) }
        return found
    }()

    /// The library with every file read: waits for the files still being read.
    static func finished(_ opened: Opened) -> Opened {
        guard let pending = opened.pending else { return opened }
        let loaded = pending.wait()
        var done = opened
        done.library = loaded.library
        done.problems = loaded.problems
        done.pending = nil
        return done
    }

    /// `$XDG_DATA_HOME/cookbook/recipes`, by default `~/.local/share/cookbook/recipes`; nil
    /// when there is no home folder to put it in.
    static func libraryFolder(environment: [String: String]) -> String? {
        guard let base = environment["XDG_DATA_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil })
            ?? environment["HOME"].flatMap({ $0.hasPrefix("/") ? $0 + "/.local/share" : nil })
        else { return nil }
        return base + "/cookbook/recipes"
    }

    private static func open(bundledFormat path: String, searchText: Bool) -> Library {
        do {
            return try CookbookLoader.load(path: path, searchText: searchText)
        } catch {
            fail(error.description)
        }
    }

    private static func isBundledFormat(_ path: String) -> Bool {
        guard let handle = fopen(path, "r") else { return true }  // let the loader say why
        defer { fclose(handle) }
        var head = [UInt8](repeating: 0, count: 4096)
        let count = fread(&head, 1, head.count, handle)
        return RecipeFormats.looksLikeBundledFormat(Array(head.prefix(count)))
    }

    private static func pathExtension(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    private static func isFolder(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    private static func isPipe(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// `~/x` as `$HOME/x`, as a shell would have written it on the command line.
    static func expandingTilde(_ path: String) -> String {
        guard path.hasPrefix("~/"), let home = environment["HOME"] else { return path }
        return home + path.dropFirst(1)
    }

    static func failUnknown(_ argument: String, kind: DeepLink.Kind, in catalog: Catalog) -> Never {
        // What was typed, said back cut to a line (a 100 KB argument was said whole).
        let said = argument.count > 80 ? argument.prefix(79) + "…" : Substring(argument)
        if argument.hasPrefix(Link.scheme) {
            guard let link = Link(url: argument) else {
                fail("'\(said)' is not a cookbook link",
                     "links look like cookbook://recipe/apple-pie?servings=6&units=metric, cookbook://cook/apple-pie?step=3,",
                     "cookbook://category/dessert or cookbook://shop")
            }
            switch link.place {
            case .recipe(let path): if let first = path.first, catalog.summary(id: first) == nil { failUnknown(first, kind: .recipe, in: catalog) }
            case .cook(let id, _): if catalog.summary(id: id) == nil { failUnknown(id, kind: .recipe, in: catalog) }
            case .category(let id): failUnknown(id, kind: .category, in: catalog)
            case .shop: fail("no such place '\(said)': a recipe of the basket is absurd (servings must be more than 0)")
            case .plan: break
            }
            fail("no such place '\(said)': servings must be more than 0 and at most 1000 times the recipe")
        }
        let noun = kind == .recipe ? "no recipe" : kind == .category ? "no category" : "no recipe or category"
        let suggestions = DeepLink.suggestions(for: argument, as: kind, in: catalog)
        // `cookbook --data X list`: the command after an option is read as a place.
        let commands = CookbookCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
        if suggestions.isEmpty, kind == .any, commands.contains(argument) {
            fail("\(noun) '\(argument)'", "'\(argument)' is a command: it comes before its options (cookbook \(argument) --data …)")
        }
        if suggestions.isEmpty { fail("\(noun) '\(said)'") }
        fail("\(noun) '\(said)'", "did you mean: \(suggestions.joined(separator: ", "))?")
    }

    /// The message on stderr, made safe to print, and exit status 2. Each argument is one
    /// line; a line break inside one (from a file or the command line) is shown as `^J`.
    static func fail(_ message: String, _ more: String...) -> Never {
        printSafely(["cookbook: " + message] + more, to: .standardError)
        Glibc.exit(2)
    }

    /// Lines of tab-separated fields, each field made safe to print, the tabs kept; made
    /// and written one at a time.
    /// (A count and a function, not a lazy sequence: the runtime would build the lazy
    /// type's metadata at the first call, a quarter of a million instructions.)
    static func printFields(_ count: Int, _ row: (Int) -> [String]) {
        var out = OutputBuffer(.standardOutput)
        for i in 0..<count { out.fields(row(i)) }
        out.flush()
    }

    /// Text as it is, for machine formats (JSON, Cooklang) whose strings are escaped already,
    /// or that a pipe reads; on a terminal it goes through `visible` like everything else.
    static func printRaw(_ text: String) {
        var out = OutputBuffer(.standardOutput)
        out.raw(text)
        out.flush()
    }

    /// A JSON array, indented with its keys sorted, and a line break: `item` writes each
    /// value, and what is written goes out as it fills the buffer.
    static func printJSONArray(_ count: Int, _ item: (Int, inout JSONWriter) -> Void) {
        var out = OutputBuffer(.standardOutput)
        var json = JSONWriter(.indented, keys: .sorted, capacity: 1 << 16)
        json.beginArray()
        for i in 0..<count {
            json.element()
            item(i, &json)
            if json.count >= 1 << 16 { out.raw(String(decoding: json.takeLines(), as: UTF8.self)) }
        }
        json.endArray()
        out.raw(String(decoding: json.bytes, as: UTF8.self) + "\n")
        out.flush()
    }

    /// Lines through `TerminalText.visible`, so nothing in them can act on the terminal.
    static func printSafely(_ lines: [String], to output: Output) {
        var out = OutputBuffer(output, alwaysVisible: true)
        for line in lines { out.line(line) }
        out.flush()
    }

    enum Output {
        case standardOutput, standardError

        var descriptor: Int32 { self == .standardOutput ? STDOUT_FILENO : STDERR_FILENO }
    }
}
