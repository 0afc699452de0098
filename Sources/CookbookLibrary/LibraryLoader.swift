import CMemory
import CookbookKit
import Dispatch
import Synchronization
import FoundationEssentials

/// A library read from files and folders, and what could not be read.
public struct LoadedLibrary: Sendable {
    public var library: Library
    /// In path order; a bad file never keeps the others from being read.
    public var problems: [FileProblem]
    /// How many files gave recipes.
    public var filesRead: Int

    public init(library: Library, problems: [FileProblem], filesRead: Int) {
        self.library = library
        self.problems = problems
        self.filesRead = filesRead
    }
}

/// Reads recipe files and folders into one `Library`: every file below each root, by its
/// format, on all cores; each recipe gets an id and a category; one bad file is a problem
/// in the list, never the end of the others.
public enum LibraryLoader {
    /// From this many files, `open` gives the files' names first and reads them after.
    public static let namesFirstFrom = 500

    /// The largest file read as a recipe file.
    public static let maximumRecipeFileSize = 16 << 20

    /// With a `cache`, a library read before from the very same files opens from it.
    public static func load(_ roots: [String], formats: [RecipeFormat] = RecipeFormats.all, cache: LibraryCache? = nil) -> LoadedLibrary {
        switch open(roots, formats: formats, cache: cache, names: false) {
        case .ready(let loaded): loaded
        case .reading(_, _, let finish): finish { _ in }
        }
    }

    /// What opening roots gives at once.
    public enum Opening: Sendable {
        /// The library (from the cache).
        case ready(LoadedLibrary)
        /// Its files must be read: `names` is the library as far as the files' names tell
        /// (each recipe named after its file, in its folder's category, with the id it will
        /// keep), for a first frame; `finish` reads every file (`progress` is told how many
        /// are done, from any thread).
        case reading(names: Library, files: Int, finish: @Sendable (_ progress: @escaping @Sendable (Int) -> Void) -> LoadedLibrary)
    }

    public static func open(_ roots: [String], formats: [RecipeFormat] = RecipeFormats.all, cache: LibraryCache? = nil) -> Opening {
        open(roots, formats: formats, cache: cache, names: true)
    }

    /// `names`: whether a library of the files' names is wanted while they are read (else
    /// the files are read at once).
    private static func open(_ roots: [String], formats: [RecipeFormat], cache: LibraryCache?, names: Bool) -> Opening {
        let byExtension = Dictionary(formats.flatMap { format in format.extensions.map { ($0, format) } }) { first, _ in first }
        var (files, problems) = scan(roots, byExtension)
        if problems.isEmpty, let cache, let kept = cache.matching(roots: roots, files: files) {
            // The list of files is let go while the cookbook is indexed; should the kept
            // cookbook not open after all, the folders are looked through again.
            files = ScannedFiles()
            if let loaded = cache.open(kept) { return .ready(loaded) }
            (files, problems) = scan(roots, byExtension)
        }
        // A few hundred files are read in a few milliseconds: no names first for them.
        if files.count < namesFirstFrom || !names {
            return .ready(read(consume files, problems: problems, byExtension: byExtension, roots: roots, cache: cache, progress: { _ in }))
        }
        let named = LibraryBuilder.names(files) { $0.pathExtension != "menu" }
        // What making it took is given back: the reading's threads could not reuse it.
        cookbook_release_free_memory()
        let count = files.count, scanned = problems
        // Handed over whole, so the reading can let go of them before the library is indexed.
        let handover = Handover(files)
        return .reading(names: named, files: count) { progress in
            read(handover.take(), problems: scanned, byExtension: byExtension, roots: roots, cache: cache, progress: progress)
        }
    }

    /// The files below the roots that are of a known kind (images and the rest of a recipe
    /// folder are not read), and what could not be looked through.
    private static func scan(
        _ roots: [String], _ byExtension: [String: RecipeFormat]
    ) -> (ScannedFiles, [(path: String, problem: FormatProblem)]) {
        let scan = LibraryScan.scan(roots)
        return (scan.files.kept { byExtension[$0.pathExtension] != nil }, scan.problems)
    }

    /// Every file read and parsed on all cores, each recipe encoded to the bundled format as
    /// soon as it is read and spooled with what placing it needs: no decoded recipe outlives
    /// its file, and the readers' threads keep nothing (their memory is given back after).
    /// Then ids and categories are given (`LibraryBuilder.assign`), and the cookbook written
    /// in the library's order, to the cache (and indexed from there, mapped) or, without
    /// one, to memory.
    private static func read(
        _ files: consuming ScannedFiles, problems scanned: [(path: String, problem: FormatProblem)], byExtension: [String: RecipeFormat],
        roots: [String], cache: LibraryCache?, progress: @escaping @Sendable (Int) -> Void
    ) -> LoadedLibrary {
        var problems = scanned.map { FileProblem(path: $0.path, problem: $0.problem) }
        // The recipes wait in a file beside the cache (the kernel's page cache holds them,
        // not this process) until the ids are known; in memory without a cache.
        let spool = LibraryCookbook.Spool(folder: cache?.folder)
        // A file's slot each: its record in the spool, or its problem.
        var records = [LibraryCookbook.Spool.Slot?](repeating: nil, count: files.count)
        var failures = [FormatProblem?](repeating: nil, count: files.count)
        let refused = Mutex<[Int: [Int: Recipe]]>([:])
        let done = Counter()
        let count = files.count
        let list = files
        do {
            records.withUnsafeMutableBufferPointer { recordSlots in
                failures.withUnsafeMutableBufferPointer { failureSlots in
                    let recordSlots = UncheckedBuffer(recordSlots), failureSlots = UncheckedBuffer(failureSlots)
                    DispatchQueue.concurrentPerform(iterations: count) { i in
                        let file = list[i]
                        let format = byExtension[file.pathExtension]!
                        switch LibraryScan.read(file.path, limit: maximumRecipeFileSize).map({ format.read($0, file.name) }) {
                        case .failure(let problem), .success(.problem(let problem)): failureSlots[i] = problem
                        case .success(.recipes(let recipes)):
                            let encoder = JSONEncoder()
                            let record = LibraryCookbook.Record.make(recipes.enumerated().map { n, read in
                                let recipe = LibraryBuilder.sanitized(read.recipe, file: file)
                                let body = LibraryCookbook.body(recipe, source: file.path, encoder: encoder)
                                if body == nil {
                                    var kept = recipe
                                    kept.summary.source = file.path
                                    refused.withLock { $0[i, default: [:]][n] = kept }
                                }
                                return (LibraryBuilder.Entry(recipe, read: read, file: i, recipe: n, of: recipes.count), body)
                            })
                            recordSlots[i] = spool.put(record)
                        }
                        let count = done.increment()
                        if count % 250 == 0 { progress(count) }
                    }
                }
            }
        }
        // What placing needs, read back here: compact, and on this thread.
        var entries: [LibraryBuilder.Entry] = []
        var bodies: [LibraryCookbook.Body] = []
        entries.reserveCapacity(files.count)
        bodies.reserveCapacity(files.count)
        var buffer: [UInt8] = []
        var filesRead = 0
        for i in files.indices {
            if let problem = failures[i] {
                problems.append(FileProblem(path: files[i].path, problem: problem))
                continue
            }
            let before = entries.count
            if let slot = records[i], spool.read(slot, into: &buffer) {
                let refusedHere = refused.withLock { $0[i] }
                if !LibraryCookbook.Record.read(buffer, at: slot, file: i, refused: { refusedHere?[$0] }, into: &entries, &bodies) {
                    entries.removeSubrange(before...)
                    bodies.removeSubrange(before...)
                }
            }
            if entries.count == before {
                problems.append(FileProblem(path: files[i].path, problem: FormatProblem(message: "no recipe in the file")))
            } else {
                filesRead += 1
            }
        }
        records = []
        failures = []
        buffer = []
        // The readers' threads let go of all they made: give their pages back.
        cookbook_release_free_memory()
        problems.sort { $0.path < $1.path }
        var library: Library?
        var written: String?
        do {
            // Within this scope, so the ids and what they were made from are let go before
            // the cache is indexed.
            let (categories, order) = LibraryBuilder.assign(files: files, &entries)
            bodies.permute(by: order)
            let cookbook = LibraryCookbook(categories: categories, recipes: entries, bodies: bodies, spool: spool)
            entries = []
            bodies = []
            guard cookbook.canWrite else {
                // A recipe the encoder refused: the library from the recipes themselves, uncached.
                let library = (try? Library(categories: categories, recipes: cookbook.recipes())) ?? (try! Library(categories: [], recipes: []))
                return LoadedLibrary(library: library, problems: problems, filesRead: filesRead)
            }
            if let cache {
                written = cache.save(
                    recipes: cookbook.placed.count, problems: problems, filesRead: filesRead, roots: roots, files: files,
                    cookbook: { cookbook.write(to: $0) })
            }
            if written == nil, let bytes = cookbook.bytes() { library = try? CookbookLoader.decode(bytes, file: "library") }
        }
        // What was kept of the recipes, and the files' list, are let go before the cache is
        // indexed.
        files = ScannedFiles()
        cookbook_release_free_memory()
        if let written { library = try? CookbookLoader.loadMapped(path: written) }
        // Every rule was kept in `LibraryBuilder` and the bytes are the encoder's; should they
        // not read back, an empty library says so rather than a crash.
        return LoadedLibrary(library: library ?? (try! Library(categories: [], recipes: [])), problems: problems, filesRead: filesRead)
    }
}

/// How many files are read, counted from every thread.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func increment() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}

/// A value handed from one thread to another, taken once.
private final class Handover<Value: Sendable>: Sendable {
    private let value: Mutex<Value?>

    init(_ value: Value) {
        self.value = Mutex(value)
    }

    func take() -> Value {
        value.withLock { value in
            defer { value = nil }
            return value!
        }
    }
}

/// Slots written by one thread each, read after all have finished.
private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
    init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }
    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }
}
