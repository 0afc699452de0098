import CookbookKit
import Dispatch
import FoundationEssentials

/// A library read from files and folders, and what could not be read.
public struct LoadedLibrary: Sendable {
    public var library: Library
    /// In path order; a bad file never keeps the others from being read.
    public var problems: [FileProblem]
    /// How many files gave recipes.
    public var filesRead: Int
    /// Writes the cache of this library (when it was read from the files and a cache was
    /// given): left to the caller, which can do it after the first frame.
    public var keepInCache: (@Sendable () -> Void)?

    public init(library: Library, problems: [FileProblem], filesRead: Int, keepInCache: (@Sendable () -> Void)? = nil) {
        self.library = library
        self.problems = problems
        self.filesRead = filesRead
        self.keepInCache = keepInCache
    }
}

/// Reads recipe files and folders into one `Library`: every file below each root, by its
/// format, on all cores; each recipe gets an id and a category; one bad file is a problem
/// in the list, never the end of the others.
public enum LibraryLoader {
    /// The largest file read as a recipe file.
    public static let maximumRecipeFileSize = 16 << 20

    /// With a `cache`, a library read before from the very same files opens from it.
    public static func load(_ roots: [String], formats: [RecipeFormat] = RecipeFormats.all, cache: LibraryCache? = nil) -> LoadedLibrary {
        let scan = LibraryScan.scan(roots)
        var problems = scan.problems.map { FileProblem(path: $0.path, problem: $0.problem) }
        let byExtension = Dictionary(formats.flatMap { format in format.extensions.map { ($0, format) } }) { first, _ in first }
        // Only files of a known kind are read; images and the rest of a recipe folder are not.
        let files = scan.files.filter { byExtension[$0.pathExtension] != nil }
        if scan.problems.isEmpty, let kept = cache?.load(roots: roots, files: files) { return kept }
        var readings = [FileReading?](repeating: nil, count: files.count)
        readings.withUnsafeMutableBufferPointer { slots in
            let slots = UncheckedBuffer(slots)
            DispatchQueue.concurrentPerform(iterations: files.count) { i in
                let file = files[i]
                let format = byExtension[file.pathExtension]!
                switch LibraryScan.read(file.path, limit: maximumRecipeFileSize) {
                case .failure(let problem): slots[i] = .problem(problem)
                case .success(let bytes): slots[i] = format.read(bytes, file.name)
                }
            }
        }
        var found: [(file: ScannedFile, recipes: [ReadRecipe])] = []
        for (file, reading) in zip(files, readings) {
            switch reading! {
            case .recipes(let recipes) where recipes.isEmpty:
                problems.append(FileProblem(path: file.path, problem: FormatProblem(message: "no recipe in the file")))
            case .recipes(let recipes): found.append((file, recipes))
            case .skipped(let why): problems.append(FileProblem(path: file.path, problem: FormatProblem(message: why), isNotice: true))
            case .problem(let problem): problems.append(FileProblem(path: file.path, problem: problem))
            }
        }
        let (library, recipes) = LibraryBuilder.build(found)
        problems.sort { $0.path < $1.path }
        var loaded = LoadedLibrary(library: library, problems: problems, filesRead: found.count)
        if let cache {
            let kept = loaded
            loaded.keepInCache = { cache.save(kept, recipes: recipes, roots: roots, files: files) }
        }
        return loaded
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
