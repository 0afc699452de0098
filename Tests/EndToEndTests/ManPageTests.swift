import Foundation
import Testing

/// The man page `make man` generates (`make test` makes it before the tests), checked
/// against the command's own description of itself (`--experimental-dump-help`): every
/// subcommand, flag, option, value and help text is in the page, whole.
@Suite struct ManPageTests {
    /// $COOKBOOK_MAN, or where `make man` puts it.
    static let page: String = ProcessInfo.processInfo.environment["COOKBOOK_MAN"]
        ?? repository.appendingPathComponent(".build/man/cookbook.1").path

    struct Described {
        var subcommands: [String] = []
        var flags: [String] = []
        var values: [String] = []
        var texts: [String] = []
    }

    /// What the binary says it has, from every command in its tree.
    func described() throws -> Described {
        let dump = try run(cookbookBinary, ["--experimental-dump-help"])
        guard dump.status == 0, let json = try JSONSerialization.jsonObject(with: Data(dump.stdout.utf8)) as? [String: Any],
              let root = json["command"] as? [String: Any] else {
            throw Failure("--experimental-dump-help: \(dump.status) \(dump.stderr)")
        }
        var described = Described()
        func visit(_ command: [String: Any], isRoot: Bool) {
            if !isRoot, let name = command["commandName"] as? String { described.subcommands.append(name) }
            described.texts += [command["abstract"], command["discussion"]].compactMap { $0 as? String }
            for argument in command["arguments"] as? [[String: Any]] ?? [] where argument["shouldDisplay"] as? Bool != false {
                for name in argument["names"] as? [[String: String]] ?? [] {
                    described.flags.append(name["kind"] == "short" ? "Fl \(name["name"]!)" : "-\(name["name"]!)")
                }
                if argument["kind"] as? String != "flag", let value = argument["valueName"] as? String {
                    described.values.append("Ar \(value)")
                }
                described.values += (argument["allValues"] as? [String] ?? []).map { "Ar \($0)" }
                described.texts += [argument["abstract"], argument["discussion"]].compactMap { $0 as? String }
                described.texts += (argument["allValueDescriptions"] as? [String: String] ?? [:]).values
            }
            for subcommand in command["subcommands"] as? [[String: Any]] ?? [] { visit(subcommand, isRoot: false) }
        }
        visit(root, isRoot: true)
        return described
    }

    @Test func thePageHasEverySubcommandFlagValueAndHelpText() throws {
        guard let page = try? String(contentsOfFile: Self.page, encoding: .utf8) else {
            throw Failure("no man page at \(Self.page): run `make man` (`make test` makes it first)")
        }
        let described = try described()
        #expect(page.contains(".Dt COOKBOOK 1"))
        // (`plan`'s own: `show`, `add`, `remove`.)
        #expect(described.subcommands.sorted() == ["add", "browse", "help", "import", "link", "list", "pantry", "plan", "remove", "search", "shop", "show", "show", "validate"])
        for name in described.subcommands { #expect(page.contains(".It Em \(name)\n"), "subcommand \(name)") }
        #expect(described.flags.contains("-layout") && described.flags.contains("Fl h"))
        for flag in described.flags { #expect(page.contains(flag), "flag \(flag)") }
        for value in described.values { #expect(page.contains(value), "value \(value)") }
        // Help texts whole: mdoc's escaping drops characters it cannot write (non-ASCII).
        let lines = Set(page.split(separator: "\n").map { line in
            line.hasPrefix(".Nd ") ? String(line.dropFirst(4)).trimmingCharacters(in: ["\""]) : String(line)
        })
        for text in described.texts {
            for paragraph in text.split(separator: "\n") {
                let whole = lines.contains(String(paragraph))
                #expect(whole, "help text not whole in the page: \(paragraph)")
            }
        }
    }
}
