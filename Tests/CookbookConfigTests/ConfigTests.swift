import CookbookConfig
import CookbookApp
import CookbookRender
import Foundation
import Testing

/// The config file: settings and keys are read, and every problem is said with its line
/// while the defaults stand.
@Suite struct ConfigTests {
    @Test func settingsAndKeysAreRead() {
        let (config, problems) = Config.parse("""
            # mine
            layout = "two-column"
            mouse = false
            ascii = true
            data = "/home/me/recipes.json"

            [keys]
            "J" = "down"
            "<c-f>" = "page-down"
            "o" = "open apple-pie"
            "/" = ""
            """)
        #expect(problems == [])
        #expect(config.layout == .twoColumn)
        #expect(config.mouse == false && config.ascii == true)
        #expect(config.data == ["/home/me/recipes.json"])
        #expect(Config.parse("data = [\"~/a\", \"/b\"]").0.data == ["~/a", "/b"])
        #expect(Config.parse("data = [1]").1.first?.line == 1)
        #expect(config.keymap.invocation(for: .character("J"), in: .browse) == Invocation(.down))
        #expect(config.keymap.invocation(for: .control("f"), in: .browse) == Invocation(.pageDown))
        #expect(config.keymap.invocation(for: .character("o"), in: .browse) == Invocation(.open, "apple-pie"))
        #expect(config.keymap.invocation(for: .character("/"), in: .browse) == nil)
        #expect(config.keymap.invocation(for: .character("j"), in: .browse) == Invocation(.down), "defaults stay")
    }

    @Test func aSyntaxErrorIsSaidWithItsLineAndTheRestIsUsed() {
        let (config, problems) = Config.parse("layout = \"stack\"\nmouse = [\nascii = true\n")
        #expect(problems.map(\.description) == ["line 2: a list that is never closed with ]"],
                "where the list that never closes begins")
        #expect(config.layout == .stack && config.mouse && config.ascii, "the lines before and after it are used")
    }

    @Test func manyProblemsAreEachOnTheirLineAndAtMost20AreSaid() {
        // 3,000 unknown settings, each on its line: each problem names its own line (looking
        // every key up in the whole text took the square of the lines: 47 s for 10,000).
        let text = "mouse = false\n" + (0..<3_000).map { "unknown\($0) = 1" }.joined(separator: "\n")
            + "\n[keys]\n\"zz\" = \"quit\"\n'yy' = \"nope\"\n"
        let (config, problems) = Config.parse(text)
        #expect(config.mouse == false)
        #expect(problems.count == 3_002)
        #expect(problems.first?.line == 2 && problems.first?.message == "unknown setting 'unknown0' (known: layout, mouse, ascii, data, cups, theme, group, [searches], [keys])")
        #expect(problems.dropFirst(2_999).first?.line == 3_001)
        #expect(problems.last?.line == 3_004, "a quoted key in a table: \(problems.suffix(2))")
        let said = Config.said(problems)
        #expect(said.components(separatedBy: "; ").count == Config.problemsSaid + 1)
        #expect(said.hasSuffix("; and 2982 more"))
        #expect(Config.said(Array(problems.prefix(2))).components(separatedBy: "; ").count == 2, "no count when all are said")
    }

    @Test func eachBadEntryIsSaidWithItsLineAndTheRestIsUsed() {
        let (config, problems) = Config.parse("""
            layout = "grid"
            mouse = "no"
            colour = true

            [keys]
            "J" = "dwn"
            "<nope>" = "up"
            "K" = "up"
            "x" = "quit now"
            "y" = 3
            """)
        #expect(problems.map(\.line) == [1, 2, 3, 6, 7, 9, 10])
        #expect(problems[0].message.contains("three-column"))
        #expect(problems[2].message.contains("unknown setting 'colour'"))
        #expect(problems[3].message.contains("no command 'dwn'"))
        #expect(problems[4].message.contains("'<nope>' is not a key"))
        #expect(problems[5].message.contains("takes no argument"))
        #expect(config.layout == nil && config.mouse, "bad values leave the defaults")
        #expect(config.keymap.invocation(for: .character("K"), in: .browse) == Invocation(.up), "good lines still count")
    }

    @Test func eachScreenHasAKeyTableOfItsOwn() {
        let (config, problems) = Config.parse("""
            [keys]
            "J" = "down"

            [keys.cooking]
            "n" = "next-step"
            "<space>" = ""

            [keys.shoppingList]
            "X" = "clear-ticks"

            [keys.search]
            "<c-n>" = "down"
            """)
        #expect(problems == [])
        let cooking = Scope(table: "cooking")!, shopping = Scope(table: "shopping-list")!, search = Scope(table: "search")!
        #expect(Scope(table: "shoppingList") == shopping, "camelCase or hyphens")
        #expect(config.keymap.invocation(for: .character("n"), in: cooking) == Invocation(.nextStep))
        #expect(config.keymap.invocation(for: .character(" "), in: cooking) == nil, "unbound on that screen")
        #expect(config.keymap.invocation(for: .character("t"), in: cooking) == Invocation(.timer), "defaults stay")
        #expect(config.keymap.invocation(for: .character("X"), in: shopping) == Invocation(.clearTicks))
        #expect(config.keymap.invocation(for: .control("n"), in: search) == Invocation(.down))
        #expect(config.keymap.invocation(for: .character("J"), in: .browse) == Invocation(.down))
        #expect(config.keymap.invocation(for: .character("n"), in: .browse) == Invocation(.searchNext), "only the screen's table changed")
        #expect(config.keymap.invocation(for: .character(" "), in: .browse) == Invocation(.basket))
    }

    @Test func anUnknownKeyTableOrACommandTheScreenHasNotIsSaidWithItsLine() {
        let (config, problems) = Config.parse("""
            [keys.cookin]
            "n" = "next-step"

            [keys.search]
            "x" = "timer"
            "<c-n>" = "down"
            "<c-t>" = "tmier"
            """)
        #expect(problems.map(\.line) == [1, 5, 7])
        #expect(problems[0].message.contains("unknown key table [keys.cookin]"))
        #expect(problems[0].message.contains("[keys.cooking]"), "the known tables are listed")
        #expect(problems[1].message.contains("'x': no command 'timer' on the search screen"))
        #expect(problems[2].message.contains("no command 'tmier'"))
        #expect(config.keymap.invocation(for: .control("n"), in: Scope(table: "search")!) == Invocation(.down), "good lines still count")
        #expect(config.keymap.invocation(for: .character("n"), in: Scope(table: "cooking")!) == nil, "the unknown table binds nothing")
    }

    /// What the layout was called before: `experience =`, `:experience` in a binding and the
    /// picker's `[keys.experience-picker]` table still read as `layout`'s.
    @Test func theOlderSpellingsOfLayoutStillRead() {
        let (config, problems) = Config.parse("""
            experience = "stack"

            [keys]
            "V" = "experience two-column"

            [keys.experience-picker]
            "x" = "accept"
            """)
        #expect(problems == [])
        #expect(config.layout == .stack)
        #expect(config.keymap.invocation(for: .character("V"), in: .browse) == Invocation(.layout, "two-column"))
        #expect(config.keymap.invocation(for: .character("x"), in: Scope(table: "layout-picker")!) == Invocation(.accept))
        #expect(Scope(table: "experience-picker") == Scope(table: "layout-picker"))
        #expect(Config.parse("experience = \"two-column\"\nlayout = \"stack\"").0.layout == .stack, "layout wins")
        #expect(Config.parse("layout = \"stack\"\nexperience = \"two-column\"").0.layout == .stack, "in any order")
        let bad = Config.parse("experience = \"grid\"").1
        #expect(bad.first?.line == 1 && bad.first?.message.contains("experience is one of") == true)
    }

    @Test func theThemeIsReadAndAnUnknownOneIsSaidWithItsLine() {
        #expect(Config.parse("").0.theme == .auto)
        #expect(Config.parse("theme = \"light\"").0.theme == .light)
        #expect(Config.parse("theme = \"Mono\"").0.theme == .mono)
        let (config, problems) = Config.parse("mouse = false\ntheme = \"solarized\"")
        #expect(config.theme == .auto)
        #expect(config.mouse == false)
        #expect(problems.map(\.description) == ["line 2: theme is one of \"auto\", \"dark\", \"light\", \"mono\""])
    }

    @Test func noFileMeansTheDefaultsAndNoProblem() {
        let (config, problems) = Config.load(path: "/nonexistent/cookbook/config.toml")
        #expect(config.data.isEmpty)
        #expect(problems.isEmpty && config.layout == nil && config.mouse)
        #expect(Config.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/cookbook/config.toml")
        #expect(Config.path(environment: ["XDG_CONFIG_HOME": "relative", "HOME": "/h"]) == "/h/.config/cookbook/config.toml")
    }
}
