import CMemory
import CookbookKit
import CookbookUI
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// Runs the program on the terminal: turn what the terminal and the clock say into events,
/// let the app handle them, read the recipes the frame shows, draw it, and keep the saved
/// place up to date.
public enum Session {
    /// Returns the exit status: 0 for `q`, 128 + the signal for SIGINT, SIGTERM, SIGHUP.
    /// `reload` reads the library again, after an edit or when `changed` says its files did.
    public static func run(
        _ app: inout App, library first: consuming Library, mouse: Bool, ascii: Bool = false, store: StateStore?, onDisk: NavigationModel?,
        reload: (() -> (Library, [FileProblem]))? = nil, changed: (() -> Bool)? = nil, status: (() -> String?)? = nil
    ) throws -> Int32 {
        var library = consume first
        let terminal = try Terminal(mouse: mouse)
        terminal.ascii = ascii
        defer { terminal.end() }
        var saver = Saver(store: store, saved: onDisk)
        let theme: Theme = terminal.hasColour ? .colour : .monochrome
        // What the session keeps from frame to frame: each saves work a frame would
        // otherwise do again (see their notes), and none changes what is drawn.
        var recipes = RecipeCache()
        var memo = FrameMemo()
        var frame = Frame(canvas: Canvas(width: 0, height: 0))

        func draw() {
            let shown = recipes.recipes(app.recipesShown, from: library)
            frame = app.render(recipes: shown, theme: theme, memo: &memo)
            terminal.draw(frame)
        }

        func readAgain() {
            guard let reload else { return }
            let (fresh, problems) = reload()
            library = fresh
            recipes = RecipeCache()
            _ = app.handle(.libraryChanged(fresh.catalog, problems: problems), frame: frame)
        }

        _ = app.handle(.resize(width: terminal.width, height: terminal.height), frame: frame)
        // Work under way from the start (the files being read) is said on the first frame.
        if let said = status?() {
            app.message = said
            terminal.waitForInput(milliseconds: 50)
        }
        draw()
        // For the end-to-end test of an unexpected crash while curses runs
        // (Tests/EndToEndTests): a trap, as a failed precondition would be.
        if getenv("COOKBOOK_CRASH_AFTER_START") != nil { fatalError("COOKBOOK_CRASH_AFTER_START is set") }
        while true {
            if let signal = terminal.pendingSignal {
                saver.save(app.model)
                return 128 + signal
            }
            let event: Event
            switch terminal.read() {
            case .key(let key)?: event = .key(key)
            case .mouse(let mouse)?: event = .mouse(mouse)
            case .resize(let width, let height)?: event = .resize(width: width, height: height)
            case .repaint?:
                draw()
                continue
            case .timeout?:
                // Half a second without input: the burst is over, save it if it changed.
                if let problem = saver.save(app.model) {
                    app.message = problem
                    draw()
                }
                // Files added, changed or removed since: the screen follows within a second.
                if let changed, changed() {
                    readAgain()
                    draw()
                    // The library replaced went with the frame before: its pages go back
                    // (the names of 100,000 files read at start: about 30 MB).
                    cookbook_release_free_memory()
                }
                // Work under way (the files still being read) says how far it is, and the
                // screen is looked at more often until it is done.
                let said = status?()
                terminal.waitForInput(milliseconds: said == nil ? 500 : 50)
                if let said, said != app.message {
                    app.message = said
                    draw()
                } else if said == nil, let message = app.message, message.hasPrefix("reading recipes:") {
                    app.message = nil
                    draw()
                }
                event = .tick(Date())
            case nil: continue
            }
            switch app.handle(event, frame: frame) {
            case .quit:
                saver.save(app.model)
                return 0
            case .repaint:
                terminal.invalidate()
                draw()
            case .draw:
                draw()
            case .bell:
                draw()
                terminal.bell()
            case .edit(let file):
                var failure: String?
                terminal.runOutside { failure = Editor.edit(file) }
                readAgain()
                app.message = failure
                draw()
            case .none:
                break
            }
        }
    }
}

/// The last few whole recipes read for frames. With a large cookbook a recipe is decoded
/// from the file when it is shown; moving the cursor through it draws it again and again,
/// and this keeps that to one read. Measured (`cookbook-gen frames`, 120×40, medians): a
/// cursor move in a recipe costs 105 µs with the recipe kept and 129 µs with it read again
/// each frame (a generated 10,000-recipe file); 80 against 111 µs on the bundled book.
struct RecipeCache {
    private var entries: [(id: String, recipe: Recipe)] = []
    static let capacity = 16

    /// The recipes with these ids (those the library has), read or kept.
    mutating func recipes(_ ids: [String], from library: Library) -> [String: Recipe] {
        var found: [String: Recipe] = [:]
        for id in ids {
            if let hit = entries.firstIndex(where: { $0.id == id }) {
                found[id] = entries[hit].recipe
                continue
            }
            guard let recipe = library.recipe(id: id) else { continue }
            found[id] = recipe
            entries.insert((id, recipe), at: 0)
            if entries.count > Self.capacity { entries.removeLast() }
        }
        return found
    }
}

/// Writes the model when it differs from what is on disk (nil: nothing is), and gives up
/// (saying so once) when the state folder cannot be written. A place reached by a link and
/// left as it was is saved too: what counts is the file, not the screen the session began on.
struct Saver {
    let store: StateStore?
    var saved: NavigationModel?
    var failed = false

    init(store: StateStore?, saved: NavigationModel?) {
        self.store = store
        self.saved = saved
    }

    /// Returns a message the first time saving fails.
    @discardableResult
    mutating func save(_ model: NavigationModel) -> String? {
        guard let store, !failed, model != saved else { return nil }
        do {
            try store.save(model)
            saved = model
            return nil
        } catch {
            failed = true
            return "cannot save your place in \(store.url.deletingLastPathComponent().path)"
        }
    }
}
