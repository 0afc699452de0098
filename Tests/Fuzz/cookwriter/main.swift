// libFuzzer target: the Cooklang writer. Any bytes read as a `.cook` file and as JSON-LD;
// every recipe read is written as Cooklang (`CooklangWriter`) and read back, and must be the
// same recipe but for the differences `CooklangRoundTrip` allows (a first step for the
// ingredients no step names, the order the steps name them in, what Cooklang cannot say).
// Built and run by `make fuzz`; see the Makefile.
import CookbookModel
import CookbookFormats
import Glibc

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCookWriter(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    var recipes: [ReadRecipe] = []
    if case .recipes(let read) = RecipeFormats.cooklang.read(input, "fuzz.cook") { recipes += read }
    if case .success(let read) = SchemaOrgReader.read(json: input) { recipes += read }
    for read in recipes {
        let result = CooklangRoundTrip.check(read)
        if !result.unexplained.isEmpty {
            // (An -O build's precondition says nothing: the difference is printed first.)
            fputs("\(result.unexplained)\n\(read.recipe.steps)\n\(read.recipe.ingredients)\n\(result.text)\n", stderr)
            preconditionFailure("the recipe read back differs")
        }
    }
    return 0
}
