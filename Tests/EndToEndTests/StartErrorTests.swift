import Foundation
import Testing

/// What happens before the screen starts: errors are one paragraph on stderr, status 2.
@Suite struct StartErrorTests {
    @Test func anUnknownDeepLinkExits2WithSuggestions() throws {
        let result = try run(cookbookBinary, ["aple-pie"])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("cookbook: no recipe or category 'aple-pie'\n"))
        #expect(result.stderr.contains("did you mean: apple-pie"))
        #expect(result.stdout.isEmpty, "nothing drawn: curses never started")
    }

    @Test func aCommandAfterAnOptionIsSaidToComeFirst() throws {
        let bundled = repository.appendingPathComponent("Data/recipes.json").path
        let result = try run(cookbookBinary, ["--data", bundled, "list"])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: no recipe or category 'list'\n"
            + "'list' is a command: it comes before its options (cookbook list --data …)\n")
    }

    @Test func aBadDataFileNamesTheFileAndThePlace() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bad-\(UUID().uuidString).json")
        try #"{"version": 1, "categories": [{"id": "a", "name": "A"}], "recipes": [{"id": "x", "name": "X", "category": "a", "servings": "two"}]}"#
            .write(to: url, atomically: true, encoding: .utf8)
        let before = try Data(contentsOf: url)
        let result = try run(cookbookBinary, ["--data", url.path])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: \(url.path): at recipes[0].servings: expected a whole number\n")
        #expect(try Data(contentsOf: url) == before, "the file is never written")
    }

    @Test func aMissingDataFileIsAClearError() throws {
        let result = try run(cookbookBinary, ["--data", "/nonexistent/recipes.json"])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: /nonexistent/recipes.json: no such file or folder\n")
    }

    @Test func controlCharactersInAnErrorArePrintedAsPlaceholders() throws {
        let result = try run(cookbookBinary, ["\u{1B}]0;pwned\u{07}"])
        #expect(result.status == 2)
        #expect(!result.stderr.contains("\u{1B}"))
        #expect(result.stderr.contains("^[]0;pwned^G"))
    }

    @Test func aLongArgumentIsSaidBackCutToALine() throws {
        let result = try run(cookbookBinary, [String(repeating: "x", count: 100_000)])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: no recipe or category '\(String(repeating: "x", count: 79))…'\n")
    }

    @Test func aMissingDataPathFromTheConfigFileNamesTheConfigFile() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: config + "/cookbook", withIntermediateDirectories: true)
        try Data("data = \"/nonexistent/recipes\"\n".utf8).write(to: URL(fileURLWithPath: config + "/cookbook/config.toml"))
        let result = try run(cookbookBinary, ["list"], environment: ["XDG_CONFIG_HOME": config])
        #expect(result.status == 2)
        #expect(result.stderr == "cookbook: /nonexistent/recipes: no such file or folder (data in \(config)/cookbook/config.toml)\n")
    }

    @Test func theDataOptionsHelpHasNoRunsOfSpaces() throws {
        let help = try run(cookbookBinary, ["list", "--help"])
        // The discussion's lines, from its first to the line that ends it.
        let lines = help.stdout.split(separator: "\n").map { $0.drop { $0 == " " } }
        guard let first = lines.firstIndex(where: { $0.hasPrefix("A folder is read") }),
              let last = lines[first...].firstIndex(where: { $0.hasSuffix("bundled cookbook.") }) else {
            Issue.record("the --data discussion: \(help.stdout)")
            return
        }
        let discussion = lines[first...last].joined(separator: " ")
        #expect(discussion.contains("schema.org recipes in .json"))
        #expect(!discussion.contains("  "), "\(discussion)")
    }

    @Test func withoutTERMItSaysSo() throws {
        let pty = try PtySession([], environment: ["TERM": ""])
        try pty.waitFor("TERM is not set")
        #expect(try pty.exitStatus() == 2)
    }

    @Test func withoutATerminalItSaysSoInsteadOfDrawing() throws {
        let result = try run(cookbookBinary, [])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs a terminal"))
    }

    @Test func theBundledCookbookIsFoundFromAnyDirectoryAndAfterInstall() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-install-\(UUID().uuidString)")
        let bin = prefix.appendingPathComponent("bin"), share = prefix.appendingPathComponent("share/cookbook")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: share, withIntermediateDirectories: true)
        // A hard link, not a copy: a copy's file is open for writing while it is made, and a
        // process another test starts at that moment inherits it, so running the copy fails
        // with "Text file busy" (it did, once in a clean clone's run). A copy only where a
        // link cannot be made (another file system).
        let installedBinary = bin.appendingPathComponent("cookbook").path
        if (try? FileManager.default.linkItem(atPath: cookbookBinary, toPath: installedBinary)) == nil {
            try FileManager.default.copyItem(atPath: cookbookBinary, toPath: installedBinary)
        }
        try FileManager.default.copyItem(
            at: repository.appendingPathComponent("Data/recipes.json"), to: share.appendingPathComponent("recipes.json"))
        defer { try? FileManager.default.removeItem(at: prefix) }
        // An unknown deep link gets as far as loading the cookbook, then stops before curses.
        let installed = try run(bin.appendingPathComponent("cookbook").path, ["zzz-no-such"])
        #expect(installed.stderr.hasPrefix("cookbook: no recipe or category"), "\(installed.stderr)")
        try FileManager.default.removeItem(at: share)
        let missing = try run(bin.appendingPathComponent("cookbook").path, ["zzz-no-such"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("cannot find the bundled cookbook"))
    }
}
