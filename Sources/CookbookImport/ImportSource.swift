import CookbookModel
import CookbookFormats
import CookbookStore

/// What `cookbook import` is given: a web address, or a file (a saved page, a recipe file,
/// an app's export).
public enum ImportSource: Equatable, Sendable, CustomStringConvertible {
    case address(String)
    case file(String)

    public init(_ argument: String) {
        let lowered = argument.prefix(8).lowercased()
        self = lowered.hasPrefix("http://") || lowered.hasPrefix("https://") ? .address(argument) : .file(argument)
    }

    public var description: String {
        switch self {
        case .address(let address): address
        case .file(let path): path
        }
    }

    /// The largest file read: an app's export with its pictures.
    public static let maximumFileSize = 512 * 1024 * 1024
}

/// Reads import sources into recipes: a page fetched and read as schema.org (its picture
/// fetched too), a file read by what it holds.
public struct ImportReader: Sendable {
    public var fetcher: PageFetcher
    /// Whether pictures are fetched (`--no-image` says not).
    public var pictures: Bool

    public init(fetcher: PageFetcher, pictures: Bool = true) {
        self.fetcher = fetcher
        self.pictures = pictures
    }

    /// The recipes a source gives, or why it gives none; `notes` are what went wrong without
    /// failing (a picture that could not be fetched).
    public func read(_ source: ImportSource, progress: @Sendable (String) -> Void = { _ in }) async -> Result<ImportReading, ImportFailure> {
        switch source {
        case .address(let address):
            progress("fetching \(address)")
            return await readPage(at: address, progress: progress)
        case .file(let path):
            progress("reading \(path)")
            return Self.readFile(path)
        }
    }

    private func readPage(at address: String, progress: @Sendable (String) -> Void) async -> Result<ImportReading, ImportFailure> {
        let page: PageFetcher.Page
        do {
            page = try await fetcher.fetch(address)
        } catch {
            return .failure(ImportFailure(origin: address, reason: error.description))
        }
        let bytes: [UInt8]
        switch PageCharset.readable(page.bytes, contentType: page.contentType) {
        case .success(let readable): bytes = readable
        case .failure(let problem): return .failure(ImportFailure(origin: address, reason: problem.message))
        }
        let kind = page.contentType?.split(separator: ";").first.map { String($0).trimmingWhitespace.lowercased() } ?? ""
        let read: Result<[ReadRecipe], FormatProblem>
        if kind.hasSuffix("json") || (kind.isEmpty || kind == "text/plain") && Self.looksLikeJSON(bytes) {
            read = SchemaOrgReader.read(json: bytes)
        } else if kind.isEmpty || kind.contains("html") || kind.hasPrefix("text/") || kind.hasSuffix("xml") {
            read = SchemaOrgReader.read(html: bytes)
        } else {
            return .failure(ImportFailure(origin: address, reason: "not a page (\(kind))"))
        }
        let recipes: [ReadRecipe]
        switch read {
        case .failure(let problem):
            let why = problem == SchemaOrgReader.noRecipe ? "no recipe in the page" : problem.message
            return .failure(ImportFailure(origin: address, reason: why))
        case .success(let found) where found.isEmpty:
            return .failure(ImportFailure(origin: address, reason: "no recipe in the page"))
        case .success(let found):
            recipes = found
        }
        var imported: [ImportedRecipe] = []
        var notes: [ImportFailure] = []
        for var one in recipes {
            one.recipe = RecipeFile.sanitized(one.recipe, fileName: "Recipe")
            if one.recipe.sourceURL == nil { one.recipe.sourceURL = page.address }
            var picture: RecipePicture?
            if pictures, let image = one.image, let url = Self.resolve(image, against: page.address) {
                progress("fetching the picture \(url)")
                do {
                    let fetched = try await fetcher.fetch(url)
                    picture = RecipePicture(bytes: fetched.bytes)
                    if picture == nil { notes.append(ImportFailure(origin: url, reason: "the picture is not an image; the recipe is kept without it")) }
                } catch {
                    notes.append(ImportFailure(origin: url, reason: "the picture could not be fetched (\(error)); the recipe is kept without it"))
                }
            }
            imported.append(ImportedRecipe(read: one, picture: picture, origin: page.address))
        }
        return .success(ImportReading(recipes: imported, notes: notes))
    }

    /// A file's recipes: an app's export by what it holds, else a recipe file by its
    /// extension (a saved page or JSON without one, by its first bytes). An export's parts that
    /// gave no recipe come as its reading's failures.
    static func readFile(_ path: String) -> Result<ImportReading, ImportFailure> {
        let bytes: [UInt8]
        switch RecipeFile.contents(path, limit: ImportSource.maximumFileSize) {
        case .success(let read): bytes = read
        case .failure(let problem): return .failure(ImportFailure(origin: path, reason: problem.message))
        }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // An app's export, by what the file holds (whatever its name).
        switch AppExport.read(bytes, name: name) {
        case .failure(let problem)?:
            return .failure(ImportFailure(origin: path, reason: problem.message))
        case .success(var reading)?:
            for i in reading.recipes.indices {
                reading.recipes[i].read.recipe = RecipeFile.sanitized(reading.recipes[i].read.recipe, fileName: name)
            }
            guard !reading.recipes.isEmpty || !reading.failures.isEmpty else {
                return .failure(ImportFailure(origin: path, reason: "no recipe in the export"))
            }
            return .success(reading)
        case nil:
            break
        }
        let formats = RecipeFormats.all
        let fileExtension = name.split(separator: ".").count > 1 ? name.split(separator: ".").last!.lowercased() : ""
        var format = formats.first { $0.extensions.contains(fileExtension) }
        if format == nil { format = looksLikeJSON(bytes) ? RecipeFormats.json : bytes.contains(UInt8(ascii: "<")) ? RecipeFormats.html : nil }
        guard let format else {
            return .failure(ImportFailure(origin: path, reason: "not a recipe file (cookbook reads \(RecipeFile.extensions()))"))
        }
        switch format.read(bytes, name) {
        case .problem(let problem):
            let noRecipe = problem == RecipeFormats.notARecipe || problem == SchemaOrgReader.noRecipe
            return .failure(ImportFailure(origin: path, reason: noRecipe ? "no recipe in the file" : problem.message))
        case .recipes(let read) where read.isEmpty:
            return .failure(ImportFailure(origin: path, reason: "no recipe in the file"))
        case .recipes(let read):
            return .success(ImportReading(recipes: read.map { one in
                var one = one
                one.recipe = RecipeFile.sanitized(one.recipe, fileName: name)
                return ImportedRecipe(read: one, origin: path)
            }))
        }
    }

    /// An image's address as a page names it, made whole against the page's address.
    static func resolve(_ image: String, against page: String) -> String? {
        let lowered = image.lowercased()
        if lowered.hasPrefix("http://") || lowered.hasPrefix("https://") { return image }
        guard let scheme = page.range(of: "://") else { return nil }
        let afterScheme = page[scheme.upperBound...]
        let hostEnd = afterScheme.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) ?? afterScheme.endIndex
        let origin = String(page[..<hostEnd])
        if image.hasPrefix("//") { return page[..<scheme.lowerBound] + ":" + image }
        if image.hasPrefix("/") { return origin + image }
        guard !image.isEmpty, !lowered.hasPrefix("data:") else { return nil }
        let path = afterScheme[hostEnd...].prefix { $0 != "?" && $0 != "#" }
        let folder = path.lastIndex(of: "/").map { String(path[...$0]) } ?? "/"
        return origin + folder + image
    }

    static func looksLikeJSON(_ bytes: [UInt8]) -> Bool {
        let first = bytes.drop { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }.first
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }
}
