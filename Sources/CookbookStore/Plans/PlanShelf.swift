import CookbookModel
import CookbookFormats
#if canImport(Glibc)
import Glibc
#endif

/// The plans of a library (its `.menu` files) read from disk, and a change to one written.
/// The library's scan finds them already (the recipe reader passes each over with a notice,
/// `CooklangReader.menuNotice`): they are taken from its problems, so a library is walked once
/// and one without menus costs nothing more.
public enum PlanShelf {
    /// The largest menu read (as the largest recipe file).
    public static let maximumSize = LibraryLoader.maximumRecipeFileSize

    /// Every menu of the library, read (`PlanFile.locations`: found by its scan).
    public static func readAll(problems: [FileProblem], roots: [String]) -> [PlanFile] {
        PlanFile.locations(problems: problems, roots: roots).map { read(path: $0.path, root: $0.root) }
    }

    /// The yields of the recipes the plans ask an amount of (`{150%g}`), by id: what scaling
    /// those meals takes, read from the recipes (the catalog does not hold yields).
    public static func yields(of plans: [PlanFile], in library: Library) -> [String: String] {
        var yields: [String: String] = [:]
        for id in RecipeFiles(library.catalog).scaledByAmount(in: plans) {
            if let yield = library.recipe(id: id)?.yield { yields[id] = yield }
        }
        return yields
    }

    /// One menu, read; a file that cannot be (gone, too large, not a file) says why.
    public static func read(path: String, root: String) -> PlanFile {
        switch contents(path) {
        case .success(let bytes): PlanFile(path: path, root: root, menu: MenuFile(bytes: bytes))
        case .failure(let problem): PlanFile(path: path, root: root, menu: MenuFile(bytes: []), failure: problem.message)
        }
    }

    /// The file's bytes; an empty file is an empty menu. `missing`: what a file that is not
    /// there gives (nil: a failure).
    static func contents(_ path: String, missing: [UInt8]? = nil) -> Result<[UInt8], FormatProblem> {
        var info = stat()
        if stat(path, &info) != 0 {
            if errno == ENOENT, let missing { return .success(missing) }
            return .failure(FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))"))
        }
        if info.st_mode & S_IFMT == S_IFREG, info.st_size == 0 { return .success([]) }
        return LibraryScan.read(path, limit: maximumSize)
    }

    /// The change made to the file as it is now (read just before, so that what another
    /// program wrote meanwhile stays), written whole or not at all (a temporary file renamed
    /// over it). `creating`: a file that is not there is made (a new plan). The bytes before
    /// and after, or why nothing was written.
    public static func apply(_ edit: MenuEdit, to path: String, creating: Bool = false) -> Result<(before: [UInt8], after: [UInt8]), PlanWriteFailure> {
        let before: [UInt8]
        switch contents(path, missing: creating ? [] : nil) {
        case .success(let bytes): before = bytes
        case .failure(let problem): return .failure(PlanWriteFailure(message: "\(path): \(problem.message)"))
        }
        let after: [UInt8]
        switch edit.applied(to: before) {
        case .success(let bytes): after = bytes
        case .failure(let why): return .failure(PlanWriteFailure(message: "\(why)"))
        }
        if let why = after.withUnsafeBytes({ FileWriting.replace(path, with: $0) }) {
            return .failure(PlanWriteFailure(message: "cannot write \(path): \(why)"))
        }
        return .success((before, after))
    }
}

/// Why a plan could not be changed.
public struct PlanWriteFailure: Error, Equatable, Sendable, CustomStringConvertible {
    public var message: String
    public var description: String { message }
}
