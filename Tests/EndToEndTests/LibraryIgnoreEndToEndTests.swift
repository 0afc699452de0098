import Foundation
import Testing

/// Only recipes are recipes, seen from outside through the built binary (issue 23, item 5): a
/// web app's folder kept beside the recipes (its `node_modules`, `package.json`, `.git`) gives
/// no problem and no warning, in `list` and in the browser; a `.cookbookignore` leaves out
/// what it says, also while the browser runs.
@Suite struct LibraryIgnoreEndToEndTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-ignore-e2e-\(UUID().uuidString)").path
    var root: String { home + "/recipes" }

    func write(_ path: String, _ text: String) throws {
        let url = URL(fileURLWithPath: root + "/" + path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Two recipes in a web app's folder: its packages (some of them JSON that is no recipe, a
    /// Cooklang example of a package, a file that is not even text), its own `package.json`
    /// and its git folder.
    func webApp() throws {
        try write("Soups/Leek Soup.cook", "Boil @leeks{2} in @water{1%l}.\n")
        try write("Pesto.cook", "Pound @basil{1%bunch} with @garlic{1%clove}.\n")
        try write("package.json", #"{"name": "recipe-app", "version": "1.0.0", "dependencies": {"cooklang": "^1.0.0"}}"#)
        try write("tsconfig.json", "{\n  // comments\n  \"compilerOptions\": {}\n}\n")
        for n in 1...30 { try write("node_modules/package-\(n)/package.json", #"{"name": "package-\#(n)"}"#) }
        try write("node_modules/cooklang/examples/Demo.cook", "Mix @demo{1}.\n")
        try write("node_modules/cooklang/broken.cook", "")
        try write("node_modules/.bin/thing.json", "\u{0}\u{1}")
        try write(".git/HEAD.json", "ref: refs/heads/main")
        try write(".git/objects/Stash.cook", "Hidden @thing.\n")
    }

    @Test func aWebAppsFolderBesideTheRecipesGivesNoProblem() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try webApp()
        let list = try run(cookbookBinary, ["list", "--data", root], environment: isolated(home))
        #expect(list.status == 0)
        #expect(list.stdout == "soups-leek-soup\tSoups\tLeek Soup\npesto\trecipes\tPesto\n", "\(list.stdout)")
        #expect(list.stderr.isEmpty, "no file said: \(list.stderr)")
        let validate = try run(cookbookBinary, ["validate", root], environment: isolated(home))
        #expect(validate.status == 0 && validate.stderr.isEmpty)
        #expect(validate.stdout == "2 recipes from 2 files; every file read\n", "\(validate.stdout)")
        // `--all` names the JSON that is no recipe (only that: node_modules and .git are not read).
        let all = try run(cookbookBinary, ["validate", "--all", root], environment: isolated(home))
        #expect(all.stdout.split(separator: "\n").filter { $0.hasPrefix("note: ") }.map { $0.split(separator: ":")[1] }
            == [" \(root)/package.json", " \(root)/tsconfig.json"], "\(all.stdout)")

        // The browser at 80×24: the recipes, and no word of files not read.
        let tmux = try TmuxSession(["--data", root, "--fresh"], width: 80, height: 24, environment: isolated(home))
        let screen = try tmux.waitFor("the two categories") { $0.joined().contains("Pesto") && $0.joined().contains("Soups") }
        #expect(!screen.joined(separator: "\n").contains("not read"), "\(screen.joined(separator: "\n"))")
        try tmux.send("!")
        try tmux.waitFor(text: "every file was read")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func anIgnoreFileLeavesOutWhatItSaysAlsoWhileTheBrowserRuns() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try webApp()
        try write("drafts/Stew.cook", "Stew @beef{1%kg}.\n")
        try write("Soups/Old Soup.tmp.cook", "Old.\n")
        try write(".cookbookignore", "# not recipes yet\ndrafts/\n*.tmp.cook\n")
        let list = try run(cookbookBinary, ["list", "--data", root], environment: isolated(home))
        #expect(list.stdout.split(separator: "\n").map { String($0.split(separator: "\t")[2]) }.sorted() == ["Leek Soup", "Pesto"])

        let tmux = try TmuxSession(["--data", root, "--fresh"], width: 80, height: 24, environment: isolated(home))
        try tmux.waitFor(text: "Pesto")
        // Pesto left out while the browser runs: the ignore file is read again.
        try write(".cookbookignore", "# not recipes yet\ndrafts/\n*.tmp.cook\nPesto.cook\n")
        try tmux.waitFor("Pesto.cook left out", timeout: 5) { !$0.joined().contains("Pesto") && $0.joined().contains("Soups") }
        // And the drafts taken back.
        try write(".cookbookignore", "Pesto.cook\n")
        try tmux.waitFor("the drafts read", timeout: 5) { $0.joined().contains("drafts") }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }
}
