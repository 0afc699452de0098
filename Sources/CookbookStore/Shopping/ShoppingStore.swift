import CookbookFormats
import CookbookModel
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif

/// The library's shopping files on disk (`.shopping-list`, `.shopping-checked` at its root):
/// read, and written only as the conventions allow: the list whole, to a temporary file then
/// renamed, after reading it again just before (so another program's change is merged, not
/// lost); the log appended to, never truncated, but for compaction (temporary file, rename).
public enum ShoppingStore {
    /// A file's bytes; nil when there is none, or why it cannot be read.
    static func bytes(_ path: String) -> Result<[UInt8]?, ShoppingStoreFailure> {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return errno == ENOENT ? .success(nil) : .failure(ShoppingStoreFailure("cannot read \(path): \(String(cString: strerror(errno)))"))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return .failure(ShoppingStoreFailure("cannot read \(path): not a file"))
        }
        var out: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n >= 0 else { return .failure(ShoppingStoreFailure("cannot read \(path): \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            out += buffer[..<n]
        }
        return .success(out)
    }

    /// The list in `path`: nil when there is no file; its bad lines as `path:line: why`.
    public static func readList(_ path: String) -> Result<ShoppingListFile?, ShoppingStoreFailure> {
        bytes(path).map { $0.map { ShoppingListReader.read(String(decoding: $0, as: UTF8.self)) } }
    }

    /// The log of ticks in `path` (empty when there is none), and its bad lines.
    public static func readChecks(_ path: String) -> Result<(checks: [ShoppingCheck], problems: [ShoppingListProblem]), ShoppingStoreFailure> {
        bytes(path).map { $0.map(ShoppingCheckedReader.read) ?? ([], []) }
    }

    /// Reads the list again, gives it to `change` and writes what it returns, as one step
    /// under a lock on the folder (another cookbook waits for it). What was written, or why not.
    public static func writeList(_ path: String, change: (ShoppingListFile?) -> ShoppingListFile) -> Result<ShoppingListFile, ShoppingStoreFailure> {
        let lock = lockFolder(of: path)
        defer { if lock >= 0 { close(lock) } }
        let disk: ShoppingListFile?
        switch readList(path) {
        case .success(let read): disk = read
        case .failure(let failure): return .failure(failure)
        }
        let list = change(disk)
        let text = Array(ShoppingListWriter.text(list).utf8)
        if let why = text.withUnsafeBytes({ FileWriting.replace(path, with: $0) }) {
            return .failure(ShoppingStoreFailure("cannot write \(path): \(why)"))
        }
        return .success(ShoppingListReader.read(String(decoding: text, as: UTF8.self)))
    }

    /// Appends lines to the log (made if there is none): never truncated, never rewritten.
    public static func appendChecks(_ checks: [ShoppingCheck], to path: String) -> ShoppingStoreFailure? {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return ShoppingStoreFailure("cannot write \(path): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var text = checks.map(ShoppingCheckedWriter.line).joined()
        // A log whose last line has no end yet gets one first, so the new line is a line.
        var info = stat()
        if fstat(descriptor, &info) == 0, info.st_size > 0 {
            var last: UInt8 = 0
            if pread(descriptor, &last, 1, info.st_size - 1) == 1, last != 0x0A { text = "\n" + text }
        }
        let ok = Array(text.utf8).withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
        return ok ? nil : ShoppingStoreFailure("cannot write \(path): \(String(cString: strerror(errno)))")
    }

    /// Compaction: the log replayed, what is ticked and `keeping` says is on the list kept as
    /// `+ name` lines, written to a temporary file and renamed: the one time it is rewritten.
    /// What the log holds now, or why it could not be.
    public static func compactChecks(_ path: String, keeping: (String) -> Bool) -> Result<[ShoppingCheck], ShoppingStoreFailure> {
        let lock = lockFolder(of: path)
        defer { if lock >= 0 { close(lock) } }
        switch readChecks(path) {
        case .failure(let failure): return .failure(failure)
        case .success(let read):
            let compacted = ShoppingCheck.compacted(read.checks, keeping: keeping)
            let text = Array(ShoppingCheckedWriter.text(compacted).utf8)
            if let why = text.withUnsafeBytes({ FileWriting.replace(path, with: $0) }) {
                return .failure(ShoppingStoreFailure("cannot write \(path): \(why)"))
            }
            return .success(compacted)
        }
    }

    /// Bad lines as the status line and `shop` say them: `path:line: why`.
    public static func said(_ problems: [ShoppingListProblem], in path: String) -> [String] {
        problems.map { "\(path):\($0.line): \($0.message)" }
    }

    /// An exclusive lock (`flock`) on the folder of `path`, waited for a second at most;
    /// -1 when it cannot be had (the write goes on: it is still whole or not at all).
    static func lockFolder(of path: String) -> Int32 {
        let folder = path.lastIndex(of: "/").map { String(path[..<$0]) } ?? "."
        let descriptor = open(folder.isEmpty ? "/" : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return -1 }
        for _ in 0..<100 {
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return descriptor }
            usleep(10_000)
        }
        return descriptor
    }
}

/// Why a shopping file could not be read or written, in a line.
public struct ShoppingStoreFailure: Error, Equatable, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
}
