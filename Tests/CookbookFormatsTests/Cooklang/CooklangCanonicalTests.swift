import CookbookFormats
import Foundation
import Testing
import Yams

/// Every case of the spec's canonical tests (../shared/cooklang/canonical.yaml): the parser's
/// steps and metadata, in the tests' own format, equal the case's `result` exactly.
@Suite struct CooklangCanonicalTests {
    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason), arguments: CanonicalCases.names)
    func canonicalCase(_ name: String) throws {
        let testCase = try #require(CanonicalCases.all[name])
        let recipe = try CooklangParser.parse(testCase.source).get()
        let reading = CanonicalResult(recipe)
        #expect(reading.steps == testCase.result.steps)
        #expect(reading.metadata == testCase.result.metadata)
    }

    /// The file was read whole: its 60 cases and, across them, the items its README counts.
    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func everyCaseIsRead() throws {
        try #require(CanonicalCases.loadProblem == nil, "\(CanonicalCases.loadProblem!)")
        #expect(CanonicalCases.names.count == 60)
        var counts: [String: Int] = [:]
        for testCase in CanonicalCases.all.values {
            for item in testCase.result.steps.joined() { counts[item.kind, default: 0] += 1 }
        }
        #expect(counts == ["text": 52, "ingredient": 26, "cookware": 10, "timer": 8])
    }

    /// The comparison can fail: a reading that is wrong in one quantity, one name or one piece
    /// of text is not equal to the expected result.
    @Test(.enabled(if: SharedCooklang.isPresent, SharedCooklang.skipReason))
    func aWrongReadingDoesNotPass() throws {
        let testCase = try #require(CanonicalCases.all["testDirectionWithIngredient"])
        let right = try CooklangParser.parse(testCase.source).get()
        #expect(CanonicalResult(right).steps == testCase.result.steps)

        for wrong in ["Add @chilli{3%item}, @ginger{10%g} and @milk{1%l}.", "Add @chilli{3%items}, @ginger{1%g} and @milk{1%l}.",
            "Add @chilli{3%items}, @ginger{10%g} and @milk{1%l}!", "Add @chili{3%items}, @ginger{10%g} and @milk{1%l}."]
        {
            let reading = try CooklangParser.parse(wrong).get()
            #expect(CanonicalResult(reading).steps != testCase.result.steps, "\(wrong)")
        }
    }
}

// MARK: The canonical format

/// A quantity as the canonical tests write it: a YAML number, or text.
enum CanonicalValue: Equatable, CustomStringConvertible {
    case number(Double)
    case text(String)

    var description: String {
        switch self {
        case .number(let n): "\(n)"
        case .text(let t): "\"\(t)\""
        }
    }
}

enum CanonicalItem: Equatable {
    case text(String)
    case ingredient(name: String, quantity: CanonicalValue, units: String)
    case cookware(name: String, quantity: CanonicalValue, units: String)
    case timer(name: String, quantity: CanonicalValue, units: String)

    var kind: String {
        switch self {
        case .text: "text"
        case .ingredient: "ingredient"
        case .cookware: "cookware"
        case .timer: "timer"
        }
    }
}

struct CanonicalResult: Equatable {
    var steps: [[CanonicalItem]]
    var metadata: [String: String]

    init(steps: [[CanonicalItem]], metadata: [String: String]) {
        self.steps = steps
        self.metadata = metadata
    }

    /// The parser's reading in the canonical format, whose defaults stand for what a file does
    /// not write: an ingredient's quantity is "some", a cookware's 1, a timer's "" (as the
    /// reference parser's own canonical runner has them); units and names are "".
    init(_ recipe: CooklangRecipe) {
        func value(_ quantity: CooklangQuantity?, default fallback: CanonicalValue) -> CanonicalValue {
            guard let quantity else { return fallback }
            return quantity.value.map(CanonicalValue.number) ?? .text(quantity.text)
        }
        steps = recipe.steps.map { step in
            step.items.map { item in
                switch item {
                case .text(let text):
                    .text(text)
                case .ingredient(let i):
                    .ingredient(name: i.name, quantity: value(i.quantity, default: .text("some")), units: i.units ?? "")
                case .cookware(let c):
                    .cookware(name: c.name, quantity: value(c.quantity, default: .number(1)), units: c.units ?? "")
                case .timer(let t):
                    .timer(name: t.name ?? "", quantity: value(t.quantity, default: .text("")), units: t.units ?? "")
                }
            }
        }
        var metadata: [String: String] = [:]
        for entry in recipe.metadata {
            metadata[entry.key] = entry.value.text ?? "\(entry.value)"
        }
        self.metadata = metadata
    }
}

struct CanonicalCase {
    var source: String
    var result: CanonicalResult
}

/// canonical.yaml, read once. Its numbers are YAML's: a plain `3` or `0.5` is a number, a
/// quoted "01/2" or a plain `two small` is text.
enum CanonicalCases {
    static let (all, names, loadProblem): ([String: CanonicalCase], [String], String?) = load()

    private static func load() -> ([String: CanonicalCase], [String], String?) {
        guard SharedCooklang.isPresent else { return ([:], [], nil) }
        do {
            let yaml = try String(contentsOf: SharedCooklang.canonical, encoding: .utf8)
            guard let tests = try Yams.compose(yaml: yaml)?["tests"]?.mapping else {
                return ([:], [], "canonical.yaml has no `tests` map")
            }
            var all: [String: CanonicalCase] = [:]
            var names: [String] = []
            for (key, node) in tests {
                let name = try string(key)
                all[name] = try testCase(node)
                names.append(name)
            }
            return (all, names, nil)
        } catch {
            return ([:], [], "canonical.yaml: \(error)")
        }
    }

    private struct FormatError: Error, CustomStringConvertible {
        var description: String
    }

    private static func string(_ node: Node?) throws -> String {
        guard let string = node?.scalar?.string else { throw FormatError(description: "expected text, found \(String(describing: node))") }
        return string
    }

    private static func value(_ node: Node?) throws -> CanonicalValue {
        guard let scalar = node?.scalar else { throw FormatError(description: "expected a quantity, found \(String(describing: node))") }
        if scalar.style == .plain, let number = node?.float { return .number(number) }
        return .text(scalar.string)
    }

    private static func testCase(_ node: Node) throws -> CanonicalCase {
        let source = try string(node["source"])
        guard let result = node["result"], let steps = result["steps"]?.sequence, let metadata = result["metadata"]?.mapping else {
            throw FormatError(description: "a case without result.steps and result.metadata")
        }
        let items: [[CanonicalItem]] = try steps.map { step in
            guard let step = step.sequence else { throw FormatError(description: "a step that is not a list") }
            return try step.map(item)
        }
        var meta: [String: String] = [:]
        for (key, value) in metadata { meta[try string(key)] = try string(value) }
        return CanonicalCase(source: source, result: CanonicalResult(steps: items, metadata: meta))
    }

    private static func item(_ node: Node) throws -> CanonicalItem {
        switch try string(node["type"]) {
        case "text":
            return .text(try string(node["value"]))
        case "ingredient":
            return .ingredient(name: try string(node["name"]), quantity: try value(node["quantity"]), units: try string(node["units"]))
        case "cookware":
            // Some cookware items write `units: ""`, most none: both mean no units.
            return .cookware(
                name: try string(node["name"]), quantity: try value(node["quantity"]),
                units: node["units"] == nil ? "" : try string(node["units"]))
        case "timer":
            return .timer(name: try string(node["name"]), quantity: try value(node["quantity"]), units: try string(node["units"]))
        case let other:
            throw FormatError(description: "an item of type \(other)")
        }
    }
}
