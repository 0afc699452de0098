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
                             ("/dev/zero", "not a recipe file \(known)")] {
            let path = file.hasPrefix("/") ? file : root + "/" + file
            let result = try run(cookbookBinary, ["import", path, "--into", root + "/out"])
            #expect(result.status == 2, "\(file)")
            #expect(result.stderr == "\(path): \(said)\n")
        }
        let empty = try run(cookbookBinary, ["import", root + "/empty.html", "--into", root + "/out"])
        #expect(empty.status == 2 && empty.stderr.hasPrefix(root + "/empty.html"), "\(empty.stderr)")
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
        let written = try String(contentsOfFile: root + "/out/plain-toast.json", encoding: .utf8)
        #expect(written.contains("\"name\": \"Plain Toast\"") && !written.contains("recipeCategory"))
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
        #expect(result.stderr == "\(root)/big.json: cannot write into \(disk)/library: No space left on device\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: disk + "/library") == [], "no part of a file left")
    }
}
