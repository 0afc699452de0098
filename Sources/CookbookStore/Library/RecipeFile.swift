import CookbookModel
import CookbookFormats

/// One recipe file read on its own, outside a library (what `cookbook import` copies): its
/// format by its extension, its recipes as the file gives them, each made to keep the rules
/// every cookbook keeps. No place in a library is given: no id, and a category only when the
/// file names one (never the folder the file happens to be in).
public enum RecipeFile {
    /// Why a file named on the command line whose extension no format reads is not read
    /// (a folder's such files are passed over without a word: pictures, notes).
    public static func kindProblem(_ path: String, formats: [RecipeFormat] = RecipeFormats.all) -> FormatProblem? {
        let file = ScannedFile(path: path, root: path, components: [path.split(separator: "/").last.map(String.init) ?? path])
        return formats.contains(where: { $0.extensions.contains(file.pathExtension) }) ? nil : notARecipeFile(formats)
    }

    private static func notARecipeFile(_ formats: [RecipeFormat]) -> FormatProblem {
        FormatProblem(message: "not a recipe file (cookbook reads \(extensions(formats)))")
    }

    /// The extensions the formats read, for messages: ".cook, .htm, .html, …".
    public static func extensions(_ formats: [RecipeFormat] = RecipeFormats.all) -> String {
        formats.flatMap(\.extensions).sorted().map { "." + $0 }.joined(separator: ", ")
    }

    /// What the file says that reading it passes over without a word, each with its line
    /// and column: Cooklang markup the grammar does not take (`CooklangMarkupCheck`); none
    /// for the other formats, and none when the file cannot be read. `path` as the library
    /// shows it (opened by its bytes when its name is not UTF-8).
    public static func warnings(_ path: String) -> [FormatProblem] {
        cooklangBytes(path).map(CooklangMarkupCheck.warnings) ?? []
    }

    /// The text of a Cooklang file (`show --format cook` prints it as it is when the recipe
    /// shown is the one it reads as); nil for a file of another format or one not read.
    public static func cooklangText(_ path: String) -> String? {
        cooklangBytes(path).map(TextDecoding.decode)
    }

    private static func cooklangBytes(_ path: String) -> [UInt8]? {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard ScannedFile.pathExtension(of: name) == "cook", let raw = RawPath.onDisk(shown: path),
              case .success(let bytes) = raw.withUnsafeBufferPointer({ LibraryScan.read($0, limit: LibraryLoader.maximumRecipeFileSize) })
        else { return nil }
        return bytes
    }

    /// A file's bytes, up to `limit` (a larger file, a device, a folder: a problem that says so).
    public static func contents(_ path: String, limit: Int) -> Result<[UInt8], FormatProblem> {
        LibraryScan.read(path, limit: limit)
    }

    /// A recipe read from outside a library made to keep the rules every cookbook keeps (a
    /// name, numbers in range, no blank ingredient), as a library's are; `fileName` names it
    /// when it has no name.
    public static func sanitized(_ recipe: Recipe, fileName: String) -> Recipe {
        LibraryBuilder.sanitized(recipe, file: ScannedFile(path: fileName, root: fileName, components: [fileName]))
    }

    /// The file's recipes; a problem (with the file's place when known) when it gives none.
    public static func read(_ path: String, formats: [RecipeFormat] = RecipeFormats.all) -> Result<[Recipe], FormatProblem> {
        let file = ScannedFile(path: path, root: path, components: [path.split(separator: "/").last.map(String.init) ?? path])
        guard let format = formats.first(where: { $0.extensions.contains(file.pathExtension) }) else {
            return .failure(notARecipeFile(formats))
        }
        switch LibraryScan.read(path, limit: LibraryLoader.maximumRecipeFileSize).map({ format.read($0, file.name) }) {
        case .failure(let problem), .success(.problem(let problem)): return .failure(problem)
        case .success(.recipes(let read)):
            guard !read.isEmpty else { return .failure(FormatProblem(message: "no recipe in the file")) }
            return .success(read.map { one in
                var recipe = LibraryBuilder.sanitized(one.recipe, file: file)
                recipe.summary.category = one.categories.lazy.map { $0.trimmingWhitespace }.first { !$0.isEmpty } ?? ""
                return recipe
            })
        }
    }
}
