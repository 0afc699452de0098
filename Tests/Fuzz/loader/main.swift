// libFuzzer target: the cookbook file decoder and validator, on any bytes.
// Built and run by `make fuzz`; see the Makefile.
import CookbookKit
import CookbookUI
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    do {
        let cookbook = try CookbookLoader.decode(data, file: "fuzz.json")
        // What the loader promises: every id it hands out resolves.
        for recipe in cookbook.recipes {
            precondition(cookbook.category(id: recipe.category) != nil)
            precondition(recipe.related.allSatisfy { cookbook.recipe(id: $0) != nil })
        }
    } catch {
        // A clean error names the file, and is printed as one line with nothing in it a
        // terminal would act on (the command line shows it through TerminalText.visible).
        let message = error.description
        precondition(message.hasPrefix("fuzz.json: "))
        let shown = TerminalText.visible(message)
        precondition(!shown.unicodeScalars.contains {
            $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || (0x202A...0x202E).contains($0.value)
                || (0x2066...0x2069).contains($0.value)
        })
    }
    return 0
}
