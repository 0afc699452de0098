import FoundationEssentials

/// Finds the cookbook that ships with the program, however it was installed.
public enum BundledCookbook {
    public static let fileName = "recipes.json"

    /// Places looked at, in order, for an executable at `executable`:
    /// `PREFIX/share/cookbook/recipes.json` next to `PREFIX/bin/cookbook` (make install),
    /// then `Data/recipes.json` in any folder above it (a build inside the source tree).
    public static func candidates(forExecutable executable: String) -> [String] {
        let binDir = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent()
        var paths = [binDir.deletingLastPathComponent().appendingPathComponent("share/cookbook/\(fileName)").path]
        var dir = binDir
        while dir.path != "/" && !dir.path.isEmpty {
            paths.append(dir.appendingPathComponent("Data/\(fileName)").path)
            dir = dir.deletingLastPathComponent()
        }
        return paths
    }

    /// The bundled file for the running program, or the places it looked at.
    public static func locate() -> Result<String, NotFound> {
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? CommandLine.arguments[0]
        let paths = candidates(forExecutable: executable)
        if let found = paths.first(where: { FileManager.default.isReadableFile(atPath: $0) }) {
            return .success(found)
        }
        return .failure(NotFound(searched: paths))
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "cannot find the bundled cookbook (looked for \(searched.joined(separator: ", "))); reinstall, or pass --data FILE"
        }
    }
}
