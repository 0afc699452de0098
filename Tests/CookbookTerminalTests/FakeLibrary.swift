import CookbookModel
import CookbookTerminal
#if canImport(Glibc)
import Glibc
#endif

/// A library source for a session in a test: a pipe stands for inotify, and the libraries
/// it gives are set by the test.
final class FakeLibrary: LibrarySource {
    /// What reading the files again gives.
    var next: Library
    /// What the files being read at start give, once `finishLoading` is called.
    var loaded: Library?
    var loading: String?
    private(set) var rereads = 0
    private(set) var changesTaken = 0
    private let pipe: (read: Int32, write: Int32)

    init(next: Library, loading: String? = nil) {
        self.next = next
        self.loading = loading
        var ends: [Int32] = [-1, -1]
        _ = Glibc.pipe(&ends)
        _ = fcntl(ends[0], F_SETFL, fcntl(ends[0], F_GETFL) | O_NONBLOCK)
        pipe = (ends[0], ends[1])
    }

    deinit {
        close(pipe.read)
        close(pipe.write)
    }

    /// The files change: the descriptor becomes readable.
    func change() {
        var byte: UInt8 = 0
        _ = write(pipe.write, &byte, 1)
    }

    func finishLoading(_ library: Library) {
        loaded = library
    }

    var changeDescriptor: Int32? { pipe.read }

    func takeChanges() {
        changesTaken += 1
        var bytes = [UInt8](repeating: 0, count: 64)
        while read(pipe.read, &bytes, bytes.count) > 0 {}
    }

    var progress: String? { loading }

    func takeLoaded() -> (Library, [FileProblem])? {
        guard let library = loaded else { return nil }
        loaded = nil
        loading = nil
        return (library, [])
    }

    func reread() -> (Library, [FileProblem]) {
        rereads += 1
        return (next, [])
    }
}
