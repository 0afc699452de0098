import CookbookFormats
import CookbookModel
import Foundation

/// `cookbook-gen shopping-readings CASES.json OUT.json` (`make compare`, through
/// tools/compare_shopping.py): cookbook's reading of each case's text, written as JSON for the
/// script to set beside the reference's (cooklang-rs, through its Python bindings). A case is
/// `{"name", "kind", "text"}` and, by kind:
///
/// - `list`, a `.shopping-list`: the entries read (references with their path, multiplier and
///   what is nested under them; items with their name and quantity; comments and blank lines
///   left out), the lines named as bad, and, when the case gives `"write"` (entries as the
///   reference read them), those entries written by `ShoppingListWriter` as cookbook writes
///   entries it made;
/// - `checked`, a `.shopping-checked`: the lines read, those named as bad, the names ticked now
///   (the log replayed, lower case, sorted) and the log compacted against the case's
///   `"current"` names (kept as the app keeps them: by `ItemKey`);
/// - `aisle`, an `aisle.conf`: the aisles in order, the lines named as bad, and for each of the
///   case's `"probes"` the aisle and name `Aisles.find` gives its key (or null).
enum ShoppingReadings {
    struct Case: Decodable {
        var name: String
        var kind: String
        var text: String
        var write: [WrittenEntry]?
        var current: [String]?
        var probes: [String]?
    }

    /// An entry as the reference read it, for cookbook's writer.
    struct WrittenEntry: Decodable {
        var path: String?
        var scale: Double?
        var children: [WrittenEntry]?
        var name: String?
        var quantity: String?

        var entry: ShoppingListEntry {
            if let path {
                return .reference(ShoppingReference(path: path, multiplier: scale, children: (children ?? []).map(\.entry)))
            }
            return .item(ShoppingItem(name: name ?? "", quantity: quantity))
        }
    }

    static func write(cases path: String, to out: String) {
        let cases: [Case]
        do {
            cases = try JSONDecoder().decode([Case].self, from: Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            fail("cannot read \(path): \(error)")
        }
        let readings = cases.map(reading)
        // Only strings, numbers, booleans, nulls, arrays and dictionaries of them: cannot fail.
        let data = try! JSONSerialization.data(withJSONObject: readings, options: [.prettyPrinted, .sortedKeys])
        guard FileManager.default.createFile(atPath: out, contents: data) else { fail("cannot write \(out)") }
        print("\(cases.count) readings written to \(out)")
    }

    static func reading(_ given: Case) -> [String: Any] {
        var reading: [String: Any] = ["name": given.name, "kind": given.kind]
        switch given.kind {
        case "list":
            let file = ShoppingListReader.read(given.text)
            reading["entries"] = entries(file.entries)
            reading["problems"] = problems(file.problems.map { ($0.line, $0.message) })
            if let write = given.write {
                reading["written"] = ShoppingListWriter.text(ShoppingListFile(entries: write.map(\.entry)))
            }
        case "checked":
            let read = ShoppingCheckedReader.read(Array(given.text.utf8))
            reading["checks"] = read.checks.map { [$0.name, $0.checked] as [Any] }
            reading["problems"] = problems(read.problems.map { ($0.line, $0.message) })
            reading["checked"] = ShoppingCheck.replay(read.checks).keys.sorted()
            let keeping = Set((given.current ?? []).map(ItemKey.of))
            reading["compacted"] = ShoppingCheck.compacted(read.checks) { keeping.contains(ItemKey.of($0)) }
                .map { [$0.name, $0.checked] as [Any] }
        case "aisle":
            let (aisles, found) = Aisles.parse(given.text)
            reading["categories"] = aisles.names
            reading["problems"] = problems(found.map { ($0.line, $0.message) })
            var lookups: [String: Any] = [:]
            for probe in given.probes ?? [] {
                lookups[probe] = aisles.find(ItemKey.of(probe)).map { [$0.aisle, $0.name] } ?? NSNull()
            }
            reading["lookups"] = lookups
        default:
            fail("case \(given.name): no kind \(given.kind)")
        }
        return reading
    }

    static func entries(_ entries: [ShoppingListEntry]) -> [[String: Any]] {
        entries.compactMap { entry -> [String: Any]? in
            switch entry {
            case .reference(let reference):
                return ["path": reference.path, "scale": reference.multiplier ?? NSNull(), "children": Self.entries(reference.children)]
            case .item(let item):
                return ["name": item.name, "quantity": item.quantity ?? NSNull()]
            case .text:
                return nil
            }
        }
    }

    static func problems(_ problems: [(Int, String)]) -> [[String: Any]] {
        problems.map { ["line": $0.0, "message": $0.1] }
    }
}
