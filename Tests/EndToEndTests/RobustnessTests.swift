import Foundation
import Testing

/// Any size, any file: the program keeps running and shows what it can.
@Suite(.serialized) struct RobustnessTests {
    let fixture: String

    init() throws {
        fixture = try writeFixtureCookbook(inNewFolder: "cookbook-robust")
    }

    /// Rows of the screen without their trailing spaces.
    func trimmed(_ screen: [String]) -> [String] {
        screen.map { line in
            var l = Substring(line)
            while l.last == " " { l.removeLast() }
            return String(l)
        }
    }

    @Test func fromOneByOneToTwentyByFiveAndBack() throws {
        // At 1×1 the frame is "…", but the one cell is the bottom-right corner, which curses
        // cannot write without scrolling the terminal, so the pane stays blank.
        let tmux = try TmuxSession(["--data", fixture, "okonomiyaki"], width: 1, height: 1)
        Thread.sleep(forTimeInterval: 0.5)
        let tiny = try tmux.screen()
        #expect(tiny == [""] || tiny == ["…"], "\(tiny)")
        #expect(!FileManager.default.fileExists(atPath: tmux.statusFile.path), "still running at 1×1")
        func centred(_ text: String, in width: Int) -> String {
            String(repeating: " ", count: (width - text.count) / 2) + text
        }
        let empty = [String](repeating: "", count: 30)
        let oneLine = "terminal too small (needs 20×6)"
        let expected: [(Int, Int, [String])] = [
            (2, 2, ["t…", "(…"]),
            (10, 3, ["terminal …", "(needs 20…", ""]),
            (20, 5, ["", " terminal too small", "    (needs 20×6)", "", ""]),
            (19, 30, empty[0..<14] + ["terminal too small", "   (needs 20×6)"] + empty[0..<14]),
            (1, 1, [""]),
            (100, 5, ["", "", centred(oneLine, in: 100), "", ""]),
        ]
        for (width, height, screen) in expected {
            try tmux.resize(width: width, height: height)
            let shown = try tmux.waitFor("the notice at \(width)×\(height)") { trimmed($0).prefix(screen.count) == screen[...] }
            #expect(shown.count == height)
            #expect(!FileManager.default.fileExists(atPath: tmux.statusFile.path), "still running at \(width)×\(height)")
        }
        try tmux.resize(width: 100, height: 30)
        let back = try tmux.waitFor(text: "Fry.")
        #expect(back[0].contains("│ お好み焼き"), "the same recipe after all that")
        #expect(back.count == 30 && back[1].count == 100)
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aStormOfFiveHundredResizesEndsOnTheRightFrame() throws {
        let tmux = try TmuxSession(["--data", fixture, "okonomiyaki"], width: 100, height: 30)
        try tmux.waitFor(text: "Fry.")
        try tmux.send("j")  // the detail cursor on the second ingredient... or the step
        Thread.sleep(forTimeInterval: 0.3)
        let reference = try tmux.screen()
        // 50 tmux calls of 10 sizes each: some changes reach the program one at a time,
        // others arrive together as one SIGWINCH. Sizes from 1×1 to 160×50.
        var size = 0
        for _ in 0..<50 {
            var commands: [String] = []
            for _ in 0..<10 {
                size += 1
                commands += ["resize-window", "-t", tmux.name, "-x", String(1 + (size * 37) % 160), "-y", String(1 + (size * 23) % 50), ";"]
            }
            try tmux.tmux(Array(commands.dropLast()))
        }
        try tmux.resize(width: 100, height: 30)
        let final = try tmux.waitFor("the first frame again") { $0 == reference }
        #expect(final == reference, "same size, same selection, same frame")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func anEmptyCookbookStartsAndEveryKeyIsSafe() throws {
        let path = try writeCookbook(#"{"version": 1, "categories": [], "recipes": []}"#)
        let tmux = try TmuxSession(["--data", path], width: 80, height: 24)
        try tmux.waitFor(text: "No categories")
        for key in ["j", "k", "l", "Enter", "Tab", "BTab", "G", "g", "h", "BSpace", "Escape", "NPage", "?", "x", "Enter", ":", "Tab", "Escape", "C-l"] {
            try tmux.send(key)
        }
        // The help, opened after them, shows only once every key before it is handled.
        try tmux.send("?")
        try tmux.waitFor(text: "Keys and commands")
        try tmux.send("Escape")
        try tmux.waitFor("the empty screen again") { $0.joined().contains("No categories") && !$0.joined().contains("Keys and commands") }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aCategoryWithoutRecipesSaysSo() throws {
        let path = try writeCookbook(#"""
            {"version": 1, "categories": [{"id": "full", "name": "Full"}, {"id": "bare", "name": "Bare Shelf"}],
             "recipes": [{"id": "r", "name": "Toast", "category": "full", "steps": ["Toast it."]}]}
            """#)
        let tmux = try TmuxSession(["--data", path, "bare"], width: 80, height: 24)
        let bare = try tmux.waitFor(text: "No recipes")
        #expect(!bare.joined().contains("Toast"), "the bare shelf shows no recipe")
        for key in ["l", "l", "Enter", "Tab", "Tab", "G", "j", "h", "h"] { try tmux.send(key) }
        try tmux.send("k")  // the categories have the keys again: up to Full
        try tmux.waitFor("Toast in the middle") { $0.joined().contains("Toast") }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aRecipeWithTenThousandIngredientsAndAHugeNameScrolls() throws {
        let name = "Feast " + String(repeating: "o", count: 100_000)
        let ingredients = (0..<10_000).map { #"{"quantity": \#($0 + 1), "unit": "g", "item": "ingredient \#($0)"}"# }.joined(separator: ",")
        let path = try writeCookbook(#"""
            {"version": 1, "categories": [{"id": "big", "name": "\#(name)"}],
             "recipes": [{"id": "feast", "name": "\#(name)", "category": "big", "ingredients": [\#(ingredients)], "steps": ["Serve."]}]}
            """#)
        let tmux = try TmuxSession(["--data", path, "feast"], width: 100, height: 30)
        let first = try tmux.waitFor(text: "ingredient 0")
        #expect(first[0].contains("│ Feast ooo") && first[0].contains("…"), "the name is cut: \(first[0])")
        #expect(first[2].contains("Feast ooo") && first[2].contains("…"), "in the list too: \(first[2])")
        let start = Date()
        try tmux.send("G")
        try tmux.waitFor(text: "Serve.")
        try tmux.send("Up")
        try tmux.waitFor(text: "10000 g  ingredient 9999")
        for _ in 0..<5 { try tmux.send("PPage") }
        try tmux.waitFor("five pages up") { $0.joined().contains("ingredient 98") && !$0.joined().contains("ingredient 9999") }
        try tmux.send("g")
        try tmux.waitFor(text: "ingredient 0")
        let seconds = Date().timeIntervalSince(start)
        #expect(seconds < 8, "nine keys took \(seconds) s")
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aDeviceOrAFileOfNoRecipeKindAsDataIsAClearError() throws {
        let device = try run(cookbookBinary, ["--data", "/dev/zero"])
        #expect(device.status == 2)
        #expect(device.stderr == "cookbook: /dev/zero: not a file or a folder of recipes\n")
        let picture = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-\(UUID().uuidString).png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: picture)
        defer { try? FileManager.default.removeItem(at: picture) }
        let other = try run(cookbookBinary, ["--data", picture.path])
        #expect(other.status == 2)
        #expect(other.stderr.hasPrefix("cookbook: \(picture.path): not a recipe file (cookbook reads "))
        #expect(other.stderr.contains(".json") && other.stderr.contains(".html"))
    }

    @Test func anEmptyFolderOpensAnEmptyUsableScreenAndSaysSo() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let tmux = try TmuxSession(["--data", folder.path], width: 100, height: 30)
        try tmux.waitFor("an empty screen that says why") { $0.joined().contains("No categories") && $0.last?.contains("no recipes in") == true }
        try tmux.send("j", "l", "/", "x", "Escape", "q")
        #expect(try tmux.exitStatus() == 0)
    }

    @Test func aWholeSessionLeavesTheDataFileAndItsFolderAsTheyWere() throws {
        let directory = URL(fileURLWithPath: fixture).deletingLastPathComponent()
        let attributes = { try FileManager.default.attributesOfItem(atPath: fixture) }
        let before = (try Data(contentsOf: URL(fileURLWithPath: fixture)), try attributes()[.modificationDate] as? Date,
                      try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted())
        let tmux = try TmuxSession(["--data", fixture], width: 100, height: 30)
        try tmux.waitFor(text: "Apple Pie")
        for key in ["l", "l", "G", "Enter", "G", "Enter", "BSpace", "?", "x", "Escape", "Tab", "j", "C-l"] { try tmux.send(key) }
        try tmux.resize(width: 70, height: 20)
        try tmux.resize(width: 100, height: 30)
        // Tab has put the focus back on the categories and j chose Pancake (the first screen
        // lists Pancake too, but not as the column's title).
        try tmux.waitFor("Pancake chosen, after the keys") { $0[0].contains("│ Pancake") && $0.count == 30 }
        try tmux.send("q")
        #expect(try tmux.exitStatus() == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture)) == before.0, "the same bytes")
        #expect(try attributes()[.modificationDate] as? Date == before.1, "the same modification time")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == before.2, "no file added beside it")
    }
}
