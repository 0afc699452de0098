import CookbookApp
import CookbookConfig
import CookbookImport
import CookbookTerminal

/// The browser's imports (`:import`): recipes fetched and written into the library folder on a
/// task of their own, as `cookbook import` would, said in a line when done.
final class BrowseImports: RecipeImports {
    private let work: BackgroundImport

    /// Imports into the library folder; nil when there is none (no home folder).
    init?(environment: [String: String]) {
        guard let library = Startup.libraryFolder(environment: environment) else { return nil }
        let reader = ImportReader(fetcher: PageFetcher(proxies: ProxySettings(environment: environment)))
        work = BackgroundImport(reader: reader, options: ImportOptions(library: library)) {
            ImportCommand.known(in: library)
        }
    }

    func start(_ sources: [String]) { work.start(sources) }
    func cancel() { work.cancel() }
    var progress: String? { work.progress }

    func takeFinished() -> ImportSummary? {
        work.takeFinished().map { ImportSummary(message: $0.line, wrote: $0.written > 0) }
    }
}
