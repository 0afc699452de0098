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
        switch open(roots, formats: formats, cache: cache) {
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
        let scan = LibraryScan.scan(roots)
        let byExtension = Dictionary(formats.flatMap { format in format.extensions.map { ($0, format) } }) { first, _ in first }
        // Only files of a known kind are read; images and the rest of a recipe folder are not.
        let files = scan.files.filter { byExtension[$0.pathExtension] != nil }
        if scan.problems.isEmpty, let kept = cache?.load(roots: roots, files: files) { return .ready(kept) }
        // A few hundred files are read in a few milliseconds: no names first for them.
        if files.count < namesFirstFrom {
            return .ready(read(files, scan: scan, byExtension: byExtension, roots: roots, cache: cache, progress: { _ in }))
        }
        let named = files.filter { $0.pathExtension != "menu" }.map { file in
            (file, [ReadRecipe(recipe: Recipe(id: "", name: file.nameWithoutExtension, category: ""))])
        }
        return .reading(names: LibraryBuilder.build(named).0, files: files.count) { progress in
            read(files, scan: scan, byExtension: byExtension, roots: roots, cache: cache, progress: progress)
        }
    }

    private static func read(
        _ files: [ScannedFile], scan: LibraryScan.Result, byExtension: [String: RecipeFormat], roots: [String],
        cache: LibraryCache?, progress: @escaping @Sendable (Int) -> Void
    ) -> LoadedLibrary {
        var problems = scan.problems.map { FileProblem(path: $0.path, problem: $0.problem) }
        var readings = [FileReading?](repeating: nil, count: files.count)
        let done = Counter()
        readings.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: files.count) { i in
                let file = files[i]
                let format = byExtension[file.pathExtension]!
                switch LibraryScan.read(file.path, limit: maximumRecipeFileSize) {
                case .failure(let problem): slots[i] = .problem(problem)
                case .success(let bytes): slots[i] = format.read(bytes, file.name)
                }
                let count = done.increment()
                if count % 250 == 0 { progress(count) }
            }
        }
        var found: [(file: ScannedFile, recipes: [ReadRecipe])] = []
        for (file, reading) in zip(files, readings) {
            switch reading! {
            case .recipes(let recipes) where recipes.isEmpty:
                problems.append(FileProblem(path: file.path, problem: FormatProblem(message: "no recipe in the file")))
            case .recipes(let recipes): found.append((file, recipes))
            case .problem(let problem): problems.append(FileProblem(path: file.path, problem: problem))
            }
        }
        readings = []
        problems.sort { $0.path < $1.path }
        let filesRead = found.count
        // The library is the bundled format's, indexed like a large cookbook and its recipes
        // decoded when shown, not every recipe held decoded: the recipes are encoded one by
        // one and let go, the bytes kept in the cache (and read from there) or in memory.
        var (categories, recipes) = LibraryBuilder.place(found)
        found = []
        let count = recipes.count
        guard let encoded = LibraryCache.encode(categories: categories, recipes: &recipes) else {
            let library = (try? Library(categories: categories, recipes: recipes)) ?? (try! Library(categories: [], recipes: []))
            return LoadedLibrary(library: library, problems: problems, filesRead: filesRead)
        }
        categories = []
        var library: Library?
        if let cache, let path = cache.save(encoded, recipes: count, problems: problems, filesRead: filesRead, roots: roots, files: files) {
            library = try? CookbookLoader.loadMapped(path: path)
        }
        if library == nil { library = try? CookbookLoader.decode(encoded, file: "library") }
        // Every rule was kept in `LibraryBuilder.place` and the bytes are the encoder's; should
        // they not read back, an empty library says so rather than a crash.
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

/// Slots written by one thread each, read after all have finished.
private struct UncheckedBuffer<Element>: @unchecked Sendable {
    let base: UnsafeMutableBufferPointer<Element>
    init(_ base: UnsafeMutableBufferPointer<Element>) { self.base = base }
    subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }
}
