import Foundation
import Testing

/// A bad config.toml on the command line: said on stderr, `file:LINE: what` a problem, and
/// the command runs with the rest of the file (toml++ aborted the program on `a = [}`).
@Suite struct ConfigProblemsEndToEndTests {
    @Test func aCommandSaysEachBadLineOfConfigTomlAndRuns() throws {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-config-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: config + "/cookbook", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: config) }
        try Data("theme = \"dark\"\na = [}\n[|x]\n".utf8).write(to: URL(fileURLWithPath: config + "/cookbook/config.toml"))
        let bundled = repository.appendingPathComponent("Data/recipes.json").path
        let result = try run(cookbookBinary, ["list", "--data", bundled], environment: ["XDG_CONFIG_HOME": config])
        #expect(result.status == 0, "\(result.stderr)")
        let file = config + "/cookbook/config.toml"
        #expect(result.stderr == """
            cookbook: \(file):2: '}' where a value was due (a string in quotes, true, false, a number or a list [ … ])
            cookbook: \(file):3: a [table] name is letters, digits, _ and -, or in quotes; what follows it is left out

            """)
        #expect(!result.stdout.isEmpty, "the recipes are listed")
    }
}
