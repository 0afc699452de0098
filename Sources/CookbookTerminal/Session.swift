import CMemory
import CookbookModel
import CookbookStore
import CookbookRender
import CookbookApp
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The runtime: it owns the world (the backend, the clock, the library and its files, the
/// state folder), turns what happens there into events for the app (`App.update`), and runs
/// the effects the app asks for. It decides nothing itself: when to save, read again or say
/// how far the files are is the app's, from its state and the time it is told.
///
/// It blocks in one poll(2) over the terminal, the signal pipe and the library's inotify
/// descriptor, with a timeout only while the app waits for a time (`App.wake(at:)`: a
/// timer running, a place to save, files being read): idle, it does not wake at all.
public enum Session {
    /// On the terminal. Returns the exit status: 0 for `q`, 128 + the signal for SIGINT,
    /// SIGTERM, SIGHUP.
    public static func run(
        _ app: inout App, library first: consuming Library, files: (any LibrarySource)? = nil, imports: (any RecipeImports)? = nil,
        mouse: Bool, ascii: Bool = false, store: StateStore?
    ) throws -> Int32 {
        let terminal = try Terminal(mouse: mouse)
        terminal.ascii = ascii
        defer { terminal.end() }
        return run(&app, backend: terminal, clock: SystemClock(), library: first, files: files, imports: imports,
                   pantry: BackgroundPantryRanking(), store: store)
    }

    /// On any backend, with any clock (a test's). The backend is ended on return.
    public static func run(
        _ app: inout App, backend: any Backend, clock: any SessionClock, library first: consuming Library,
        files: (any LibrarySource)? = nil, imports: (any RecipeImports)? = nil,
        pantry: any PantryRankings = BackgroundPantryRanking(), store: StateStore? = nil
    ) -> Int32 {
        defer { backend.end() }
        var library = consume first
        // What the session keeps from frame to frame: each saves work a frame would
        // otherwise do again (see their notes), and none changes what is drawn.
        var recipes = RecipeCache()
        var memo = RenderMemo()
        var frame = Frame(canvas: Canvas(width: 0, height: 0))
        // Drawing waits until the next input or the next wait, so that the events of one
        // wake-up (the time, then a key) make one frame; every input still sees the frame
        // of what came before it (its click zones, page size, recipes).
        var needsDraw = false

        func drawIfNeeded() {
            guard needsDraw else { return }
            needsDraw = false
            let shown = recipes.recipes(app.recipesShown, from: library)
            frame = app.render(recipes: shown, memo: &memo)
            backend.draw(frame)
        }

        /// Hands the app an event and runs what it asks; the exit status once it quits.
        func send(_ event: Event) -> Int32? {
            for effect in app.update(event, frame: frame) {
                if let status = perform(effect) { return status }
            }
            return nil
        }

        func perform(_ effect: Effect) -> Int32? {
            switch effect {
            case .draw:
                needsDraw = true
            case .repaint:
                backend.invalidate()
                needsDraw = true
            case .bell:
                drawIfNeeded()
                backend.bell()
            case .quit(let status):
                return status
            case .save(let change):
                let (saved, failure, note) = save(change, in: store, at: clock.now())
                return send(.saveFinished(saved, failure: failure, note: note))
            case .reload:
                guard let files else { return nil }
                files.takeChanges()
                return install(files.reread())
            case .edit(let file):
                var failure: String?
                backend.runOutside { failure = Editor.edit(file) }
                needsDraw = true
                return send(.editorFinished(failure: failure))
            case .write(let path, let bytes):
                return send(.writeFinished(path: path, failure: write(bytes, to: path)))
            case .askBackground:
                backend.askBackground()
            case .importRecipes(let sources):
                guard let imports else {
                    return send(.importFinished(ImportSummary(message: "importing is not possible here", wrote: false)))
                }
                imports.start(sources)
            case .cancelImport:
                imports?.cancel()
            case .rankPantry(let today, let run):
                pantry.start(run: run, library: library, settings: app.household, today: today)
            case .readPlans:
                let plans = PlanShelf.readAll(problems: app.problems, roots: app.libraryRoots)
                return send(.plansRead(plans, yields: PlanShelf.yields(of: plans, in: library)))
            case .editPlan(let path, let edit, let creating, let said):
                switch PlanShelf.apply(edit, to: path, creating: creating) {
                case .success: return send(.planEdited(path: path, failure: nil, said: said))
                case .failure(let why): return send(.planEdited(path: path, failure: why.message, said: said))
                }
            case .readShopping(let folder):
                return send(.shoppingRead(readShopping(folder: folder)))
            case .writeShoppingList(let change):
                return send(.shoppingRead(writeShoppingList(change)))
            case .appendShoppingChecks(let path, let checks):
                return send(.writeFinished(path: path, failure: ShoppingStore.appendChecks(checks, to: path)?.message))
            case .compactShoppingChecks(let path, let keeping):
                return send(.shoppingRead(compactShoppingChecks(path, keeping: keeping)))
            case .keepSavedStateCopy:
                return send(.writeFinished(path: store?.url.path ?? "", failure: keepStateCopy(store)))
            }
            return nil
        }

        /// A library read replaces the one shown.
        func install(_ read: (Library, [FileProblem])) -> Int32? {
            library = read.0
            recipes = RecipeCache()
            if let status = send(.libraryChanged(library.catalog, problems: read.1)) { return status }
            // The library replaced went with the frame before: its pages go back (the
            // names of 100,000 files read at start: about 30 MB).
            drawIfNeeded()
            cookbook_release_free_memory()
            return nil
        }

        if let status = send(.resize(width: backend.width, height: backend.height)) { return status }
        if let status = send(.start(clock.now())) { return status }
        // The theme is the app's: what the terminal says of its colours decides it.
        if let status = send(.terminalColours(colour: backend.hasColour, background: backend.background)) { return status }
        // Work under way from the start (the files being read) is said on the first frame.
        if let progress = files?.progress, let status = send(.loading(progress)) { return status }
        needsDraw = true
        drawIfNeeded()
        // For the end-to-end test of an unexpected crash while curses runs
        // (Tests/EndToEndTests): a trap, as a failed precondition would be.
        if getenv("COOKBOOK_CRASH_AFTER_START") != nil { fatalError("COOKBOOK_CRASH_AFTER_START is set") }

        let blank = pollfd(fd: -1, events: Int16(POLLIN), revents: 0)
        var descriptors = [blank, blank, blank]
        let gone = Int16(POLLHUP | POLLERR | POLLNVAL)
        while true {
            // The wait: as long as the app lets it, in milliseconds, rounded up to be past
            // what it waits for.
            let wait = app.wake(at: clock.now()).map { Int32(min(($0 * 1000).rounded(.up), 3_600_000)) } ?? -1
            descriptors[0].fd = backend.inputDescriptor
            descriptors[1].fd = backend.signalDescriptor
            // While the files are to be read again, their changes wait in the queue: the
            // reading takes them all.
            descriptors[2].fd = app.reloadDue == nil ? files?.changeDescriptor ?? -1 : -1
            for i in descriptors.indices { descriptors[i].revents = 0 }
            let ready = descriptors.withUnsafeMutableBufferPointer { clock.poll($0, timeout: wait) }
            // Interrupted by a handler: the pipe it wrote to says so at the next poll.
            if ready < 0, errno == EINTR { continue }
            if let status = send(.tick(clock.now())) { return status }
            let input = ready < 0 ? gone : descriptors[0].revents
            let signalled = descriptors[1].revents != 0
            if signalled || backend.signalDescriptor < 0, let signal = backend.terminatingSignal(), let status = send(.signal(signal)) {
                return status
            }
            if descriptors[2].revents != 0, let status = send(.filesChanged) { return status }
            if app.importing != nil, let imports {
                if let done = imports.takeFinished() {
                    if let status = send(.importFinished(done)) { return status }
                } else if let progress = imports.progress, let status = send(.importProgress(progress)) {
                    return status
                }
            }
            if app.pantryRun?.isUnderWay == true {
                if let done = pantry.takeFinished() {
                    if let status = send(.pantryRanked(done.ranking, run: done.run)) { return status }
                } else if let progress = pantry.progress, let status = send(.pantryProgress(run: progress.run, ranked: progress.ranked)) {
                    return status
                }
            }
            if app.loading != nil, let files {
                if let loaded = files.takeLoaded(), let status = install(loaded) { return status }
                if let status = send(.loading(files.progress)) { return status }
            }
            // A resize and ^Z come through the terminal's read too.
            if input & Int16(POLLIN) != 0 || signalled {
                while let got = backend.read() {
                    drawIfNeeded()
                    let event: Event
                    switch got {
                    case .key(let key): event = .key(key)
                    case .mouse(let mouse): event = .mouse(mouse)
                    case .resize(let width, let height): event = .resize(width: width, height: height)
                    case .background(let background): event = .backgroundReported(background)
                    case .repaint:
                        needsDraw = true
                        continue
                    case .ignored: continue
                    }
                    if let status = send(event) { return status }
                }
            }
            // The terminal is gone, what it sent read: end as on SIGHUP, which usually
            // comes too (without it the poll would say so again at once, forever).
            if input & gone != 0, let status = send(.signal(SIGHUP)) { return status }
            drawIfNeeded()
        }
    }

    /// Writes the change over the file as it is now: what is on disk after, the message to
    /// show when nothing could be written, and the note to show when the file could not be
    /// read and was kept aside.
    static func save(_ change: SavedChange, in store: StateStore?, at now: Date) -> (saved: NavigationModel, failure: String?, note: String?) {
        guard let store else { return (change.now, nil, nil) }
        do {
            let (saved, aside) = try store.save(change, at: now)
            return (saved, nil, aside.map { "the saved place could not be read (written by another version?): kept as \($0)" })
        } catch {
            return (change.now, "cannot save your place in \(store.url.deletingLastPathComponent().path): \(reason(error))", nil)
        }
    }

    /// Why a file could not be written, in the system's words where it gave any.
    static func reason(_ error: any Error) -> String {
        guard let cocoa = error as? CocoaError else { return "\(error)" }
        if let why = cocoa.userInfo["reason"] as? String { return why }
        if let posix = cocoa.underlying as? POSIXError { return String(cString: strerror(posix.code.rawValue)) }
        return "\(error)"
    }

    /// Writes a file whole or not at all (`FileWriting.replace`).
    static func write(_ bytes: [UInt8], to path: String) -> String? {
        bytes.withUnsafeBytes { FileWriting.replace(path, with: $0) }.map { "cannot write \(path): \($0)" }
    }
}
