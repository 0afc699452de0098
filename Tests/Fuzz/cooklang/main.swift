// libFuzzer target: the Cooklang reader, on any bytes as a `.cook` file (`.menu` when the
// first byte is odd), and what `cookbook validate` warns of in it (`CooklangMarkupCheck`).
// Built and run by `make fuzz`; see the Makefile.
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCooklang(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let input = Array(UnsafeBufferPointer(start: bytes, count: count))
    let name = (input.first ?? 0) & 1 == 1 ? "fuzz.menu" : "fuzz.cook"
    let reading = RecipeFormats.cooklang.read(input, name)
    // What `validate` warns of: each warning inside the file (a CR LF counted as two line
    // breaks here, which only makes room), in one line a terminal shows safely.
    let lines = Array(TextDecoding.decode(input).unicodeScalars).split(omittingEmptySubsequences: false) {
        ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains($0)
    }.count
    for warning in CooklangMarkupCheck.warnings(bytes: input) {
        precondition((warning.line ?? 0) >= 1 && (warning.line ?? 0) <= lines && (warning.column ?? 0) >= 1, "\(warning)")
        let shown = TerminalText.visible(warning.description)
        precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    switch reading {
    case .recipes(let recipes):
        precondition(recipes.count == 1, "a .cook file is one recipe")
        for read in recipes {
            // What the store keeps of a recipe is its compact JSON, read back as the store reads it.
            let recipe = read.recipe
            if let body = try? recipe.compactJSON() {
                let decoded = body.withUnsafeBytes(RecipeReader.recipe) ?? (try? JSONDecoder().decode(Recipe.self, from: Data(body)))
                precondition(decoded == recipe, "a recipe does not read back as the store keeps it")
            }
            precondition(read.references.count == Set(read.references).count, "a reference listed twice")
        }
    case .problem(let problem):
        // A problem says where, inside the file, in one line a terminal shows safely.
        // Lines end where the reader says they do: LF, CR LF, a lone CR, VT, FF, NEL, LS, PS,
        // counted in the text as decoded.
        var lines = 1
        var afterCR = false
        for scalar in TextDecoding.decode(input).unicodeScalars {
            if scalar == "\n" && afterCR { afterCR = false; continue }
            afterCR = scalar == "\r"
            if ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"].contains(scalar) { lines += 1 }
        }
        if let line = problem.line { precondition(line >= 1 && line <= lines + 1, "line \(line) of \(lines)") }
        if let column = problem.column { precondition(column >= 1) }
        let shown = TerminalText.visible(problem.description)
        precondition(!shown.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
    return 0
}
