import CookbookModel

/// The library's files as the session keeps up with them: what says they changed, the files
/// still being read at start, and reading them again. The program's is `BrowseLibrary` (the
/// inotify watcher, the files read on other threads, the loader); tests make their own.
/// The session asks it only when the app asks (`Effect.reload`) or the world says
/// (its descriptor is readable; the files being read are done).
public protocol LibrarySource: AnyObject {
    /// Readable when files changed (inotify); nil when nothing is watched. It may be another
    /// descriptor after `takeChanges`.
    var changeDescriptor: Int32? { get }
    /// Forgets the changes seen so far, and watches anew (a folder made since is watched too).
    func takeChanges()
    /// How far the files being read at start are ("reading recipes: 40 of 100 files"); nil
    /// when they are done.
    var progress: String? { get }
    /// The library read at start, once it is done; nil before, and once taken.
    func takeLoaded() -> (Library, [FileProblem])?
    /// The library read again (the files changed, or one was edited).
    func reread() -> (Library, [FileProblem])
}
