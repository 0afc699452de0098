import Foundation
import Testing

/// The real binary in a real terminal: what a person sees and what the shell gets back.
/// Serialized: each test runs its own tmux server, and two cores are enough for one at a time.
@Suite(.serialized) struct BrowseTests {
    let fixture: String

    init() throws {
        fixture = try writeFixtureCookbook(inNewFolder: "cookbook-fixture")
    }

    @Test func startsOnTheBundledCookbookWithCategoriesShown() throws {
        let tmux = try TmuxSession([], width: 100, height: 30)
        let screen = try tmux.waitFor(text: "Choose a recipe")
        let text = screen.joined(separator: "\n")
        #expect(text.contains("Categories"))
        #expect(text.contains("Dessert"))
        #expect(text.contains("Apple Pie"), "the first category's recipes in the middle")
        #expect(screen.last?.contains("q quit") == true, "a status line with keys")
    }

    @Test func movingWithKeysChangesTheMiddleAndRightColumns() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("j")
        try tmux.waitFor("the Pancake recipes in the middle") { $0[0].contains("Pancake") && $0.joined().contains("お好み焼き") }
        try tmux.send("l")
        let first = try tmux.waitFor("お好み焼き in the detail") { $0[0].hasSuffix("お好み焼き") || $0[0].contains("│ お好み焼き") }
        #expect(first[0].contains("1/2") && !first[0].contains("Buttermilk"), "before Down: the first of two")
        try tmux.send("Down")
        try tmux.waitFor("Buttermilk Pancakes in the detail, the second of two") {
            $0[0].contains("2/2") && $0[0].contains("│ Buttermilk Pancakes")
        }
        // Down on the last recipe moves nothing, which no screen shows by itself: `l` after it
        // puts the focus on the detail, and its frame is drawn only once Down is handled.
        try tmux.send("Down", "l")
        let last = try tmux.waitFor("the focus on the detail, after Down on the last recipe") { $0.last?.contains("← recipes") == true }
        #expect(last[0].contains("2/2") && last[0].contains("│ Buttermilk Pancakes"), "Down on the last recipe stays there")
    }

    @Test func aDeepLinkOpensTheRecipe() throws {
        let tmux = try TmuxSession(["--data", fixture, "pie-crust"], width: 100, height: 30)
        let screen = try tmux.waitFor(text: "Rub in the butter.")
        #expect(screen[0].contains("│ Pie Crust"))
        #expect(screen.joined().contains("200 g"))
        #expect(screen.last?.contains("← recipes") == true, "focus is on the detail")
    }

    @Test func aDeepLinkByNameOrCategoryWorksToo() throws {
        let byName = try TmuxSession(["--data", fixture, "APPLE PIE"], width: 100, height: 30)
        try byName.waitFor(text: "Bake it.")
        let byCategory = try TmuxSession(["--data", fixture, "--category", "pancake"], width: 100, height: 30)
        try byCategory.waitFor("the Pancake category") { $0[0].contains("│ Pancake") && $0.joined().contains("Choose a recipe") }
    }

    @Test func aCategoryOfAnotherFacetWithALayoutOpensThatCategory() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-facet-layout-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for (path, text) in ["Mains/Pudding.cook": "---\ncourse: dessert\n---\nMix @sugar{1%cup}.\n",
                             "Sweets/Rice.cook": "---\ncourse: main\n---\nBoil @rice{1%cup}.\n"] {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        // Grouped by folder, `--category main` names a course: the first column groups by course
        // and the layout asked for does not take the category away.
        let tmux = try TmuxSession(["--data", root.path, "--category", "main", "--layout", "three-column"], width: 100, height: 12)
        try tmux.waitFor("the main course with its rice") { $0[0].contains("│ main") && $0.joined().contains("Rice") }
    }

    @Test func followingARelatedRecipeAndComingBack() throws {
        let tmux = try TmuxSession(["--data", fixture, "apple-pie"], width: 100, height: 30)
        try tmux.waitFor(text: "Bake it.")
        try tmux.send("G")
        try tmux.send("Enter")
        try tmux.waitFor("the breadcrumb") { $0[0].contains("Apple Pie › Pie Crust") }
        try tmux.waitFor(text: "Rub in the butter.")
        // A cycle: Pie Crust relates back to Apple Pie.
        try tmux.send("G")
        try tmux.send("l")
        try tmux.waitFor("three deep") { $0[0].contains("› Pie Crust › Apple Pie") }
        try tmux.send("BSpace")
        try tmux.waitFor("back on Pie Crust") { $0[0].contains("Apple Pie › Pie Crust") && !$0[0].contains("Crust ›") }
        try tmux.send("Escape")
        try tmux.waitFor("back on Apple Pie") { $0[0].contains("│ Apple Pie") && !$0[0].contains("›") }
        try tmux.send("h")
        try tmux.waitFor("focus back on the recipes") { $0.last?.contains("← categories") == true }
    }

    @Test func coloursUnlessNO_COLORIsSet() throws {
        let colour = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try colour.waitFor(text: "Apple Pie")
        // The lines between the columns: the dark theme's teal, on a terminal that does not say
        // its background; as one of xterm's 256 (73), tmux's TERM being tmux-256color.
        let coloured = try colour.screenWithEscapes()
        #expect(coloured.contains("\u{1B}[38;5;73m"), "\(coloured.prefix(300).debugDescription)")
        let plain = try TmuxSession(["--data", fixture], width: 80, height: 24, environment: ["NO_COLOR": "1"])
        try plain.waitFor(text: "Apple Pie")
        let escapes = try plain.screenWithEscapes()
        for code in 30...37 { #expect(!escapes.contains("\u{1B}[\(code)m"), "foreground \(code)") }
        for code in 40...47 { #expect(!escapes.contains("\u{1B}[\(code)m"), "background \(code)") }
        #expect(!escapes.contains("\u{1B}[38;") && !escapes.contains("\u{1B}[48;"), "nor one of the 256 or RGB")
        #expect(escapes.contains("\u{1B}[7m"), "the selection still shows, in reverse video")
    }

    @Test func helpFiltersAsYouTypeAndEnterRunsTheCommand() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("?")
        try tmux.waitFor(text: "Keys and commands")
        try tmux.send("l", "a", "y", "o", "u", "t")
        try tmux.waitFor("only the layout command") {
            $0.joined().contains("filter: layout") && $0.joined().contains("choose the layout") && !$0.joined().contains("move down")
        }
        try tmux.send("Enter")
        try tmux.waitFor("the layout picker, opened from the help") { $0.joined().contains("Two columns") && !$0.joined().contains("Keys and commands") }
        try tmux.send("Escape")
        try tmux.send("?")
        try tmux.waitFor(text: "Keys and commands")
        try tmux.send("Escape")
        try tmux.waitFor("help closed") { !$0.joined().contains("Keys and commands") }
    }

    @Test func theConfigFileRebindsKeysAndABadLineIsSaidOnce() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-config-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("cookbook"), withIntermediateDirectories: true)
        try "layout = \"stack\"\n[keys]\n\"J\" = \"dwn\"\n\"s\" = \"search\"\n"
            .write(to: home.appendingPathComponent("cookbook/config.toml"), atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: home) }
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30, environment: ["XDG_CONFIG_HOME": home.path])
        try tmux.waitFor("the bad line, once, with its file and line") { $0.joined().contains("config.toml:3: 'J': no command 'dwn'") }
        try tmux.send("Escape")
        try tmux.waitFor("the stack layout, from the config") { !$0.joined().contains("dwn") && $0[0].contains("Recipes") && !$0[0].contains("Categories") }
        try tmux.send("s")
        try tmux.waitFor(text: "Type to search")
    }

    @Test func theCommandLineCompletesAndRunsCommands() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send(":", "o", "p", "Tab")
        try tmux.waitFor("the command name completed") { $0.last == ":open █" }
        try tmux.send("o", "k", "o", "Tab")
        try tmux.waitFor("the recipe id completed") { $0.last == ":open okonomiyaki█" }
        try tmux.send("Enter")
        try tmux.waitFor("the recipe opened") { $0[0].hasSuffix("お好み焼き") || $0[0].contains("│ お好み焼き") }
        try tmux.send(":", "n", "o", "p", "e", "Enter")
        try tmux.waitFor("an unknown command is named") { $0.last?.contains("no command 'nope'") == true }
        try tmux.send(":", "l", "a", "y", "Tab", "s", "Tab", "Enter")
        try tmux.waitFor("the stack layout") { $0.joined().contains("‹") }
    }

    @Test func resizingToTooSmallAndBackKeepsTheSelection() throws {
        let tmux = try TmuxSession(["--data", fixture, "okonomiyaki"], width: 100, height: 30)
        try tmux.waitFor(text: "Fry.")
        try tmux.resize(width: 19, height: 5)
        try tmux.waitFor(text: "too small")
        try tmux.resize(width: 120, height: 40)
        let screen = try tmux.waitFor(text: "Fry.")
        #expect(screen[0].contains("│ お好み焼き"))
        #expect(screen.count == 40)
        #expect(screen[1].count == 120, "the rule under the titles spans the new width")
    }

    @Test func qQuitsWithStatus0AndRestoresTheTerminal() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
    }

    @Test(arguments: [("TERM", Int32(15)), ("HUP", Int32(1)), ("INT", Int32(2))])
    func signalsEndCursesAndExitWith128PlusTheSignal(signal: String, number: Int32) throws {
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try tmux.waitFor(text: "Apple Pie")
        try run("/bin/kill", ["-\(signal)", String(try tmux.programPID())])
        #expect(try tmux.exitStatus() == 128 + number)
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "stty -g before and after")
    }

    @Test func controlCQuitsWithStatus130() throws {
        let tmux = try TmuxSession(["--data", fixture], width: 80, height: 24)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("C-c")
        #expect(try tmux.exitStatus() == 130)
    }
}
