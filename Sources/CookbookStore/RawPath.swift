#if canImport(Glibc)
import Glibc
#endif

/// A path as the system names a file: bytes, not always UTF-8 (a name made by a program
/// that wrote Latin-1, or copied from another system), and of any length (a tree can be
/// deeper than the `PATH_MAX` bytes the system takes in one call). What is shown of a path is
/// its text with the bytes that are not UTF-8 replaced (U+FFFD, `shown`); what opens the
/// file is always its bytes.
public enum RawPath {
    /// Linux's `O_PATH` (a descriptor that only names a place; Glibc's module leaves it out):
    /// a folder passed through needs no more than permission to pass.
    static let openPathOnly: Int32 = 0o10000000

    /// The longest path the system takes in one call, without its ending zero.
    public static let longestAtOnce = Int(PATH_MAX) - 1

    /// The path as text: the bytes that are not UTF-8 replaced (U+FFFD).
    public static func shown(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// Opens the file or folder at `path` (`open(2)`'s `flags` and `mode`): in one call when
    /// the system takes it whole, else from its folders' descriptors, walking down a part
    /// shorter than `PATH_MAX` at a time (two descriptors open at most). The descriptor, or
    /// -1 with `errno` set.
    public static func open(_ path: UnsafeBufferPointer<UInt8>, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        guard path.count > longestAtOnce else { return withCString(path) { Glibc.open($0, flags | O_CLOEXEC, mode) } }
        var folder = AT_FDCWD
        var start = 0
        defer { if folder != AT_FDCWD { close(folder) } }
        while path.count - start > longestAtOnce {
            // The folders up to the last `/` that fits: opened from the folder reached so far.
            guard let slash = path[start..<(start + longestAtOnce)].lastIndex(of: 0x2F) else {
                errno = ENAMETOOLONG
                return -1
            }
            let next = withCString(UnsafeBufferPointer(rebasing: path[start...slash])) {
                openat(folder, $0, openPathOnly | O_DIRECTORY | O_CLOEXEC)
            }
            guard next >= 0 else { return -1 }
            if folder != AT_FDCWD { close(folder) }
            folder = next
            start = slash + 1
            // What follows is below the folder reached, never from the top again.
            while start < path.count, path[start] == 0x2F { start += 1 }
        }
        guard start < path.count else { return openat(folder, ".", flags | O_CLOEXEC, mode) }
        return withCString(UnsafeBufferPointer(rebasing: path[start...])) { openat(folder, $0, flags | O_CLOEXEC, mode) }
    }

    /// A String's path, opened as `open(_:_:mode:)` does.
    public static func open(_ path: String, _ flags: Int32, mode: mode_t = 0) -> Int32 {
        var path = path
        return path.withUTF8 { open($0, flags, mode: mode) }
    }

    /// One name in a folder, with what `stat` says of it (links followed).
    public struct Entry {
        /// As shown: its bytes that are not UTF-8 replaced.
        public var name: String
        /// Its bytes, when they are not UTF-8 (`name` then shows them repaired); nil when
        /// `name` is them.
        public var rawName: [UInt8]?
        /// Nil when it could not be looked at (a link to nowhere): `error` says why.
        public var kind: Kind?
        public var error: Int32 = 0
        /// Its size in bytes, and when it was last changed in nanoseconds.
        public var size = 0
        public var modified = 0

        public enum Kind: UInt8 {
            case folder, file, other
        }
    }

    /// When the file was last modified, in nanoseconds since 1970.
    public static func nanoseconds(_ info: stat) -> Int {
        Int(info.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(info.st_mtim.tv_nsec)
    }

    /// The entries of the folder open at `descriptor`, hidden ones (a name that begins with
    /// `.`) left out, in no order; the descriptor is closed. Each is looked at from the
    /// folder's descriptor, so a folder of any depth works. Nil when it cannot be read
    /// (`errno` says why). A file the folder lists as one whose name `keepingFiles` refuses
    /// (a picture beside recipes) is left out, not looked at.
    public static func entries(ofFolder descriptor: Int32, keepingFiles: (String) -> Bool = { _ in true }) -> [Entry]? {
        guard let directory = fdopendir(descriptor) else {
            let why = errno
            close(descriptor)
            errno = why
            return nil
        }
        defer { closedir(directory) }
        let folder = dirfd(directory)
        var entries: [Entry] = []
        while let found = readdir(directory) {
            let entry = withUnsafeBytes(of: found.pointee.d_name) { raw -> Entry? in
                let bytes = raw.bindMemory(to: UInt8.self)
                let name = UnsafeBufferPointer(rebasing: bytes[0..<(bytes.firstIndex(of: 0) ?? bytes.count)])
                guard name.first != 0x2E else { return nil }
                var entry: Entry
                if let text = String(validating: name, as: UTF8.self) {
                    entry = Entry(name: text, rawName: nil)
                } else {
                    entry = Entry(name: shown(name), rawName: Array(name))
                }
                if found.pointee.d_type == UInt8(DT_REG), !keepingFiles(entry.name) { return nil }
                var info = stat()
                if fstatat(folder, raw.baseAddress!.assumingMemoryBound(to: CChar.self), &info, 0) == 0 {
                    switch info.st_mode & S_IFMT {
                    case S_IFDIR: entry.kind = .folder
                    case S_IFREG: entry.kind = .file
                    default: entry.kind = .other
                    }
                    entry.size = Int(info.st_size)
                    entry.modified = nanoseconds(info)
                } else {
                    entry.error = errno
                }
                return entry
            }
            if let entry { entries.append(entry) }
        }
        return entries
    }

    /// The bytes of the file shown as `shown`: its own when it is there, else the one path
    /// whose names, repaired, are these (a name that is not UTF-8 is shown with U+FFFD, and
    /// an editor must be given the file itself). Nil when none or several are.
    public static func onDisk(shown: String) -> [UInt8]? {
        var path = Array(shown.utf8)
        if path.withUnsafeBufferPointer({ exists($0) }) || !shown.unicodeScalars.contains("\u{FFFD}") { return path }
        let parts = path.split(separator: 0x2F, omittingEmptySubsequences: false)
        path = []
        for (n, part) in parts.enumerated() {
            var next = path
            if n > 0 { next.append(0x2F) }
            let name = String(decoding: part, as: UTF8.self)
            if name.unicodeScalars.contains("\u{FFFD}") {
                // The one name in the folder so far that shows as this one.
                let folder = next.isEmpty ? [UInt8(ascii: ".")] : next
                let descriptor = folder.withUnsafeBufferPointer { open($0, O_RDONLY | O_DIRECTORY) }
                guard descriptor >= 0, let entries = entries(ofFolder: descriptor) else { return nil }
                let matching = entries.filter { $0.name == name }
                guard matching.count == 1 else { return nil }
                next += matching[0].rawName ?? Array(name.utf8)
            } else {
                next += part
            }
            path = next
        }
        return path
    }

    private static func exists(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        let descriptor = open(path, openPathOnly)
        guard descriptor >= 0 else { return false }
        close(descriptor)
        return true
    }

    /// `body` with the bytes ended by a zero, as a C string.
    public static func withCString<R>(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafePointer<CChar>) -> R) -> R {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: bytes.count + 1) { buffer in
            for (i, byte) in bytes.enumerated() { buffer[i] = CChar(bitPattern: byte) }
            buffer[bytes.count] = 0
            return body(buffer.baseAddress!)
        }
    }
}
