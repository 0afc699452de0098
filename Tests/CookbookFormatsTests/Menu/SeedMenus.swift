import Foundation

/// The menus of ../shared/cooklang/examples/cookcli-seed, when the shared folder is there.
enum SeedMenus {
    static let folder: String = {
        // Tests/CookbookFormatsTests/Menu/ → the repository → ../shared
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let repository = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return repository.deletingLastPathComponent().appendingPathComponent("shared/cooklang/examples/cookcli-seed").path
    }()

    static var isThere: Bool { FileManager.default.fileExists(atPath: folder + "/Weekly Plan.menu") }

    static func bytes(_ name: String) -> [UInt8] {
        Array(FileManager.default.contents(atPath: folder + "/" + name) ?? Data())
    }
}
