// libFuzzer target: the schema.org reader, on any bytes as a JSON-LD file (first byte 'j')
// or a saved page (any other first byte). Built and run by `make fuzz`; see the Makefile.
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSchemaOrg(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let input = Array(UnsafeBufferPointer(start: bytes + 1, count: count - 1))
    let page = bytes[0] != UInt8(ascii: "j")
    let reading = page ? SchemaOrgReader.read(html: input) : SchemaOrgReader.read(json: input)
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
    return 0
}
