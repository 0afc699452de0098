import CookbookModel

/// Reads schema.org Recipes: from a `.json`/`.jsonld` file (one Recipe, a list, an `@graph`,
/// a Nextcloud Cookbook `recipe.json`) or from a saved web page (every
/// `<script type="application/ld+json">` block; a page whose JSON-LD gives no Recipe, its
/// microdata: `Microdata`). Pure: bytes in, recipes or a problem out.
///
/// Text is UTF-8 (a BOM is skipped), UTF-16 with a BOM, or else Windows-1252. When a page has
/// several Recipes they all come back, in page order; objects with the same `@id` are one
/// recipe (`RecipeNodes`), and a stub with neither ingredients nor steps is dropped when
/// another recipe has some.
public enum SchemaOrgReader {
    /// What reading gives for JSON (or a page's blocks) read whole with no Recipe in it.
    public static let noRecipe = FormatProblem(message: "no Recipe in the JSON-LD")

    /// A JSON-LD file: its Recipes, or why there are none.
    public static func read(json bytes: [UInt8]) -> Result<[ReadRecipe], FormatProblem> {
        bytes.withUnsafeBufferPointer { buffer in
            switch PageEncoding.decode(buffer) {
            case .binary:
                return .failure(FormatProblem(message: "not UTF-8 text (the file has NUL bytes)"))
            case .transcoded(let utf8):
                return utf8.withUnsafeBufferPointer { readJSON($0) }
            case .utf8:
                return readJSON(buffer)
            }
        }
    }

    private static func readJSON(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<[ReadRecipe], FormatProblem> {
        switch LenientJSON.parse(buffer, from: 0, to: buffer.count) {
        case .failure(let error):
            return .failure(error.problem(in: buffer, from: 0))
        case .success(let document):
            return recipes(in: [document])
        }
    }

    /// A saved page: the Recipes of its ld+json blocks, else of its microdata, or why there are
    /// none. A block that is not JSON even leniently is skipped when another block has a
    /// Recipe; otherwise, with no microdata Recipe either, the first such block's problem is
    /// the answer, placed by the page's line and column.
    public static func read(html bytes: [UInt8]) -> Result<[ReadRecipe], FormatProblem> {
        bytes.withUnsafeBufferPointer { page in
            if page.count >= 2, (page[0] == 0xFF && page[1] == 0xFE) || (page[0] == 0xFE && page[1] == 0xFF) {
                let utf8 = PageEncoding.utf16(page, bigEndian: page[0] == 0xFE)
                return utf8.withUnsafeBufferPointer { readPage($0) }
            }
            return readPage(page)
        }
    }

    /// What reading a page with neither JSON-LD nor a microdata Recipe gives.
    public static let noRecipeInPage = FormatProblem(message: "no recipe in the page (no ld+json block, no microdata Recipe)")

    /// The page's JSON-LD Recipes; else its microdata Recipes (`Microdata`); else why there are none.
    private static func readPage(_ page: UnsafeBufferPointer<UInt8>) -> Result<[ReadRecipe], FormatProblem> {
        let fromJSONLD = readJSONLD(page)
        if case .success = fromJSONLD { return fromJSONLD }
        if case .success(let recipes) = readMicrodata(page) { return .success(recipes) }
        return fromJSONLD
    }

    private static func readMicrodata(_ page: UnsafeBufferPointer<UInt8>) -> Result<[ReadRecipe], FormatProblem> {
        switch PageEncoding.decode(page) {
        case .utf8: recipes(in: Microdata.documents(in: page))
        case .transcoded(let utf8): utf8.withUnsafeBufferPointer { recipes(in: Microdata.documents(in: $0)) }
        case .binary: .failure(noRecipeInPage)
        }
    }

    private static func readJSONLD(_ page: UnsafeBufferPointer<UInt8>) -> Result<[ReadRecipe], FormatProblem> {
        let ranges = LDJSONBlocks.ranges(in: page)
        guard !ranges.isEmpty else {
            return .failure(noRecipeInPage)
        }
        var documents: [JSONValue] = []
        var firstProblem: FormatProblem?
        for range in ranges {
            let block = UnsafeBufferPointer(rebasing: page[range])
            let result: Result<JSONValue, FormatProblem>
            switch PageEncoding.decode(block) {
            case .utf8:
                result = LenientJSON.parse(page, from: range.lowerBound, to: range.upperBound)
                    .mapError { $0.problem(in: page, from: 0) }
            case .transcoded(let utf8):
                let line = JSONPosition.lineAndColumn(of: range.lowerBound, in: page, from: 0).0
                result = utf8.withUnsafeBufferPointer { text in
                    LenientJSON.parse(text, from: 0, to: text.count).mapError { $0.problem(in: text, from: 0, lineOffset: line - 1) }
                }
            case .binary:
                result = .failure(FormatProblem(message: "not UTF-8 text (an ld+json block has NUL bytes)"))
            }
            switch result {
            case .success(let document): documents.append(document)
            case .failure(let problem): if firstProblem == nil { firstProblem = problem }
            }
        }
        let found = recipes(in: documents)
        if case .failure = found, let firstProblem { return .failure(firstProblem) }
        return found
    }

    private static func recipes(in documents: [JSONValue]) -> Result<[ReadRecipe], FormatProblem> {
        let nodes = RecipeNodes(documents: documents)
        guard !nodes.recipes.isEmpty else {
            return .failure(noRecipe)
        }
        var recipes = nodes.recipes.map { SchemaOrgRecipe.read($0, nodes: nodes) }
        let hasContent = { (read: ReadRecipe) in !read.recipe.ingredients.isEmpty || !read.recipe.steps.isEmpty }
        if recipes.contains(where: hasContent) { recipes.removeAll { !hasContent($0) } }
        return .success(recipes)
    }
}
