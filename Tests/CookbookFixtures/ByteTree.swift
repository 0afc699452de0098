import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Folders and files made by the bytes of their names, from the folder above's descriptor
/// (`mkdirat`, `openat`): names that are not UTF-8, and trees deeper than a path the system
/// takes at once, which Foundation cannot make.
public struct ByteTree {
    /// A new, empty folder.
    public let root: String

    public init(_ prefix: String) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    /// Writes `text` as the file at `components` below the root (the last one the file's
    /// name, the others folders, made when missing).
    public func write(_ text: String, at components: [[UInt8]]) throws {
        var folder = open(root, O_RDONLY | O_DIRECTORY)
        guard folder >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
        defer { close(folder) }
        for name in components.dropLast() {
            let cName = name.map { CChar(bitPattern: $0) } + [0]
            if mkdirat(folder, cName, 0o755) != 0, errno != EEXIST { throw POSIXError(.init(rawValue: errno)!) }
            let next = openat(folder, cName, O_RDONLY | O_DIRECTORY)
            guard next >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
            close(folder)
            folder = next
        }
        let file = openat(folder, components.last!.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard file >= 0 else { throw POSIXError(.init(rawValue: errno)!) }
        defer { close(file) }
        let bytes = Array(text.utf8)
        guard bytes.withUnsafeBytes({ Glibc.write(file, $0.baseAddress, $0.count) }) == bytes.count else { throw POSIXError(.EIO) }
    }

    /// `depth` folders, each named with `length` letters: a path longer than `PATH_MAX`
    /// from 4096 bytes of names on.
    public static func deepFolders(_ depth: Int, length: Int) -> [[UInt8]] {
        (0..<depth).map { n in Array(String(repeating: Character(UnicodeScalar(UInt8(0x61 + n % 26))), count: length).utf8) }
    }
}
