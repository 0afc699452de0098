import CookbookModel

/// What recipe apps export, read from the file's bytes: Paprika (`.paprikarecipes`, a zip of
/// gzip-compressed JSON, a single `.paprikarecipe`, or a zip holding such files), Mealie (a zip,
/// a folder a recipe with its JSON and images), Tandoor (a zip of zips of `recipe.json` and an
/// image), Nextcloud Cookbook (a zip of `Name/recipe.json` and `full.jpg`), CopyMeThat (a zip of
/// `recipes.html` and `images/`), recipe CSV files (Plan to Eat, My Recipe Box; bare or in a
/// zip) and Chowdown's Markdown recipes (in a zip).
///
/// Told apart by what is inside, never by the file's name: a zip by its signature, gzip by its
/// magic number, JSON by its fields, CSV by its header. A member's name only picks which
/// members are worth opening and labels what came from it (`paprika.zip › My Recipes/Pie
/// .paprikarecipe`); nothing is ever written where a name says. What is unpacked is bounded
/// (`ArchiveLimits`): a bomb, or more than the limits, refuses the whole file with one line.
/// A member that gives no recipe is a failure of its own; the others still come.
public enum AppExport {
    /// The recipes of an export; nil when the bytes are no export of these (a page, a recipe
    /// file: other readers' work); a failure when the file is one but cannot be read at all.
    public static func read(_ bytes: [UInt8], name: String) -> Result<ImportReading, FormatProblem>? {
        read(bytes, name: name, limits: .standard)
    }

    static func read(_ bytes: [UInt8], name: String, limits: ArchiveLimits) -> Result<ImportReading, FormatProblem>? {
        let origin = ZipArchive.label(name.utf8)
        var walk = ExportWalk(budget: UnpackBudget(limits))
        do throws(ArchiveRefusal) {
            if ZipArchive.isZip(bytes) {
                try walk.read(zip: bytes, origin: origin, level: 1)
                if walk.reading.recipes.isEmpty, walk.reading.failures.isEmpty {
                    return .failure(FormatProblem(message: "no recipes of a known app in \(origin) (\(known))"))
                }
                return .success(walk.reading)
            }
            guard try walk.read(member: bytes, name: origin, origin: origin, place: nil) else { return nil }
            return .success(walk.reading)
        } catch {
            return .failure(FormatProblem(message: error.message))
        }
    }

    static let known = "Paprika, Mealie, Tandoor, Nextcloud Cookbook, CopyMeThat, recipe CSV, Chowdown"
}
