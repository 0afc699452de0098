import CookbookFixtures
import CookbookModel
import CookbookFormats
import CookbookStore
import CookbookApp
import Foundation

// The helper of `make bench` and `make compare`:
//   cookbook-gen RECIPES FILE [SEED]        write a synthetic cookbook (same arguments, same file)
//   cookbook-gen names FILE OUT             write the recipe names of FILE, one a line (for fzf)
//   cookbook-gen files cook|jsonld N DIR    write N recipes as files, one a recipe, in a folder per
//                                           category (40): Cooklang .cook or schema.org .json
//   cookbook-gen frames FILE [MOVES]        time frames of the cursor moving through the first
//                                           recipe, with what the session keeps between frames
//                                           (the recipe read, its document laid out), with the
//                                           recipe read again each frame, and with neither kept;
//                                           prints medians per frame in µs as JSON
//   cookbook-gen search FILE WORD [RUNS]    time SearchIndex.search for each prefix of WORD, as
//                                           typed (each narrowing the last); prints {"per_keystroke_ms": [...]} (medians)
//   cookbook-gen cooklang-speed [--rounds N] FOLDER...
//                                           time the Cooklang parser and reader on each .cook file
//                                           under the folders, and 10,000 files' worth (CooklangSpeed.swift)
//   cookbook-gen cooklang-compare OFFICIAL.json EXAMPLES
//                                           where cookbook's Cooklang reading differs from the
//                                           official parser's (CooklangComparison.swift)
//   cookbook-gen schemaorg-readings PAGES OUT
//                                           cookbook's reading of each saved page, as JSON
//                                           (SchemaOrgReadings.swift)
//   cookbook-gen shopping-readings CASES OUT
//                                           cookbook's reading of each shopping-list, ticks or
//                                           aisle.conf case, as JSON (ShoppingReadings.swift)
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cookbook-gen: \(message)\n".utf8))
    exit(2)
}

func load(_ path: String) -> Catalog {
    loadLibrary(path).catalog
}

func loadLibrary(_ path: String) -> Library {
    do {
        return try CookbookLoader.load(path: path)
    } catch {
        fail(error.description)
    }
}

func microseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e3
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "names" where arguments.count == 3:
    let names = load(arguments[1]).recipes.map(\.name).joined(separator: "\n") + "\n"
    guard FileManager.default.createFile(atPath: arguments[2], contents: Data(names.utf8)) else {
        fail("cannot write \(arguments[2])")
    }
case "files" where arguments.count == 4 && ["cook", "jsonld"].contains(arguments[1]):
    guard let count = Int(arguments[2]), count > 0 else { fail("files: N is a number of recipes") }
    let library = try! BundledReader.decode(Data(SyntheticCookbook.json(recipes: count)), file: "generated")
    let root = URL(fileURLWithPath: arguments[3])
    var bytes = 0
    for summary in library.catalog.recipes {
        let recipe = library.recipe(id: summary.id)!
        let category = library.catalog.category(id: recipe.category)!.name
        let folder = root.appendingPathComponent(category)
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let cook = arguments[1] == "cook"
        // The category comes from the folder, as in a real collection; the id keeps names apart.
        let text = cook ? RecipeExport.cooklang(ReadRecipe(recipe: recipe)) : RecipeExport.jsonLD(recipe, categoryName: nil)
        let name = recipe.name.replacing("/", with: "-") + " " + recipe.id.suffix(6) + (cook ? ".cook" : ".json")
        guard FileManager.default.createFile(atPath: folder.appendingPathComponent(name).path, contents: Data(text.utf8)) else {
            fail("cannot write in \(folder.path)")
        }
        bytes += text.utf8.count
    }
    print("\(arguments[3]): \(count) \(arguments[1]) files, \(bytes) bytes")
case "frames" where arguments.count >= 2:
    let library = loadLibrary(arguments[1])
    let moves = arguments.count > 2 ? Int(arguments[2]) ?? 200 : 200
    guard let first = library.catalog.recipes.first,
          var model = DeepLink.recipeScreen(first.id, in: library.catalog) else { fail("no recipe") }
    let outline = library.catalog.outline(id: first.id)!
    let count = DetailItems.count(of: outline)
    var kept: [Double] = [], reread: [Double] = [], none: [Double] = []
    var memo = RenderMemo()
    let recipe = library.recipe(id: first.id)!
    for move in 0..<moves {
        model.reduce(.setDetailCursor(count == 0 ? 0 : move % count), in: library.catalog)
        kept.append(microseconds {
            _ = Screen.render(model, ScreenData(catalog: library.catalog, recipes: [first.id: recipe]),
                              width: 120, height: 40, theme: .dark, memo: &memo)
        })
        reread.append(microseconds {
            let read = library.recipe(id: first.id)!
            _ = Screen.render(model, ScreenData(catalog: library.catalog, recipes: [first.id: read]),
                              width: 120, height: 40, theme: .dark, memo: &memo)
        })
        none.append(microseconds {
            var fresh = RenderMemo()
            let read = library.recipe(id: first.id)!
            _ = Screen.render(model, ScreenData(catalog: library.catalog, recipes: [first.id: read]),
                              width: 120, height: 40, theme: .dark, memo: &fresh)
        })
    }
    func median(_ values: [Double]) -> String { String(format: "%.1f", values.sorted()[values.count / 2]) }
    print("{\"kept_us\": \(median(kept)), \"recipe_read_each_frame_us\": \(median(reread)), \"none_us\": \(median(none))}")
case "search" where arguments.count >= 3:
    let cookbook = load(arguments[1])
    let word = arguments[2]
    let runs = arguments.count > 3 ? Int(arguments[3]) ?? 7 : 7
    let queries = (1...word.count).map { String(word.prefix($0)) }
    var times = Array(repeating: [Double](), count: queries.count)
    var hits = 0
    for _ in 0..<runs {
        // As typed: each query narrows what the one before found, as the search screen does.
        var previous: SearchResults?
        for (i, query) in queries.enumerated() {
            let start = DispatchTime.now().uptimeNanoseconds
            previous = cookbook.searchIndex.search(query, limit: 50, after: previous)
            hits = previous!.hits.count
            times[i].append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6)
        }
    }
    let medians = times.map { $0.sorted()[$0.count / 2] }
    print("{\"per_keystroke_ms\": [\(medians.map { String(format: "%.2f", $0) }.joined(separator: ", "))], \"hits\": \(hits)}")
case "cooklang-speed" where arguments.count >= 2:
    var folders = Array(arguments.dropFirst())
    var rounds = 2_000
    if folders.first == "--rounds" {
        guard folders.count >= 3, let n = Int(folders[1]), n > 0 else { fail("cooklang-speed: --rounds takes a number") }
        rounds = n
        folders.removeFirst(2)
    }
    exit(CooklangSpeed.run(folders: folders, rounds: rounds))
case "cooklang-compare" where arguments.count == 3:
    exit(CooklangComparison.run(json: arguments[1], examples: arguments[2]))
case "schemaorg-readings" where arguments.count == 3:
    SchemaOrgReadings.write(pages: arguments[1], to: arguments[2])
case "shopping-readings" where arguments.count == 3:
    ShoppingReadings.write(cases: arguments[1], to: arguments[2])
default:
    guard arguments.count >= 2, let count = Int(arguments[0]), count > 0 else {
        fail("""
            usage: cookbook-gen RECIPES FILE [SEED] | names FILE OUT | files cook|jsonld N DIR | frames FILE [MOVES] \
            | search FILE WORD [RUNS] | cooklang-speed [--rounds N] FOLDER... | cooklang-compare OFFICIAL.json EXAMPLES \
            | schemaorg-readings PAGES OUT | shopping-readings CASES OUT
            """)
    }
    let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
    let bytes = SyntheticCookbook.json(recipes: count, seed: seed)
    guard FileManager.default.createFile(atPath: arguments[1], contents: Data(bytes)) else {
        fail("cannot write \(arguments[1])")
    }
    print("\(arguments[1]): \(count) recipes, \(bytes.count) bytes")
}
