import Synchronization
#if canImport(Glibc)
import Glibc
#endif

/// Work on threads of its own that end with it. Dispatch's global queues keep their threads
/// once work has run on them, and one of them woke the idle browser once a second ever after
/// a library was read in the background; these threads are gone when their work is.
public enum WorkerThreads {
    /// Runs `body(i)` for every `i` in `0..<iterations`, on as many threads as there are
    /// cores (this one among them), and returns when all are done.
    public static func concurrentPerform(iterations: Int, _ body: (Int) -> Void) {
        guard iterations > 0 else { return }
        let threads = min(iterations, max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        withoutActuallyEscaping(body) { body in
            let shared = Shared(body: body, iterations: iterations)
            var started: [pthread_t] = []
            for _ in 1..<threads {
                if let thread = start({ shared.work() }) { started.append(thread) }
            }
            shared.work()
            for thread in started { pthread_join(thread, nil) }
        }
    }

    /// Runs `body` on a thread of its own, which ends when it returns.
    public static func detach(_ body: @escaping @Sendable () -> Void) {
        guard let thread = start(body) else {
            // No thread could be made: the work is still done.
            body()
            return
        }
        pthread_detach(thread)
    }

    /// The next index, handed out to whichever thread asks first.
    private final class Shared: @unchecked Sendable {
        let body: (Int) -> Void
        let iterations: Int
        let next = Atomic<Int>(0)

        init(body: @escaping (Int) -> Void, iterations: Int) {
            self.body = body
            self.iterations = iterations
        }

        func work() {
            while true {
                let i = next.add(1, ordering: .relaxed).oldValue
                guard i < iterations else { return }
                body(i)
            }
        }
    }

    private final class Box {
        let body: () -> Void
        init(_ body: @escaping () -> Void) { self.body = body }
    }

    /// A new thread running `body` (joinable), or nil when none could be made. 8 MB of
    /// stack, as the main thread has: a reader recurses into nested values.
    private static func start(_ body: @escaping () -> Void) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, 8 << 20)
        let context = Unmanaged.passRetained(Box(body)).toOpaque()
        var thread = pthread_t()
        let made = pthread_create(&thread, &attributes, { context in
            let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
            box.body()
            return nil
        }, context)
        guard made == 0 else {
            Unmanaged<Box>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}
