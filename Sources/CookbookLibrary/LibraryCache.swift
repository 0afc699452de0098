import CookbookKit
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The library as it was last read, so a large collection opens at once the next time: in
/// `$XDG_CACHE_HOME/cookbook/` (default `~/.cache/cookbook/`), one pair of files per set of
/// roots: the recipes as a cookbook of the bundled format (which opens by indexing, recipes
/// decoded when shown) and a manifest of every file it came from, with its size and time.
///
/// Never trusted blindly: it is used only when the manifest is of this version and names
/// exactly the files found now, each with the same size and modification time, and when the
/// cookbook in it opens and holds the recipes the manifest counted. Anything else (a file
/// added, changed or removed, a damaged or foreign cache) and the library is read from the
/// files and the cache written anew. Written to a temporary file and renamed, so a crash
/// leaves the old one or none.
public struct LibraryCache: Sendable {
    public let folder: String
    static let version = 1

    public init(folder: String) {
        self.folder = folder
    }

    /// `$XDG_CACHE_HOME/cookbook`, else `~/.cache/cookbook`.
    public static func standard(environment: [String: String]) -> LibraryCache {
        let base = environment["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? (environment["HOME"] ?? "") + "/.cache"
        return LibraryCache(folder: base + "/cookbook")
    }

    struct Manifest: Codable, Equatable {
        struct Entry: Codable, Equatable {
            var path: String
            var size: Int
            var modified: Int
        }

        struct Problem: Codable, Equatable {
            var path: String
            var line: Int?
            var column: Int?
            var message: String
            var isNotice: Bool
        }

        var version: Int
        var roots: [String]
        var files: [Entry]
        var problems: [Problem]
        var recipes: Int
        var filesRead: Int
    }

    func paths(for roots: [String]) -> (cookbook: String, manifest: String) {
        let name = "library-" + Slug.hash(roots.joined(separator: "\u{0}"))
        return (folder + "/" + name + ".json", folder + "/" + name + ".manifest.json")
    }

    static func entries(_ files: [ScannedFile]) -> [Manifest.Entry] {
        files.map { Manifest.Entry(path: $0.path, size: $0.size, modified: $0.modified) }
    }

    /// The library kept for these roots, if it is exactly what the files hold now.
    func load(roots: [String], files: [ScannedFile]) -> LoadedLibrary? {
        let (cookbookPath, manifestPath) = paths(for: roots)
        guard let data = FileManager.default.contents(atPath: manifestPath),
              let manifest = try? JSONDecoder().decode(Manifest.self, from: data),
              manifest.version == Self.version, manifest.roots == roots, manifest.files == Self.entries(files),
              let library = try? CookbookLoader.load(path: cookbookPath),
              library.catalog.recipes.count == manifest.recipes
        else { return nil }
        let problems = manifest.problems.map {
            FileProblem(path: $0.path, problem: FormatProblem(line: $0.line, column: $0.column, message: $0.message), isNotice: $0.isNotice)
        }
        return LoadedLibrary(library: library, problems: problems, filesRead: manifest.filesRead)
    }

    /// Keeps a library read from these files; silently does nothing when it cannot write.
    func save(_ loaded: LoadedLibrary, recipes: [Recipe], roots: [String], files: [ScannedFile]) {
        let (cookbookPath, manifestPath) = paths(for: roots)
        let catalog = loaded.library.catalog
        let manifest = Manifest(
            version: Self.version, roots: roots, files: Self.entries(files),
            problems: loaded.problems.map {
                Manifest.Problem(path: $0.path, line: $0.problem.line, column: $0.problem.column, message: $0.problem.message, isNotice: $0.isNotice)
            },
            recipes: catalog.recipes.count, filesRead: loaded.filesRead)
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil,
              let cookbook = try? JSONEncoder().encode(CookbookFile(version: 1, categories: catalog.categories, recipes: recipes)),
              let manifestData = try? JSONEncoder().encode(manifest)
        else { return }
        // The cookbook first: a manifest is only ever next to the cookbook it describes.
        _ = Self.replace(cookbookPath, with: cookbook) && Self.replace(manifestPath, with: manifestData)
    }

    private static func replace(_ path: String, with data: Data) -> Bool {
        let temporary = path + ".\(getpid()).tmp"
        guard FileManager.default.createFile(atPath: temporary, contents: data) else { return false }
        guard rename(temporary, path) == 0 else {
            unlink(temporary)
            return false
        }
        return true
    }
}
