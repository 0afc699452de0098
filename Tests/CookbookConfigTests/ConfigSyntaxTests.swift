import CookbookApp
import CookbookConfig
import CookbookRender
import Foundation
import Testing

/// config.toml's TOML, read by `ConfigTOMLReader`: bad text never stops the program (toml++
/// aborted on some), each bad statement is said once with its line, and the rest is used.
@Suite struct ConfigSyntaxTests {
    /// The inputs that made toml++ abort the program (an assertion, release build included).
    @Test func theTextThatAbortedTheProgramIsSaidWithItsLineAndTheRestIsUsed() {
        let cases: [(text: String, line: Int, message: String)] = [
            ("theme = \"dark\"\na = [}\n", 2, "'}' where a value was due (a string in quotes, true, false, a number or a list [ … ])"),
            ("theme = \"dark\"\n[|keys]\n\"J\" = \"down\"\n", 2, "a [table] name is letters, digits, _ and -, or in quotes; what follows it is left out"),
            ("theme = \"dark\"\n[", 2, "a [table] name is letters, digits, _ and -, or in quotes; what follows it is left out"),
            ("theme = \"dark\"\n[[[1]]]\n", 2, "[[…]] (an array of tables) is no config.toml table; what follows it is left out"),
            ("theme = \"dark\"\n[[=\n", 2, "[[…]] (an array of tables) is no config.toml table; what follows it is left out"),
        ]
        for (text, line, message) in cases {
            let (config, problems) = Config.parse(text)
            #expect(problems == [Config.Problem(line: line, message: message)], "\(text)")
            #expect(config.theme == .dark, "the line before it is used: \(text)")
            #expect(config.keyBindings.isEmpty, "what follows a bad header is left out: \(text)")
        }
        // The lines after a bad one are used.
        let (config, problems) = Config.parse("a = [}\nmouse = false\n[keys]\n\"J\" = \"down\"\n")
        #expect(problems.map(\.line) == [1])
        #expect(config.mouse == false)
        #expect(config.keymap.invocation(for: .character("J"), in: .browse) == Invocation(.down))
    }

    @Test func aListOverSeveralLinesIsReadAndABrokenOneSaidOnce() {
        let good = Config.parse("data = [\n  \"~/a\",  # mine\n  '/b',\n]\ntheme = \"mono\"\n")
        #expect(good.1 == [])
        #expect(good.0.data == ["~/a", "/b"] && good.0.theme == .mono)
        // A bad item: said on the line the setting begins, its other lines not said again.
        let bad = Config.parse("data = [\n  \"~/a\",\n  }\n  \"~/b\",\n]\ntheme = \"mono\"\n")
        #expect(bad.1.map(\.line) == [1], "\(bad.1)")
        #expect(bad.0.data == [] && bad.0.theme == .mono)
    }

    @Test func whatTOMLAllowsIsRead() {
        let (config, problems) = Config.parse("""
            "layout" = 'stack' # quoted key, literal string\r
            keys.J = "down"
            keys.cooking = { n = "next-step" }
            [searches]
            "caf\\u00e9 \\"quick\\"" = "time<30m"
            """)
        #expect(problems == [])
        #expect(config.layout == .stack)
        #expect(config.keymap.invocation(for: .character("J"), in: .browse) == Invocation(.down))
        #expect(config.screenKeyBindings.count == 1 && config.screenKeyBindings.first?.scope == Scope(table: "cooking"))
        #expect(config.searches.map(\.name) == ["café \"quick\""])
    }

    @Test func aSettingTwiceIsSaidAndTheFirstUsed() {
        let (config, problems) = Config.parse("theme = \"dark\"\ntheme = \"light\"\n")
        #expect(problems.map(\.description) == ["line 2: 'theme' is set twice; the first is used"])
        #expect(config.theme == .dark)
    }

    /// A key with a control character in it (`"\u001b[31m"`) is said with the character shown,
    /// as `file:LINE: what`, a problem a line.
    @Test func problemsAreSaidAsFileLineWhatAndSafeToPrint() {
        let (_, problems) = Config.parse("x = 1\n\"\\u001b[31m\" = 2\n")
        let lines = Config.saidLines(problems, file: "/home/me/.config/cookbook/config.toml")
        #expect(lines.count == 2)
        #expect(lines.first == "/home/me/.config/cookbook/config.toml:1: unknown setting 'x' (known: layout, mouse, ascii, data, cups, theme, group, [searches], [keys])")
        #expect(lines.last?.hasPrefix("/home/me/.config/cookbook/config.toml:2: unknown setting '") == true)
        #expect(lines.allSatisfy { !$0.unicodeScalars.contains { $0.value < 0x20 } }, "\(lines)")
    }

    /// Every input that once failed the config fuzz target (Tests/Fuzz/regressions/config):
    /// read, each problem on one of its lines and said once.
    @Test func theConfigFuzzRegressionsAreReadWithoutACrash() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fuzz/regressions/config")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(names.count >= 4)
        for name in names {
            let text = String(decoding: try Data(contentsOf: folder.appendingPathComponent(name)), as: UTF8.self)
            let (_, problems) = Config.parse(text)
            let lines = text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false).count
            #expect(!problems.isEmpty, "\(name)")
            #expect(problems.allSatisfy { ($0.line ?? 0) >= 1 && ($0.line ?? 0) <= lines }, "\(name): \(problems)")
            #expect(Set(problems.map(\.description)).count == problems.count, "\(name): said once")
        }
    }
}
