import CookbookTestServer
import Foundation
import Testing

/// `cookbook import`: what it says of a file that is not a recipe file, that a category is
/// never made up from a folder, and that a recipe is written whole or not at all.
@Suite struct ImportTests {
    func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-import-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/Downloads", withIntermediateDirectories: true)
        return root
    }

    static let page = """
        <html><head><script type="application/ld+json">{"@context": "https://schema.org", "@type": "Recipe", \
        "name": "Plain Toast", "recipeIngredient": ["1 slice bread"], "recipeInstructions": "Toast it."}</script></head></html>
        """

    @Test func aFileThatIsNotARecipeFileSaysSoWithStatus2() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data("just notes\n".utf8).write(to: URL(fileURLWithPath: root + "/notes.txt"))
        try Data("x".utf8).write(to: URL(fileURLWithPath: root + "/page"))
        try Data("<html><body>no recipe here</body></html>".utf8).write(to: URL(fileURLWithPath: root + "/empty.html"))
        let known = "(cookbook reads .cook, .htm, .html, .json, .jsonld, .menu)"
        for (file, said) in [("notes.txt", "not a recipe file \(known)"), ("page", "not a recipe file \(known)"),
                             ("/dev/zero", "not a regular file")] {
            let path = file.hasPrefix("/") ? file : root + "/" + file
            let result = try run(cookbookBinary, ["import", path, "--into", root + "/out"])
            #expect(result.status == 2, "\(file)")
            #expect(result.stderr == "\(path): \(said)\n")
        }
        let empty = try run(cookbookBinary, ["import", root + "/empty.html", "--into", root + "/out"])
        #expect(empty.status == 2 && empty.stderr == root + "/empty.html: no recipe in the page (no ld+json block, no microdata Recipe)\n", "\(empty.stderr)")
        #expect((try? FileManager.default.contentsOfDirectory(atPath: root + "/out")) ?? [] == [], "nothing written")
        let checked = try run(cookbookBinary, ["validate", root + "/notes.txt"])
        #expect(checked.status == 2)
        #expect(checked.stderr == "\(root)/notes.txt: not a recipe file \(known)\n0 recipes from 0 files; 1 file not read\n")
    }

    @Test func aCategoryIsNeverMadeUpFromTheFolderAPageWasIn() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try Data(Self.page.utf8).write(to: URL(fileURLWithPath: root + "/Downloads/page.html"))
        let result = try run(cookbookBinary, ["import", root + "/Downloads/page.html", "--into", root + "/out"])
        #expect(result.status == 0, "\(result.stderr)")
        let written = try String(contentsOfFile: root + "/out/Plain Toast.json", encoding: .utf8)
        #expect(written.contains("\"name\": \"Plain Toast\"") && !written.contains("recipeCategory"))
    }

    /// From a web address, the real binary against a server on loopback: the recipe and its
    /// picture in the library's folder of its category, a second import writes nothing, and
    /// each address that fails is one line, exit 2, with nothing written for it.
    @Test func aRecipeFromAWebAddressGoesIntoTheLibraryOnce() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 1, 2, 3]
        let page = Self.page.replacingOccurrences(of: #""name": "Plain Toast""#,
                                                  with: #""name": "Plain Toast", "recipeCategory": "Breakfast", "image": "toast.png""#)
        let server = try LoopbackServer([
            "/recipes/toast": .init(body: Array(page.utf8)),
            "/recipes/toast.png": .init(headers: [("Content-Type", "image/png")], body: png),
            "/moved": .init(status: 301, headers: [("Location", "/recipes/toast")]),
        ])
        defer { server.stop() }
        let library = root + "/data/cookbook/recipes"
        let first = try run(cookbookBinary, ["import", server.address + "/moved"], environment: isolated(root))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == "\(server.address)/recipes/toast → \(library)/Breakfast/Plain Toast.json (and Plain Toast.png)\n")
        #expect(try Array(Data(contentsOf: URL(fileURLWithPath: library + "/Breakfast/Plain Toast.png"))) == png)
        let json = try String(contentsOfFile: library + "/Breakfast/Plain Toast.json", encoding: .utf8)
        #expect(json.contains(server.address + "/recipes/toast"), "where it came from is kept")
        // The library lists it.
        let listed = try run(cookbookBinary, ["list"], environment: isolated(root))
        #expect(listed.stdout.contains("\tPlain Toast\n"), "\(listed.stdout)")
        let again = try run(cookbookBinary, ["import", server.address + "/recipes/toast", server.address + "/gone", "http://127.0.0.1:1/x"],
                            environment: isolated(root))
        #expect(again.status == 2)
        #expect(again.stdout.contains("Plain Toast is in the library already"))
        #expect(again.stderr == "\(server.address)/gone: the server answered 404 Not Found\nhttp://127.0.0.1:1/x: connection refused\n"
                + "0 imported, 1 already there, 2 failed\n", "\(again.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/Breakfast").sorted() == ["Plain Toast.json", "Plain Toast.png"])
        let dry = try run(cookbookBinary, ["import", "--dry-run", "--force", "--as", "cook", server.address + "/recipes/toast"],
                          environment: isolated(root))
        #expect(dry.status == 0 && dry.stdout.hasSuffix("Plain Toast (2).cook (and Plain Toast (2).png): not written (--dry-run)\n"), "\(dry.stdout)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: library + "/Breakfast").count == 2)
        let wrong = try run(cookbookBinary, ["import", "--as", "yaml", server.address + "/recipes/toast"], environment: isolated(root))
        #expect(wrong.status != 0 && wrong.stderr.contains("--as is json or cook, not 'yaml'"))
    }

    static let exports = repository.deletingLastPathComponent().appendingPathComponent("shared/realdata/exports").path

    /// Every real export in ../shared through the binary: its recipes in the library, each in
    /// its category's folder with its picture, and none of them twice.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: exports + "/paprika.zip"),
                   "SKIPPED: ../shared/realdata/exports is not beside the repository"))
    func eachAppsExportIsImportedOnce() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let library = root + "/data/cookbook/recipes"
        let expected = ["paprika.zip": 5, "mealie.zip": 3, "tandoor.zip": 1, "nextcloud.zip": 3, "plantoeat.zip": 2,
                        "copymethat.zip": 3, "chowdown.zip": 2, "myrecipebox.csv": 10]
        for (file, count) in expected.sorted(by: { $0.key < $1.key }) {
            let result = try run(cookbookBinary, ["import", Self.exports + "/" + file], environment: isolated(root))
            #expect(result.status == 0, "\(file): \(result.stderr)")
            #expect(result.stdout.split(separator: "\n").filter { $0.contains(" → ") }.count == count, "\(file): \(result.stdout)")
        }
        let paprika = try FileManager.default.contentsOfDirectory(atPath: library + "/Alltagstauglich").sorted()
        #expect(paprika.contains("Zucchinipuffer.json") && paprika.contains("Zucchinipuffer.jpg"), "\(paprika)")
        let again = try run(cookbookBinary, ["import", Self.exports + "/paprika.zip"], environment: isolated(root))
        #expect(again.status == 0 && again.stdout.hasSuffix("0 imported, 5 already there\n"), "\(again.stdout)")
        let listed = try run(cookbookBinary, ["list"], environment: isolated(root))
        #expect(listed.stdout.split(separator: "\n").count == expected.values.reduce(0, +), "\(listed.stdout)")
    }

    /// A tmpfs of 8 KB, where root may mount one; nil elsewhere.
    static func smallDisk() -> String? {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-full-\(UUID().uuidString)").path
        guard (try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)) != nil,
              let mounted = try? run("/bin/mount", ["-t", "tmpfs", "-o", "size=8k", "tmpfs", path]), mounted.status == 0
        else { return nil }
        return path
    }

    @Test(.enabled(if: getuid() == 0, "mounting a small tmpfs needs root")) func aFullDiskLeavesNoPartFileAndSaysWhy() throws {
        let root = try folder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        guard let disk = Self.smallDisk() else {
            Issue.record("no tmpfs could be mounted to fill")
            return
        }
        defer {
            _ = try? run("/bin/umount", [disk])
            try? FileManager.default.removeItem(atPath: disk)
        }
        let ingredients = (0..<2_000).map { "\"\($0) g salt\"" }.joined(separator: ", ")
        try Data(#"{"@context": "https://schema.org", "@type": "Recipe", "name": "Big Soup", "recipeIngredient": [\#(ingredients)]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/big.json"))
        let result = try run(cookbookBinary, ["import", root + "/big.json", "--into", disk + "/library"])
        #expect(result.status == 2)
        #expect(result.stderr == "\(root)/big.json: cannot write \(disk)/library/Big Soup.json: No space left on device\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk + "/library") == [], "no part of a file left")
    }
}
