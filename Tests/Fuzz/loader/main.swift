// libFuzzer target: the cookbook file decoder and validator, on any bytes, both ways.
// Built and run by `make fuzz`; see the Makefile.
import CookbookModel
import CookbookFormats
import CookbookRender
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLoader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    // The quick open (an index, recipes decoded when shown) must agree with the plain
    // decoder: the same recipes and warnings, or the same error (for "not valid JSON",
    // only that: the quick one also says where).
    let plain: Result<Library, CookbookLoadError>
    do { plain = .success(try BundledReader.decodeFully(data, file: "fuzz.json")) } catch { plain = .failure(error) }
    do {
        let cookbook = try BundledReader.decode(data, file: "fuzz.json")
        guard case .success(let expected) = plain else { preconditionFailure("only the quick open accepted it") }
        precondition(cookbook.catalog.categories == expected.catalog.categories && cookbook.catalog.recipes == expected.catalog.recipes)
        precondition(cookbook.warnings == expected.warnings)
        // What the loader promises: every id it hands out resolves.
        for summary in cookbook.catalog.recipes {
            precondition(cookbook.catalog.category(id: summary.category) != nil)
            guard let recipe = cookbook.recipe(id: summary.id) else { preconditionFailure("a listed recipe does not decode") }
            precondition(recipe == expected.recipe(id: summary.id))
            precondition(recipe.related.allSatisfy { cookbook.recipe(id: $0) != nil })
            precondition(cookbook.catalog.outline(id: summary.id) == recipe.outline)
        }
    } catch {
        guard case .failure(let expected) = plain else { preconditionFailure("only the plain decoder accepted it: \(error)") }
        if case .notJSON = expected.reason {
            guard case .notJSON = error.reason else { preconditionFailure("\(error) but the plain decoder: \(expected)") }
        } else {
            precondition(error.description == expected.description, "\(error) but the plain decoder: \(expected)")
        }
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
