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
                let finite = recipe.ingredients.allSatisfy { ($0.quantity ?? 0).isFinite && ($0.quantityTo ?? 0).isFinite }
                if finite, let encoded = try? JSONEncoder().encode(recipe) {
                    let decoded = try? JSONDecoder().decode(Recipe.self, from: encoded)
                    precondition(decoded == recipe, "a recipe does not read back as it encoded itself")
                }
            }
        case .failure(let problem):
            let shown = TerminalText.visible(problem.description)
            precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        }
    }
    return 0
}
