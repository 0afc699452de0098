import CookbookModel
import CookbookFormats
#if canImport(Glibc)
import Glibc
#endif

/// What a library passes over below one of its root folders, besides hidden names (a name
/// that begins with `.`, `.git` among them, which `RawPath.entries` leaves out): every
/// `node_modules` folder (a web app's packages kept beside its recipes), and what the root's
/// `.cookbookignore` says, in gitignore's syntax (`IgnoreRules`). The scan and the watcher
/// both ask it, so a folder passed over is neither read nor watched.
struct LibraryIgnore {
    static let fileName = ".cookbookignore"
    /// More than any list of patterns: a larger file is refused, and said.
    static let largestFile = 1 << 20

    let rules: IgnoreRules
    /// Why the root's `.cookbookignore` is there but could not be read (nothing is then left
    /// out by it); nil when it was read, or there is none.
    let problem: FileProblem?

    /// The root's own: read from `root/.cookbookignore` now.
    init(root: String) {
        let path = root.hasSuffix("/") ? root + Self.fileName : root + "/" + Self.fileName
        var info = stat()
        // None, or an empty one: nothing more is left out.
        guard stat(path, &info) == 0, info.st_mode & S_IFMT != S_IFREG || info.st_size > 0 else {
            self.init(rules: IgnoreRules(""))
            return
        }
        switch LibraryScan.read(path, limit: Self.largestFile) {
        case .success(let bytes):
            self.init(rules: IgnoreRules(bytes: bytes))
        case .failure(var refused):
            refused.message += ": nothing is left out by it"
            self.init(rules: IgnoreRules(""), problem: FileProblem(path: path, problem: refused))
        }
    }

    init(rules: IgnoreRules, problem: FileProblem? = nil) {
        self.rules = rules
        self.problem = problem
    }

    /// Whether the entry `name`, at `relative` below the root (its names joined by `/`), is
    /// passed over. The folders it is in are not asked again: a walk does not go into a
    /// folder passed over.
    func skips(name: String, isFolder: Bool, relative: @autoclosure () -> String) -> Bool {
        if isFolder, name == "node_modules" { return true }
        return !rules.isEmpty && rules.ignoresItself(relative(), isFolder: isFolder)
    }
}
