import CookbookFixtures
import Foundation
import Testing

/// The Cooklang reference data beside the repository: `../shared/cooklang` (canonical.yaml and
/// example recipes, see its README.md). Tests that need it are skipped, and say so, when a
/// checkout has no such folder.
enum SharedCooklang {
    static let folder = Fixtures.repository.deletingLastPathComponent().appendingPathComponent("shared/cooklang")
    static let canonical = folder.appendingPathComponent("canonical.yaml")
    static let examples = folder.appendingPathComponent("examples")

    static let isPresent = FileManager.default.fileExists(atPath: canonical.path)
        && FileManager.default.fileExists(atPath: examples.path)

    static let skipReason: Comment = "../shared/cooklang is not next to the repository: the canonical and real-file tests are skipped"

    /// The files under `examples` whose name ends in `.ext`, as paths relative to it, sorted.
    static func examples(_ ext: String) -> [String] {
        guard isPresent, let walker = FileManager.default.enumerator(atPath: examples.path) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            if path.hasSuffix("." + ext) { found.append(path) }
        }
        return found.sorted()
    }

    static func text(ofExample path: String) throws -> String {
        try String(contentsOf: examples.appendingPathComponent(path), encoding: .utf8)
    }
}
