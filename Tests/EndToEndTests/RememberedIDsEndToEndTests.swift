import Foundation
import Testing

/// The ids given, seen from outside through the built binary (issue 21, item 2): a file that
/// comes and makes an id already given (`Apple Pie.cook` beside `apple pie.cook`) gets another,
/// so links and the basket keep naming the recipe they named; the cache may go meanwhile, the
/// ids are remembered in the state folder; and a file of them that does not read is kept aside.
@Suite struct RememberedIDsEndToEndTests {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-ids-e2e-\(UUID().uuidString)").path
    var root: String { home + "/recipes" }

    func write(_ name: String, _ text: String) throws {
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + name))
    }

    func cookbook(_ arguments: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
        try run(cookbookBinary, arguments + ["--data", root], environment: isolated(home))
    }

    @Test func aFileThatComesLeavesTheIDsLinksAndBasketAsTheyWere() throws {
        defer { try? FileManager.default.removeItem(atPath: home) }
        try write("apple pie.cook", "Slice @apples{6}.\n")
        #expect(try cookbook(["list"]).stdout == "apple-pie\trecipes\tApple pie\n")
        do {
            let tmux = try TmuxSession(["--data", root, "apple-pie"], environment: isolated(home))
            try tmux.waitFor(text: "apples")
            try tmux.send("Space")
            try tmux.waitFor(text: "basket 1")
            try tmux.send("q")
            #expect(try tmux.exitStatus() == 0)
        }
        // `Apple Pie` comes before `apple pie` in byte order: only what was given keeps the id.
        try write("Apple Pie.cook", "Slice @pears{2}.\n")
        try FileManager.default.removeItem(atPath: home + "/cache")
        let list = try cookbook(["list"])
        #expect(list.stdout.contains("apple-pie\trecipes\tApple pie\n"), "\(list.stdout)")
        #expect(list.stdout.split(separator: "\n").contains { $0.hasPrefix("apple-pie-") && $0.hasSuffix("\tApple Pie") })
        #expect(try cookbook(["show", "apple-pie"]).stdout.contains("apples"), "the link names the same recipe")
        let shop = try cookbook(["shop"])
        #expect(shop.stdout.contains("apples") && !shop.stdout.contains("pears"), "the basket too\n\(shop.stdout)\(shop.stderr)")

        // A file of ids this version cannot read: kept aside, and the library opens.
        let state = home + "/state/cookbook"
        let file = try #require(try FileManager.default.contentsOfDirectory(atPath: state).first { $0.hasPrefix("ids-") })
        try Data("cookbook ids 9\n".utf8).write(to: URL(fileURLWithPath: state + "/" + file))
        try Data("Slice @apples{8}.\n".utf8).write(to: URL(fileURLWithPath: root + "/apple pie.cook"))
        let again = try cookbook(["list"])
        #expect(again.status == 0)
        #expect(again.stdout.split(separator: "\n").count == 2, "\(again.stdout)\(again.stderr)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: state).filter { $0.hasPrefix(file + ".bak-") }
        #expect(kept.count == 1)
        #expect(try String(contentsOfFile: state + "/" + (kept.first ?? ""), encoding: .utf8) == "cookbook ids 9\n")
    }
}
