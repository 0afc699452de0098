import CookbookModel
import CookbookFormats
import CookbookStore
#if canImport(Glibc)
import Glibc
#endif

/// Writes imported recipes into the library, each a file of its own, never over a file and
/// never outside the folder meant: the name made safe (`RecipeFileName`), a clash numbered
/// (`Apple Pie (2)`), the bytes written to a hidden file first (which the library does not
/// read) and then linked under their name, which fails rather than replace a file, so a full
/// disk or an interruption leaves no part of a recipe. The picture is written beside the
/// recipe, under the same name.
public enum LibraryImport {
    /// `goOn` is asked before each recipe: an export of a thousand recipes stops between two
    /// when the user stops the import.
    public static func write(
        _ recipes: [ImportedRecipe], options: ImportOptions, known: inout KnownRecipes, goOn: () -> Bool = { true }
    ) -> [ImportOutcome] {
        var outcomes: [ImportOutcome] = []
        for imported in recipes {
            guard goOn() else { break }
            let recipe = imported.read.recipe
            var outcome = ImportOutcome(origin: imported.origin, name: recipe.name, kind: .failed(""))
            if !options.force, let place = known.existing(recipe, from: imported.origin.contains("://") ? imported.origin : nil) {
                outcome.kind = .alreadyThere(place)
                outcomes.append(outcome)
                continue
            }
            let category = imported.read.categories.lazy.map { $0.trimmingWhitespace }.first { !$0.isEmpty }
            let folder = options.into ?? category.map { categoryFolder($0, in: options.library) } ?? options.library
            if !options.dryRun, let why = makeFolder(folder) {
                outcome.kind = .failed("cannot make the folder \(folder): \(why)")
                outcomes.append(outcome)
                continue
            }
            let text: String
            switch options.format {
            case .json: text = RecipeExport.jsonLD(imported.read) + "\n"
            // A Cooklang file imported as Cooklang keeps its own markup (cookware, timers).
            case .cook: text = RecipeExport.cooklang(imported.read, from: RecipeFile.cooklangText(imported.origin))
            }
            let picture = options.pictures ? imported.picture : nil
            outcome.kind = write(Array(text.utf8), as: options.format.rawValue, picture: picture, named: RecipeFileName.make(recipe.name),
                                 in: folder, dryRun: options.dryRun)
            if case .written(let path, _) = outcome.kind { known.add(recipe, at: path) }
            if case .wouldWrite(let path, _) = outcome.kind { known.add(recipe, at: path) }
            outcomes.append(outcome)
        }
        return outcomes
    }

    /// The folder of the library for a category: one there already whose name folds to the
    /// same ("desserts" files into "Dessert"), else one named as the category is.
    static func categoryFolder(_ category: String, in library: String) -> String {
        let key = FacetFolding.key(category)
        if let directory = opendir(library) {
            defer { closedir(directory) }
            while let entry = readdir(directory) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                    String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
                }
                guard !name.hasPrefix("."), FacetFolding.key(name) == key else { continue }
                var info = stat()
                if stat(library + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return library + "/" + name }
            }
        }
        return library + "/" + RecipeFileName.make(category, otherwise: "Recipes")
    }

    /// Makes a folder and those above it; why not, or nil.
    static func makeFolder(_ path: String) -> String? {
        var info = stat()
        if stat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR ? nil : "a file is there" }
        // Made from the root: a relative path would be made there, under someone else's name.
        guard path.hasPrefix("/") else { return "not a full path" }
        var made = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            made += "/" + part
            if stat(made, &info) == 0 { continue }
            if mkdir(made, 0o755) != 0, errno != EEXIST { return String(cString: strerror(errno)) }
        }
        return nil
    }

    /// Writes the recipe (and its picture) under the first free name: `name`, `name (2)`…
    private static func write(
        _ bytes: [UInt8], as fileExtension: String, picture: RecipePicture?, named name: String, in folder: String, dryRun: Bool
    ) -> ImportOutcome.Kind {
        for n in 1...1000 {
            let base = folder + "/" + RecipeFileName.numbered(name, n)
            let path = base + "." + fileExtension
            let picturePath = picture.map { base + "." + $0.kind.fileExtension }
            guard !exists(path), !(picturePath.map(exists) ?? false) else { continue }
            if dryRun { return .wouldWrite(path, picture: picturePath) }
            // The picture first: a recipe is never there without the picture it came with.
            if let picture, let picturePath {
                switch link(picture.bytes, at: picturePath, in: folder) {
                case .taken: continue
                case .failed(let why): return .failed("cannot write \(picturePath): \(why)")
                case .done: break
                }
            }
            switch link(bytes, at: path, in: folder) {
            case .done: return .written(path, picture: picturePath)
            case .taken:
                if let picturePath { unlink(picturePath) }
                continue
            case .failed(let why):
                if let picturePath { unlink(picturePath) }
                return .failed("cannot write \(path): \(why)")
            }
        }
        return .failed("a thousand files named \(name) already in \(folder)")
    }

    private static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    private enum Linked { case done, taken, failed(String) }

    /// Writes the bytes to a hidden file of the folder, then links them under `path`.
    private static func link(_ bytes: [UInt8], at path: String, in folder: String) -> Linked {
        let temporary = folder + "/.cookbook-import.\(getpid()).\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return .failed(String(cString: strerror(errno))) }
        defer { unlink(temporary) }
        let written = bytes.withUnsafeBytes { FileWriting.writeAll(fd, $0) } && fsync(fd) == 0
        let why = errno
        guard close(fd) == 0, written else { return .failed(String(cString: strerror(written ? errno : why))) }
        if Glibc.link(temporary, path) == 0 { return .done }
        return errno == EEXIST ? .taken : .failed(String(cString: strerror(errno)))
    }
}
