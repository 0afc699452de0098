#if canImport(Glibc)
import Glibc
#endif

/// Finds the cookbook that ships with the program, however it was installed.
public enum BundledCookbook {
    public static let fileName = "recipes.json"

    /// Places looked at, in order, for an executable at `executable`:
    /// `PREFIX/share/cookbook/recipes.json` next to `PREFIX/bin/cookbook` (make install),
    /// then `Data/recipes.json` in any folder above it (a build inside the source tree).
    /// Paths made as strings and looked up with the C library: Foundation's URL and
    /// FileManager cost a sixth of `cookbook list`'s instructions here, in the Swift runtime's
    /// searches of every protocol conformance in the binary (which grow with the binary).
    public static func candidates(forExecutable executable: String) -> [String] {
        let binDir = parent(resolved(executable))
        var paths = [join(parent(binDir), "share/cookbook/" + fileName)]
        var dir = binDir
        while dir != "/" && !dir.isEmpty {
            paths.append(join(dir, "Data/" + fileName))
            dir = parent(dir)
        }
        return paths
    }

    /// The bundled file for the running program, or the places it looked at.
    public static func locate() -> Result<String, NotFound> {
        let paths = candidates(forExecutable: link("/proc/self/exe") ?? CommandLine.arguments[0])
        if let found = paths.first(where: { access($0, R_OK) == 0 }) {
            return .success(found)
        }
        return .failure(NotFound(searched: paths))
    }

    /// A path with its links resolved, made absolute from the working folder; as it is when
    /// it cannot be.
    static func resolved(_ path: String) -> String {
        if let real = realpath(path, nil) {
            defer { free(real) }
            return String(cString: real)
        }
        guard !path.hasPrefix("/"), let here = getcwd(nil, 0) else { return path }
        defer { free(here) }
        return join(String(cString: here), path)
    }

    /// What a symbolic link points to.
    static func link(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The folder a path is in: "/a/b" → "/a", "/a" → "/", "a" → "".
    static func parent(_ path: String) -> String {
        var path = Substring(path)
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder.hasSuffix("/") ? folder + name : folder + "/" + name
    }

    public struct NotFound: Error, CustomStringConvertible {
        public var searched: [String]
        public var description: String {
            "cannot find the bundled cookbook (looked for \(searched.joined(separator: ", "))); reinstall, or pass --data FILE"
        }
    }
}
