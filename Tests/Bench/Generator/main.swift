import CookbookFixtures
import CookbookKit
import Foundation

// The benchmark's helper (`make bench`):
//   cookbook-gen RECIPES FILE [SEED]        write a synthetic cookbook (same arguments, same file)
//   cookbook-gen names FILE OUT             write the recipe names of FILE, one a line (for fzf)
//   cookbook-gen search FILE WORD [RUNS]    time SearchIndex.search for each prefix of WORD, as
//                                           typed (each narrowing the last); prints {"per_keystroke_ms": [...]} (medians)
func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("cookbook-gen: \(message)\n".utf8))
    exit(2)
}

func load(_ path: String) -> Catalog {
    do {
        return try CookbookLoader.load(path: path).catalog
    } catch {
        fail(error.description)
    }
}

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "names" where arguments.count == 3:
    let names = load(arguments[1]).recipes.map(\.name).joined(separator: "\n") + "\n"
    guard FileManager.default.createFile(atPath: arguments[2], contents: Data(names.utf8)) else {
        fail("cannot write \(arguments[2])")
    }
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
default:
    guard arguments.count >= 2, let count = Int(arguments[0]), count > 0 else {
        fail("usage: cookbook-gen RECIPES FILE [SEED] | names FILE OUT | search FILE WORD [RUNS]")
    }
    let seed = arguments.count > 2 ? UInt64(arguments[2]) ?? 1 : 1
    let bytes = SyntheticCookbook.json(recipes: count, seed: seed)
    guard FileManager.default.createFile(atPath: arguments[1], contents: Data(bytes)) else {
        fail("cannot write \(arguments[1])")
    }
    print("\(arguments[1]): \(count) recipes, \(bytes.count) bytes")
}
