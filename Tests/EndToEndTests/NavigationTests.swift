import Foundation
import Testing

/// Navigation that survives: the saved place, links, layouts, narrow panes, search.
@Suite(.serialized) struct NavigationTests {
    let fixture: String
    let state: String

    init() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-nav-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        fixture = try writeFixtureCookbook(in: directory)
        state = directory.appendingPathComponent("state").path
    }

    func session(_ arguments: [String], width: Int = 100, height: Int = 30) throws -> TmuxSession {
        try TmuxSession(["--data", fixture] + arguments, width: width, height: height, environment: ["XDG_STATE_HOME": state])
    }

    @Test func quittingAndRelaunchingRestoresTheScreen() throws {
        do {
            let first = try session([])
            try first.waitFor(text: "Apple Pie")
            try first.send("l", "j", "l", "G", "Enter")
            try first.waitFor("Pie Crust › Apple Pie") { $0[0].contains("Pie Crust › Apple Pie") }
            try first.send("q")
            #expect(try first.exitStatus() == 0)
        }
        let saved = try String(contentsOfFile: state + "/cookbook/" + (try FileManager.default.contentsOfDirectory(atPath: state + "/cookbook").first!), encoding: .utf8)
        #expect(saved.contains(#""recipePathIds":["pie-crust","apple-pie"]"#))
        let second = try session([])
        try second.waitFor("the same screen") { $0[0].contains("Pie Crust › Apple Pie") && $0.joined().contains("Bake it.") }
        let fresh = try session(["--fresh"])
        try fresh.waitFor(text: "Choose a recipe")
    }

    @Test func aPlaceOpenedByALinkAndLeftAsItWasIsRestored() throws {
        do {
            let first = try session(["cookbook://recipe/apple-pie/pie-crust"])
            try first.waitFor("Apple Pie › Pie Crust") { $0[0].contains("Apple Pie › Pie Crust") }
            try first.send("q")
            #expect(try first.exitStatus() == 0)
        }
        let second = try session([])
        try second.waitFor("the linked screen again") { $0[0].contains("Apple Pie › Pie Crust") && $0.joined().contains("Rub in the butter.") }
    }

    @Test func aSavedPlaceThatCannotBeReadIsKeptAsideNeverWrittenOver() throws {
        let folder = state + "/cookbook"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let tmux = try session([])
        try tmux.waitFor(text: "Choose a recipe")
        try tmux.send("j", "q")
        _ = try tmux.exitStatus()
        let files = try FileManager.default.contentsOfDirectory(atPath: folder)
        #expect(files.count == 1)
        // What a newer version might write: a basket in a shape this one does not know.
        let unknown = #"{"version": 99, "basket": [{"id": "apple-pie", "servings": 12}], "future": true}"#
        for file in files { try unknown.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8) }
        let again = try session([])
        try again.waitFor(text: "kept as")
        #expect(try again.screen().joined().contains("Choose a recipe"))
        try again.send("j", "q")
        _ = try again.exitStatus()
        let now = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(now.count == 2 && now.contains(files[0]) && now.contains { $0.hasPrefix(files[0] + ".bak-") }, "\(now)")
        let kept = try String(contentsOfFile: folder + "/" + now.first { $0.contains(".bak-") }!, encoding: .utf8)
        #expect(kept == unknown, "the file it could not read, byte for byte")
        let third = try session([])
        try third.waitFor(text: "Choose a recipe")
        #expect(try !third.screen().joined().contains("kept as"), "said once")
    }

    @Test func anUnwritableStateFolderIsSaidOnceAndTheAppRuns() throws {
        // A regular file where the state folder should be: no user, not even root, can write there.
        try FileManager.default.createDirectory(atPath: state, withIntermediateDirectories: true)
        try "".write(toFile: state + "/cookbook", atomically: true, encoding: .utf8)
        let tmux = try session([])
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("j")
        try tmux.waitFor(text: "cannot save your place")
        try tmux.send("j")
        try tmux.waitFor("the notice gone after the next key") { !$0.joined().contains("cannot save") && $0[0].contains("Pancake") }
        Thread.sleep(forTimeInterval: 0.8)
        #expect(!(try tmux.screen().joined().contains("cannot save")), "said once")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aPlaceThatCannotBeSavedAsTheBrowserQuitsIsSaidWithWhyOnceTheTerminalIsBack() throws {
        // The place is on disk as the browser opens: there is nothing to write at the start.
        do {
            let first = try session([])
            try first.waitFor(text: "Apple Pie")
            try first.send("q")
            #expect(try first.exitStatus() == 0)
            #expect(!(try first.screen().joined().contains("cannot save")))
        }
        // Then no file may grow (as on a full disk; root passes by a read-only folder), and a
        // key and q come at once: the place is written as the browser quits, and cannot be.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-quit-\(UUID().uuidString)")
        let environment = isolated(directory.path).merging(["XDG_STATE_HOME": state]) { $1 }.map { "\($0.key)=\($0.value)" }
        let browser = [cookbookBinary, "--data", fixture].map(shellQuote).joined(separator: " ")
        let tmux = try TmuxSession(
            command: ["env"] + environment + ["sh", "-c", "trap '' XFSZ; ulimit -f 0; \(browser); echo status=$?; sleep 60"],
            directory: directory, width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("j", "q")
        let after = try tmux.waitFor("the shell's screen after the browser") { $0.contains("status=0") }
        #expect(after.joined().contains("cookbook: cannot save your place in \(state)/cookbook: File too large"), "\(after)")
        #expect(!after.joined().contains("Categories"), "on the shell's screen, the browser's left")
    }

    @Test func aURLDeepLinkOpensThePath() throws {
        let tmux = try session(["cookbook://recipe/apple-pie/pie-crust"])
        try tmux.waitFor("the path") { $0[0].contains("Apple Pie › Pie Crust") }
        let link = try run(cookbookBinary, ["link", "--data", fixture, "okonomiyaki"])
        #expect(link.status == 0)
        #expect(link.stdout == "cookbook://recipe/okonomiyaki\n")
        let bad = try run(cookbookBinary, ["--data", fixture, "cookbook://recipe/no-such"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("no recipe 'no-such'"))
        let garbled = try run(cookbookBinary, ["--data", fixture, "cookbook://recipe/apple-pie?servings=lots"])
        #expect(garbled.status == 2)
        #expect(garbled.stderr.contains("is not a cookbook link"))
    }

    @Test func yShowsTheLinkOfTheScreen() throws {
        let tmux = try session(["pie-crust"])
        try tmux.waitFor(text: "Rub in the butter.")
        try tmux.send("y")
        try tmux.waitFor(text: "cookbook://recipe/pie-crust")
    }

    @Test func resizingTo45ColumnsAndBackKeepsTheSelection() throws {
        let tmux = try session(["okonomiyaki"], width: 120, height: 30)
        try tmux.waitFor(text: "Fry.")
        try tmux.resize(width: 45, height: 30)
        try tmux.waitFor("one column with a back hint") { $0[0].hasPrefix(" ‹ お好み焼き") && !$0[0].contains("│") }
        try tmux.send("h")
        try tmux.waitFor("the recipe list, one level up") { $0[0].contains("‹ Pancake") }
        try tmux.send("l")
        try tmux.resize(width: 120, height: 30)
        let screen = try tmux.waitFor("three columns again") { $0[0].contains("│ Pancake") && $0[0].contains("│ お好み焼き") }
        #expect(screen.joined().contains("Fry."))
    }

    @Test func searchFindsARecipeByAnIngredient() throws {
        let tmux = try session([])
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("/")
        try tmux.waitFor(text: "Type to search")
        try tmux.send("-l", "butter")
        try tmux.waitFor(text: "Pie Crust — butter")
        // Buttermilk Pancakes ranks first (a name beats an ingredient); choose the second.
        try tmux.send("Down", "Enter")
        try tmux.waitFor("Pie Crust shown") { $0[0].contains("│ Pie Crust") && $0.joined().contains("Rub in the butter.") }
        try tmux.send("/", "-l", "zzz")
        try tmux.waitFor(text: "No recipe matches.")
        try tmux.send("Escape")
        try tmux.waitFor("search closed, the screen as before") { $0[0].contains("│ Pie Crust") && !$0.joined().contains("Search") }
    }

    @Test func layoutsCanBeChosenAndAreRemembered() throws {
        do {
            let tmux = try session(["--layout", "stack"])
            try tmux.waitFor("the stack's sectioned list") { $0[0].contains("Recipes") && $0.joined().contains("Dessert") && !$0[0].contains("│") }
            try tmux.send("v")
            try tmux.waitFor(text: "Two columns")
            try tmux.send("Down", "Down", "Up", "Enter")
            try tmux.waitFor("two columns") { $0.joined().contains("┌") && $0[0].contains("│ Dessert") }
            try tmux.send("q")
            _ = try tmux.exitStatus()
        }
        let again = try session([])
        try again.waitFor("two columns restored") { $0.joined().contains("┌") && $0[0].contains("│ Dessert") }
    }

    @Test func theMouseSelectsOpensAndScrolls() throws {
        let tmux = try session([], width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        // Row 3 of the category column is Pancake (rows start under the title and the rule).
        try tmux.click(x: 3, y: 3)
        try tmux.waitFor("Pancake selected") { $0[0].contains("│ Pancake") }
        try tmux.click(x: 25, y: 3)
        try tmux.waitFor("Buttermilk Pancakes shown") { $0[0].contains("│ Buttermilk Pancakes") }
        try tmux.click(x: 25, y: 10, button: 64)
        try tmux.waitFor("the wheel moved up the list") { $0[0].contains("│ お好み焼き") }
        let off = try session(["--no-mouse"], width: 100, height: 30)
        try off.waitFor(text: "Apple Pie")
        try off.click(x: 3, y: 3)
        try off.send("y")
        try off.waitFor(text: "cookbook://category/dessert")
    }
}
