import CookbookApp
import CookbookConfig
import CookbookImport
import CookbookTerminal

/// The browser's imports (`:import`): recipes fetched and written into the library folder on a
/// task of their own, as `cookbook import` would, said in a line when done.
final class BrowseImports: RecipeImports {
    private let work: BackgroundImport
    /// Where the recipes go, when it is not a folder of the library shown: said with what
    /// was imported, since the screen will not show it.
    private let elsewhere: String?
    /// The home folder, for `~/` in a typed path (no shell expands it here).
    private let home: String?

    /// Imports into the library folder; nil when there is none (no home folder). `shown`:
    /// the files and folders the browser shows.
    init?(environment: [String: String], shown: [String]) {
        guard let library = Startup.libraryFolder(environment: environment) else { return nil }
        let isShown = shown.contains { root in
            let root = root.hasSuffix("/") ? String(root.dropLast()) : root
            return library == root || library.hasPrefix(root + "/")
        }
        let home = environment["HOME"].flatMap { $0.hasPrefix("/") && $0.count > 1 ? $0 : nil }
        self.home = home
        elsewhere = isShown ? nil : home.map { library.hasPrefix($0 + "/") ? "~" + library.dropFirst($0.count) : library } ?? library
        let reader = ImportReader(fetcher: PageFetcher(proxies: ProxySettings(environment: environment)))
        work = BackgroundImport(reader: reader, options: ImportOptions(library: library)) {
            ImportCommand.known(in: library)
        }
    }

    func start(_ sources: [String]) {
        work.start(sources.map { source in
            guard source == "~" || source.hasPrefix("~/"), let home else { return source }
            return home + source.dropFirst()
        })
    }
    func cancel() { work.cancel() }
    var progress: String? { work.progress }

    func takeFinished() -> ImportSummary? {
        work.takeFinished().map { report in
            let message = report.line + (report.written > 0 ? elsewhere.map { " in \($0), not the library shown" } ?? "" : "")
            return ImportSummary(message: message, wrote: report.written > 0)
        }
    }
}
