import CookbookModel
#if canImport(Glibc)
import Glibc
#endif

/// A file found under a library root.
public struct ScannedFile: Equatable, Sendable {
    /// As it is shown: its bytes that are not UTF-8 replaced (U+FFFD). It opens the file
    /// unless `rawPath` is there.
    public var path: String
    /// The bytes of the path on disk, when they are not UTF-8 (`path` then shows them
    /// repaired, and so do the components); nil when `path` is them.
    public var rawPath: [UInt8]?
    /// The root it was found under (a folder, or the file itself when one was named).
    public var root: String
    /// The components joined by `/`: the end of `path` itself when it ends so (no copy of
    /// its text, no array of names kept a file: a library of 100,000 files holds 100,000).
    private var relative: Substring
    /// Size in bytes and modification time in nanoseconds, when the scan looked (0 when not).
    public var size: Int = 0
    public var modified: Int = 0

    public init(path: String, root: String, components: [String], size: Int = 0, modified: Int = 0) {
        let joined = components.joined(separator: "/")
        let count = joined.utf8.count
        let isEnd = path.utf8.count >= count && path.utf8.suffix(count).elementsEqual(joined.utf8)
        self.init(path: path, root: root, relativeFrom: isEnd ? path.utf8.count - count : nil, joined: joined, size: size, modified: modified)
    }

    /// `relativeFrom`: where the components begin in `path` (a UTF-8 offset, just after a
    /// `/`), when they are its end; else they are `joined`.
    init(path: String, root: String, relativeFrom: Int?, joined: @autoclosure () -> String, size: Int = 0, modified: Int = 0) {
        self.path = path
        self.root = root
        relative = relativeFrom.map { path[path.utf8.index(path.utf8.startIndex, offsetBy: $0)...] } ?? Substring(joined())
        self.size = size
        self.modified = modified
    }

    /// Where the components begin in `path` (a UTF-8 offset), when they are its end.
    var relativeStart: Int? {
        let count = relative.utf8.count
        guard path.utf8.count >= count, path.utf8.suffix(count).elementsEqual(relative.utf8) else { return nil }
        return path.utf8.count - count
    }

    /// Folders from the root down to the file, then the file's name. (Split as bytes: a
    /// name may begin with a combining mark, which would join the `/` as a Character.)
    public var components: [String] {
        get {
            relative.isEmpty ? []
                : relative.utf8.split(separator: 0x2F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        }
        set { relative = Substring(newValue.joined(separator: "/")) }
    }

    public var name: String {
        guard !relative.isEmpty else { return path }
        // Over the bytes in place (a search of the substring's utf8 view cost ten times more).
        var relative = relative
        return relative.withUTF8 { bytes in
            let start = bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
        }
    }

    /// The extension, lowercase, without the dot.
    public var pathExtension: String { Self.pathExtension(of: name) }

    /// A file name's extension, lowercase, without the dot ("" when it has none).
    public static func pathExtension(of name: String) -> String {
        guard let dot = lastDot(name), dot != name.startIndex else { return "" }
        let ext = name[name.index(after: dot)...]
        // ASCII (nearly always) lowercased as bytes: as Unicode text this was most of a scan's work.
        guard ext.utf8.allSatisfy({ $0 < 0x80 }) else { return ext.lowercased() }
        return String(decoding: ext.utf8.map(Self.asciiLowercase), as: UTF8.self)
    }

    public var nameWithoutExtension: String { Self.nameWithoutExtension(of: name) }

    /// A file name without its extension (the name itself when it has none).
    static func nameWithoutExtension(of name: String) -> String {
        guard let dot = lastDot(name), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// An ASCII letter lowercased; any other byte as it is.
    static func asciiLowercase(_ byte: UInt8) -> UInt8 {
        byte &- UInt8(ascii: "A") < 26 ? byte | 0x20 : byte
    }

    /// Where the last `.` of a name is, as a Character (not a dot with a mark on it). Found as
    /// a byte: a dot between two ASCII bytes (or at an end) is a Character of its own; else
    /// the Characters are searched.
    private static func lastDot(_ name: String) -> String.Index? {
        let utf8 = name.utf8
        guard let dot = utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let after = utf8.index(after: dot)
        let asciiBefore = dot == utf8.startIndex || utf8[utf8.index(before: dot)] < 0x80
        let asciiAfter = after == utf8.endIndex || utf8[after] < 0x80
        return asciiBefore && asciiAfter ? dot : name.lastIndex(of: ".")
    }

    /// The components joined by `/` ("" when there are none), as they are kept.
    var relativePath: Substring { relative }

    /// The folders between the root and the file.
    public var folders: [String] { Array(components.dropLast()) }
}

/// Walks library roots: every file below a folder, recursively, but what `LibraryIgnore`
/// passes over (hidden names, `node_modules`, the root's `.cookbookignore`); folders seen twice (a symbolic link loop) are entered once and said. A name that is not
/// UTF-8 is kept as its bytes to open it (`ScannedFile.rawPath`) and shown repaired; a
/// folder is opened from the folders above it when its path is longer than the system takes
/// at once (`RawPath`), so no depth is too deep.
enum LibraryScan {
    struct Result {
        var files = ScannedFiles()
        var problems: [(path: String, problem: FormatProblem)] = []
    }

    /// `keeping`: whether a file of this name is listed (a file that is not is not looked at).
    static func scan(_ roots: [String], keeping: (_ name: String) -> Bool = { _ in true }) -> Result {
        var result = Result()
        var seen = Set<FileIdentity>()
        for root in roots {
            var info = stat()
            guard stat(root, &info) == 0 else {
                result.problems.append((root, FormatProblem(message: String(cString: strerror(errno)))))
                continue
            }
            if info.st_mode & S_IFMT == S_IFDIR {
                let ignore = LibraryIgnore(root: root)
                if let problem = ignore.problem { result.problems.append((problem.path, problem.problem)) }
                walk(
                    root, relativeFrom: root.utf8.count + (root.hasSuffix("/") ? 0 : 1), ignore: ignore, keeping: keeping,
                    into: &result, seen: &seen)
            } else {
                let name = root.split(separator: "/").last.map(String.init) ?? root
                guard keeping(name) else { continue }
                result.files.append(ScannedFile(
                    path: root, root: root, components: [name], size: Int(info.st_size), modified: RawPath.nanoseconds(info)))
            }
        }
        return result
    }

    /// A folder being listed: its path as shown, its bytes when they are not UTF-8, its
    /// entries in name order and the next one to list.
    private struct Listing {
        var path: String
        var rawPath: [UInt8]?
        var entries: [RawPath.Entry]
        var next = 0
    }

    /// Every file below `root`, depth first in name order. `relativeFrom`: where, in the
    /// paths below the root, the components begin. (A stack of the folders being listed,
    /// not a call a folder: a tree thousands of folders deep is walked in a thread's stack.)
    private static func walk(
        _ root: String, relativeFrom: Int, ignore: LibraryIgnore, keeping: (String) -> Bool, into result: inout Result,
        seen: inout Set<FileIdentity>
    ) {
        var listings: [Listing] = []
        func enter(_ folder: String, rawPath: [UInt8]?) {
            let descriptor = rawPath.map { raw in raw.withUnsafeBufferPointer { RawPath.open($0, O_RDONLY | O_DIRECTORY) } }
                ?? RawPath.open(folder, O_RDONLY | O_DIRECTORY)
            var info = stat()
            guard descriptor >= 0, fstat(descriptor, &info) == 0 else {
                result.problems.append((folder, FormatProblem(message: "cannot read the folder: \(String(cString: strerror(errno)))")))
                if descriptor >= 0 { close(descriptor) }
                return
            }
            guard seen.insert(FileIdentity(info)).inserted else {
                close(descriptor)
                result.problems.append((folder, FormatProblem(message: "a folder reached again through a link (a loop?): read once")))
                return
            }
            guard var entries = RawPath.entries(ofFolder: descriptor, keepingFiles: keeping) else {
                result.problems.append((folder, FormatProblem(message: "cannot read the folder: \(String(cString: strerror(errno)))")))
                return
            }
            // In name order, so ids and problems come out the same on every run.
            entries.sort { $0.name < $1.name || ($0.name == $1.name && ($0.rawName ?? []).lexicographicallyPrecedes($1.rawName ?? [])) }
            listings.append(Listing(path: folder, rawPath: rawPath, entries: entries))
        }
        enter(root, rawPath: nil)
        while !listings.isEmpty {
            let k = listings.count - 1
            guard listings[k].next < listings[k].entries.count else {
                listings.removeLast()
                continue
            }
            let entry = listings[k].entries[listings[k].next]
            listings[k].next += 1
            let folder = listings[k].path
            let path = folder.hasSuffix("/") ? folder + entry.name : folder + "/" + entry.name
            if ignore.skips(name: entry.name, isFolder: entry.kind == .folder, relative: String(decoding: path.utf8.dropFirst(relativeFrom), as: UTF8.self)) {
                continue
            }
            // The bytes on disk, when a name on the way is not UTF-8.
            var rawPath: [UInt8]?
            if listings[k].rawPath != nil || entry.rawName != nil {
                rawPath = listings[k].rawPath ?? Array(folder.utf8)
                if rawPath!.last != 0x2F { rawPath!.append(0x2F) }
                rawPath! += entry.rawName ?? Array(entry.name.utf8)
            }
            switch entry.kind {
            case nil:
                result.problems.append((path, FormatProblem(message: "cannot read: \(String(cString: strerror(entry.error)))")))
            case .folder?:
                enter(path, rawPath: rawPath)
            default:
                // A link to a file of a kind not kept is left out as the file itself is.
                guard keeping(entry.name) else { continue }
                guard let rawPath else {
                    // (No `ScannedFile` made: a scan's every file.)
                    result.files.append(path: path, root: root, relativeFrom: relativeFrom, size: entry.size, modified: entry.modified)
                    continue
                }
                var file = ScannedFile(path: path, root: root, relativeFrom: relativeFrom, joined: "", size: entry.size, modified: entry.modified)
                file.rawPath = rawPath
                result.files.append(file)
            }
        }
    }

    /// Reads a whole regular file, up to `limit` bytes.
    static func read(_ path: String, limit: Int) -> Swift.Result<[UInt8], FormatProblem> {
        var path = path
        return path.withUTF8 { read($0, limit: limit) }
    }

    /// Reads a whole regular file, up to `limit` bytes, by the bytes of its path.
    static func read(_ path: UnsafeBufferPointer<UInt8>, limit: Int) -> Swift.Result<[UInt8], FormatProblem> {
        let fd = RawPath.open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .failure(FormatProblem(message: "cannot open: \(String(cString: strerror(errno)))")) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")) }
        guard info.st_mode & S_IFMT == S_IFREG else { return .failure(FormatProblem(message: "not a regular file")) }
        let size = Int(info.st_size)
        guard size > 0 else { return .failure(FormatProblem(message: "the file is empty")) }
        guard size <= limit else {
            return .failure(FormatProblem(message: "\(size >> 20) MB is more than a recipe file holds (the limit is \(limit >> 20) MB)"))
        }
        var bytes = [UInt8](repeating: 0, count: size)
        var done = 0
        while done < size {
            let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress! + done, size - done, off_t(done)) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(FormatProblem(message: "cannot read: \(String(cString: strerror(errno)))")) }
            if n == 0 { break }
            done += n
        }
        return .success(Array(bytes.prefix(done)))
    }
}
