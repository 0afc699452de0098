import CookbookFixtures
import Foundation
import Testing

/// A library that changes while cookbook runs: files added and removed show within about a
/// second, and `e` edits a recipe's file in the user's editor.
@Suite(.serialized) struct LibraryLiveTests {
    static func recipe(_ id: String, _ name: String, step: String = "Cook it.") -> String {
        #"{"version": 1, "categories": [{"id": "soup", "name": "Soup"}], "recipes": [{"id": "\#(id)", "name": "\#(name)", "category": "soup", "steps": ["\#(step)"]}]}"#
    }

    func folder(_ files: [String: String]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-live-\(UUID().uuidString)")
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func filesAddedAndRemovedShowWithinASecond() throws {
        let root = try folder(["leek.json": Self.recipe("leek-soup", "Leek Soup")])
        defer { try? FileManager.default.removeItem(at: root) }
        // By course: the soups of every folder in one group on screen.
        let tmux = try TmuxSession(["--data", root.path, "--group", "course"], width: 100, height: 30)
        try tmux.waitFor(text: "Leek Soup")
        let more = root.appendingPathComponent("more")
        try FileManager.default.createDirectory(at: more, withIntermediateDirectories: true)
        try Data(Self.recipe("pea-soup", "Pea Soup").utf8).write(to: more.appendingPathComponent("pea.json"))
        try tmux.waitFor("the new file's recipe", timeout: 3) { $0.joined().contains("Pea Soup") }
        // A folder made inside the folder made after the start, then a file in it: watched too.
        let deeper = more.appendingPathComponent("deeper")
        try FileManager.default.createDirectory(at: deeper, withIntermediateDirectories: true)
        Thread.sleep(forTimeInterval: 0.8)
        try Data(Self.recipe("bean-soup", "Bean Soup").utf8).write(to: deeper.appendingPathComponent("bean.json"))
        try tmux.waitFor("the recipe of a file in a folder made after the start", timeout: 3) { $0.joined().contains("Bean Soup") }
        try FileManager.default.removeItem(at: root.appendingPathComponent("leek.json"))
        try tmux.waitFor("the removed file's recipe gone", timeout: 3) { !$0.joined().contains("Leek Soup") && $0.joined().contains("Pea Soup") }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aFolderDeletedAndMadeAgainIsFollowed() throws {
        let root = try folder(["Soup/leek.json": Self.recipe("leek-soup", "Leek Soup")])
        defer { try? FileManager.default.removeItem(at: root) }
        let tmux = try TmuxSession(["--data", root.path], width: 100, height: 30)
        try tmux.waitFor(text: "Leek Soup")
        try FileManager.default.removeItem(at: root)
        try tmux.waitFor("the recipes of the folder deleted gone", timeout: 3) { !$0.joined().contains("Leek Soup") }
        let again = root.appendingPathComponent("Soup")
        try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
        try Data(Self.recipe("pea-soup", "Pea Soup").utf8).write(to: again.appendingPathComponent("pea.json"))
        try tmux.waitFor("the folder made again followed", timeout: 3) { $0.joined().contains("Pea Soup") }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func eOpensTheRecipeFileInTheEditorAndShowsTheEditedRecipe() throws {
        let root = try folder(["leek.json": Self.recipe("leek-soup", "Leek Soup", step: "Simmer the leeks.")])
        defer { try? FileManager.default.removeItem(at: root) }
        // An "editor" that changes the file as a person would, then returns.
        let tmux = try TmuxSession(["--data", root.path, "leek-soup"], width: 100, height: 30,
                                   environment: ["VISUAL": "sed -i s/Simmer/Braise/"])
        try tmux.waitFor(text: "Simmer the leeks.")
        try tmux.send("e")
        try tmux.waitFor("the edited step", timeout: 5) { $0.joined().contains("Braise the leeks.") }
        #expect(try String(contentsOf: root.appendingPathComponent("leek.json"), encoding: .utf8).contains("Braise"))
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
        let modes = try tmux.terminalModes()
        #expect(modes.before == modes.after, "the terminal is as it was")
    }

    @Test func namesThatAreNotUTF8AndFoldersDeeperThanPathMaxAreShownFollowedAndEdited() throws {
        let tree = try ByteTree("cookbook-live-hostile")
        defer { try? FileManager.default.removeItem(atPath: tree.root) }
        // A file and its folder named in Latin-1.
        let cafe: [[UInt8]] = [Array("Soup".utf8) + [0xE9], Array("Caf".utf8) + [0xE9] + Array(".cook".utf8)]
        // 70 folders of 100 letters: 7,000 bytes of path, and more than 64 levels.
        let deep = ByteTree.deepFolders(70, length: 100) + [Array("pea.json".utf8)]
        try tree.write("Warm the @milk{1%cup}.\n", at: cafe)
        try tree.write(Self.recipe("pea-soup", "Pea Soup"), at: deep)
        // An "editor" that keeps the bytes of the path it was given.
        let given = tree.root + "-editor-given"
        let tmux = try TmuxSession(["--data", tree.root, "soup-caf"], width: 100, height: 30,
                                   environment: ["VISUAL": "sh -c 'printf %s \"$0\" > \(given)'"])
        try tmux.waitFor("the names shown repaired") { $0.joined().contains("Soup\u{FFFD}") && $0.joined().contains("Caf\u{FFFD}") }
        try tmux.waitFor(text: "Warm the milk")
        try tree.write("Froth the @milk{1%cup}.\n", at: cafe)
        try tmux.waitFor("the change to the file named in Latin-1", timeout: 3) { $0.joined().contains("Froth the milk") }
        try tmux.send("-l", ":open pea-soup")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Pea Soup")
        try tree.write(Self.recipe("pea-soup", "Split Pea Soup"), at: deep)
        try tmux.waitFor("the change 70 folders down", timeout: 3) { $0.joined().contains("Split Pea Soup") }
        try tmux.send("-l", ":open soup-caf")
        try tmux.send("Enter")
        try tmux.waitFor(text: "Froth the milk")
        try tmux.send("e")
        for _ in 0..<100 where !FileManager.default.fileExists(atPath: given) { Thread.sleep(forTimeInterval: 0.05) }
        let path = try #require(try? Data(contentsOf: URL(fileURLWithPath: given)), "the editor ran")
        #expect(Array(path) == Array((tree.root + "/").utf8) + cafe.joined(separator: [0x2F]), "the file itself, by its bytes")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aBundledRecipeSaysWhyItCannotBeEdited() throws {
        let tmux = try TmuxSession(["apple-pie"], width: 100, height: 30, environment: ["VISUAL": "false"])
        try tmux.waitFor(text: "Apple Pie")
        try tmux.send("e")
        try tmux.waitFor("why not") { $0.last?.contains("comes with cookbook") == true }
    }
}
