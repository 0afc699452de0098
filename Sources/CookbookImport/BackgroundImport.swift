import Synchronization

/// An import run on a task of its own while the browser goes on: its progress asked for
/// at each wake-up, its report taken once it is done, stopped by `cancel` (what is written
/// stays; nothing more is).
public final class BackgroundImport: Sendable {
    private struct State {
        var progress: String?
        var report: ImportReport?
        var task: Task<Void, Never>?
        /// Each start's number: a stopped import's task says nothing more.
        var run = 0
    }

    private let state = Mutex(State())
    private let reader: ImportReader
    private let options: ImportOptions
    /// The recipes the library has, read when an import starts (on its task).
    private let known: @Sendable () -> KnownRecipes

    public init(reader: ImportReader, options: ImportOptions, known: @escaping @Sendable () -> KnownRecipes) {
        self.reader = reader
        self.options = options
        self.known = known
    }

    public func start(_ arguments: [String]) {
        let run = state.withLock { state in
            state.task?.cancel()
            state.run += 1
            state.report = nil
            state.progress = "importing \(arguments.first ?? "")"
            return state.run
        }
        let task = Task { [reader, options, known] in
            let current: @Sendable () -> Bool = { self.state.withLock { $0.run == run } && !Task.isCancelled }
            var report = ImportReport()
            var library = known()
            for source in arguments.map(ImportSource.init) {
                guard current() else { return }
                let read = await reader.read(source) { said in
                    self.state.withLock { state in if state.run == run { state.progress = said } }
                }
                guard current() else { return }
                switch read {
                case .failure(let failure): report.failed(failure)
                case .success(let reading):
                    report.noted(reading)
                    report.add(LibraryImport.write(reading.recipes, options: options, known: &library, goOn: current))
                }
            }
            self.state.withLock { state in
                guard state.run == run else { return }
                state.progress = nil
                state.report = report
            }
        }
        state.withLock { $0.task = task }
    }

    public func cancel() {
        state.withLock { state in
            state.task?.cancel()
            state.task = nil
            state.run += 1
            state.progress = nil
        }
    }

    public var progress: String? { state.withLock { $0.progress } }

    public func takeFinished() -> ImportReport? {
        state.withLock { state in
            defer { state.report = nil }
            return state.report
        }
    }
}
