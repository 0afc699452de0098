// libFuzzer target: the app exports' reader (zip, gzip, JSON, CSV), on any bytes as an
// exported file. Built and run by `make fuzz`; see the Makefile (its seeds are small exports
// written for it, Tests/Fuzz/corpus/exports).
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExports(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    func safe(_ text: String) -> Bool {
        !TerminalText.visible(text).unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
            && !text.contains("\n")
    }
    switch AppExport.read(input, name: "fuzz.zip") {
    case nil:
        break
    case .failure(let problem):
        precondition(safe(problem.description), "a refusal that is not one safe line")
    case .success(let reading):
        for recipe in reading.recipes {
            precondition(!recipe.read.recipe.name.isEmpty, "a recipe with no name")
            precondition(!recipe.read.recipe.ingredients.isEmpty || !recipe.read.recipe.steps.isEmpty, "a recipe with nothing in it")
            precondition(safe(recipe.origin), "an origin that is not one safe line")
            if let picture = recipe.picture {
                precondition(RecipePicture.kind(of: picture.bytes) == picture.kind, "a picture that is not an image")
            }
            if let body = try? recipe.read.recipe.compactJSON() {
                let decoded = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
                precondition(decoded == recipe.read.recipe, "a recipe does not read back as the store keeps it")
            }
        }
        for failure in reading.failures {
            precondition(safe(failure.origin) && safe(failure.reason), "a failure that is not one safe line")
        }
    }
    return 0
}
