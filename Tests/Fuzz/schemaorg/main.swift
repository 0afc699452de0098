// libFuzzer target: the schema.org reader, on any bytes both as a JSON-LD file and as a
// saved page. Built and run by `make fuzz`; see the Makefile (its seeds are the readers'
// own fixtures).
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaOrg(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    for reading in [SchemaOrgReader.read(json: input), SchemaOrgReader.read(html: input)] {
        switch reading {
        case .success(let recipes):
            precondition(!recipes.isEmpty, "success with no recipe")
            for read in recipes {
                let recipe = read.recipe
                if let body = try? recipe.compactJSON() {
                    let decoded = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
                    precondition(decoded == recipe, "a recipe does not read back as the store keeps it")
                }
            }
        case .failure(let problem):
            let shown = TerminalText.visible(problem.description)
            precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
    return 0
}
