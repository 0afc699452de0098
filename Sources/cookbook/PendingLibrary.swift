import CookbookModel
import CookbookStore
import Dispatch
import Synchronization

/// A library whose files are being read on other threads while the first frame shows their
/// names: how far the reading is, and the library when it is done, for the session to take.
final class PendingLibrary: Sendable {
    let files: Int
    private let done = Atomic<Int>(0)
    private let result = Mutex<LoadedLibrary?>(nil)
    private let taken = Atomic<Bool>(false)
    private let finished = DispatchSemaphore(value: 0)

    /// Starts reading at once.
    init(files: Int, finish: @escaping @Sendable (_ progress: @escaping @Sendable (Int) -> Void) -> LoadedLibrary) {
        self.files = files
        WorkerThreads.detach { [self] in
            let loaded = finish { [self] count in done.store(count, ordering: .relaxed) }
            result.withLock { $0 = loaded }
            finished.signal()
        }
    }

    /// Waits until every file is read, and takes the library.
    func wait() -> LoadedLibrary {
        finished.wait()
        finished.signal()
        taken.store(true, ordering: .relaxed)
        return result.withLock { $0! }
    }

    /// Whether the library is read and not yet taken.
    var isReady: Bool {
        !taken.load(ordering: .relaxed) && result.withLock { $0 != nil }
    }

    /// The library read, once; nil before it is ready and after it was taken. Not kept
    /// here once taken: the session lets it go when the files are read again.
    func take() -> LoadedLibrary? {
        guard isReady else { return nil }
        taken.store(true, ordering: .relaxed)
        return result.withLock { result in
            defer { result = nil }
            return result
        }
    }

    /// What the status line says meanwhile: `reading recipes: 4,000 of 10,000 files`.
    var progress: String? {
        guard !taken.load(ordering: .relaxed) else { return nil }
        return "reading recipes: \(done.load(ordering: .relaxed)) of \(files) files"
    }
}
