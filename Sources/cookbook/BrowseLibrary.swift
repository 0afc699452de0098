import CookbookModel
import CookbookStore
import CookbookTerminal

/// The browser's library for the session: the watcher on its folders, the files still being
/// read at start, and reading it again as it was opened. Nil for the bundled cookbook,
/// which does not change.
final class BrowseLibrary: LibrarySource {
    private let watcher: LibraryWatcher?
    private let pending: PendingLibrary?
    private let reload: () -> (Library, [FileProblem])

    init?(_ opened: Startup.Opened) {
        guard let roots = opened.source, let reload = Startup.reloader(for: opened) else { return nil }
        watcher = LibraryWatcher(roots: roots)
        pending = opened.pending
        self.reload = reload
    }

    var changeDescriptor: Int32? { watcher?.descriptor }

    func takeChanges() { _ = watcher?.changed() }

    var progress: String? { pending?.progress }

    func takeLoaded() -> (Library, [FileProblem])? {
        pending?.take().map { ($0.library, $0.problems) }
    }

    /// The files still being read, once read, are the library read again.
    func reread() -> (Library, [FileProblem]) {
        takeLoaded() ?? reload()
    }
}
