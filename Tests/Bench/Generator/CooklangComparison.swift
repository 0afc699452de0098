import CookbookFormats
import Foundation

/// `cookbook-gen cooklang-compare OFFICIAL.json EXAMPLES` (`make compare`, through
/// tools/compare_cooklang.py): cookbook's reading of the example files beside the official
/// parser's (cooklang-rs, through its Python bindings), as tools/compare_cooklang.py wrote it to
/// OFFICIAL.json. Prints, per file, where the two differ. Exit status 1 when the JSON holds no
/// file or cookbook cannot read a file the official parser read; 0 otherwise, whatever differs.
enum CooklangComparison {
    static func run(json: String, examples: String) -> Int32 {
        let files: [Official]
        do {
            files = try JSONDecoder().decode([Official].self, from: Data(contentsOf: URL(fileURLWithPath: json)))
        } catch {
            fail("cannot read \(json): \(error)")
        }
        guard !files.isEmpty else { fail("\(json) names no file") }
        let folder = URL(fileURLWithPath: examples)

        var report: [String] = []
        var differing = 0
        var unread: [String] = []
        for official in files {
            guard let text = try? String(contentsOf: folder.appendingPathComponent(official.file), encoding: .utf8) else {
                fail("cannot read \(official.file) in \(examples)")
            }
            let differences = Self.differences(official, text: text)
            if differences.isEmpty {
                report.append("= \(official.file): the same")
            } else {
                differing += 1
                report.append("≠ \(official.file):")
                report += differences.map { "    " + $0 }
            }
            if official.error == nil, case .failure(let problem) = CooklangParser.parse(text) {
                unread.append("\(official.file): the official parser reads it, cookbook does not: \(problem)")
            }
        }
        report.append("\(files.count) files compared, \(differing) read differently.")
        report += unread
        print(report.joined(separator: "\n"))
        return unread.isEmpty ? 0 : 1
    }

    // MARK: The comparison

    static func differences(_ official: Official, text: String) -> [String] {
        let ours: CooklangRecipe
        switch CooklangParser.parse(text) {
        case .success(let recipe): ours = recipe
        case .failure(let problem):
            return ["cookbook: \(problem)" + (official.error.map { "; official: \($0)" } ?? "; official: read it")]
        }
        if let error = official.error { return ["official: \(error); cookbook: read it"] }

        var found: [String] = []
        func compare<T: Equatable>(_ field: String, _ theirs: [T], _ mine: [T]) {
            guard theirs != mine else { return }
            if theirs.count != mine.count { found.append("\(field): official has \(theirs.count), cookbook \(mine.count)") }
            for (i, (a, b)) in zip(theirs, mine).enumerated() where a != b {
                found.append("\(field)[\(i)]: official \(a)")
                found.append("\(String(repeating: " ", count: field.count + String(i).count + 2))  cookbook \(b)")
            }
        }

        let steps = ours.steps
        let items = steps.flatMap(\.items)
        compare("ingredient", official.ingredients ?? [], items.compactMap { item -> Official.Component? in
            guard case .ingredient(let i) = item else { return nil }
            return Official.Component(name: i.name, quantity: i.quantity, unit: i.units, note: i.note, reference: i.reference)
        })
        compare("cookware", (official.cookware ?? []).map(\.withoutNote), items.compactMap { item -> Official.Component? in
            guard case .cookware(let c) = item else { return nil }
            return Official.Component(name: c.name, quantity: c.quantity, unit: c.units, note: nil, reference: nil)
        })
        compare("timer", official.timers ?? [], items.compactMap { item -> Official.Component? in
            guard case .timer(let t) = item else { return nil }
            return Official.Component(name: t.name, quantity: t.quantity, unit: t.units, note: nil, reference: nil)
        })
        // Both step texts with every run of white space as one space: the model keeps a step's
        // line breaks where the file is written an instruction a line (see CooklangReader), the
        // official parser where the file forces them; the words are compared.
        compare("step", (official.steps ?? []).map(collapsed), steps.map { collapsed(CooklangReader.text(of: $0)) })
        compare("note", official.notes ?? [], ours.notes)
        compare("section", (official.sections ?? []).filter { $0.name != nil || $0.steps > 0 }.map(\.description),
            ours.sections.map { section in
                Official.Section(name: section.name, steps: section.blocks.filter { if case .step = $0 { true } else { false } }.count)
                    .description
            })
        let theirs = Set((official.metadata ?? [:]).map { "\($0.key): \($0.value)" })
        let mine = Set(ours.metadata.map { entry in
            let key = entry.key.lowercased().replacingOccurrences(of: " ", with: "_")
            let value: Official.MetaValue
            switch entry.value {
            case .text(let text) where key == "tags":
                // The official parser splits tags at commas.
                value = .list(text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
            case .text(let text): value = .text(text)
            case .list(let list): value = .list(list.map { $0.text ?? "\($0)" })
            case .map: value = .text("\(entry.value)")
            }
            return "\(key): \(value)"
        })
        for entry in theirs.subtracting(mine).sorted() { found.append("metadata: only official: \(entry)") }
        for entry in mine.subtracting(theirs).sorted() { found.append("metadata: only cookbook: \(entry)") }
        return found
    }

    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" }).joined(separator: " ")
    }

    // MARK: The JSON

    struct Official: Decodable {
        var file: String
        var error: String?
        var metadata: [String: MetaValue]?
        var ingredients: [Component]?
        var cookware: [Component]?
        var timers: [Component]?
        var steps: [String]?
        var sections: [Section]?
        var notes: [String]?

        enum Value: Decodable, Equatable, CustomStringConvertible {
            case number(Double)
            case text(String)

            init(from decoder: any Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let number = try? c.decode(Double.self) { self = .number(number) } else { self = .text(try c.decode(String.self)) }
            }

            var description: String {
                switch self {
                case .number(let n): n == n.rounded() && abs(n) < 1e15 ? String(Int(n)) : String(n)
                case .text(let t): "\"\(t)\""
                }
            }
        }

        enum MetaValue: Decodable, Equatable, CustomStringConvertible {
            case text(String)
            case list([String])

            init(from decoder: any Decoder) throws {
                let c = try decoder.singleValueContainer()
                if let list = try? c.decode([String].self) { self = .list(list) } else { self = .text(try c.decode(String.self)) }
            }

            var description: String {
                switch self {
                case .text(let t): t
                case .list(let l): "[" + l.joined(separator: ", ") + "]"
                }
            }
        }

        struct Component: Decodable, Equatable, CustomStringConvertible {
            var name: String?
            var value: Value?
            var unit: String?
            var note: String?
            var reference: String?

            init(name: String?, quantity: CooklangQuantity?, unit: String?, note: String?, reference: String?) {
                self.name = name
                value = quantity.map { q in q.value.map(Value.number) ?? .text(q.text) }
                self.unit = unit
                self.note = note
                self.reference = reference
            }

            var withoutNote: Component {
                var copy = self
                copy.note = nil
                return copy
            }

            var description: String {
                var parts = [name ?? "(no name)"]
                if let value { parts.append("value \(value)") }
                if let unit { parts.append("unit \(unit)") }
                if let note { parts.append("note \(note)") }
                if let reference { parts.append("reference \(reference)") }
                return parts.joined(separator: ", ")
            }
        }

        struct Section: Decodable, CustomStringConvertible {
            var name: String?
            var steps: Int

            var description: String { "\(name ?? "(no name)"): \(steps) steps" }
        }
    }
}
