// libFuzzer target: a page's microdata (through the schema.org reader, as a library reads a
// saved page) and a Copy Me That export's recipes.html, on any bytes; a fetched page's charset
// (`PageCharset`), and the file names an import makes of recipes' names (`RecipeFileName`). Built and run by
// `make fuzz`; see the Makefile (its seeds are the microdata fixtures).
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMicrodata(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    var read: [ReadRecipe] = []
    switch SchemaOrgReader.read(html: input) {
    case .success(let recipes):
        precondition(!recipes.isEmpty, "success with no recipe")
        read += recipes
    case .failure(let problem):
        let shown = TerminalText.visible(problem.description)
        precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    let picture = RecipePicture(bytes: [0xFF, 0xD8, 0xFF, 0xE0])
    let export = CopyMeThatReader.read(html: input) { _ in picture }
    precondition(!export.recipes.isEmpty || !export.failures.isEmpty, "an export with neither recipes nor failures")
    for imported in export.recipes {
        precondition(!imported.read.recipe.name.isEmpty, "a recipe with no name")
        precondition(imported.picture == nil || imported.read.image != nil, "a picture for a recipe naming none")
        read.append(imported.read)
    }
    for failure in export.failures {
        let shown = TerminalText.visible(failure.origin + ": " + failure.reason)
        precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    // A fetched page's charset: the bytes before the first NUL as its Content-Type, the rest
    // as the page (all of it as the page when there is no NUL).
    let split = input.firstIndex(of: 0)
    let page = split.map { Array(input[($0 + 1)...]) } ?? input
    switch PageCharset.readable(page, contentType: split.map { String(decoding: input[..<$0], as: UTF8.self) }) {
    case .success(let readable):
        precondition(readable == page || String(validating: readable, as: UTF8.self) != nil, "a page transcoded to bytes that are not UTF-8")
    case .failure(let problem):
        let shown = TerminalText.visible(problem.description)
        precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    // A recipe's name made a file's: it never leaves its folder.
    for name in [String(decoding: input.prefix(600), as: UTF8.self)] + read.map(\.recipe.name) {
        let file = RecipeFileName.numbered(RecipeFileName.make(name), Int(input.first ?? 1))
        precondition(!file.isEmpty && file.utf8.count <= RecipeFileName.maximumBytes, "a file name of \(file.utf8.count) bytes")
        precondition(!file.hasPrefix(".") && !file.contains("/") && !file.contains("\\"), "a file name that leaves its folder: \(file)")
        precondition(!file.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "a control character in a file name")
    }
    for each in read {
        let recipe = each.recipe
        if let body = try? recipe.compactJSON() {
            let decoded = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
            precondition(decoded == recipe, "a recipe does not read back as the store keeps it")
        }
    }
    return 0
}
