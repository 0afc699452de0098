import CookbookKit
@testable import CookbookLibrary
import Foundation
import Testing

/// The scan lists the files below the roots that it is told to keep, with their size and
/// time, whether named, in a folder or reached through a link; the others are not listed.
@Suite struct LibraryScanTests {
    private func folder() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-scan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Soups"), withIntermediateDirectories: true)
        try Data("Boil @leeks{2}.".utf8).write(to: root.appendingPathComponent("Soups/Leek.cook"))
        try Data("jpeg".utf8).write(to: root.appendingPathComponent("Soups/Leek.jpg"))
        try Data("Mix.".utf8).write(to: root.appendingPathComponent("Pesto.COOK"))
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Linked.cook", withDestinationPath: root.path + "/Pesto.COOK")
        try FileManager.default.createSymbolicLink(atPath: root.path + "/Gone.cook", withDestinationPath: root.path + "/nowhere")
        return root.path
    }

    private static func cook(_ name: String) -> Bool { ScannedFile.pathExtension(of: name) == "cook" }

    @Test func onlyTheFilesKeptAreListedWithTheirSizeAndTime() throws {
        let root = try folder()
        let scan = LibraryScan.scan([root], keeping: Self.cook)
        #expect(scan.files.map(\.components) == [["Linked.cook"], ["Pesto.COOK"], ["Soups", "Leek.cook"]])
        for file in scan.files {
            // A link's are its file's.
            let info = try FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: file.path).resolvingSymlinksInPath().path)
            let modified = (info[.modificationDate] as? Date).map { Int(($0.timeIntervalSince1970 * 1e9).rounded()) } ?? 0
            #expect(file.size == (info[.size] as? Int) && abs(file.modified - modified) < 1000, "\(file.path)")
            #expect(file.root == root)
        }
        #expect(scan.files.map(\.size) == [4, 4, 15])
        // A link that leads nowhere is said, whatever it is named.
        #expect(scan.problems.map(\.path) == [root + "/Gone.cook"])
        #expect(LibraryScan.scan([root]).files.map(\.name) == ["Linked.cook", "Pesto.COOK", "Leek.cook", "Leek.jpg"])
        // A root that is a file is kept or not as a file in a folder is.
        #expect(LibraryScan.scan([root + "/Soups/Leek.jpg"], keeping: Self.cook).files.isEmpty)
        #expect(LibraryScan.scan([root + "/Soups/Leek.cook"], keeping: Self.cook).files.map(\.name) == ["Leek.cook"])
    }

    @Test func anExtensionIsTheEndAfterTheLastDotInLowercaseAndTheStemWhatIsBefore() {
        let cases = [
            "Pesto.cook": "cook", "Pesto.COOK": "cook", "a.b.Json": "json", ".cook": "", "noextension": "", "trailing.": "",
            "Crème.COOK": "cook", "Crème.ÉTÉ": "été", "Brûlé.Cook": "cook", "日本.料理": "料理", "x.\u{301}cook": "", // (a dot with a mark on it is no dot)
        ]
        for (name, expected) in cases {
            #expect(ScannedFile.pathExtension(of: name) == expected, "\(name)")
        }
        let stems = [
            "Pesto.cook": "Pesto", "Brûlé.cook": "Brûlé", "a.b.Json": "a.b", ".cook": ".cook", "noextension": "noextension",
            "trailing.": "trailing", "x.\u{301}cook": "x.\u{301}cook", "日本.料理": "日本", "a.\u{301}b.c": "a.\u{301}b",
        ]
        for (name, expected) in stems {
            #expect(ScannedFile.nameWithoutExtension(of: name) == expected, "\(name)")
        }
    }
}
